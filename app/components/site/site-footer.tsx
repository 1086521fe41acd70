import { BriefcaseBusiness, Mail } from "lucide-react";
import { Link } from "react-router";
import { profileLabel, type SiteConfig } from "~/lib/site-config";
import { LogoMark } from "./logo";

const linkClass =
  "rounded-control text-sm text-zinc-300 underline-offset-4 transition-colors duration-150 hover:text-white hover:underline " +
  "outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-zinc-950";
const iconClass =
  "inline-flex h-10 w-10 items-center justify-center rounded-control border border-white/15 text-zinc-300 transition-colors duration-150 " +
  "hover:border-white/30 hover:text-white outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-zinc-950 " +
  "media-[(pointer:coarse)]:h-11 media-[(pointer:coarse)]:w-11";

/** The dark footer of every public page (docs/product.md#footer). Always dark, in either colour scheme. */
export function SiteFooter({ site }: { site: SiteConfig }) {
  const mailto = `mailto:${site.contactEmail}`;
  return (
    <footer className="border-t border-white/10 bg-zinc-950 text-zinc-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1fr_auto] md:items-start">
        <div className="flex flex-col gap-3">
          <Link
            to="/"
            className="inline-flex w-fit items-center gap-2.5 rounded-control text-base font-semibold text-white outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-zinc-950"
          >
            <LogoMark />
            UX Twin
          </Link>
          <p className="max-w-xs text-sm text-zinc-400">Built by UX designers, for creators</p>
        </div>
        <div className="flex flex-col gap-6 md:items-end">
          <nav aria-label="Footer">
            <ul className="flex flex-wrap gap-x-6 gap-y-3">
              <li>
                <Link to="/auth" className={linkClass}>
                  Get Started
                </Link>
              </li>
              <li>
                <Link to="/about" className={linkClass}>
                  About
                </Link>
              </li>
              <li>
                <a href={mailto} className={linkClass}>
                  Contact
                </a>
              </li>
            </ul>
          </nav>
          <div className="flex gap-2">
            <a href={mailto} className={iconClass} aria-label={`Email ${site.contactEmail}`}>
              <Mail aria-hidden="true" size={18} />
            </a>
            <a
              href={site.profileUrl}
              className={iconClass}
              aria-label={profileLabel(site.profileUrl)}
              target="_blank"
              rel="noopener noreferrer"
            >
              <BriefcaseBusiness aria-hidden="true" size={18} />
            </a>
          </div>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-zinc-400 sm:px-6">© 2024 UX Twin</p>
      </div>
    </footer>
  );
}
