import { Rocket, TriangleAlert } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { heroOf, LANDING_LIMITS, type LandingPageDoc } from "@shared/contracts/landing-page";
import { WAITLIST_LIMITS, type LaunchCard } from "@shared/contracts/launch";
import { createProduct } from "~/lib/api/products";
import { Button } from "~/components/ui/button";
import { DialogFooter } from "~/components/ui/dialog";
import { Spinner } from "~/components/ui/spinner";
import { toast } from "~/components/ui/toast";
import { checkAddress, publishLaunch, readLaunchCard } from "~/lib/api/launch";
import { getErrorMessage } from "~/lib/error-message";
import { useFormState } from "~/lib/use-form-state";
import { AddressField, addressCheck, useOfferedAddress } from "./publish-dialog-address";
import { NEW_PRODUCT, ProductField, TargetFields, TextField, type TargetDraft } from "./publish-dialog-fields";
import { draftOf, publishCheck, publishFieldOf, type PublishDraft, type PublishedSettings } from "./publish-request";

type FormProps = {
  doc: LandingPageDoc;
  productId: string | null;
  published?: PublishedSettings | null;
  onCancel: () => void;
  onPublished: (card: LaunchCard, productId: string) => void;
};

export function PublishForm({ doc, productId, published, onCancel, onPublished }: FormProps) {
  const id = useId();
  const email = (useRouteLoaderData("routes/protected-layout") as { user?: { email?: string } } | undefined)?.user?.email ?? "";
  // Typed in before the product's page was read: what was typed wins.
  const touched = useRef(false);
  const [product, setProduct] = useState(productId ?? "");
  const [origin, setOrigin] = useState(() => (published?.url ? new URL(published.url).origin : window.location.origin));
  // The product's own page, published before: "Publish" starts from its settings, so publishing again keeps its address.
  const [reading, setReading] = useState(Boolean(productId && published === undefined));
  // Made once per opening: a second try after a refusal uses the product the first one made.
  const created = useRef<string | null>(null);
  const checkedIn = product && product !== NEW_PRODUCT ? product : null;
  const check = useMemo(() => addressCheck((address, init) => checkAddress(address, { ...init, productId: checkedIn })), [checkedIn]);
  const form = useFormState({
    initial: () => draftOf(published, doc, email),
    check: publishCheck(doc),
    fallbackError: "Could not publish the page",
    fieldOf: publishFieldOf,
    precheck: () => (product ? {} : { product: "Choose the product this page belongs to" }),
    serverErrors: (error) =>
      product === NEW_PRODUCT && !created.current ? { product: getErrorMessage(error, "Could not create the product") } : null,
    live: { field: "address", value: (draft) => draft.address, check, enabled: !reading },
  });
  const { draft, errors, saving: busy, setDraft } = form;
  // Read once per opening, with what the dialog opened with; later edits must not read it again over what the founder typed.
  const opening = useRef({ doc, email, published });
  useEffect(() => {
    const { doc, email, published } = opening.current;
    if (!productId || published !== undefined) return;
    const controller = new AbortController();
    readLaunchCard(productId, { signal: controller.signal })
      .then((card) => {
        if (controller.signal.aborted || !card.page) return;
        setOrigin(new URL(card.page.url).origin);
        if (!touched.current) setDraft(draftOf(card.page, doc, email));
      })
      .catch(() => {
        // Nothing published yet that could be read: the form starts from the page itself.
      })
      .finally(() => !controller.signal.aborted && setReading(false));
    return () => controller.abort();
  }, [productId, setDraft]);
  useOfferedAddress(form.live, touched, (offered) => form.change({ address: offered }));

  const change = (patch: Partial<PublishDraft>) => {
    touched.current = true;
    form.change(patch);
  };

  const submit = async () => {
    if (reading) return;
    await form.submit(async (request) => {
      let target = product;
      if (product === NEW_PRODUCT) {
        const hero = heroOf(doc);
        created.current ??= (await createProduct({ name: doc.productName, idea: hero.subheadline || hero.headline })).id;
        target = created.current;
      }
      const card = await publishLaunch(target, request);
      const url = card.page?.url ?? `${origin}/p/${request.address}`;
      toast({
        title: "Your page is live",
        description: url,
        variant: "success",
        action: { label: "Open page", altText: `Open ${url}`, onAct: () => window.open(url, "_blank", "noopener") },
      });
      onPublished(card, target);
    });
  };

  const disabled = busy || reading;
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      aria-busy={reading || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {reading && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <Spinner />
          Reading this product's page…
        </p>
      )}
      {doc.sample && <SampleCopyWarning />}
      <AddressField
        id={`${id}-address`}
        value={draft.address}
        onChange={(value) => change({ address: value })}
        state={form.live}
        error={errors.address}
        origin={origin}
        disabled={disabled}
      />
      {productId === null && (
        <ProductField
          id={`${id}-product`}
          value={product}
          onChange={setProduct}
          pageName={doc.productName}
          error={errors.product}
          disabled={disabled}
        />
      )}
      <TextField
        id={`${id}-email`}
        label="Contact e-mail"
        hint="Named under the form, so people who join know who writes to them."
        error={errors.contactEmail}
        type="email"
        autoComplete="email"
        value={draft.contactEmail}
        maxLength={WAITLIST_LIMITS.email}
        onChange={(contactEmail) => change({ contactEmail })}
        disabled={disabled}
      />
      <TextField
        id={`${id}-question`}
        label="Qualifying question (optional)"
        hint="Asked under the e-mail field; the answers come with the sign-ups."
        error={errors.question}
        value={draft.question}
        maxLength={WAITLIST_LIMITS.question}
        placeholder="How do you solve this today?"
        onChange={(question) => change({ question })}
        disabled={disabled}
      />
      <TextField
        id={`${id}-headline-b`}
        label="Second headline (A/B test, optional)"
        hint="Half of the visitors see it instead; the product page compares their sign-ups."
        error={errors.headlineB}
        value={draft.headlineB}
        maxLength={LANDING_LIMITS.headline}
        onChange={(headlineB) => change({ headlineB })}
        disabled={disabled}
      />
      <TargetFields
        id={`${id}-target`}
        value={draft.target}
        onChange={(target: TargetDraft) => change({ target })}
        errors={errors}
        disabled={disabled}
      />
      {errors.form && (
        <p role="alert" className="text-sm font-medium text-danger">
          {errors.form}
        </p>
      )}
      <DialogFooter className="mt-2">
        <Button type="button" variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={disabled}>
          {busy ? <Spinner /> : <Rocket size={16} aria-hidden />}
          {busy ? "Publishing…" : "Publish"}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Copy the offline model wrote is an example: said before it reaches real visitors, without stopping Publish. */
function SampleCopyWarning() {
  return (
    <div
      role="note"
      aria-label="Sample text"
      className="flex gap-3 rounded-card border border-warning/40 bg-warning/10 p-3 text-sm text-ink"
    >
      <TriangleAlert size={18} aria-hidden className="mt-0.5 shrink-0 text-warning" />
      <p>
        <strong className="font-semibold">This page's text is sample text to rewrite.</strong> The offline model wrote it as an example, not
        from what you know about your visitors. Rewrite it in your own words before you share the page; you can still publish it as it is.
      </p>
    </div>
  );
}
