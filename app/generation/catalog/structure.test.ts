import { expect, test } from "vitest";
import { redirectFor } from "./aliases.server";
import { GENERATOR_STRUCTURES } from "./structure";

test("no generator path says a word twice, and the doubled paths they had redirect to the clean ones", () => {
  for (const g of GENERATOR_STRUCTURES) expect(g.path, g.slug).not.toMatch(/(^|-|\/)(\w+)-\2(-|$)/);
  expect(GENERATOR_STRUCTURES.find((g) => g.slug === "pen-name")?.path).toBe("/ai-pen-name-generator");
  expect(GENERATOR_STRUCTURES.find((g) => g.slug === "ai-startup")?.path).toBe("/artificial-intelligence-startup-name-generator");
  expect(redirectFor("/ai-pen-name-name-generator")).toBe("/ai-pen-name-generator");
  expect(redirectFor("/ai-ai-startup-name-generator")).toBe("/artificial-intelligence-startup-name-generator");
});

test("every page path and alias belongs to one generator only", () => {
  const paths = GENERATOR_STRUCTURES.map((g) => g.path);
  expect(new Set(paths).size).toBe(paths.length);
  for (const g of GENERATOR_STRUCTURES) for (const a of g.aliases) expect(paths, `${g.slug}: ${a}`).not.toContain(a);
  const aliases = GENERATOR_STRUCTURES.flatMap((g) => g.aliases);
  expect(new Set(aliases).size).toBe(aliases.length);
});
