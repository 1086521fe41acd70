import type { ReactNode } from "react";
import { Logo } from "~/components/site/logo";

/** A page with only the logo above one centred card: signing in, and an invite to a product. */
export function LogoOnlyPage({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-canvas">
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center px-4 sm:px-6">
        <Logo />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pb-16 pt-8 sm:items-center sm:pt-0">{children}</main>
    </div>
  );
}
