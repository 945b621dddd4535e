import { replySchema } from "../prompt.server";
import { parseNamesReply, ReplyFormatError, StreamingNamesParser } from "../reply.server";
import { ProviderError, type NameProvider, type ProviderRequest } from "./types";

export interface OpenAiSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Per attempt. */
  timeoutMs?: number;
  /** Wait before the one retry after a 429 or 5xx (Retry-After wins when shorter than 10 s). */
  retryDelayMs?: number;
}

export const GROQ_BASE_URL = "https://api.groq.com/openai/v1";
export const GROQ_DEFAULT_MODEL = "llama-3.3-70b-versatile";

/**
 * Any OpenAI-compatible chat-completions endpoint (Groq by default). Asks for
 * structured JSON (a JSON schema, falling back to JSON mode when the model
 * refuses schemas), streams the reply and yields each name once complete.
 */
export function openAiProvider(settings: OpenAiSettings): NameProvider {
  const host = safeHost(settings.baseUrl);
  return {
    info: { id: "openai", label: `AI model ${settings.model} (${host})`, model: settings.model },
    async *stream(request) {
      const response = await send(settings, request);
      const kind = request.generator.resultKind;
      const type = response.headers.get("content-type") ?? "";
      if (!type.includes("text/event-stream")) {
        // The server ignored `stream: true` and answered in one piece.
        const text = await response.text();
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // a bare string reply; parseNamesReply looks for JSON inside it
        }
        yield* parseNamesReply(body, kind);
        return;
      }

      const parser = new StreamingNamesParser(kind);
      const seen = new Set<string>();
      for await (const delta of contentDeltas(response, request.signal)) {
        for (const name of parser.push(delta)) {
          seen.add(name.name);
          yield name;
        }
      }
      // The whole reply must still be valid: this reports a missing array or
      // garbage, and recovers entries the incremental parser could not read.
      const all = parseNamesReply(parser.received, kind);
      for (const name of all) if (!seen.has(name.name)) yield name;
    },
  };
}

async function send(settings: OpenAiSettings, request: ProviderRequest): Promise<Response> {
  let format: "json_schema" | "json_object" = "json_schema";
  let retried = false;
  for (;;) {
    const response = await post(settings, request, format);
    if (response.ok) return response;
    const body = (await response.text().catch(() => "")).slice(0, 300);
    if (response.status === 400 && format === "json_schema" && /response_format|json_schema|schema/i.test(body)) {
      format = "json_object";
      continue;
    }
    if (!retried && (response.status === 429 || response.status >= 500)) {
      retried = true;
      await sleep(retryDelay(response, settings.retryDelayMs ?? 1000), request.signal);
      continue;
    }
    throw new ProviderError(`Failed to generate names. Status: ${response.status}. ${summarize(body)}`, response.status);
  }
}

async function post(settings: OpenAiSettings, request: ProviderRequest, format: "json_schema" | "json_object") {
  const timeout = AbortSignal.timeout(settings.timeoutMs ?? 30_000);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  const responseFormat =
    format === "json_schema"
      ? { type: "json_schema", json_schema: { name: "names", strict: true, schema: replySchema(request.generator.resultKind) } }
      : { type: "json_object" };
  try {
    return await fetch(`${settings.baseUrl.replace(/\/+$/, "")}/chat/completions`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${settings.apiKey}` },
      body: JSON.stringify({
        model: settings.model,
        temperature: 0.7,
        stream: true,
        response_format: responseFormat,
        messages: [
          { role: "system", content: request.prompt.system },
          { role: "user", content: request.prompt.user },
        ],
      }),
      signal,
    });
  } catch (err) {
    throw asProviderError(err, timeout);
  }
}

/** Reads `choices[0].delta.content` from a server-sent-events stream. */
async function* contentDeltas(response: Response, signal?: AbortSignal): AsyncGenerator<string> {
  if (!response.body) throw new ReplyFormatError("Unable to extract valid data from response");
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  try {
    for (;;) {
      if (signal?.aborted) throw new ProviderError("The request was cancelled.");
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let newline: number;
      while ((newline = buffer.indexOf("\n")) !== -1) {
        const line = buffer.slice(0, newline).trim();
        buffer = buffer.slice(newline + 1);
        if (!line.startsWith("data:")) continue;
        const data = line.slice(5).trim();
        if (data === "[DONE]") return;
        let event: { choices?: { delta?: { content?: string } }[]; error?: { message?: string } };
        try {
          event = JSON.parse(data);
        } catch {
          continue;
        }
        if (event.error) throw new ProviderError(`Failed to generate names. ${summarize(event.error.message ?? "")}`);
        const content = event.choices?.[0]?.delta?.content;
        if (content) yield content;
      }
    }
  } catch (err) {
    if (err instanceof ProviderError || err instanceof ReplyFormatError) throw err;
    throw asProviderError(err);
  } finally {
    reader.releaseLock();
  }
}

function asProviderError(err: unknown, timeout?: AbortSignal): ProviderError {
  if (timeout?.aborted || (err as Error)?.name === "TimeoutError") {
    return new ProviderError("The name service took too long to answer. Please try again.");
  }
  if ((err as Error)?.name === "AbortError") return new ProviderError("The request was cancelled.");
  return new ProviderError("Failed to generate names. Please try again later.");
}

function retryDelay(response: Response, fallback: number): number {
  const header = Number(response.headers.get("retry-after"));
  return Number.isFinite(header) && header > 0 && header <= 10 ? header * 1000 : fallback;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(new ProviderError("The request was cancelled."));
    });
  });
}

/** Provider error bodies are JSON; keep their message, never anything long. */
function summarize(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: string } | string; message?: string };
    const message = typeof parsed.error === "string" ? parsed.error : (parsed.error?.message ?? parsed.message);
    if (message) return message.slice(0, 200);
  } catch {
    // not JSON
  }
  return body.replace(/\s+/g, " ").slice(0, 200);
}

function safeHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "custom endpoint";
  }
}

