import { ChevronDown, LayoutTemplate } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import {
  AiLimitNotice,
  ErrorPanel,
  LANDING_PANEL_ID,
  SaveEditsButton,
  ToolCutOffNotice,
  ToolRefineBox,
  ToolVersionBar,
  useAiLimit,
  useOpenedAtAnchor,
  useToolRun,
  useWorkingProduct,
} from "../kit/client-screen";
import { Button, SkeletonText, Spinner } from "../kit/client-ui";
import { PublishButton } from "../kit/client-launch";
import { LANDING_SECTIONS, type LandingPageDoc, type LandingSection } from "@shared/contracts/landing-page";
import { renderLandingHtml } from "@shared/landing-html";
import { LandingPageOptions, type LandingFormat } from "./client-landing-options";
import { LandingPageResult } from "./client-landing-result";

// The server caps each text field; the strategy is context, so its start is enough.
const MAX_STRATEGY_CHARS = 5_500;

type PanelProps = {
  idea: string;
  strategy: string;
  onResult: (result: { format: LandingFormat; content: string; doc: LandingPageDoc } | null) => void;
};

/** Landing page generator: options that toggle show/hide, generate, then preview or template. */
export function LandingPagePanel({ idea, strategy, onResult }: PanelProps) {
  const [open, setOpen] = useState(false);
  const heading = useOpenedAtAnchor<HTMLHeadingElement>(LANDING_PANEL_ID);
  const [format, setFormat] = useState<LandingFormat>("code");
  const [sections, setSections] = useState<LandingSection[]>([...LANDING_SECTIONS]);
  const tool = useToolRun("generate-landing-page", {
    fallbackError: "Failed to generate landing page",
    toasts: { failed: "Failed to generate landing page", done: () => ({ title: "Landing page generated!", variant: "success" }) },
  });
  const { status, request, result, error } = tool;
  // Hand edits of the version on screen; another version starts from its own page.
  const [edits, setEdits] = useState<{ key: string; doc: LandingPageDoc } | null>(null);
  const doc = result ? (edits?.key === tool.resultKey ? edits.doc : result.sections) : null;
  const editedHtml = useMemo(() => (doc && result && doc !== result.sections ? renderLandingHtml(doc).html : null), [doc, result]);
  // The page as edited: what Refine starts from and "Save edits as version" keeps.
  const edited = doc && editedHtml !== null ? { landingPage: editedHtml, sections: doc } : null;
  const code = request?.format === "code";
  // The plan's Save takes the version on screen, with its edits.
  useEffect(
    () =>
      onResult(
        result && request && doc
          ? {
              format: request.format,
              content: code ? (editedHtml ?? result.landingPage) : result.landingPage,
              doc: code ? doc : result.sections,
            }
          : null,
      ),
    [result, request, doc, code, editedHtml, onResult],
  );
  const { productId } = useWorkingProduct();
  const startupIdea = idea.trim();
  const limit = useAiLimit();
  const blocked =
    limit.message ??
    (!startupIdea ? "Please generate a strategy first" : sections.length === 0 ? "Choose at least one content section" : null);

  const generate = async () => {
    if (blocked) return;
    await tool.run({ startupIdea, format, contentSections: sections, strategy: strategy.slice(0, MAX_STRATEGY_CHARS) });
  };

  return (
    // scroll-mt: clear of the fixed app bar when opened at its anchor.
    <section id={LANDING_PANEL_ID} className="flex scroll-mt-20 flex-col gap-4" aria-labelledby="landing-panel-title">
      <div className="card p-4 sm:p-6">
        <div className="flex flex-wrap items-start gap-3">
          <LayoutTemplate size={20} aria-hidden className="mt-0.5 text-founder" />
          <div className="min-w-0 flex-1">
            <h2 id="landing-panel-title" ref={heading} tabIndex={-1} className="scroll-mt-24 font-medium outline-none">
              Landing page
            </h2>
            <p className="mt-1 text-sm text-muted">Turn the idea into a landing page to test demand: live HTML or a template to fill in.</p>
          </div>
          <Button variant="ghost" size="sm" aria-expanded={open} aria-controls="landing-options" onClick={() => setOpen((o) => !o)}>
            <ChevronDown size={16} aria-hidden className={open ? "rotate-180 transition-transform" : "transition-transform"} />
            {open ? "Hide options" : "Show options"}
          </Button>
        </div>
        <div id="landing-options" hidden={!open} className="mt-5">
          <LandingPageOptions format={format} onFormat={setFormat} sections={sections} onSections={setSections} />
        </div>
        <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
          {limit.exhausted ? (
            <AiLimitNotice id="landing-blocked" className="sm:mr-auto" />
          ) : (
            blocked && (
              <p id="landing-blocked" className="text-sm text-muted sm:mr-auto">
                {blocked}
              </p>
            )
          )}
          <Button
            onClick={() => void generate()}
            disabled={Boolean(blocked) || status === "running"}
            aria-describedby={blocked ? "landing-blocked" : undefined}
            className="w-full sm:w-auto"
          >
            {status === "running" && <Spinner />}
            {status === "running" ? "Generating…" : "Generate landing page"}
          </Button>
        </div>
      </div>
      <ToolVersionBar run={tool} />
      {status === "running" && (
        <div className="card p-5" aria-busy="true" aria-label="Writing your landing page">
          <SkeletonText lines={6} />
        </div>
      )}
      {status === "failed" && error && (
        <ErrorPanel
          group="founders"
          title="Failed to generate landing page"
          message={error}
          onRetry={() => tool.retry(() => void generate())}
          refining={tool.refining}
        />
      )}
      {result && request && doc && (
        // Not remounted per version: the editor starts a new history for another version's page,
        // and keeps it (Undo stays) when the new version is these edits saved.
        <LandingPageResult
          format={request.format}
          content={result.landingPage}
          doc={doc}
          onChange={(next) => setEdits({ key: tool.resultKey, doc: next })}
          actions={
            <>
              <SaveEditsButton run={tool} edited={edited} />
              <PublishButton doc={doc} productId={productId} />
            </>
          }
        />
      )}
      <ToolCutOffNotice run={tool} />
      <ToolRefineBox run={tool} previous={() => edited} name="Refine the landing page" />
    </section>
  );
}
