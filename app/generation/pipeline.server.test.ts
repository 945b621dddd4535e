import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { nameGenerations } from "~/db/schema";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../tests/setup/databases";
import { generatorBySlug } from "./catalog/catalog.server";
import type { GeneralName } from "./catalog/types";
import { collectGeneration, GenerationError, runGeneration } from "./pipeline.server";
import { builtinProvider } from "./providers/builtin.server";
import { ProviderError, type NameProvider } from "./providers/types";
import { seededRandom } from "./engine";

let visitors = 0;
/** A new visitor from a new address for each generation, so allowances never interfere. */
function visitor() {
  visitors++;
  return { userId: null, visitorId: `visitor-${visitors}`, ip: `10.9.${Math.floor(visitors / 250)}.${visitors % 250}` };
}

function fakeProvider(names: string[] | Error): NameProvider {
  return {
    info: { id: "openai", label: "test model", model: "test" },
    async *stream() {
      if (names instanceof Error) throw names;
      for (const name of names) {
        yield { name, meaning: "m", personality_traits: ["a"], why_it_fits: "w", name_origin: "o" } satisfies GeneralName;
      }
    },
  };
}

describe.each(databaseKinds())("generation pipeline on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => t?.drop());

  const dog = generatorBySlug("dog")!;

  test("the built-in engine gives the requested number of names and the generation is recorded", async () => {
    const first = visitor();
    const done = await collectGeneration({
      db: t.handle.db,
      generator: dog,
      form: { style: "strong", description: "A big black shepherd who guards the farm", count: "7" },
      actor: first,
      provider: builtinProvider(seededRandom(7)),
    });
    expect(done.names).toHaveLength(7);
    expect(new Set(done.names.map((n) => n.name.toLowerCase())).size).toBe(7);
    const rows = await t.handle.db.select().from(nameGenerations).where(eq(nameGenerations.visitorId, first.visitorId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ generator: "dog", provider: "builtin", input: { style: "strong", count: "7" } });
    expect(rows[0].names).toHaveLength(7);
  });

  test("SPEC.md's validation message, and nothing recorded", async () => {
    const before = await t.handle.db.$count(nameGenerations);
    const err = await collectGeneration({ db: t.handle.db, generator: dog, form: { description: "   ", count: "7" }, actor: visitor(), provider: builtinProvider() }).catch((e) => e);
    expect(err).toBeInstanceOf(GenerationError);
    expect(err).toMatchObject({ status: 400, title: "Missing Information", message: "Please provide a description of your dog" });
    expect(await t.handle.db.$count(nameGenerations)).toBe(before);
  });

  test("an empty number of names falls back to 5; other numbers are refused", async () => {
    const five = await collectGeneration({ db: t.handle.db, generator: dog, form: { description: "tiny puppy" }, actor: visitor(), provider: builtinProvider() });
    expect(five.names).toHaveLength(5);
    const err = await collectGeneration({ db: t.handle.db, generator: dog, form: { description: "tiny", count: "100" }, actor: visitor(), provider: builtinProvider() }).catch((e) => e);
    expect(err.message).toBe("Number of names must be 3, 7 or 15.");
  });

  test("input longer than its limit gets a clear message", async () => {
    const err = await collectGeneration({ db: t.handle.db, generator: dog, form: { description: "x".repeat(501), count: "3" }, actor: visitor(), provider: builtinProvider() }).catch((e) => e);
    expect(err).toMatchObject({ status: 400, message: "The description must be at most 500 characters." });
  });

  test("duplicates by spelling and by sound and offensive names are dropped, and the count is kept", async () => {
    const provider = fakeProvider(["Luna", "luna", "Loona", "Shithead", '"Biscuit"', "1. Maple", "Pepper", "Ziggy", "Nova"]);
    const done = await collectGeneration({ db: t.handle.db, generator: dog, form: { description: "a puppy", count: "3" }, actor: visitor(), provider });
    expect(done.names.map((n) => n.name)).toEqual(["Luna", "Biscuit", "Maple"]);
  });

  test("a provider failure is reported with its message and nothing is recorded", async () => {
    const before = await t.handle.db.$count(nameGenerations);
    const err = await collectGeneration({
      db: t.handle.db,
      generator: dog,
      form: { description: "a puppy", count: "3" },
      actor: visitor(),
      provider: fakeProvider(new ProviderError("Failed to generate names. Status: 500. boom", 500)),
    }).catch((e) => e);
    expect(err).toMatchObject({ status: 502, message: "Failed to generate names. Status: 500. boom" });
    expect(await t.handle.db.$count(nameGenerations)).toBe(before);
  });

  test("a reply with no usable names is a parse failure", async () => {
    const err = await collectGeneration({ db: t.handle.db, generator: dog, form: { description: "a puppy", count: "3" }, actor: visitor(), provider: fakeProvider(["", "  "]) }).catch((e) => e);
    expect(err.message).toBe("Failed to parse the generated names. Please try again.");
  });

  test("names are yielded one by one before the final event", async () => {
    const events = [];
    for await (const e of runGeneration({ db: t.handle.db, generator: dog, form: { description: "a puppy", count: "3" }, actor: visitor(), provider: builtinProvider() })) events.push(e.type);
    expect(events).toEqual(["name", "name", "name", "done"]);
  });
});
