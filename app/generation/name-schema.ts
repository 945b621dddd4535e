import { z } from "zod";

// The one definition of a generated name (SPEC.md "Generated name" and
// "Generated name (podcast)"). The TypeScript types, the JSON schema sent to
// the AI provider, the validation of its reply and the NDJSON lines the
// browser reads all come from these schemas.

const line = z.string().describe("one or two short sentences");
const items = z.array(z.string()).describe("2 to 4 short items");

export const generalNameSchema = z.object({
  name: z.string().describe("the name itself"),
  meaning: line,
  personality_traits: items,
  why_it_fits: line,
  name_origin: line,
});

export const podcastNameSchema = z.object({
  name: z.string().describe("the podcast's name"),
  niche: line,
  target_demographic: line,
  suggested_platforms: items,
  how_to_grow_it_quickly: line,
  why_it_would_work: line,
});

export type GeneralName = z.infer<typeof generalNameSchema>;
export type PodcastName = z.infer<typeof podcastNameSchema>;
export type GeneratedName = GeneralName | PodcastName;
export type ResultKind = "general" | "podcast";

export function nameSchemaFor(kind: ResultKind) {
  return kind === "podcast" ? podcastNameSchema : generalNameSchema;
}

/** The fields of one name, in order, and which hold lists: the prompt describes the reply with them. */
export function nameFields(kind: ResultKind): { name: string; list: boolean }[] {
  return Object.entries(nameSchemaFor(kind).shape).map(([name, schema]) => ({ name, list: schema instanceof z.ZodArray }));
}

/** What a finished generation tells the page besides the names. */
export const generationSummarySchema = z.object({
  /** Which engine produced the names, e.g. "AI model llama-3.3-70b-versatile". */
  provider: z.string(),
  /** How many names came. */
  count: z.number().int(),
  /** How many were asked for. */
  asked: z.number().int(),
  /** A short honest note when the result is not what was asked (fallback, fewer names). */
  note: z.string().nullable(),
});
export type GenerationSummary = z.infer<typeof generationSummarySchema>;

const usageSchema = z.object({
  kind: z.enum(["visitor", "user", "premium"]),
  used: z.number(),
  allowance: z.number(),
  remaining: z.number(),
});

/** One line of the streaming answer of POST /api/generate/:slug (newline-delimited JSON). */
export const streamLineSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("name"), name: z.union([generalNameSchema, podcastNameSchema]) }),
  generationSummarySchema.extend({ type: z.literal("done"), usage: usageSchema }),
  z.object({ type: z.literal("error"), title: z.string(), message: z.string() }),
]);
export type StreamLine = z.infer<typeof streamLineSchema>;
