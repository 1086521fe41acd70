import { useEffect } from "react";
import { useNavigate } from "react-router";
import { readSessionUser } from "./api/auth";
import { subscribeRealtime } from "./realtime-client";

/** At most one focus check per this interval: tabs switch often, sessions end rarely. */
const FOCUS_CHECK_INTERVAL_MS = 15_000;

/**
 * Sends a protected page to /auth as soon as its session ends elsewhere (sign-out in another
 * tab, "sign out everywhere", account deletion, expiry). Two signals: the realtime socket is
 * closed by the server with the session-ended code, and a session check when the tab regains
 * focus or becomes visible (covers a socket that could not connect).
 */
export function useSessionWatch() {
  const navigate = useNavigate();
  useEffect(() => {
    let lastCheck = Date.now();
    let stopped = false;
    const leave = () => {
      if (!stopped) void navigate("/auth", { replace: true });
    };
    const check = async () => {
      if (Date.now() - lastCheck < FOCUS_CHECK_INTERVAL_MS) return;
      lastCheck = Date.now();
      try {
        const user = await readSessionUser();
        if (!user) leave();
      } catch {
        // Offline or a server hiccup is not a sign-out; the next focus checks again.
      }
    };
    const onVisibility = () => document.visibilityState === "visible" && void check();
    window.addEventListener("focus", check);
    document.addEventListener("visibilitychange", onVisibility);
    const unsubscribe = subscribeRealtime({ onSessionEnded: leave });
    return () => {
      stopped = true;
      window.removeEventListener("focus", check);
      document.removeEventListener("visibilitychange", onVisibility);
      unsubscribe();
    };
  }, [navigate]);
}
