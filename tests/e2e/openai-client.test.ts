import OpenAI from "openai";
import { describe, expect, it } from "vitest";
import { baseUrl } from "./browser";
import { signInWithFetch } from "./session";

/** A session token for a fresh account, the way an API client would get one. */
const apiToken = async () => ((await (await signInWithFetch("sdk")).json()) as { token: string }).token;

describe("the official openai client against the running app", () => {
  it("streams a chat completion from <origin>/api with a session token as its API key", async () => {
    const client = new OpenAI({ baseURL: `${baseUrl()}/api`, apiKey: await apiToken() });
    const stream = await client.chat.completions.create({
      model: "ux-twin",
      stream: true,
      messages: [{ role: "user", content: "How do I validate my app idea?" }],
    });
    let text = "";
    let chunks = 0;
    for await (const chunk of stream) {
      chunks++;
      text += chunk.choices[0]?.delta.content ?? "";
    }
    expect(chunks).toBeGreaterThan(5);
    expect(text.length).toBeGreaterThan(40);
  });

  it("gets a whole completion when it does not ask for a stream", async () => {
    const client = new OpenAI({ baseURL: `${baseUrl()}/api`, apiKey: await apiToken() });
    const completion = await client.chat.completions.create({
      model: "ux-twin",
      messages: [{ role: "user", content: "Name three onboarding metrics." }],
    });
    expect(completion.choices[0]?.message.content?.length).toBeGreaterThan(40);
  });

  it("raises the API's error for a bad token", async () => {
    const client = new OpenAI({ baseURL: `${baseUrl()}/api`, apiKey: "not-a-token", maxRetries: 0 });
    await expect(client.chat.completions.create({ model: "ux-twin", messages: [{ role: "user", content: "hi" }] })).rejects.toMatchObject({
      status: 401,
    });
  });
});
