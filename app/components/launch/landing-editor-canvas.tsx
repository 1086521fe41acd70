import { useLayoutEffect, useMemo, useRef } from "react";
import type { LandingPageDoc } from "@shared/contracts/landing-page";
import { LANDING_CSS } from "@shared/landing-css";
import { renderLandingBody } from "@shared/landing-html";
import { textAt } from "./landing-edits";

/**
 * The landing page drawn by its one template (shared/landing-html.ts) inside a shadow root, so
 * the page's stylesheet and the app's never meet. Editable, every text is a field of its own:
 * click or Tab to it and type; Enter or leaving it keeps the text, Escape puts the old one back.
 * While a field has focus nothing is drawn again, so the caret and what is typed stay put.
 */

type CanvasProps = {
  doc: LandingPageDoc;
  editable?: boolean;
  /** A text typed in place: answers why it cannot be kept, or null once it is. */
  onCommit?: (path: string, text: string) => string | null;
  label: string;
  className?: string;
};

type Page = ReturnType<typeof renderLandingBody>;

// The fixed stylesheet is parsed once and shared by every canvas on the screen.
let baseSheet: CSSStyleSheet | null = null;

/**
 * Inside the app the page's <main> becomes a plain block (the app has its own main landmark, and
 * a page has one), styled by the template's own rule for it.
 */
const IN_APP_MAIN = "lp-main";
const inApp = (css: string) => css.replaceAll(".lp main", `.lp .${IN_APP_MAIN}`);

function makeSheet(css: string): CSSStyleSheet {
  const made = new CSSStyleSheet();
  made.replaceSync(inApp(css));
  return made;
}

const sheet = (css: string) => (css === LANDING_CSS ? (baseSheet ??= makeSheet(css)) : makeSheet(css));

function paint(root: ShadowRoot, page: Page) {
  if ("adoptedStyleSheets" in root && typeof CSSStyleSheet.prototype.replaceSync === "function") {
    root.innerHTML = page.body;
    root.adoptedStyleSheets = page.styles.map(sheet);
  } else {
    root.innerHTML = page.styles.map((css) => `<style>${inApp(css)}</style>`).join("") + page.body;
  }
  for (const main of root.querySelectorAll("main")) {
    const block = document.createElement("div");
    block.className = IN_APP_MAIN;
    while (main.firstChild) block.appendChild(main.firstChild);
    main.replaceWith(block);
  }
  // The waitlist form is shown, not used: nothing in the app posts it or tabs into it.
  for (const form of root.querySelectorAll("form")) form.inert = true;
}

const fieldOf = (target: EventTarget | null) => (target instanceof HTMLElement ? target.closest<HTMLElement>("[data-edit]") : null);

export function LandingCanvas({ doc, editable = false, onCommit, label, className }: CanvasProps) {
  const host = useRef<HTMLDivElement>(null);
  const shadow = useRef<ShadowRoot | null>(null);
  const pending = useRef<Page | null>(null);
  const latest = useRef({ doc, onCommit });
  latest.current = { doc, onCommit };
  const page = useMemo(() => renderLandingBody(doc, { editable }), [doc, editable]);
  const editing = () => Boolean(fieldOf(shadow.current?.activeElement ?? null));

  useLayoutEffect(() => {
    const root = host.current!.shadowRoot ?? host.current!.attachShadow({ mode: "open" });
    shadow.current = root;
    const commit = (field: HTMLElement, leaving: boolean) => {
      const path = field.dataset.edit!;
      const typed = field.textContent ?? "";
      const refused = latest.current.onCommit?.(path, typed) ?? null;
      if (!leaving) return;
      // A refused text is not kept: the field shows the page's text again, the reason stays in view.
      const kept = refused ? textAt(latest.current.doc, path) : typed.replace(/\s+/g, " ").trim();
      // An emptied text loses the line break the browser leaves behind, so its placeholder shows.
      if (kept !== undefined && (field.textContent !== kept || kept === "")) field.textContent = kept;
    };
    const onKey = (event: Event) => {
      const field = fieldOf(event.target);
      if (!field || !(event instanceof KeyboardEvent)) return;
      if (event.key === "Enter") {
        event.preventDefault();
        commit(field, false);
      } else if (event.key === "Escape") {
        event.preventDefault();
        event.stopPropagation();
        field.textContent = textAt(latest.current.doc, field.dataset.edit!) ?? "";
        latest.current.onCommit?.(field.dataset.edit!, field.textContent);
      }
    };
    const onLeave = (event: Event) => {
      const field = fieldOf(event.target);
      if (field) commit(field, true);
      // Drawn again once focus has left every field (Tab to the next one keeps the page as it is).
      queueMicrotask(() => {
        if (pending.current && !editing()) {
          paint(root, pending.current);
          pending.current = null;
        }
      });
    };
    const onClick = (event: Event) => {
      const target = event.target instanceof Element ? event.target : null;
      // An editable question must not fold its answer away when clicked into.
      if (target?.closest("summary") && fieldOf(target)) event.preventDefault();
      const link = target?.closest<HTMLAnchorElement>('a[href^="#"]');
      if (link) {
        event.preventDefault();
        root.getElementById(link.hash.slice(1))?.scrollIntoView({ block: "start" });
      }
    };
    const onSubmit = (event: Event) => event.preventDefault();
    root.addEventListener("keydown", onKey);
    root.addEventListener("focusout", onLeave);
    root.addEventListener("click", onClick);
    root.addEventListener("submit", onSubmit);
    return () => {
      root.removeEventListener("keydown", onKey);
      root.removeEventListener("focusout", onLeave);
      root.removeEventListener("click", onClick);
      root.removeEventListener("submit", onSubmit);
    };
  }, []);

  useLayoutEffect(() => {
    const root = shadow.current;
    if (!root) return;
    if (editing()) pending.current = page;
    else {
      pending.current = null;
      paint(root, page);
    }
  }, [page]);

  // data-landing-canvas: comments pin to the sections drawn inside (app/components/comments/pin-targets.ts).
  return <div ref={host} role="region" aria-label={label} className={className} data-landing-canvas="" />;
}
