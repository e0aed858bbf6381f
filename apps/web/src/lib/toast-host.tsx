import { Notifications, notifications } from "@mantine/notifications";
import { TOASTS } from "@studio/shared/limits";
import { useEffect } from "react";
import toastClasses from "../styles/toasts.module.css";
import { type ToastHostApi, toastHostReady } from "./notify";

const api: ToastHostApi = {
  show: ({ color, title, message }) =>
    notifications.show({ color, title, message, withBorder: true }),
  clean: () => notifications.clean(),
};

/** The toast container, loaded lazily by ToastSlot; see lib/notify.ts. */
export default function ToastHost() {
  // Runs after the container's own effects, so it already has its position and limit.
  useEffect(() => toastHostReady(api), []);
  return (
    <Notifications
      position="top-right"
      limit={TOASTS.limit}
      autoClose={TOASTS.autoCloseMs}
      containerWidth={420}
      zIndex={1000}
      classNames={{ root: toastClasses.root }}
    />
  );
}
