import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { generatorBySlug } from "../catalog/catalog.server";
import type { GeneratedName } from "../catalog/types";
import { buildPrompt } from "../prompt.server";
import { BREAKER_FAILURES, resetBreakers } from "./breaker.server";
import { openAiProvider, outputTokensFor, resetSchemaMemory, type OpenAiSettings } from "./openai.server";
import { ProviderError } from "./types";

// A local stand-in for an OpenAI-compatible chat-completions service, scripted
// per test; it keeps every request the SDK sends so tests can check them.

type Handler = (req: IncomingMessage, body: Record<string, unknown>, res: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let handlers: Handler[] = [];
let requests: { headers: IncomingMessage["headers"]; body: Record<string, unknown> }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const body = JSON.parse(raw || "{}");
      requests.push({ headers: req.headers, body });
      const handler = handlers.shift();
      if (!handler) {
        res.writeHead(500).end("no handler");
        return;
      }
      handler(req, body, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((r) => server.close(() => r()));
});

beforeEach(() => {
  handlers = [];
  requests = [];
  resetBreakers();
  resetSchemaMemory();
});

const dog = generatorBySlug("dog")!;
const input = { values: { style: "strong", description: "a big black shepherd" }, count: 3 };
const KEY = "gsk_live_9f8e7d6c5b4a";

function entry(name: string) {
  return { name, meaning: `${name} means strength`, personality_traits: ["brave", "loyal"], why_it_fits: "It suits a big dog.", name_origin: "English" };
}

function namesJson(names: string[]) {
  return JSON.stringify({ elements: names.map(entry) });
}

