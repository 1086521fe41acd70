import { afterEach, describe, expect, it, vi } from "vitest";
import { createInviteRequestSchema, INVITE_MESSAGES } from "../../shared/contracts/product-members";
import { inviteAudience, ROLE_HINTS, yourRoleLine } from "../../app/components/members/roles";
import { ClientApiError } from "../../app/lib/api-client";
import {
  acceptInvite,
  changeMemberRole,
  createInvite,
  listMembers,
  previewInvite,
  removeMember,
  revokeInvite,
} from "../../app/lib/api/members";
import { submitDraft } from "../../app/lib/use-form-state";
import { answer, failure, json } from "./api-stubs";

afterEach(() => {
  vi.unstubAllGlobals();
});

const invite = { id: "i1", role: "viewer", email: null, createdAt: 1_700_000_000_000, expiresAt: 1_700_604_800_000 } as const;
const owner = { userId: "u1", email: "owner@example.com", role: "owner", addedAt: 1_700_000_000_000 } as const;

describe("The members API client", () => {
  it("makes an invite link for a role and answers it with its url", async () => {
    const sent = answer(json({ invite: { ...invite, url: "https://app.test/invite/abc" } }, 201));
    await expect(createInvite("p 1", { role: "viewer" })).resolves.toEqual({ ...invite, url: "https://app.test/invite/abc" });
    expect(sent).toEqual([
      { path: "/api/products/p%201/invites", init: expect.objectContaining({ method: "POST", body: JSON.stringify({ role: "viewer" }) }) },
    ]);
  });

  it("reads members and open links, and refuses an answer of another shape", async () => {
    const sent = answer(json({ members: [owner], invites: [invite] }));
    await expect(listMembers("p1")).resolves.toEqual({ members: [owner], invites: [invite] });
    expect(sent[0]?.path).toBe("/api/products/p1/members");

    answer(json({ members: [{ ...owner, role: "boss" }], invites: [] }));
    expect((await failure(listMembers("p1"))).message).toBe("The members could not be loaded");
  });

  it("revokes a link, changes a role and removes a member at their own paths", async () => {
    const sent = answer(() => new Response(null, { status: 204 }));
    await revokeInvite("p1", "i/1");
    await removeMember("p1", "u2");
    expect(sent.map(({ path, init }) => `${init.method} ${path}`)).toEqual([
      "DELETE /api/products/p1/invites/i%2F1",
      "DELETE /api/products/p1/members/u2",
    ]);

    const patched = answer(json({ member: { userId: "u2", email: "sam@example.com", role: "editor", addedAt: 1 } }));
    await expect(changeMemberRole("p1", "u2", "editor")).resolves.toMatchObject({ role: "editor" });
    expect(patched[0]).toEqual({
      path: "/api/products/p1/members/u2",
      init: expect.objectContaining({ method: "PATCH", body: JSON.stringify({ role: "editor" }) }),
    });
  });

  it("passes an invite's refusal on in the contract's words, for the page to show", async () => {
    answer(json({ error: { code: "invite_expired", message: INVITE_MESSAGES.expired } }, 410));
    expect((await failure(previewInvite("tok"))).message).toBe(INVITE_MESSAGES.expired);

    answer(json({ error: { code: "forbidden", message: INVITE_MESSAGES.otherEmail } }, 403));
    expect((await failure(acceptInvite("tok"))).message).toBe(INVITE_MESSAGES.otherEmail);
  });

  it("a member leaving is told their leaving failed, not a removal", async () => {
    answer(() => new Response("oops", { status: 500 }));
    expect((await failure(removeMember("p1", "u2", { leaving: true }))).message).toBe("Failed to leave the product");
  });
});

describe("The invite form's draft", () => {
  it("shows a malformed address under the e-mail field and sends nothing", async () => {
    const save = vi.fn(async () => undefined);
    const errors = await submitDraft(
      { role: "viewer", email: "not an address" },
      { check: createInviteRequestSchema, fallbackError: "x" },
      save,
    );
    expect(errors).toEqual({ email: "Enter a valid e-mail address, or leave it empty" });
    expect(save).not.toHaveBeenCalled();
  });

  it("sends an empty address as anyone-with-the-link and a given one in lower case", async () => {
    const saved: unknown[] = [];
    const save = async (value: unknown) => void saved.push(value);
    await submitDraft({ role: "editor", email: "  " }, { check: createInviteRequestSchema, fallbackError: "x" }, save);
    await submitDraft({ role: "viewer", email: " Sam@Example.com " }, { check: createInviteRequestSchema, fallbackError: "x" }, save);
    expect(saved).toEqual([
      { role: "editor", email: null },
      { role: "viewer", email: "sam@example.com" },
    ]);
  });

  it("puts a refusal the server names by field under that field", async () => {
    const refused = new ClientApiError("Enter a valid e-mail address, or leave it empty", 400, "validation", "email", {
      email: "Enter a valid e-mail address, or leave it empty",
    });
    const errors = await submitDraft({ role: "viewer", email: "a@b.co" }, { check: createInviteRequestSchema, fallbackError: "x" }, () =>
      Promise.reject(refused),
    );
    expect(errors).toEqual({ email: "Enter a valid e-mail address, or leave it empty" });
  });
});

describe("Role words", () => {
  it("name the member's role with its article and who may accept a link", () => {
    expect(yourRoleLine("viewer")).toBe("You are a viewer");
    expect(yourRoleLine("editor")).toBe("You are an editor");
    expect(yourRoleLine("commenter")).toBe("You are a commenter");
    expect(inviteAudience({ email: null })).toBe("Anyone with the link");
    expect(inviteAudience({ email: "sam@example.com" })).toBe("sam@example.com");
    expect(Object.keys(ROLE_HINTS)).toEqual(["editor", "commenter", "viewer"]);
  });
});
