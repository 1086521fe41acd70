import type { ToolViewProps } from "../kit/client-kit";
import { ClipboardCheck, Workflow, X } from "lucide-react";
import { useEffect, useId, useMemo, useState } from "react";
import type { WireframeDevice, WireframeSet } from "@shared/contracts/wireframes";
import { TestWithRealPeopleButton } from "../kit/client-prototype-tests";
import {
  ErrorPanel,
  HandOffRow,
  IdeaForm,
  ResultActions,
  SaveEditsButton,
  ToolRefineBox,
  ToolVersionBar,
  ToolViewFrame,
  useHandOff,
  useIdeaField,
  useReceivedHandoff,
  useToolRun,
  useWorkingProduct,
  WhatYouGet,
} from "../kit/client-screen";
import { Button, Skeleton, toast, toastError } from "../kit/client-ui";
import { WireframeEditor } from "./client-editor";
import { SavedFlowPicker } from "./client-flow-picker";
import { WireframePreview } from "./client-preview";
import { ScreenActions, ScreenList, ScreenRefine, ScreenStates } from "./client-screens";
import { uploadsForValidation } from "./client-validate";
import contract, { NOTHING_TO_DRAW_MESSAGE } from "./contract";
import { withoutScreenBlock } from "./markdown";
import { startHistory, type EditHistory } from "./edits";

const EXAMPLES = [
  "An app where dog owners find trusted walkers nearby and pay per walk",
  "A booking app for a small hair salon with reminders and deposits",
  "A shared family calendar that turns school emails into events",
] as const;

const FAILED = "Failed to draw the wireframes. Please try again.";

/** Wireframes: every screen of a flow drawn, edited by hand, refined, clicked through (docs/product.md#wireframes). */
export default function WireframesView({ feature }: ToolViewProps) {
  const handoff = useReceivedHandoff();
  const idea = useIdeaField(NOTHING_TO_DRAW_MESSAGE);
  const [flow, setFlow] = useState(handoff?.flow ?? null);
  const [device, setDevice] = useState<WireframeDevice>("phone");
  const tool = useToolRun("generate-wireframes", {
    fallbackError: FAILED,
    toasts: {
      failed: "Error",
      done: ({ wireframes }) => ({
        title: "Wireframes ready",
        description: `${wireframes.screens.length} screens drawn.`,
        variant: "success",
      }),
    },
  });
  const { status, request, result, error, ready } = tool;
  const { productId } = useWorkingProduct();
  // Once saved, its newest version can be tested with real people (a test copies the saved screens).
  const newest = tool.versions.at(-1)?.response.wireframes ?? null;

  // Hand edits of the version on screen, with undo and redo; another version starts them afresh,
  // but the version these edits just became (Save, "Save edits as version") keeps them undoable.
  const [history, setHistory] = useState<EditHistory | null>(null);
  useEffect(
    () => setHistory((now) => (result && now?.present === result.wireframes ? now : result ? startHistory(result.wireframes) : null)),
    [tool.resultKey, result],
  );
  const set: WireframeSet | null = history?.present ?? result?.wireframes ?? null;
  const edited = history && result && history.present !== result.wireframes ? { wireframes: history.present } : null;

  const [screenId, setScreenId] = useState<string | null>(null);
  const screen = set?.screens.find((s) => s.id === screenId) ?? set?.screens[0] ?? null;
  const [previewing, setPreviewing] = useState(false);

  const generate = async () => {
    const text = idea.value.trim();
    if (!text && !flow) {
      idea.take();
      toast({ title: "Input required", description: NOTHING_TO_DRAW_MESSAGE, variant: "destructive" });
      return;
    }
    setScreenId(null);
    setPreviewing(false);
    await tool.run({ ...(text ? { idea: text } : {}), ...(flow ? { flow: flow.data as never, flowName: flow.name } : {}), device });
  };

  // Copy and the Markdown download give each screen's readable list; the drawing data stays for Save.
  const markdown = useMemo(
    () => (request && set ? ["# Wireframes", ...contract.markdown(request, { wireframes: set }).map(withoutScreenBlock)].join("\n\n") : ""),
    [request, set],
  );
  const save = tool.save(edited);
  // "Validate these wireframes": the screens go to the Prototype Validator as the user's own images, with tasks from the flow.
  const handOff = useHandOff();
  const validate = async () => {
    if (!set || !request) return;
    try {
      handOff.toTool("validate-ux", { ...(await uploadsForValidation(set, request.flow ?? null)), productPersonas: true });
    } catch (failure) {
      toastError("The wireframes could not be sent to the validator", failure, "Please try again.");
    }
  };
  const refineScreen = (instruction: string) =>
    screen ? tool.refine(instruction, edited ?? undefined, { fields: { screenId: screen.id } }) : Promise.resolve(false);

  return (
    <ToolViewFrame feature={feature}>
      <div className="flex flex-col gap-6">
        <IdeaForm
          label="Your app idea"
          placeholder="e.g. An app where dog owners find trusted walkers nearby and pay per walk"
          value={idea.value}
          onChange={idea.onChange}
          examples={EXAMPLES}
          error={idea.error}
          busy={status === "running"}
          ready={ready}
          submitLabel="Draw wireframes"
          onSubmit={() => void generate()}
          options={<DrawingOptions device={device} onDevice={setDevice} flow={flow} onFlow={setFlow} ready={ready} />}
        />
        {status === "idle" && (
          <WhatYouGet
            items={[
              "One screen per screen of your flow, named after it",
              "Lo-fi layouts you can edit by hand, with undo",
              "Empty, loading and error states on request",
              "A click-through preview, SVG and PNG downloads",
            ]}
          />
        )}
        <ToolVersionBar run={tool} />
        {status === "running" && (
          <div className="flex gap-4 overflow-hidden" aria-busy="true" aria-label="Drawing your wireframes">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-96 w-48 shrink-0 rounded-card" />
            ))}
          </div>
        )}
        {status === "failed" && error && (
          <ErrorPanel
            group="designers"
            title="Failed to draw the wireframes"
            message={error}
            onRetry={() => tool.retry(() => void generate())}
            refining={tool.refining}
          />
        )}
        {status === "done" && set && screen && (
          <section className="flex min-w-0 flex-col gap-4" aria-labelledby="wireframes-title">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id="wireframes-title" className="basis-full text-lg font-medium sm:flex-1 sm:basis-auto">
                {set.screens.length} screens · {set.device === "phone" ? "Phone" : "Desktop"}
              </h2>
              <SaveEditsButton run={tool} edited={edited} />
              <ResultActions markdown={markdown} fileName="wireframes.md" save={save} />
              {tool.savedId && newest && request && (
                <TestWithRealPeopleButton
                  source={{
                    conversationId: tool.savedId,
                    productId,
                    title: contract.brief(request).slice(0, 50),
                    set: newest,
                  }}
                />
              )}
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <ScreenActions set={set} screen={screen} previewing={previewing} onPreview={() => setPreviewing((p) => !p)} />
            </div>
            <ScreenList set={set} selectedId={screen.id} onSelect={setScreenId} />
            {previewing ? (
              <WireframePreview set={set} startId={screen.id} onClose={() => setPreviewing(false)} />
            ) : (
              <>
                <ScreenStates
                  set={set}
                  screen={screen}
                  onOpen={setScreenId}
                  onAdd={(state) => void refineScreen(`Add ${state} state`)}
                  busy={tool.adding || tool.refining}
                />
                {history && <WireframeEditor history={history} onHistory={setHistory} screenId={screen.id} />}
                <ScreenRefine screenName={screen.name} onRefine={refineScreen} busy={tool.adding} ready={ready} />
              </>
            )}
          </section>
        )}
        {status === "done" && set && (
          <HandOffRow
            title="Wireframes"
            markdown={markdown}
            actions={[{ label: "Validate these wireframes", icon: ClipboardCheck, run: validate }]}
          />
        )}
        <ToolRefineBox run={tool} previous={() => edited} name="the whole set" />
      </div>
    </ToolViewFrame>
  );
}

