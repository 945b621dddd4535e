import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { APICallError, Output, streamText, type FinishReason } from "ai";
import type { GeneratedName, ResultKind } from "../catalog/types";
import { nameSchemaFor } from "../name-schema";
import { circuitOpen, recordFailure, recordSuccess } from "./breaker.server";
import { ProviderError, type FailureKind, type NameProvider, type ProviderRequest } from "./types";

// Any OpenAI-compatible chat-completions service (Groq by default), through
// the Vercel AI SDK (decision 0013): structured output from the zod schema of
// a name, array elements streamed as soon as each is complete, typed errors
// and the finish reason. Retries are ours: a visitor is waiting, so a
// Retry-After longer than a few seconds means "use the built-in engine now".

export interface OpenAiSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Longest wait for the first token of a reply. */
  firstTokenMs?: number;
  /** Longest silence between two chunks of a reply that has started. */
  idleMs?: number;
  /** Wait before a retry when the provider does not say how long (doubles each time). */
  retryDelayMs?: number;
  /** A Retry-After longer than this is not waited for: the call fails at once. */
  maxRetryWaitMs?: number;
  /** Retries after a 429, 5xx or network failure. */
  maxRetries?: number;
}

export const GROQ_BASE_URL = "https://api.groq.com/openai/v1";
export const GROQ_DEFAULT_MODEL = "llama-3.3-70b-versatile";

// The SDK writes its warnings with console.warn; ours go through the site's logger or nowhere.
(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;

const DEFAULTS = { firstTokenMs: 15_000, idleMs: 10_000, retryDelayMs: 1_000, maxRetryWaitMs: 5_000, maxRetries: 1 };

/** Tokens one name costs in the reply, with room to spare; the reply is cut beyond the total. */
export function outputTokensFor(count: number, kind: ResultKind): number {
  return 100 + count * (kind === "podcast" ? 220 : 160);
}

/** The label under the results: the model, never the address it is served from. */
export function aiLabel(model: string): string {
  return `AI model ${model}`;
}

/** Providers (address and model) that refused a JSON schema: asked in JSON mode from then on. */
const refusedSchemas = new Set<string>();

/** Forget which providers refused schemas (tests). */
export function resetSchemaMemory(): void {
  refusedSchemas.clear();
}

export function openAiProvider(settings: OpenAiSettings): NameProvider {
  const options = { ...DEFAULTS, ...settings };
  const breakerKey = `${settings.baseUrl}|${settings.model}`;
  return {
    info: { id: "openai", label: aiLabel(settings.model), model: settings.model },
    async *stream(request) {
      if (circuitOpen(breakerKey)) throw new ProviderError("skipped: the provider failed repeatedly a moment ago", "circuit_open");
      let structured = !refusedSchemas.has(breakerKey);
      let retries = 0;
      for (;;) {
        const state = { delivered: 0 };
        try {
          yield* attempt(options, request, structured, state);
          recordSuccess(breakerKey);
          return;
        } catch (err) {
          const failure = classify(err, request.signal, retries);
          // Names already shown cannot be taken back: no second attempt after the first.
          if (state.delivered === 0 && failure.kind !== "cancelled") {
            if (structured && refusesSchemas(err)) {
              structured = false;
              refusedSchemas.add(breakerKey);
              continue;
            }
            const wait = retryWait(err, failure.kind, retries, options);
            if (wait !== null) {
              retries++;
              await sleep(wait, request.signal);
              continue;
            }
          }
          if (failure.kind !== "cancelled" && failure.kind !== "unusable") recordFailure(breakerKey);
          throw failure;
        }
      }
    },
  };
}

async function* attempt(
  settings: typeof DEFAULTS & OpenAiSettings,
  request: ProviderRequest,
  structured: boolean,
  state: { delivered: number },
): AsyncGenerator<GeneratedName> {
  const provider = createOpenAICompatible({
    name: "ai",
    baseURL: settings.baseUrl.replace(/\/+$/, ""),
    apiKey: settings.apiKey,
    // JSON schema first; a model that refuses schemas gets JSON mode (the prompt describes the shape).
    supportsStructuredOutputs: structured,
  });
  let failure: unknown;
  // Time limits fit for streaming: one to the first token (the request included),
  // then one for each silence between chunks; never one for the whole reply.
  const silence = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => silence.abort(new DOMException(`no reply within ${ms} ms`, "TimeoutError")), ms);
  };
  arm(settings.firstTokenMs);
  const result = streamText({
    model: provider.chatModel(settings.model),
    system: request.prompt.system,
    prompt: request.prompt.user,
    temperature: 0.7,
    maxOutputTokens: outputTokensFor(request.input.count, request.generator.resultKind),
    maxRetries: 0,
    abortSignal: request.signal ? AbortSignal.any([request.signal, silence.signal]) : silence.signal,
    output: namesOutput(request.generator.resultKind),
    onChunk: () => arm(settings.idleMs),
    onError: ({ error }) => {
      failure ??= error;
    },
  });
  let finish: FinishReason | null;
  try {
    for await (const name of result.elementStream) {
      state.delivered++;
      yield name;
    }
    finish = await Promise.resolve(result.finishReason).catch(() => null);
  } finally {
    clearTimeout(timer);
  }
  if (silence.signal.aborted) throw silence.signal.reason;
  if (failure !== undefined) throw failure;
  if (state.delivered === 0) {
    const why = finish === "length" ? "the reply was cut by the token limit before the first name" : "no names could be read from the reply";
    throw new ProviderError(why, "unusable");
  }
}

