import { Check } from "lucide-react";

/** The empty state under the form: what the tool will produce once the user generates. */
export function WhatYouGet({ items }: { items: readonly string[] }) {
  return (
    <section className="rounded-card border border-dashed border-border p-5" aria-labelledby="what-you-get">
      <h2 id="what-you-get" className="text-sm font-semibold text-muted">
        What you will get
      </h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-2 text-sm">
            <Check size={16} aria-hidden className="mt-0.5 shrink-0 text-founder" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
