import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, ORIGIN, signedInUser } from "./auth-helpers";
import { PNG_1X1, upload } from "./upload-helpers";

/** A saved validation report that links one uploaded screen, as the validator saves it. */
async function savedReportWithScreen(cookie: string) {
  const { upload: screen } = (await (await upload(cookie, PNG_1X1)).json()) as { upload: { key: string; url: string } };
  const saved = await call("POST", "/api/conversations", {
    cookie,
    body: {
      tool: "validate-ux",
      messages: [
        { role: "user", content: "UX validation: sign up" },
        { role: "assistant", content: `# UX validation report\n\n## Screens\n\n![Screen 1](${screen.url})\n\n## Results\n\nFine.` },
      ],
    },
  });
  const { conversation } = (await saved.json()) as { conversation: { id: string } };
  return { key: screen.key, conversationId: conversation.id };
}

const publicGet = (path: string) => exports.default.fetch(new Request(ORIGIN + path));

describe("screenshots of a shared validation report", () => {
  it("stay private unless the owner opts in, and go private again when they opt out", async () => {
    const owner = await signedInUser("screens-owner");
    const { key, conversationId } = await savedReportWithScreen(owner.cookie);
    const share = async (includeScreens?: boolean) =>
      (await (
        await call("POST", `/api/conversations/${conversationId}/share`, {
          cookie: owner.cookie,
          body: includeScreens === undefined ? undefined : { includeScreens },
        })
      ).json()) as { shareId: string; includeScreens: boolean };

    const plain = await share();
    expect(plain.includeScreens).toBe(false);
    expect((await publicGet(`/api/shares/${plain.shareId}/uploads/${key}`)).status).toBe(404);

    const withScreens = await share(true);
    expect(withScreens.shareId).toBe(plain.shareId);
    const image = await publicGet(`/api/shares/${plain.shareId}/uploads/${key}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");
    // Never kept by the visitor's browser: revoking the link or the screenshots takes effect on the next view.
    expect(image.headers.get("cache-control")).toBe("no-store");
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG_1X1);

    await share(false);
    expect((await publicGet(`/api/shares/${plain.shareId}/uploads/${key}`)).status).toBe(404);
  });

  it("never serve an image the shared report does not link, nor after the link is revoked", async () => {
    const owner = await signedInUser("screens-scope");
    const { key, conversationId } = await savedReportWithScreen(owner.cookie);
    const { upload: other } = (await (await upload(owner.cookie, PNG_1X1)).json()) as { upload: { key: string } };
    const { shareId } = (await (
      await call("POST", `/api/conversations/${conversationId}/share`, {
        cookie: owner.cookie,
        body: { includeScreens: true },
      })
    ).json()) as { shareId: string };

    expect((await publicGet(`/api/shares/${shareId}/uploads/${other.key}`)).status).toBe(404);
    expect((await publicGet(`/api/shares/${shareId}/uploads/../../x`)).status).toBe(404);
    expect((await call("DELETE", `/api/conversations/${conversationId}/share`, { cookie: owner.cookie })).status).toBe(204);
    expect((await publicGet(`/api/shares/${shareId}/uploads/${key}`)).status).toBe(404);
  });
});
