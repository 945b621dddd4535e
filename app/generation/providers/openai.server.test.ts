import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { generatorBySlug } from "../catalog/catalog.server";
import type { GeneratedName } from "../catalog/types";
import { buildPrompt } from "../prompt.server";
import { ReplyFormatError } from "../reply.server";
import { openAiProvider } from "./openai.server";
import { ProviderError } from "./types";

// A local server that speaks the chat-completions protocol, scripted per test.
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
});

const dog = generatorBySlug("dog")!;
const input = { values: { style: "strong", description: "a big black shepherd" }, count: 3 };

function namesJson(names: string[]) {
  return JSON.stringify({
    names: names.map((name) => ({
      name,
      meaning: `${name} means strength`,
      personality_traits: ["brave", "loyal"],
      why_it_fits: "It suits a big dog.",
      name_origin: "English",
    })),
  });
}

function completion(content: string) {
  return JSON.stringify({ choices: [{ message: { role: "assistant", content } }] });
}

/** Sends `content` as server-sent events in small pieces, like a real model. */
function streamed(content: string, pieceSize = 7): Handler {
  return (_req, _body, res) => {
    res.writeHead(200, { "Content-Type": "text/event-stream" });
    for (let i = 0; i < content.length; i += pieceSize) {
      res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: content.slice(i, i + pieceSize) } }] })}\n\n`);
    }
    res.end("data: [DONE]\n\n");
  };
}

function json(status: number, body: string, headers: Record<string, string> = {}): Handler {
  return (_req, _b, res) => {
    res.writeHead(status, { "Content-Type": "application/json", ...headers });
    res.end(body);
  };
}

async function run(options: { timeoutMs?: number } = {}): Promise<GeneratedName[]> {
  const provider = openAiProvider({ baseUrl, apiKey: "test-key", model: "test-model", retryDelayMs: 10, ...options });
  const names: GeneratedName[] = [];
  for await (const n of provider.stream({ generator: dog, input, prompt: buildPrompt(dog, input), exclude: [] })) names.push(n);
  return names;
}

describe("OpenAI-compatible provider", () => {
  test("streams names and sends the prompt, model, key, temperature 0.7 and a JSON schema", async () => {
    handlers.push(streamed(namesJson(["Brutus", "Onyx", "Atlas"])));
    const names = await run();
    expect(names.map((n) => n.name)).toEqual(["Brutus", "Onyx", "Atlas"]);
    const sent = requests[0];
    expect(sent.headers.authorization).toBe("Bearer test-key");
    expect(sent.body.model).toBe("test-model");
    expect(sent.body.temperature).toBe(0.7);
    expect(sent.body.stream).toBe(true);
    expect((sent.body.response_format as { type: string }).type).toBe("json_schema");
    const messages = sent.body.messages as { role: string; content: string }[];
    expect(messages[1].content).toContain('"a big black shepherd"');
    expect(messages[1].content).toMatch(/strong/i);
  });

  test("yields each name as soon as its object is complete, before the reply ends", async () => {
    let finish: () => void = () => {};
    handlers.push((_req, _b, res) => {
      res.writeHead(200, { "Content-Type": "text/event-stream" });
      const content = namesJson(["Brutus", "Onyx"]);
      const cut = content.indexOf("Onyx") - 10;
      res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: content.slice(0, cut) } }] })}\n\n`);
      finish = () => {
        res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: content.slice(cut) } }] })}\n\n`);
        res.end("data: [DONE]\n\n");
      };
    });
    const provider = openAiProvider({ baseUrl, apiKey: "k", model: "m" });
    const iterator = provider.stream({ generator: dog, input, prompt: buildPrompt(dog, input), exclude: [] })[Symbol.asyncIterator]();
    const first = await iterator.next();
    expect(first.value?.name).toBe("Brutus");
    finish();
    const second = await iterator.next();
    expect(second.value?.name).toBe("Onyx");
  });

  test("a non-streamed reply with JSON wrapped in prose is understood", async () => {
    handlers.push(json(200, completion(`Sure! Here are some names:\n\`\`\`json\n${namesJson(["Rex", "Titan"])}\n\`\`\`\nEnjoy!`)));
    expect((await run()).map((n) => n.name)).toEqual(["Rex", "Titan"]);
  });

  test("a reply without a names array is reported as such", async () => {
    handlers.push(json(200, completion(JSON.stringify({ suggestions: ["Rex"] }))));
    await expect(run()).rejects.toThrow(new ReplyFormatError("Invalid response format: Missing names array"));
  });

  test("garbage is reported as a reply without JSON", async () => {
    handlers.push(streamed("I cannot help with that request, sorry."));
    await expect(run()).rejects.toThrow(new ReplyFormatError("No valid JSON found in response content"));
  });

  test("a 500 is retried once, then reported with its status and message", async () => {
    handlers.push(json(500, JSON.stringify({ error: { message: "upstream exploded" } })));
    handlers.push(json(503, JSON.stringify({ error: { message: "still down" } })));
    const err = await run().catch((e) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err.message).toBe("Failed to generate names. Status: 503. still down");
    expect(requests).toHaveLength(2);
  });

  test("a 429 followed by success gives the names", async () => {
    handlers.push(json(429, JSON.stringify({ error: { message: "rate limited" } }), { "Retry-After": "0" }));
    handlers.push(streamed(namesJson(["Rocky", "Diesel", "Moose"])));
    expect((await run()).map((n) => n.name)).toEqual(["Rocky", "Diesel", "Moose"]);
    expect(requests).toHaveLength(2);
  });

  test("a 401 is not retried and says what the service said", async () => {
    handlers.push(json(401, JSON.stringify({ error: { message: "Invalid API Key" } })));
    await expect(run()).rejects.toThrow("Failed to generate names. Status: 401. Invalid API Key");
    expect(requests).toHaveLength(1);
  });

  test("a model that refuses JSON schemas is asked again in JSON mode", async () => {
    handlers.push(json(400, JSON.stringify({ error: { message: "response_format json_schema is not supported by this model" } })));
    handlers.push(streamed(namesJson(["Bruno", "Ajax", "Kodiak"])));
    expect((await run()).map((n) => n.name)).toEqual(["Bruno", "Ajax", "Kodiak"]);
    expect((requests[1].body.response_format as { type: string }).type).toBe("json_object");
  });

  test("a service that does not answer in time gives a timeout message", async () => {
    handlers.push(() => {
      // never answers
    });
    await expect(run({ timeoutMs: 200 })).rejects.toThrow("The name service took too long to answer. Please try again.");
  });
});
