import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { nameGenerations } from "~/db/schema";
import { usageStatus } from "~/usage/usage.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../tests/setup/databases";
import { generatorBySlug } from "./catalog/catalog.server";
import { collectGeneration, GenerationError } from "./pipeline.server";
import { builtinProvider } from "./providers/builtin.server";
import { validateGeneratorInput } from "./validate";

// Issue 12, item 1: text a generator cannot use is refused before anything is
// reserved or generated, with the field's own message (decision 0010).

const dog = generatorBySlug("dog")!;
const DESCRIPTION_REFUSED = "The description contains characters that can't be used. Please retype it.";

describe("generator fields refuse control characters and unpaired surrogates", () => {
  test("each field gets its own message; the required-field message does not hide it", () => {
    for (const description of ["cafe\u0000", "cafe \ud800", "\udc00", "a\u001b[2Jb", "x\u0085"]) {
      const check = validateGeneratorInput(dog, { description, count: "3" });
      expect(check).toEqual({ ok: false, error: { title: "Please check your input", message: DESCRIPTION_REFUSED, fieldErrors: { description: DESCRIPTION_REFUSED } } });
    }
    const business = generatorBySlug("business")!;
    const text = business.fields.find((f) => f.kind === "text")!;
    const check = validateGeneratorInput(business, { description: "a bakery", [text.name]: "a\u0000" });
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.error.fieldErrors[text.name]).toMatch(/contains characters that can't be used/);
  });

  test("values the pipeline reads besides the fields (the name to match) follow the same rule", () => {
    const check = validateGeneratorInput(dog, { description: "a calm hound", like: "Rex\u0000" });
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.error.fieldErrors.like).toBe("This request contains characters that can't be used. Please retype it.");
  });

  test("line breaks stay in multi-line fields and become spaces in single-line ones; emoji pass", () => {
    const business = generatorBySlug("business")!;
    const text = business.fields.find((f) => f.kind === "text")!;
    const check = validateGeneratorInput(business, { description: "a bakery\r\nin town 🥐", [text.name]: "bread\tand\ncake" });
    expect(check.ok).toBe(true);
    if (check.ok) {
      expect(check.input.values.description).toBe("a bakery\nin town 🥐");
      expect(check.input.values[text.name]).toBe("bread and cake");
    }
  });
});

describe.each(databaseKinds())("nothing is charged on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => t?.drop());

  test("a NUL byte or a lone surrogate: 400 with the field's message, no generation counted or recorded", async () => {
    const actor = { userId: null, visitorId: "visitor-nul", ip: "10.12.0.1" };
    for (const description of ["cafe\u0000", "cafe\ud800"]) {
      const err = await collectGeneration({ db: t.handle.db, generator: dog, form: { description, count: "3" }, actor, provider: builtinProvider() }).catch((e) => e);
      expect(err).toBeInstanceOf(GenerationError);
      expect(err).toMatchObject({ status: 400, message: DESCRIPTION_REFUSED, fieldErrors: { description: DESCRIPTION_REFUSED } });
    }
    expect((await usageStatus(t.handle.db, actor)).used).toBe(0);
    expect(await t.handle.db.$count(nameGenerations)).toBe(0);

    const done = await collectGeneration({ db: t.handle.db, generator: dog, form: { description: "cafe au lait", count: "3" }, actor, provider: builtinProvider() });
    expect(done.names).toHaveLength(3);
    expect((await usageStatus(t.handle.db, actor)).used).toBe(1);
  });
});