/**
 * The array output of the SDK, made tolerant of models that wrap their JSON
 * in prose or code fences (JSON mode gives no guarantee): only the part from
 * the first "{" up to a closing fence is parsed.
 */
function namesOutput(kind: ResultKind) {
  const base = Output.array({ element: nameSchemaFor(kind), name: "names" });
  return {
    ...base,
    parsePartialOutput: (options: Parameters<typeof base.parsePartialOutput>[0]) => base.parsePartialOutput({ ...options, text: jsonPart(options.text) }),
    parseCompleteOutput: (options: Parameters<typeof base.parseCompleteOutput>[0], context: Parameters<typeof base.parseCompleteOutput>[1]) =>
      base.parseCompleteOutput({ ...options, text: jsonPart(options.text) }, context),
  } satisfies typeof base;
}

function jsonPart(text: string): string {
  const start = text.indexOf("{");
  if (start <= 0) return text;
  const json = text.slice(start);
  const fence = json.indexOf("```");
  return fence === -1 ? json : json.slice(0, fence);
}

function refusesSchemas(err: unknown): boolean {
  return APICallError.isInstance(err) && err.statusCode === 400 && /response_format|json_schema|schema|structured/i.test(err.responseBody ?? err.message);
}

/** How long to wait before sending again, or null for "do not send again". */
function retryWait(err: unknown, kind: FailureKind, retries: number, settings: typeof DEFAULTS): number | null {
  if (retries >= settings.maxRetries) return null;
  const retryable = APICallError.isInstance(err) ? err.isRetryable : kind === "unreachable";
  if (!retryable || kind === "timeout") return null;
  const asked = APICallError.isInstance(err) ? retryAfterMs(err.responseHeaders) : null;
  if (asked !== null) return asked <= settings.maxRetryWaitMs ? asked : null;
  return settings.retryDelayMs * 2 ** retries;
}

/** Retry-After (seconds or an HTTP date) or retry-after-ms, in milliseconds. */
export function retryAfterMs(headers: Record<string, string> | undefined, now = Date.now()): number | null {
  if (!headers) return null;
  const ms = Number.parseFloat(headers["retry-after-ms"] ?? "");
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers["retry-after"];
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isFinite(date) ? Math.max(0, date - now) : null;
}

function classify(err: unknown, signal: AbortSignal | undefined, retries: number): ProviderError {
  if (err instanceof ProviderError) return new ProviderError(err.message, err.kind, err.status, retries);
  if (signal?.aborted) return new ProviderError("the request was cancelled", "cancelled", null, retries);
  if (APICallError.isInstance(err)) {
    const status = err.statusCode ?? null;
    const kind: FailureKind =
      status === null ? "unreachable" : status === 401 || status === 403 ? "auth" : status === 429 ? "quota" : status === 408 ? "timeout" : status >= 500 ? "server" : "refused";
    // The SDK's message may quote the provider's body; the log gets the status and the kind only.
    return new ProviderError(status === null ? "could not connect" : `answered ${status}`, kind, status, retries);
  }
  const name = (err as { name?: string } | null)?.name;
  if (name === "TimeoutError" || (err as { cause?: { name?: string } } | null)?.cause?.name === "TimeoutError") {
    return new ProviderError("no reply within the time limits", "timeout", null, retries);
  }
  if (name === "AbortError") return new ProviderError("the request was aborted", "timeout", null, retries);
  return new ProviderError(`unusable reply (${name ?? "unknown error"})`, "unusable", null, retries);
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new ProviderError("the request was cancelled", "cancelled"));
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(new ProviderError("the request was cancelled", "cancelled"));
      },
      { once: true },
    );
  });
}
