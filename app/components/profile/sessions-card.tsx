import { Monitor } from "lucide-react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { toast, toastError } from "~/components/ui/toast";
import { listSessions, signOutEverywhere as endEverySession } from "~/lib/api/account";
import { getErrorMessage } from "~/lib/error-message";
import type { SessionListItem } from "@shared/auth-schema";
import { describeUserAgent } from "./describe-user-agent";

const date = (ms: number) => new Date(ms).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });

/** Where this account is signed in, and a way to end all of it at once. */
export function SessionsCard() {
  const [sessions, setSessions] = useState<SessionListItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  const load = () => {
    setError(null);
    listSessions().then(setSessions, (failure: unknown) => setError(getErrorMessage(failure, "Could not load your sessions.")));
  };
  useEffect(load, []);

  async function signOutEverywhere() {
    setBusy(true);
    try {
      await endEverySession();
      toast({ title: "Signed out everywhere", variant: "success" });
      await navigate("/auth", { replace: true });
    } catch (failure) {
      toastError("Error", failure);
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Sessions</CardTitle>
        <CardDescription>Browsers and apps signed in to your account. Each lasts 30 days from its last use.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {error ? (
          <div className="flex items-center justify-between gap-3 rounded-control border border-border p-3 text-sm">
            <span className="text-danger">{error}</span>
            <Button variant="outline" size="sm" onClick={load}>
              Retry
            </Button>
          </div>
        ) : sessions === null ? (
          <div className="flex flex-col gap-2" aria-busy="true" aria-label="Loading sessions">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : (
          <ul className="flex flex-col divide-y divide-border rounded-control border border-border">
            {sessions.map((session) => (
              <li key={session.id} className="flex items-center gap-3 px-3 py-3">
                <Monitor aria-hidden="true" className="h-5 w-5 shrink-0 text-muted" />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">
                    {describeUserAgent(session.userAgent)}
                    {session.current && (
                      <span className="ml-2 rounded-pill bg-accent-soft px-2 py-0.5 text-xs font-medium text-accent">This device</span>
                    )}
                  </p>
                  <p className="text-xs text-muted">
                    Signed in {date(session.createdAt)} · expires {date(session.expiresAt)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
        <div>
          <Button variant="outline" onClick={() => void signOutEverywhere()} disabled={busy}>
            {busy ? "Loading..." : "Sign out everywhere"}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
