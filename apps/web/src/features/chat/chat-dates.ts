import { DATE_FORMAT, DATE_TIME_FORMAT } from "@studio/shared";
import dayjs from "dayjs";

/** SPEC 9: 'MMM d, yyyy' in the sidebar, 'MMM d, yyyy - h:mm a' on each message. */
export const formatConversationDate = (iso: string): string => dayjs(iso).format(DATE_FORMAT);
export const formatMessageTime = (iso: string): string => dayjs(iso).format(DATE_TIME_FORMAT);
