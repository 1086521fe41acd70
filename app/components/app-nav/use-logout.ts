import { useCallback } from "react";
import { useNavigate } from "react-router";
import { toastError } from "~/components/ui/toast";
import { clearDrafts } from "~/components/tools/kit/tool-drafts";
import { signOut } from "~/lib/api/auth";
import { pauseRealtime } from "~/lib/realtime-client";

/** Signs out on the server (ending this session and its sockets), then goes to the landing page. */
export function useLogout() {
  const navigate = useNavigate();
  return useCallback(async () => {
    const realtime = pauseRealtime();
    try {
      await signOut();
      clearDrafts();
      await navigate("/", { replace: true });
    } catch (error) {
      realtime.resume();
      toastError("Error", error);
    }
  }, [navigate]);
}
