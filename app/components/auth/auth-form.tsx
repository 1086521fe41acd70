import { useId, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast, toastError } from "~/components/ui/toast";
import { signIn, signUp } from "~/lib/api/auth";
import { DEFAULT_AFTER_SIGN_IN, safeNextPath } from "~/lib/safe-next-path";
import { checkCredentials, VALIDATION_ERROR_TITLE } from "@shared/credential-rules";

export type AuthMode = "sign-in" | "sign-up";

/** Toast scope of signing in and up (see toast-store.ts). */
export const AUTH_TOASTS = "auth";

const COPY = {
  "sign-in": { title: "Welcome back", subtitle: "Sign in to continue", submit: "Sign In", toggle: "Don't have an account? Sign up" },
  "sign-up": {
    title: "Create Account",
    subtitle: "Sign up to get started",
    submit: "Create Account",
    toggle: "Already have an account? Sign in",
  },
} as const;

/** `/auth?mode=sign-up`: the address that opens the card on "Create Account" (the Sign Up buttons). */
export const SIGN_UP_PATH = "/auth?mode=sign-up";

/** The mode an /auth address asks for: "Create Account" for `?mode=sign-up`, else signing in. */
export function authModeFrom(param: string | null): AuthMode {
  return param === "sign-up" ? "sign-up" : "sign-in";
}

/**
 * The one /auth form, toggling between signing in and creating an account
 * (docs/product.md#sign-in-and-create-account). `initialMode`: the card it opens on. `next`: where
 * signing in leads, already checked to be a path on this site (app/lib/safe-next-path.ts); the
 * dashboard by default.
 */
export function AuthForm({ next = DEFAULT_AFTER_SIGN_IN, initialMode = "sign-in" }: { next?: string; initialMode?: AuthMode }) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const ids = { email: useId(), password: useId(), hint: useId() };
  const copy = COPY[mode];
  // Every toast here belongs to the "auth" flow: the next one replaces it, so "Account created!
  // Please log in." is gone once the sign-in succeeds. An error goes as soon as the next attempt starts.
  const lastError = useRef<{ dismiss: () => void } | null>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  const showError = (title: string, error: unknown) => {
    lastError.current = toastError(title, error, undefined, AUTH_TOASTS);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    lastError.current?.dismiss();
    const parsed = checkCredentials({ email, password });
    if (!parsed.ok) {
      showError(VALIDATION_ERROR_TITLE, parsed.message);
      return;
    }
    setBusy(true);
    try {
      if (mode === "sign-up") {
        await signUp(parsed.data);
        toast({ title: "Account created! Please log in.", variant: "success", scope: AUTH_TOASTS });
        setMode("sign-in");
        setPassword("");
        // The e-mail stays filled in, so the password is all that is left to type.
        passwordField.current?.focus();
      } else {
        await signIn(parsed.data);
        toast({ title: "Logged in successfully!", variant: "success", scope: AUTH_TOASTS });
        await navigate(safeNextPath(next));
      }
    } catch (error) {
      showError("Error", error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1.5 text-center">
        <h1 className="text-xl font-medium tracking-tight">{copy.title}</h1>
        <p className="text-sm text-muted">{copy.subtitle}</p>
      </div>
      {/* noValidate: the shared credential rules give the product's messages (docs/product.md#credential-rules), not the browser's. */}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={copy.title}>
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.email}>Email</Label>
          <Input
            id={ids.email}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.password}>Password</Label>
          <Input
            ref={passwordField}
            id={ids.password}
            type="password"
            name="password"
            autoComplete={mode === "sign-up" ? "new-password" : "current-password"}
            aria-describedby={ids.hint}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <p id={ids.hint} className="text-sm text-muted">
            Must be at least 8 characters
          </p>
        </div>
        <Button type="submit" size="lg" disabled={busy} aria-busy={busy} className="mt-2 w-full">
          {busy ? "Loading..." : copy.submit}
        </Button>
      </form>
      <p className="text-center text-sm">
        <button
          type="button"
          className="focus-ring rounded-control font-medium text-accent underline-offset-4 hover:underline"
          onClick={() => setMode(mode === "sign-in" ? "sign-up" : "sign-in")}
        >
          {copy.toggle}
        </button>
      </p>
    </div>
  );
}