type FlowSource = { name: string; data: unknown };

function DrawingOptions({
  device,
  onDevice,
  flow,
  onFlow,
  ready,
}: {
  device: WireframeDevice;
  onDevice: (device: WireframeDevice) => void;
  flow: FlowSource | null;
  onFlow: (flow: FlowSource | null) => void;
  ready: boolean;
}) {
  const id = useId();
  return (
    <div className="mt-5 flex flex-col gap-3">
      {flow && (
        <p className="flex min-w-0 flex-wrap items-center gap-2 rounded-card bg-designer-soft px-3 py-2 text-sm">
          <Workflow size={16} aria-hidden className="shrink-0 text-designer" />
          <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">
            Drawing the screens of the flow <strong>{flow.name}</strong>
          </span>
          <Button variant="ghost" size="sm" onClick={() => onFlow(null)} disabled={!ready}>
            <X size={14} aria-hidden />
            Use my idea instead
          </Button>
        </p>
      )}
      {!flow && <SavedFlowPicker onPick={(picked) => onFlow({ name: picked.name, data: picked.data })} ready={ready} />}
      <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <legend className="mb-2 text-sm font-medium">Device</legend>
        {(["phone", "desktop"] as const).map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm media-[(pointer:coarse)]:min-h-11">
            <input
              type="radio"
              name={`${id}-device`}
              value={value}
              checked={device === value}
              onChange={() => onDevice(value)}
              disabled={!ready}
              className="size-4 accent-[var(--color-designer,#4f46e5)]"
            />
            {value === "phone" ? "Phone (390 × 844)" : "Desktop (1280 × 800)"}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
