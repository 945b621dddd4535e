import { describe, expect, inject, test } from "vitest";
import { uniqueEmail } from "./accounts";
import { nextClientIp } from "./browser";
import { cookiesOf } from "./server";

// The server keeps a document it rendered and gives it again for the same
// address and the same loader data (app/lib/render-memo.server.ts). What a
// visitor must never see: someone else's page, a count that is out of date,
// a nonce that is not the one in this response's Content-Security-Policy.
const baseURL = inject("baseURL");

async function signUpAs(fullName: string): Promise<string> {
  const password = "a-long-enough-password-1";
  const res = await fetch(`${baseURL}/sign-up`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: baseURL, "x-forwarded-for": nextClientIp() },
    body: new URLSearchParams({ fullName, email: uniqueEmail("memo"), password, confirmPassword: password, redirectTo: "" }).toString(),
  });
  expect(res.status).toBe(302);
  return cookiesOf(res);
}

async function pageFor(cookie: string) {
  const res = await fetch(`${baseURL}/ai-horse-name-generator`, { headers: { cookie } });
  expect(res.status).toBe(200);
  const csp = res.headers.get("content-security-policy") ?? "";
  return { html: await res.text(), nonce: /'nonce-([^']+)'/.exec(csp)?.[1] ?? "" };
}

describe("a page rendered again from the same data", () => {
  test("two people on the same page, in turns, each see only their own account", async () => {
    const rosalind = await signUpAs("Rosalind Franklin");
    const alan = await signUpAs("Alan Turing");
    for (let i = 0; i < 3; i++) {
      const a = await pageFor(rosalind);
      expect(a.html).toContain("Rosalind Franklin");
      expect(a.html).not.toContain("Alan Turing");
      const b = await pageFor(alan);
      expect(b.html).toContain("Alan Turing");
      expect(b.html).not.toContain("Rosalind Franklin");
    }
  });

  test("every answer carries the nonce of its own Content-Security-Policy, never an earlier one", async () => {
    const cookie = await signUpAs("Nonce Checker");
    const first = await pageFor(cookie);
    const second = await pageFor(cookie);
    expect(first.nonce).not.toBe("");
    expect(second.nonce).not.toBe(first.nonce);
    const nonces = (html: string) => new Set([...html.matchAll(/\snonce="([^"]+)"/g)].map((m) => m[1]));
    expect(nonces(first.html)).toEqual(new Set([first.nonce]));
    expect(nonces(second.html)).toEqual(new Set([second.nonce]));
  });

  test("after a generation, the same page shows the new count at once", async () => {
    const cookie = await signUpAs("Count Keeper");
    expect((await pageFor(cookie)).html).toContain("15 generations left today");
    expect((await pageFor(cookie)).html).toContain("15 generations left today");
    const res = await fetch(`${baseURL}/api/generate/horse`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: baseURL, cookie },
      body: new URLSearchParams({ count: "3", description: "a calm grey mare who loves apples" }).toString(),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    await res.arrayBuffer();
    const after = (await pageFor(cookie)).html;
    expect(after).toContain("14 generations left today");
    expect(after).not.toContain("15 generations left today");
  });
});
