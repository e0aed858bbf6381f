import { botTypes } from "@studio/shared";
import type { TextBotId } from "./home-strings";

/**
 * A draft a visitor wanted to take to the chat assistant before logging in. Kept in this tab's
 * session storage so it survives the trip through the login page, and taken exactly once.
 */
export interface PendingHandoff {
  botType: TextBotId;
  product?: string | undefined;
  subject?: string | undefined;
  content: string;
}

const KEY = "studio.pendingHandoff";
const BOT_TYPES: readonly string[] = botTypes;

export function savePendingHandoff(handoff: PendingHandoff): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(handoff));
  } catch {
    // Storage can be full or disabled; the visitor then simply starts again after logging in.
  }
}

export function hasPendingHandoff(): boolean {
  try {
    return sessionStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}

/** The login page's destination: the chat when a draft is waiting to be handed off. */
export function loginDestination(fallback: string): string {
  return hasPendingHandoff() ? "/chat" : fallback;
}

/** The saved draft, removed from storage so it is handed off once. */
export function takePendingHandoff(): PendingHandoff | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const { botType, product, subject, content } = value as Record<string, unknown>;
    if (typeof botType !== "string" || !BOT_TYPES.includes(botType)) return null;
    if (typeof content !== "string" || content.trim() === "") return null;
    return {
      botType: botType as TextBotId,
      product: typeof product === "string" ? product : undefined,
      subject: typeof subject === "string" ? subject : undefined,
      content,
    };
  } catch {
    return null;
  }
}
