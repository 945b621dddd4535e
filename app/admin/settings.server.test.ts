import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { testAiConnection } from "./settings.server";

// Admin's "Test connection" against a local stand-in of an OpenAI-compatible service.

const KEY = "gsk_live_0123456789abcdef";
let reply: { status: number; body: string } = { status: 200, body: "" };
let server: Server;
let baseUrl = "";
let seen: { authorization?: string; body: Record<string, unknown> } | null = null;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      seen = { authorization: req.headers.authorization, body: JSON.parse(raw) };
      res.writeHead(reply.status, { "content-type": "application/json" }).end(reply.body);
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

test("a working provider: success, with the model, the key sent as a bearer token", async () => {
  reply = { status: 200, body: JSON.stringify({ id: "x", choices: [{ index: 0, message: { role: "assistant", content: "OK" }, finish_reason: "stop" }] }) };
  const result = await testAiConnection({ baseUrl, model: "tiny-model", apiKey: KEY });
  expect(result).toEqual({ ok: true, message: `Connection successful: tiny-model answered at ${new URL(baseUrl).host}.` });
  expect(seen).toMatchObject({ authorization: `Bearer ${KEY}`, body: { model: "tiny-model" } });
});

test("a 401 that echoes the key: the cause is shown, the key (whole or in part) is not", async () => {
  reply = { status: 401, body: JSON.stringify({ error: { message: `Invalid API Key ${KEY} (starts ${KEY.slice(0, 12)}…)` } }) };
  const result = await testAiConnection({ baseUrl, model: "tiny-model", apiKey: KEY });
  expect(result.ok).toBe(false);
  expect(result.message).toMatch(/^The AI provider answered 401: Invalid API Key \[key\]/);
  expect(result.message).not.toContain(KEY.slice(0, 12));
  expect(result.message).not.toContain(KEY.slice(-8));
});

test("an address where nothing listens: unreachable, said plainly", async () => {
  const result = await testAiConnection({ baseUrl: "http://127.0.0.1:9/v1", model: "m", apiKey: KEY });
  expect(result).toEqual({ ok: false, message: "Could not reach 127.0.0.1:9. Check the base URL." });
});
