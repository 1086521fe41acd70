import type { PresentPerson } from "@shared/contracts/product-room";

/** Avatars shown before the rest are counted as "+N": the header stays one short row at 390 px. */
const SHOWN = 5;

/** "ada@x.com (you)": one person as the sr-only list and the tooltip read them. */
function describe(person: PresentPerson, you: boolean, where: (itemId: string) => string | null): string {
  const place = person.where === "product" ? null : where(person.where);
  return [person.email, you ? "(you)" : null, place ? `on ${place}` : null].filter(Boolean).join(" ");
}

/**
 * Who is on this product's pages now (docs/product.md#members-and-roles): initials in a coloured
 * circle, the e-mail in the tooltip, and for screen readers one list "On this page: …". Yourself
 * included, marked "(you)". Nothing at all while nobody is known (not connected yet).
 */
export function PresenceAvatars({
  people,
  meId,
  itemTitle = () => null,
}: {
  people: readonly PresentPerson[];
  meId: string | undefined;
  /** An item's title, for someone looking at one of the product's items; null when not shown here. */
  itemTitle?: (itemId: string) => string | null;
}) {
  if (people.length === 0) return null;
  // Yourself first, so "(you)" is always among the shown avatars.
  const ordered = [...people].sort((a, b) => Number(b.userId === meId) - Number(a.userId === meId));
  const shown = ordered.slice(0, SHOWN);
  const hidden = ordered.length - shown.length;
  return (
    <div className="flex items-center" data-testid="presence">
      <p className="sr-only">
        {`On this page: ${ordered.map((person) => describe(person, person.userId === meId, itemTitle)).join(", ")}`}
      </p>
      <ul aria-hidden className="flex flex-wrap gap-1">
        {shown.map((person) => (
          <li
            key={person.userId}
            title={describe(person, person.userId === meId, itemTitle)}
            data-user-id={person.userId}
            className="flex h-8 w-8 select-none items-center justify-center rounded-full text-xs font-semibold text-white ring-2 ring-surface"
            style={{ backgroundColor: person.color }}
          >
            {person.initials}
          </li>
        ))}
        {hidden > 0 && (
          <li className="flex h-8 min-w-8 items-center justify-center rounded-full bg-border px-1.5 text-xs font-semibold text-ink ring-2 ring-surface">
            +{hidden}
          </li>
        )}
      </ul>
    </div>
  );
}
