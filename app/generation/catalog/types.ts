// The generator catalog is data. A generator is defined once here (structure)
// and once in content/ (the words a visitor reads); pages, the pipeline, the
// prompt builder and the built-in engine all read these definitions.

export const CATEGORY_SLUGS = [
  "business-brand",
  "personal-social",
  "writing-creative",
  "niche-specific",
  "tech-industry",
  "geographical-local",
  "fantasy-gaming",
  "specialty-fun",
] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

/** What one generated name looks like: defined once, with zod, in ../name-schema.ts. */
export type { GeneralName, GeneratedName, PodcastName, ResultKind } from "../name-schema";
import type { ResultKind } from "../name-schema";

export interface FieldOption {
  value: string;
  label: string;
}

interface FieldBase {
  /** Form field name; also the key the prompt and the engine read. */
  name: string;
  label: string;
}

export interface SelectField extends FieldBase {
  kind: "select";
  options: FieldOption[];
  default: string;
}

export interface TextField extends FieldBase {
  kind: "text" | "textarea";
  placeholder: string;
  maxLength: number;
}

export type Field = SelectField | TextField;

/** The one message a generator shows when its required inputs are blank. */
export interface RequiredRule {
  fields: string[];
  title: string;
  message: string;
}

/**
 * Structural definition of a generator. Every generator also has a `count`
 * field (3, 7 or 15 names, default 7) that is not listed here.
 */
export interface GeneratorStructure {
  /** Stable identifier, used in URLs of old paths, favorites and records. */
  slug: string;
  /** Canonical path of its page. */
  path: string;
  /** Old or alternative paths that redirect permanently to `path`. */
  aliases: string[];
  /** Card title as the category pages show it, e.g. "Dog Name". */
  title: string;
  /** What the names are for, in the plural: "Dog Names", "Book Titles". */
  noun: string;
  category: CategorySlug;
  icon: IconName;
  color: ColorName;
  fields: Field[];
  required: RequiredRule | null;
  resultKind: ResultKind;
  /** Shown in the /generators featured grid (21 cards over 8 categories). */
  featured: boolean;
  /** One of the seven pages of the earlier app, kept at the same path. */
  dedicated: boolean;
}

export interface HowToStep {
  title: string;
  text: string;
}

export interface FaqEntry {
  question: string;
  answer: string;
}

/** The words of a generator page, written for that generator. */
export interface GeneratorContent {
  /** Hero heading, e.g. "AI Dog Name Generator". */
  heading: string;
  /** One sentence under the heading. */
  tagline: string;
  /** Card description on listing and category pages (one short sentence). */
  cardDescription: string;
  seo: { title: string; description: string };
  /** Two or three sentences introducing the generator, above the form. */
  intro: string;
  /** Exactly four steps. */
  howTo: [HowToStep, HowToStep, HowToStep, HowToStep];
  /** Three to five questions, answered for this generator. */
  faq: FaqEntry[];
  /**
   * The job described to the AI provider. Placeholders in braces are
   * replaced by the field values: {description}, {style}, {count} …
   */
  prompt: string;
}

export type GeneratorDefinition = GeneratorStructure & GeneratorContent;

export interface CategoryDefinition {
  slug: CategorySlug;
  title: string;
  shortTitle: string;
  description: string;
  icon: IconName;
  color: ColorName;
  seo: { title: string; description: string };
}

export const ICON_NAMES = [
  "briefcase", "store", "globe", "rocket", "sparkles", "cloud", "handshake", "gem",
  "leaf", "scissors", "at-sign", "video", "gamepad-2", "message-circle", "wand-sparkles",
  "pen-line", "user-round", "ghost", "music", "swords", "book-open", "feather", "mic",
  "newspaper", "scroll", "clapperboard", "heart", "utensils", "paw-print", "dog", "cat",
  "shield", "baby", "dumbbell", "shirt", "flame", "car", "camera", "party-popper",
  "app-window", "bitcoin", "bot", "scale", "stethoscope", "cog", "cpu", "glasses", "dna",
  "shield-check", "map-pin", "coffee", "croissant", "hotel", "plane", "house", "sword",
  "skull", "zap", "anchor", "drama", "star", "venetian-mask", "ship", "crown", "package",
  "smartphone", "flower-2", "droplets", "trophy", "orbit", "brush", "shuffle", "users",
  "radio", "hourglass",
] as const;
export type IconName = (typeof ICON_NAMES)[number];

export const COLOR_NAMES = [
  "blue", "violet", "emerald", "amber", "rose", "cyan", "orange", "fuchsia", "teal", "indigo",
  "lime", "sky", "red", "pink", "slate",
] as const;
export type ColorName = (typeof COLOR_NAMES)[number];

export const NAME_COUNTS = [3, 7, 15] as const;
export const DEFAULT_NAME_COUNT = 7;
/** What the prompt asks for when the count is missing (SPEC.md). */
export const FALLBACK_NAME_COUNT = 5;
