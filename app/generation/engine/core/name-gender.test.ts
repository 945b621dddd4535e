import { expect, test } from "vitest";
import { GENERATOR_STRUCTURES } from "../../catalog/structure";
import { generateOffline, seededRandom } from "../index";
import { titleSuits } from "./name-gender";

test("a title agrees with the name it stands before", () => {
  expect(titleSuits("Lady", "Gary")).toBe(false);
  expect(titleSuits("Sir", "Isabella")).toBe(false);
  expect(titleSuits("Miss", "Henry")).toBe(false);
  expect(titleSuits("Sir", "Maharani")).toBe(false);
  expect(titleSuits("Duchess", "Augustus")).toBe(false);
  expect(titleSuits("Lord", "Zelda")).toBe(false);
  expect(titleSuits("Lady", "Mochi")).toBe(true);
  expect(titleSuits("Sir", "Henry")).toBe(true);
  expect(titleSuits("Captain", "Isabella")).toBe(true);
});

test("titled cat and dog names never pair a lady's title with a man's name", () => {
  const wrong = /^(Lady|Miss|Duchess|Princess) (Gary|Henry|Arthur|Augustus|Alexander|Winston|Oscar|Edmund|Rex|Caesar)\b|^(Sir|Lord|Mister|Baron|Duke) (Isabella|Victoria|Maharani|Cleopatra|Audrey|Grace|Regina)\b/;
  for (const slug of ["cat", "dog"]) {
    const generator = GENERATOR_STRUCTURES.find((g) => g.slug === slug)!;
    for (const style of ["cute", "quirky", "regal", "fun"]) {
      for (let seed = 1; seed <= 40; seed++) {
        const names = generateOffline({ generator, input: { style, description: "a grey cat with a regal attitude" }, count: 15, random: seededRandom(seed) });
        for (const n of names) expect(n.name).not.toMatch(wrong);
      }
    }
  }
});
