import { RETURN_TO_PARAM, safeReturnTo } from "@studio/shared";
import { useLocation } from "react-router-dom";
import { startupReturnTo } from "../../lib/signed-out-from";
import { returnToOfState } from "./auth-redirect";

/**
 * Where a sign-in page returns to after sign-in: its `next` parameter, the router state a
 * protected page (or a card's Log In link) passed, or, on the page the browser opened first,
 * the path the server's redirect named. Only a same-origin path (safeReturnTo); else null.
 */
export function useReturnTo(): string | null {
  const { search, state, key } = useLocation();
  const fromQuery = safeReturnTo(new URLSearchParams(search).get(RETURN_TO_PARAM));
  if (fromQuery !== null) return fromQuery;
  const fromState = safeReturnTo(returnToOfState(state));
  if (fromState !== null) return fromState;
  return key === "default" ? startupReturnTo() : null;
}
