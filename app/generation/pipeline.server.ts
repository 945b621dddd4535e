import { and, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { nameGenerations, providerCalls } from "~/db/schema";
import { checkDomains } from "~/domains/domains.server";
import { log } from "~/lib/log.server";
import { aiSettings } from "~/settings/settings.server";
import { parseTlds } from "~/domains/tlds";
import { reserveGeneration, UsageLimitError, type Actor, type AllowanceKind, type Reservation } from "~/usage/usage.server";
import type { GeneratedName, GeneratorDefinition } from "./catalog/types";
import { NameFilter } from "./clean.server";
import { buildPrompt } from "./prompt.server";
import { builtinProvider } from "./providers/builtin.server";
import { ProviderError, type NameProvider, type ProviderInfo } from "./providers/types";
import { validateGeneratorInput, type ValidInput } from "./validate";

export type GenerationEvent =
  | { type: "name"; name: GeneratedName }
  | {
      type: "done";
      /** The engine the names came from; the built-in engine when the AI provider failed before any name. */
      provider: ProviderInfo;
      names: GeneratedName[];
      /** How many names were asked for. */
      asked: number;
      /** A short honest note when the result is not exactly what was asked (fallback, fewer names). */
      note: string | null;
      usage: Reservation["status"];
    };

/** A generation that did not happen, with what to tell the user. */
export class GenerationError extends Error {
  override name = "GenerationError";
  constructor(
    public readonly status: number,
    public readonly title: string,
    message: string,
    public readonly fieldErrors: Record<string, string> = {},
    /** Set when an allowance is used up: which one, so the page can offer the next step. */
    public readonly limit: AllowanceKind | null = null,
  ) {
    super(message);
  }
}

export const GENERIC_FAILURE = "Failed to generate names. Please try again later.";
export const TIMEOUT_FAILURE = "The name service took too long to answer. Please try again.";
export const ALL_SEEN = "Every name we found this time is one you have already been shown. Please try again, or change the description.";
export const FALLBACK_NOTE = "Our AI service is busy; these come from the built-in engine.";

/** After the first call, the provider is asked at most this many more times for names still missing. */
export const TOP_UPS = 2;

export interface GenerationRequest {
  db: Database;
  generator: GeneratorDefinition;
  /** The submitted form, as received. */
  form: Record<string, unknown>;
  actor: Actor;
  provider: NameProvider;
  signal?: AbortSignal;
  /**
   * Whether `name` is free as a domain in `tld`, for the "only names with an
   * available domain" option. Defaults to RDAP (app/domains); tests pass their own.
   */
  domainAvailable?: (name: string, tld: string) => Promise<boolean>;
  /**
   * Whether built-in names replace a failed AI provider (and fill a short
   * reply). Defaults to the administrator's setting.
   */
  fallback?: boolean;
  /** The engine used for fallback and fill; the built-in engine unless a test passes its own. */
  fallbackProvider?: NameProvider;
}

/** With the domain option, the provider is asked at most this many times within one generation. */
export const DOMAIN_ROUNDS = 3;
/** …and for at most this many names each time. */
const DOMAIN_ASK_MAX = 30;

/** The TLD of "only show names with an available .com", if the form asks for it. */
export function availableDomainOption(form: Record<string, unknown>): string | null {
  const raw = typeof form.availableIn === "string" ? form.availableIn : "";
  return parseTlds(raw)[0] ?? null;
}

export function noAvailableDomainMessage(tld: string): string {
  return `None of the names we found has an available .${tld} right now. Please try again, or turn off "Only show names with an available .${tld}".`;
}

function rdapAvailable(db: Database) {
  return async (name: string, tld: string) => (await checkDomains(db, name, [tld])).results[0]?.status === "available";
}

/** How many of a user's earlier names for one generator are kept out of a new result. */
export const NEVER_REPEAT_LIMIT = 300;
/** The longest name "More like this" accepts as its example. */
const LIKE_MAX = 80;

/** The name a "More like this" request starts from, if the form carries one. */
export function likedName(form: Record<string, unknown>): string | null {
  const like = typeof form.like === "string" ? form.like.replace(/\s+/g, " ").trim() : "";
  return like && like.length <= LIKE_MAX ? like : null;
}

/**
 * The names a signed-in user has already been shown for this generator, most
 * recent first: one query, bounded by the newest generations.
 */
export async function namesAlreadyShown(db: Database, userId: string, generator: string, limit = NEVER_REPEAT_LIMIT): Promise<string[]> {
  const rows = await db
    .select({ names: nameGenerations.names })
    .from(nameGenerations)
    .where(and(eq(nameGenerations.userId, userId), eq(nameGenerations.generator, generator)))
    .orderBy(desc(nameGenerations.createdAt))
    .limit(Math.ceil(limit / 3));
  const seen = new Set<string>();
  for (const row of rows) {
    for (const entry of row.names) {
      const name = typeof entry === "object" && entry !== null ? (entry as { name?: unknown }).name : entry;
      if (typeof name === "string" && name) seen.add(name);
      if (seen.size >= limit) return [...seen];
    }
  }
  return [...seen];
}

/** What a generation is made of, and how it went: kept while it runs. */
interface Tally {
  names: GeneratedName[];
  /** Names produced by the AI provider (the rest came from the built-in engine). */
  fromAi: number;
  /** The provider's failure, if it failed. */
  failure: ProviderError | null;
}

/**
 * The one path every generator takes: validate → reserve usage → prompt →
 * provider (with top-ups, fallback and fill from the built-in engine) →
 * clean → record → answer. Names are yielded as soon as they pass the
 * filter; the last event says which engine produced them and how it went.
 */
export async function* runGeneration(req: GenerationRequest): AsyncGenerator<GenerationEvent> {
  const validation = validateGeneratorInput(req.generator, req.form);
  if (!validation.ok) {
    const { title, message, fieldErrors } = validation.error;
    throw new GenerationError(400, title, message, fieldErrors);
  }
  const input = validation.input;

  let reservation;
  try {
    reservation = await reserveGeneration(req.db, req.actor);
  } catch (err) {
    if (err instanceof UsageLimitError) throw new GenerationError(429, "Limit reached", err.message, {}, err.kind);
    // Never let a request through when the allowance cannot be checked.
    log().warn({ err }, "usage check failed");
    throw new GenerationError(503, "Error", "We could not check your remaining generations. Please try again in a moment.");
  }

  const ai = req.provider.info.id === "openai";
  const tally: Tally = { names: [], fromAi: 0, failure: null };
  try {
    const fallback = ai && (req.fallback ?? (await aiSettings(req.db)).fallback);
    const builtin = req.fallbackProvider ?? builtinProvider();
    const like = likedName(req.form);
    const examples = like ? [like] : [];
    // Never repeat: a signed-in user's earlier names for this generator stay out.
    const exclude = req.actor.userId ? await namesAlreadyShown(req.db, req.actor.userId, req.generator.slug) : [];
    if (like && !exclude.includes(like)) exclude.push(like);
    const tld = availableDomainOption(req.form);
    const context: AskContext = { req, input, examples, tally, fallback, builtin };
    if (tld) yield* domainNames(context, exclude, tld);
    else yield* plainNames(context, exclude);
  } catch (err) {
    if (tally.names.length === 0) {
      await reservation.release().catch((e) => log().error({ err: e }, "usage reservation not released"));
      throw toGenerationError(err);
    }
    // Names already reached the visitor: the generation counts. Say what happened and go on.
    log().error({ err, generator: req.generator.slug, delivered: tally.names.length }, "generation ended early after names were shown");
  }

  const names = tally.names;
  const fromBuiltin = names.length - tally.fromAi;
  const provider = ai && tally.fromAi > 0 ? req.provider.info : ai ? (req.fallbackProvider ?? builtinProvider()).info : req.provider.info;
  // A generation whose names reached the visitor is charged, even if recording it fails.
  try {
    await req.db.insert(nameGenerations).values({
      userId: req.actor.userId,
      visitorId: req.actor.visitorId,
      generator: req.generator.slug,
      input: { ...input.values, count: String(input.count) },
      provider: provider.id,
      model: provider.model,
      names,
      premium: reservation.premium,
    });
  } catch (err) {
    log().error({ err, generator: req.generator.slug, names: names.length }, "generation not recorded; charged anyway");
  }
  await reservation.confirm().catch((err) => log().error({ err }, "usage reservation not confirmed"));
  yield { type: "done", provider, names, asked: input.count, note: noteFor(ai, tally, fromBuiltin, input.count), usage: reservation.status };
}

function noteFor(ai: boolean, tally: Tally, fromBuiltin: number, asked: number): string | null {
  const count = tally.names.length;
  if (ai && tally.fromAi === 0 && fromBuiltin > 0) return FALLBACK_NOTE;
  if (ai && fromBuiltin > 0) {
    return `Our AI service gave ${tally.fromAi} of the ${asked} names; the last ${fromBuiltin === 1 ? "one comes" : `${fromBuiltin} come`} from the built-in engine.`;
  }
  if (count < asked) return `Only ${count} of the ${asked} names you asked for came through this time.`;
  return null;
}

interface AskContext {
  req: GenerationRequest;
  input: ValidInput;
  examples: string[];
  tally: Tally;
  /** Whether built-in names may replace or complete the AI provider's. */
  fallback: boolean;
  builtin: NameProvider;
}

/**
 * One call to a provider: yields the candidates it streams, stops it once
 * `enough()` says so, and logs and records how the call went. A failure of
 * the AI provider is returned (not thrown) so the caller can fall back.
 */
async function* ask(
  ctx: AskContext,
  provider: NameProvider,
  input: ValidInput,
  prompt: ReturnType<typeof buildPrompt>,
  exclude: string[],
): AsyncGenerator<GeneratedName, ProviderError | null> {
  const { req } = ctx;
  const stop = new AbortController();
  const signal = req.signal ? AbortSignal.any([req.signal, stop.signal]) : stop.signal;
  const started = Date.now();
  const isAi = provider.info.id === "openai";
  let failure: ProviderError | null = null;
  try {
    for await (const candidate of provider.stream({ generator: req.generator, input, prompt, exclude, examples: ctx.examples, signal })) yield candidate;
  } catch (err) {
    if (!(err instanceof ProviderError) || !isAi) throw err;
    failure = err;
  } finally {
    // The caller may stop early (enough names): the provider stops writing too.
    stop.abort();
    if (isAi && failure?.kind !== "cancelled") await recordCall(req, provider, failure, Date.now() - started);
  }
  return failure;
}

async function recordCall(req: GenerationRequest, provider: NameProvider, failure: ProviderError | null, latencyMs: number) {
  const fields = {
    generator: req.generator.slug,
    provider: provider.info.id,
    model: provider.info.model,
    status: failure?.status ?? null,
    kind: failure?.kind ?? null,
    latencyMs,
    retries: failure?.retries ?? 0,
  };
  // One line per failure: never the key, never what the visitor typed.
  if (failure) log().warn(fields, "AI provider failed");
  if (failure?.kind === "circuit_open") return;
  await req.db
    .insert(providerCalls)
    .values({ ...fields, ok: failure === null })
    .catch((err) => log().warn({ err }, "provider call not recorded"));
}

/** Names without the domain option: the AI provider with top-ups, then the built-in engine. */
async function* plainNames(ctx: AskContext, exclude: string[]): AsyncGenerator<GenerationEvent> {
  const { req, input, tally } = ctx;
  const ai = req.provider.info.id === "openai";
  const filter = new NameFilter(input.count, exclude);

  /** Takes what one call gives until the result is full; returns how many names it added. */
  async function* take(run: AsyncGenerator<GeneratedName, ProviderError | null>, fromAi: boolean): AsyncGenerator<GenerationEvent, number> {
    let added = 0;
    for (;;) {
      const step = await run.next();
      if (step.done) {
        if (step.value) tally.failure = step.value;
        return added;
      }
      const name = filter.accept(step.value);
      if (!name) continue;
      added++;
      tally.names.push(name);
      if (fromAi) tally.fromAi++;
      yield { type: "name", name };
      if (filter.full) {
        await run.return(null);
        return added;
      }
    }
  }

  // The first call, then at most TOP_UPS more for the names still missing.
  for (let call = 0; call <= (ai ? TOP_UPS : 0) && !filter.full && !tally.failure; call++) {
    const asked = [...exclude, ...tally.names.map((n) => n.name)];
    const callInput = { ...input, count: input.count - tally.names.length };
    const prompt = buildPrompt(req.generator, callInput, asked, ctx.examples);
    const added = yield* take(ask(ctx, req.provider, callInput, prompt, asked), ai);
    if (added === 0 && call > 0) break;
  }

  if (ai && !filter.full && ctx.fallback && !req.signal?.aborted) {
    // Fill what is missing from the built-in engine; the note says which names came from it.
    const asked = [...exclude, ...tally.names.map((n) => n.name)];
    yield* take(ask(ctx, ctx.builtin, input, buildPrompt(req.generator, input, asked, ctx.examples), asked), false);
  }
  if (tally.names.length === 0) {
    if (tally.failure) throw tally.failure;
    throw new GenerationError(422, "No new names", filter.rejectedAsSeen > 0 ? ALL_SEEN : GENERIC_FAILURE);
  }
}

/** Only names free as a domain: ask for more until enough pass, within this one generation. */
async function* domainNames(ctx: AskContext, exclude: string[], tld: string): AsyncGenerator<GenerationEvent> {
  const { req, input, tally } = ctx;
  const available = req.domainAvailable ?? rdapAvailable(req.db);
  const seen = new NameFilter(Number.MAX_SAFE_INTEGER, exclude);
  const asked = [...exclude];
  let provider = req.provider;
  let offered = 0;
  for (let round = 0; round < DOMAIN_ROUNDS && tally.names.length < input.count; round++) {
    const roundInput = { ...input, count: Math.min(DOMAIN_ASK_MAX, (input.count - tally.names.length) * 3) };
    const prompt = buildPrompt(req.generator, roundInput, asked, ctx.examples);
    prompt.user += `\nOnly names whose .${tld} domain is likely to be unregistered are useful: prefer distinctive coinages and compounds over common words.`;
    const candidates: GeneratedName[] = [];
    const run = ask(ctx, provider, roundInput, prompt, asked);
    for (;;) {
      const step = await run.next();
      if (step.done) {
        if (step.value) tally.failure = step.value;
        break;
      }
      const name = seen.accept(step.value);
      if (!name) continue;
      candidates.push(name);
      asked.push(name.name);
      if (candidates.length >= roundInput.count) {
        await run.return(null);
        break;
      }
    }
    offered += candidates.length;
    const verdicts = await Promise.all(candidates.map((c) => available(c.name, tld).catch(() => false)));
    for (const [i, name] of candidates.entries()) {
      if (!verdicts[i] || tally.names.length >= input.count) continue;
      tally.names.push(name);
      if (provider.info.id === "openai") tally.fromAi++;
      yield { type: "name", name };
    }
    if (provider.info.id === "openai" && (tally.failure || candidates.length === 0)) {
      if (!ctx.fallback) break;
      provider = ctx.builtin;
      round--; // the built-in engine gets its own rounds
      if (tally.failure === null) tally.failure = new ProviderError("no usable names", "unusable");
      continue;
    }
    if (candidates.length === 0) break;
  }
  if (tally.names.length > 0) return;
  if (offered === 0 && tally.failure) throw tally.failure;
  throw new GenerationError(422, "No available domains", noAvailableDomainMessage(tld));
}

function toGenerationError(err: unknown): GenerationError {
  if (err instanceof GenerationError) return err;
  if (err instanceof ProviderError) {
    // The provider's own words stay in the log: visitors read ours.
    return new GenerationError(503, "Error", err.kind === "timeout" ? TIMEOUT_FAILURE : GENERIC_FAILURE);
  }
  log().error({ err }, "generation failed");
  return new GenerationError(500, "Error", GENERIC_FAILURE);
}

/** Runs a generation to the end (the no-JavaScript form post uses this). */
export async function collectGeneration(req: GenerationRequest) {
  let done: Extract<GenerationEvent, { type: "done" }> | undefined;
  for await (const event of runGeneration(req)) if (event.type === "done") done = event;
  return done!;
}
