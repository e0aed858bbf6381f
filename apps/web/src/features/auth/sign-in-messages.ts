import { reviewQueueMessages, type SignInRequiredPage } from "@studio/shared";
import { strings } from "../../lib/strings";
import { apiKeyStrings } from "../api-keys/api-key-strings";

/**
 * What the login page's card says to someone a page sent there (SIGN_IN_REDIRECTS has where).
 * The dashboard says it with a toast on /admin/login instead (SPEC 2).
 */
export const signInMessages: Record<Exclude<SignInRequiredPage, "admin-dashboard">, string> = {
  chat: strings.chat.authRequired,
  "api-keys": apiKeyStrings.signInRequired,
  content: strings.content.signInRequired,
  "content-item": strings.content.itemSignInRequired,
  review: reviewQueueMessages.signInRequired,
};
