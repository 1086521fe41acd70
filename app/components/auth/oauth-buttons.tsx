import { buttonClasses } from "~/components/ui/button";

const LABELS = { github: "Continue with GitHub", google: "Continue with Google" } as const;

/** Shown only for providers whose client id and secret are configured on the server. */
export function OAuthButtons({ providers }: { providers: Array<keyof typeof LABELS> }) {
  if (providers.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3 text-sm text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        or
        <span className="h-px flex-1 bg-border" />
      </div>
      {providers.map((provider) => (
        // A full navigation, not a fetch: the provider's page must load in this tab.
        <a key={provider} href={`/api/auth/oauth/${provider}`} className={buttonClasses({ variant: "outline", className: "w-full" })}>
          {LABELS[provider]}
        </a>
      ))}
    </div>
  );
}
