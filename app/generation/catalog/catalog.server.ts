import { CATEGORIES } from "./categories";
import { CONTENT } from "./content";
import { GENERATOR_STRUCTURES } from "./structure";
import type { GeneratorCard } from "./cards";
import type { CategoryDefinition, CategorySlug, GeneratorDefinition } from "./types";

// Server-only: the full catalog is too large to ship to every page, so pages
// receive just the parts they render from their loaders.

export const GENERATORS: readonly GeneratorDefinition[] = GENERATOR_STRUCTURES.map((structure) => {
  const content = CONTENT[structure.slug];
  if (!content) throw new Error(`The catalog has no content for generator "${structure.slug}"`);
  return { ...structure, ...content };
});

const byPath = new Map(GENERATORS.map((g) => [g.path, g]));
const bySlug = new Map(GENERATORS.map((g) => [g.slug, g]));

export function generatorByPath(path: string): GeneratorDefinition | undefined {
  return byPath.get(path);
}

export function generatorBySlug(slug: string): GeneratorDefinition | undefined {
  return bySlug.get(slug);
}

export function categoryBySlug(slug: string): CategoryDefinition | undefined {
  return CATEGORIES.find((c) => c.slug === slug);
}

export function generatorsIn(category: CategorySlug): GeneratorDefinition[] {
  return GENERATORS.filter((g) => g.category === category && g.slug !== "random");
}

export function toCard(g: GeneratorDefinition): GeneratorCard {
  return {
    slug: g.slug,
    path: g.path,
    title: g.title,
    description: g.cardDescription,
    category: g.category,
    categoryTitle: categoryBySlug(g.category)?.shortTitle ?? g.category,
    icon: g.icon,
    color: g.color,
  };
}

export { CATEGORIES };
