import { DATE_FORMAT, DATE_TIME_FORMAT } from "@studio/shared";
import dayjs from "dayjs";

/** 'MMM D, YYYY' (SPEC 9), or the fallback when the date is missing or unreadable. */
export function formatDate(iso: string | null | undefined, fallback = ""): string {
  const date = iso ? dayjs(iso) : null;
  return date?.isValid() ? date.format(DATE_FORMAT) : fallback;
}

/** 'MMM D, YYYY - h:mm A' (SPEC 9). */
export function formatDateTime(iso: string | null | undefined, fallback = ""): string {
  const date = iso ? dayjs(iso) : null;
  return date?.isValid() ? date.format(DATE_TIME_FORMAT) : fallback;
}

/** SPEC 2: the first 100 characters plus an ellipsis (only when something was cut). */
export function preview(text: string, length: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > length ? `${flat.slice(0, length)}...` : flat;
}
