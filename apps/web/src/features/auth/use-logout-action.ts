import { authMessages } from "@studio/shared";
import { useNavigate } from "react-router-dom";
import { notify } from "../../lib/notify";
import { useLogout } from "./use-auth-mutations";

/** Log out with the standard toasts, then go home. Used by every Log Out button. */
export function useLogoutAction() {
  const logout = useLogout();
  const navigate = useNavigate();
  const run = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        notify.success(authMessages.logoutTitle, authMessages.logoutDescription);
        navigate("/");
      },
      onError: notify.failure(authMessages.logoutFailedTitle, authMessages.logoutFailedFallback),
    });
  return { logout: run, isPending: logout.isPending };
}