function chunk(delta: Record<string, unknown>, finish: string | null = null) {
  return `data: ${JSON.stringify({ id: "c1", object: "chat.completion.chunk", created: 1, model: "test-model", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
}

/** Sends `content` as server-sent events in small pieces, like a real model. */
function streamed(content: string, finish = "stop", pieceSize = 7): Handler {
  return (_req, _body, res) => {
    res.writeHead(200, { "Content-Type": "text/event-stream" });
    for (let i = 0; i < content.length; i += pieceSize) res.write(chunk({ content: content.slice(i, i + pieceSize) }));
    res.write(chunk({}, finish));
    res.end("data: [DONE]\n\n");
  };
}

function json(status: number, body: string, headers: Record<string, string> = {}): Handler {
  return (_req, _b, res) => {
    res.writeHead(status, { "Content-Type": "application/json", ...headers });
    res.end(body);
  };
}

function provider(options: Partial<OpenAiSettings> = {}) {
  return openAiProvider({ baseUrl, apiKey: KEY, model: "test-model", retryDelayMs: 10, ...options });
}

async function run(options: Partial<OpenAiSettings> = {}): Promise<GeneratedName[]> {
  const names: GeneratedName[] = [];
  for await (const n of provider(options).stream({ generator: dog, input, prompt: buildPrompt(dog, input), exclude: [] })) names.push(n);
  return names;
}

async function failure(options: Partial<OpenAiSettings> = {}): Promise<ProviderError> {
  const err = await run(options).then(
    () => null,
    (e) => e,
  );
  expect(err).toBeInstanceOf(ProviderError);
  return err as ProviderError;
}

describe("OpenAI-compatible provider (AI SDK) against a local stand-in", () => {
  test("a good streamed reply: names, and the request carries model, messages, schema, max tokens and the key", async () => {
    handlers.push(streamed(namesJson(["Brutus", "Onyx", "Atlas"])));
    const names = await run();
    expect(names.map((n) => n.name)).toEqual(["Brutus", "Onyx", "Atlas"]);
    expect(names[0]).toEqual(entry("Brutus"));
    const sent = requests[0];
    expect(sent.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(sent.body).toMatchObject({ model: "test-model", temperature: 0.7, stream: true, max_tokens: outputTokensFor(3, "general") });
    const format = sent.body.response_format as { type: string; json_schema: { strict: boolean; schema: { properties: { elements: { items: { required: string[] } } } } } };
    expect(format.type).toBe("json_schema");
    expect(format.json_schema.strict).toBe(true);
    expect(format.json_schema.schema.properties.elements.items.required).toEqual(["name", "meaning", "personality_traits", "why_it_fits", "name_origin"]);
    const messages = sent.body.messages as { role: string; content: string }[];
    expect(messages.map((m) => m.role)).toEqual(["system", "user"]);
    expect(messages[0].content).toContain('"elements"');
    expect(messages[1].content).toContain('"a big black shepherd"');
  });

  test("each name is yielded as soon as it is complete, before the reply ends", async () => {
    let finish: () => void = () => {};
    handlers.push((_req, _b, res) => {
      res.writeHead(200, { "Content-Type": "text/event-stream" });
      const content = namesJson(["Brutus", "Onyx"]);
      const cut = content.indexOf("Onyx") - 3;
      res.write(chunk({ content: content.slice(0, cut) }));
      finish = () => {
        res.write(chunk({ content: content.slice(cut) }));
        res.write(chunk({}, "stop"));
        res.end("data: [DONE]\n\n");
      };
    });
    const iterator = provider().stream({ generator: dog, input, prompt: buildPrompt(dog, input), exclude: [] })[Symbol.asyncIterator]();
    const first = await iterator.next();
    expect(first.value?.name).toBe("Brutus");
    finish();
    expect((await iterator.next()).value?.name).toBe("Onyx");
  });

  test("JSON wrapped in prose and a code fence is understood", async () => {
    handlers.push(streamed(`Sure! Here are some names:\n\`\`\`json\n${namesJson(["Rex", "Titan"])}\n\`\`\`\nEnjoy!`));
    expect((await run()).map((n) => n.name)).toEqual(["Rex", "Titan"]);
  });

  test("a model that refuses JSON schemas is asked again in JSON mode", async () => {
    handlers.push(json(400, JSON.stringify({ error: { message: "response_format json_schema is not supported by this model" } })));
    handlers.push(streamed(namesJson(["Bruno", "Ajax", "Kodiak"])));
    expect((await run()).map((n) => n.name)).toEqual(["Bruno", "Ajax", "Kodiak"]);
    expect((requests[1].body.response_format as { type: string }).type).toBe("json_object");
    // The next generation goes straight to JSON mode: no refused request first.
    handlers.push(streamed(namesJson(["Rex", "Titan", "Duke"])));
    expect((await run()).map((n) => n.name)).toEqual(["Rex", "Titan", "Duke"]);
    expect(requests).toHaveLength(3);
    expect((requests[2].body.response_format as { type: string }).type).toBe("json_object");
  });

  test("names with markup come through as plain text (the page escapes them)", async () => {
    handlers.push(streamed(namesJson(["<b>Rex</b>", "Tom & <i>Jerry"])));
    expect((await run()).map((n) => n.name)).toEqual(["<b>Rex</b>", "Tom & <i>Jerry"]);
  });

  test("401 echoing the key: an auth failure, not retried, and the key is nowhere in the error", async () => {
    handlers.push(json(401, JSON.stringify({ error: { message: `Invalid API Key: ${KEY}` } })));
    const err = await failure();
    expect(err).toMatchObject({ kind: "auth", status: 401, retries: 0 });
    expect(JSON.stringify({ message: err.message, stack: err.stack })).not.toContain(KEY);
    expect(requests).toHaveLength(1);
  });

  test("500 with an internal message: retried once, then a server failure without the provider's text", async () => {
    handlers.push(json(500, JSON.stringify({ error: { message: "upstream exploded at 10.1.2.3:8443" } })));
    handlers.push(json(503, JSON.stringify({ error: { message: "still down at 10.1.2.3:8443" } })));
    const err = await failure();
    expect(err).toMatchObject({ kind: "server", status: 503, retries: 1 });
    expect(err.message).not.toContain("10.1.2.3");
    expect(requests).toHaveLength(2);
  });

  test("429 with Retry-After: 60 is not retried: the call fails at once so the visitor gets built-in names", async () => {
    handlers.push(json(429, JSON.stringify({ error: { message: "rate limited" } }), { "Retry-After": "60" }));
    handlers.push(streamed(namesJson(["Rocky"])));
    const err = await failure();
    expect(err).toMatchObject({ kind: "quota", status: 429, retries: 0 });
    expect(requests).toHaveLength(1);
  });

  test("429 with a short Retry-After is waited out and the names come", async () => {
    handlers.push(json(429, JSON.stringify({ error: { message: "rate limited" } }), { "Retry-After": "0" }));
    handlers.push(streamed(namesJson(["Rocky", "Diesel", "Moose"])));
    expect((await run()).map((n) => n.name)).toEqual(["Rocky", "Diesel", "Moose"]);
    expect(requests).toHaveLength(2);
  });

  test("a service that refuses connections is unreachable", async () => {
    const err = await failure({ baseUrl: "http://127.0.0.1:9/v1" });
    expect(err.kind).toBe("unreachable");
  });

  test("garbage is an unusable reply", async () => {
    handlers.push(streamed("I cannot help with that request, sorry."));
    expect((await failure()).kind).toBe("unusable");
  });

  test("a reply cut by the token limit keeps the names that were complete", async () => {
    const content = namesJson(["Brutus", "Onyx", "Atlas"]);
    handlers.push(streamed(content.slice(0, content.indexOf("Atlas") + 8), "length"));
    expect((await run()).map((n) => n.name)).toEqual(["Brutus", "Onyx"]);
    expect(requests[0].body.max_tokens).toBe(outputTokensFor(3, "general"));
  });

  test("a slow but healthy stream completes: the limits are on the first token and on silences, not on the whole reply", async () => {
    const content = namesJson(["Brutus", "Onyx", "Atlas"]);
    handlers.push((_req, _b, res) => {
      res.writeHead(200, { "Content-Type": "text/event-stream" });
      const pieces = content.match(/[\s\S]{1,40}/g)!;
      let i = 0;
      const timer = setInterval(() => {
        if (i < pieces.length) res.write(chunk({ content: pieces[i++] }));
        else {
          clearInterval(timer);
          res.write(chunk({}, "stop"));
          res.end("data: [DONE]\n\n");
        }
      }, 60);
    });
    // The whole reply takes about 1 s; no silence is longer than 60 ms.
    expect((await run({ firstTokenMs: 400, idleMs: 400 })).map((n) => n.name)).toEqual(["Brutus", "Onyx", "Atlas"]);
  });

  test("no first token in time is a timeout", async () => {
    handlers.push(() => {
      // never answers
    });
    expect((await failure({ firstTokenMs: 200, idleMs: 200 })).kind).toBe("timeout");
  });

  test("a stream that falls silent after two names: the two names, then a timeout", async () => {
    const content = namesJson(["Brutus", "Onyx", "Atlas"]);
    handlers.push((_req, _b, res) => {
      res.writeHead(200, { "Content-Type": "text/event-stream" });
      res.write(chunk({ content: content.slice(0, content.indexOf("Atlas") - 3) }));
      // …and nothing more
    });
    const names: string[] = [];
    const err = await (async () => {
      for await (const n of provider({ firstTokenMs: 300, idleMs: 300 }).stream({ generator: dog, input, prompt: buildPrompt(dog, input), exclude: [] })) names.push(n.name);
    })().catch((e) => e);
    expect(names).toEqual(["Brutus", "Onyx"]);
    expect(err).toMatchObject({ kind: "timeout" });
  });

  test("a provider that keeps failing is skipped for a while (circuit breaker)", async () => {
    for (let i = 0; i < BREAKER_FAILURES; i++) {
      handlers.push(json(401, JSON.stringify({ error: { message: "Invalid API Key" } })));
      expect((await failure()).kind).toBe("auth");
    }
    expect((await failure()).kind).toBe("circuit_open");
    expect(requests).toHaveLength(BREAKER_FAILURES);
  });
});
