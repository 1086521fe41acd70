/**
 * Marks the page's JavaScript module preloads `fetchpriority="low"`, as React does for the
 * preloads of its own bootstrap modules. The modules hydrate the page; none of them is needed
 * for its first paint (the HTML is server-rendered and the stylesheet is in the page or linked
 * before them), so they should not compete with what is. React Router writes them without a
 * priority, which makes them "High", and Lighthouse's simulation then counts every one that
 * happened to finish downloading before the first paint as holding that paint back.
 *
 * Only the document's <head> is rewritten (React writes every preload there, in its first
 * flush); from `</head>` on, the bytes pass through untouched.
 */
export function lowPriorityModulePreloads(): TransformStream<Uint8Array, Uint8Array> {
  const headEnd = new TextEncoder().encode("</head>");
  let pending = new Uint8Array(0);
  let done = false;
  const rewrite = (head: Uint8Array) =>
    new TextEncoder().encode(
      new TextDecoder()
        .decode(head)
        .replace(/<link rel="modulepreload"(?![^>]*\bfetchpriority=)/gi, '<link rel="modulepreload" fetchpriority="low"'),
    );
  return new TransformStream({
    transform(chunk, controller) {
      if (done) return controller.enqueue(chunk);
      const joined = new Uint8Array(pending.length + chunk.length);
      joined.set(pending);
      joined.set(chunk, pending.length);
      const end = indexOf(joined, headEnd);
      if (end === -1) {
        pending = joined;
        return;
      }
      done = true;
      pending = new Uint8Array(0);
      // `</head>` is ASCII, so cutting there never splits a character.
      controller.enqueue(rewrite(joined.subarray(0, end)));
      controller.enqueue(joined.subarray(end));
    },
    flush(controller) {
      if (!done && pending.length) controller.enqueue(rewrite(pending));
    },
  });
}

function indexOf(haystack: Uint8Array, needle: Uint8Array): number {
  outer: for (let i = 0; i <= haystack.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}
