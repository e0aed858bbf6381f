import { useHotkeys } from "@mantine/hooks";
import { Notifications, notifications } from "@mantine/notifications";
import { TOASTS } from "@studio/shared";
import { useEffect } from "react";
import toastClasses from "../styles/toasts.module.css";
import { TOAST_Z_INDEX, type ToastHostApi, type ToastTone, toastHostReady } from "./notify";

/** Marks our toasts, so the focus hotkey can find the visible one. */
const TOAST_ATTRIBUTE = "data-app-toast";

const toneColors: Record<ToastTone, string> = { success: "teal", error: "red", info: "navy" };

const api: ToastHostApi = {
  show: ({ tone, title, message }) =>
    notifications.show({
      color: toneColors[tone],
      title,
      message,
      withBorder: true,
      // Lets tests (and styles) tell an error from information without reading colours.
      "data-tone": tone,
      // Focusable by script (the hotkey), not a tab stop of its own: its close button is one.
      tabIndex: -1,
      [TOAST_ATTRIBUTE]: true,
    }),
  clean: () => notifications.clean(),
};

function focusVisibleToast() {
  document.querySelector<HTMLElement>(`[${TOAST_ATTRIBUTE}]`)?.focus();
}

/** The toast container, loaded lazily by ToastSlot; see lib/notify.ts. */
export default function ToastHost() {
  // Runs after the container's own effects, so it already has its position and limit.
  useEffect(() => toastHostReady(api), []);
  // SPEC 9: F8 jumps to the toast from anywhere, typing in a field included.
  useHotkeys([[TOASTS.focusHotkey, focusVisibleToast]], []);
  return (
    <Notifications
      position="top-center"
      limit={TOASTS.limit}
      autoClose={TOASTS.autoCloseMs}
      containerWidth={420}
      zIndex={TOAST_Z_INDEX}
      classNames={{ root: toastClasses.root }}
    />
  );
}
