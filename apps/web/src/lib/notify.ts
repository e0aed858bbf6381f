import { notifications } from "@mantine/notifications";
import type { ReactNode } from "react";

/**
 * One toast at a time (SPEC 9). The newest toast replaces the visible one instead of waiting in
 * the queue, so feedback always matches the action that was just taken.
 */
function show(color: "teal" | "red", title: string, message: ReactNode): void {
  notifications.clean();
  notifications.show({ color, title, message, withBorder: true });
}

export const notify = {
  success: (title: string, message: ReactNode) => show("teal", title, message),
  error: (title: string, message: ReactNode) => show("red", title, message),
};
