import type { CategorySlug, ColorName, IconName } from "./types";

/** What a card shows: enough to render and link, nothing more. */
export interface GeneratorCard {
  slug: string;
  path: string;
  title: string;
  description: string;
  category: CategorySlug;
  categoryTitle: string;
  icon: IconName;
  color: ColorName;
}


/** What a generator page needs to render: the definition without the prompt. */
export type GeneratorPageData = Omit<import("./types").GeneratorDefinition, "prompt" | "aliases">;
