import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { AUTH_TOASTS, AuthForm, authModeFrom } from "~/components/auth/auth-form";
import { OAuthButtons } from "~/components/auth/oauth-buttons";
import { LogoOnlyPage } from "~/components/site/logo-only-page";
import { toast } from "~/components/ui/toast";
import { safeNextPath } from "~/lib/safe-next-path";
import type { Route } from "./+types/auth";

export { loader } from "./auth.server";

export const meta: Route.MetaFunction = () => [
  { title: "Sign in — UX Twin" },
  { name: "description", content: "Sign in to UX Twin or create a free account." },
];

const OAUTH_ERRORS: Record<string, string> = {
  oauth_state: "The sign-in link expired or was not started here. Please try again.",
  oauth_failed: "Sign-in with that provider failed. Please try again.",
  oauth_unverified: "That account has no verified e-mail address.",
};

export default function AuthPage({ loaderData }: Route.ComponentProps) {
  const [params, setParams] = useSearchParams();
  const error = params.get("error");
  // Where to go once signed in: a path on this site only (checked again wherever it is used).
  const next = safeNextPath(params.get("next"));
  // "Sign Up" buttons open the card on "Create Account" (`?mode=sign-up`); every other way in signs in.
  const mode = authModeFrom(params.get("mode"));
  useEffect(() => {
    if (!error) return;
    toast({
      title: "Error",
      description: OAUTH_ERRORS[error] ?? "Sign-in failed. Please try again.",
      variant: "destructive",
      scope: AUTH_TOASTS,
    });
    // Only the error goes: a `next` still leads back after signing in.
    setParams(
      (current) => {
        const kept = new URLSearchParams(current);
        kept.delete("error");
        return kept;
      },
      { replace: true },
    );
  }, [error, setParams]);

  return (
    <LogoOnlyPage>
      <div className="card w-full max-w-[400px] p-6 shadow-[0_1px_3px_rgb(0_0_0/0.04),0_12px_32px_-12px_rgb(0_0_0/0.12)] sm:p-8">
        <AuthForm next={next} initialMode={mode} />
        {loaderData.providers.length > 0 && (
          <div className="mt-6">
            <OAuthButtons providers={loaderData.providers} />
          </div>
        )}
      </div>
    </LogoOnlyPage>
  );
}
