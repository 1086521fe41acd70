import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseCredentials } from "../../shared/auth-schema";
import { checkCredentials, EMAIL_PATTERN } from "../../shared/credential-rules";

// The /auth form checks credentials without zod (so the page ships none); the API parses them
// with the zod schema. A visitor must get the same answer from both (the API's also names each
// failing field, which the form's toast does not show).
const schemaAnswer = (input: unknown) => {
  const parsed = parseCredentials(input);
  return parsed.ok ? parsed : { ok: false, message: parsed.message };
};

describe("the form's credential check and the API's schema", () => {
  it("use zod's own e-mail pattern", () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
  });

  it("give the same message or the same cleaned credentials for tricky input", () => {
    const emails = [
      "",
      " ",
      "a@b.co",
      "  Ada@Example.com  ",
      "a@b",
      "a..b@c.de",
      ".a@b.de",
      "a@-b.de",
      "ä@b.de",
      `${"a".repeat(250)}@b.de`,
      `${"a".repeat(244)}@example.com`,
      `${"😀".repeat(200)}@b.de`,
      "a@b.c",
    ];
    const passwords = [
      "",
      "short",
      "12345678",
      " 1234567",
      "x".repeat(72),
      "x".repeat(73),
      "pässwörd",
      "😀😀😀😀",
      "😀".repeat(8),
      "😀".repeat(72),
      "😀".repeat(73),
    ];
    for (const email of emails) {
      for (const password of passwords) {
        expect(checkCredentials({ email, password }), JSON.stringify({ email, password })).toEqual(schemaAnswer({ email, password }));
      }
    }
    expect(checkCredentials({ email: 42, password: "12345678" })).toEqual(schemaAnswer({ email: 42, password: "12345678" }));
    expect(checkCredentials({ email: "a@b.co" })).toEqual(schemaAnswer({ email: "a@b.co" }));
  });

  it("agree on generated e-mail addresses and passwords", () => {
    const email = fc.oneof(
      fc.emailAddress(),
      fc.emailAddress().map((address) => `  ${address}\t`),
      fc.string({ maxLength: 300 }),
      fc.string({ minLength: 240, maxLength: 260 }).map((local) => `${local}@example.com`),
    );
    const password = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.string({ minLength: 70, maxLength: 75 }),
      fc.string({ unit: "grapheme", maxLength: 80 }),
    );
    fc.assert(
      fc.property(email, password, (e, p) => {
        expect(checkCredentials({ email: e, password: p })).toEqual(schemaAnswer({ email: e, password: p }));
      }),
      { numRuns: 2000 },
    );
  });
});
