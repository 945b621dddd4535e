import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { ICON_NAMES } from "~/generation/catalog/types";
import { GENERATOR_STRUCTURES } from "~/generation/catalog/structure";

test("the icon sprite draws every icon the catalog uses", () => {
  const sprite = readFileSync("public/catalog-icons.svg", "utf8");
  for (const name of ICON_NAMES) expect(sprite, `run node scripts/build-icon-sprite.mjs`).toContain(`<symbol id="${name}"`);
  for (const g of GENERATOR_STRUCTURES) expect(ICON_NAMES).toContain(g.icon);
});
