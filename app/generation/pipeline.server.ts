import { and, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { nameGenerations } from "~/db/schema";
import { checkDomains } from "~/domains/domains.server";
import { parseTlds } from "~/domains/tlds";
import { reserveGeneration, UsageLimitError, type Actor, type AllowanceKind, type Reservation } from "~/usage/usage.server";
import type { GeneratedName, GeneratorDefinition } from "./catalog/types";
import { NameFilter } from "./clean.server";
import { buildPrompt } from "./prompt.server";
import { ProviderError, type NameProvider, type ProviderInfo } from "./providers/types";
import { ReplyFormatError } from "./reply.server";
import { validateGeneratorInput } from "./validate";

export type GenerationEvent =
  | { type: "name"; name: GeneratedName }
  | { type: "done"; provider: ProviderInfo; names: GeneratedName[]; usage: Reservation["status"] };

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

export const PARSE_FAILURE = "Failed to parse the generated names. Please try again.";
export const GENERIC_FAILURE = "Failed to generate names. Please try again later.";

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

/**
 * The one path every generator takes: validate → reserve usage → prompt →
 * provider → parse → clean → record → answer. Names are yielded as soon as
 * they pass the filter; the last event says which engine produced them.
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
    console.warn(`usage check failed: ${(err as Error)?.message ?? err}`);
    throw new GenerationError(503, "Error", "We could not check your remaining generations. Please try again in a moment.");
  }

  const like = likedName(req.form);
  const examples = like ? [like] : [];
  const names: GeneratedName[] = [];
  try {
    // Never repeat: a signed-in user's earlier names for this generator stay out.
    const exclude = req.actor.userId ? await namesAlreadyShown(req.db, req.actor.userId, req.generator.slug) : [];
    if (like && !exclude.includes(like)) exclude.push(like);
    const tld = availableDomainOption(req.form);
    if (tld) {
      // Only names free as a domain: ask for more until enough pass, within this one generation.
      const available = req.domainAvailable ?? rdapAvailable(req.db);
      const seen = new NameFilter(Number.MAX_SAFE_INTEGER, exclude);
      const asked = [...exclude];
      let offered = 0;
      for (let round = 0; round < DOMAIN_ROUNDS && names.length < input.count; round++) {
        const roundInput = { ...input, count: Math.min(DOMAIN_ASK_MAX, (input.count - names.length) * 3) };
        const prompt = buildPrompt(req.generator, roundInput, asked, examples);
        prompt.user += `\nOnly names whose .${tld} domain is likely to be unregistered are useful: prefer distinctive coinages and compounds over common words.`;
        const candidates: GeneratedName[] = [];
        for await (const candidate of req.provider.stream({ generator: req.generator, input: roundInput, prompt, exclude: asked, examples, signal: req.signal })) {
          const name = seen.accept(candidate);
          if (!name) continue;
          candidates.push(name);
          asked.push(name.name);
          if (candidates.length >= roundInput.count) break;
        }
        offered += candidates.length;
        if (candidates.length === 0) break;
        const verdicts = await Promise.all(candidates.map((c) => available(c.name, tld).catch(() => false)));
        for (const [i, name] of candidates.entries()) {
          if (!verdicts[i] || names.length >= input.count) continue;
          names.push(name);
          yield { type: "name", name };
        }
      }
      if (offered === 0) throw new ReplyFormatError("No usable names in the reply");
      if (names.length === 0) throw new GenerationError(422, "No available domains", noAvailableDomainMessage(tld));
    } else {
      const filter = new NameFilter(input.count, exclude);
      const prompt = buildPrompt(req.generator, input, exclude, examples);
      for await (const candidate of req.provider.stream({ generator: req.generator, input, prompt, exclude, examples, signal: req.signal })) {
        const name = filter.accept(candidate);
        if (!name) continue;
        names.push(name);
        yield { type: "name", name };
        if (filter.full) break;
      }
    }
    if (names.length === 0) throw new ReplyFormatError("No usable names in the reply");
    await req.db.insert(nameGenerations).values({
      userId: req.actor.userId,
      visitorId: req.actor.visitorId,
      generator: req.generator.slug,
      input: { ...input.values, count: String(input.count) },
      provider: req.provider.info.id,
      model: req.provider.info.model,
      names,
      premium: reservation.premium,
    });
    await reservation.confirm();
  } catch (err) {
    await reservation.release().catch(() => {});
    throw toGenerationError(err);
  }
  yield { type: "done", provider: req.provider.info, names, usage: reservation.status };
}

function toGenerationError(err: unknown): GenerationError {
  if (err instanceof GenerationError) return err;
  if (err instanceof ProviderError) return new GenerationError(502, "Error", err.message);
  if (err instanceof ReplyFormatError) return new GenerationError(502, "Error", PARSE_FAILURE);
  console.warn(`generation failed: ${(err as Error)?.stack ?? err}`);
  return new GenerationError(500, "Error", GENERIC_FAILURE);
}

/** Runs a generation to the end (the no-JavaScript form post uses this). */
export async function collectGeneration(req: GenerationRequest) {
  let done: Extract<GenerationEvent, { type: "done" }> | undefined;
  for await (const event of runGeneration(req)) if (event.type === "done") done = event;
  return done!;
}
