import { useCallback } from "react";
import { useNavigate } from "react-router";
import { toastError } from "~/components/ui/toast";
import { clearDrafts } from "~/components/tools/kit/tool-drafts";
import { authClient } from "~/lib/auth-client";

/** Signs out on the server (ending this session and its sockets), then goes to the landing page. */
export function useLogout() {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await authClient.signOut();
      clearDrafts();
      await navigate("/", { replace: true });
    } catch (error) {
      toastError("Error", error);
    }
  }, [navigate]);
}
