import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { users } from "~/db/schema";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../tests/setup/databases";
import { generatorBySlug } from "./catalog/catalog.server";
import type { GeneralName } from "./catalog/types";
import { seededRandom } from "./engine";
import { collectGeneration, namesAlreadyShown } from "./pipeline.server";
import { buildPrompt } from "./prompt.server";
import { builtinProvider, spiritScore } from "./providers/builtin.server";
import { ProviderError, type NameProvider, type ProviderRequest } from "./providers/types";
import { validateGeneratorInput } from "./validate";

const dog = generatorBySlug("dog")!;
const form = { style: "strong", description: "A big black shepherd who guards the farm", count: "7" };

let people = 0;
async function signedInUser(t: TestDatabase) {
  people++;
  const id = `never-repeat-${people}`;
  await t.handle.db.insert(users).values({ id, name: "Ada", email: `${id}@example.com` });
  return { userId: id, visitorId: null, ip: `10.77.0.${people}` };
}

/** A provider that offers the same names every time, like a model that ignores the prompt. */
function stubbornProvider(names: string[], seen: ProviderRequest[] = []): NameProvider {
  return {
    info: { id: "openai", label: "test model", model: "test" },
    async *stream(request) {
      seen.push(request);
      for (const name of names) yield { name, meaning: "m", personality_traits: ["a"], why_it_fits: "w", name_origin: "o" } satisfies GeneralName;
    },
  };
}

describe.each(databaseKinds())("names never repeat for a signed-in user on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => t?.drop());

  test("two generations in a row from the same seeded engine share no name", async () => {
    const actor = await signedInUser(t);
    // The same seed twice: without the memory, the engine would give the same names again.
    const first = await collectGeneration({ db: t.handle.db, generator: dog, form, actor, provider: builtinProvider(seededRandom(42)) });
    const second = await collectGeneration({ db: t.handle.db, generator: dog, form, actor, provider: builtinProvider(seededRandom(42)) });
    expect(first.names).toHaveLength(7);
    expect(second.names).toHaveLength(7);
    const before = new Set(first.names.map((n) => n.name.toLowerCase()));
    expect(second.names.filter((n) => before.has(n.name.toLowerCase()))).toEqual([]);
  });

  test("a visitor without an account is not remembered", async () => {
    const visitor = { userId: null, visitorId: "visitor-never-repeat", ip: "10.78.0.1" };
    const first = await collectGeneration({ db: t.handle.db, generator: dog, form, actor: visitor, provider: builtinProvider(seededRandom(42)) });
    const second = await collectGeneration({ db: t.handle.db, generator: dog, form, actor: { ...visitor, ip: "10.78.0.2", visitorId: "other" }, provider: builtinProvider(seededRandom(42)) });
    expect(second.names.map((n) => n.name)).toEqual(first.names.map((n) => n.name));
  });

  test("a provider that offers a name already shown has it dropped, and the prompt asks it not to", async () => {
    const actor = await signedInUser(t);
    const first = await collectGeneration({ db: t.handle.db, generator: dog, form: { ...form, count: "3" }, actor, provider: stubbornProvider(["Luna", "Biscuit", "Maple"]) });
    expect(first.names.map((n) => n.name)).toEqual(["Luna", "Biscuit", "Maple"]);
    const seen: ProviderRequest[] = [];
    const second = await collectGeneration({
      db: t.handle.db,
      generator: dog,
      form: { ...form, count: "3" },
      actor,
      provider: stubbornProvider(["luna", "Maple", "Pepper", "Ziggy", "BISCUIT", "Nova"], seen),
    });
    expect(second.names.map((n) => n.name)).toEqual(["Pepper", "Ziggy", "Nova"]);
    expect(seen[0].exclude).toEqual(expect.arrayContaining(["Luna", "Biscuit", "Maple"]));
    expect(seen[0].prompt.user).toContain('"Luna"');
    expect(seen[0].prompt.user).toContain("already seen");
  });

  test("another generator keeps its own memory", async () => {
    const actor = await signedInUser(t);
    await collectGeneration({ db: t.handle.db, generator: dog, form: { ...form, count: "3" }, actor, provider: stubbornProvider(["Luna", "Biscuit", "Maple"]) });
    expect(await namesAlreadyShown(t.handle.db, actor.userId, "cat")).toEqual([]);
    expect(await namesAlreadyShown(t.handle.db, actor.userId, "dog")).toEqual(["Luna", "Biscuit", "Maple"]);
  });

  test("the memory is bounded, most recent first", async () => {
    const actor = await signedInUser(t);
    await collectGeneration({ db: t.handle.db, generator: dog, form: { ...form, count: "3" }, actor, provider: stubbornProvider(["Old One", "Old Two", "Old Three"]) });
    await new Promise((r) => setTimeout(r, 5));
    await collectGeneration({ db: t.handle.db, generator: dog, form: { ...form, count: "3" }, actor, provider: stubbornProvider(["New One", "New Two", "New Three"]) });
    expect(await namesAlreadyShown(t.handle.db, actor.userId, "dog", 2)).toEqual(["New One", "New Two"]);
  });

  test("'More like this' puts the liked name in the prompt as an example and never returns it", async () => {
    const actor = await signedInUser(t);
    const seen: ProviderRequest[] = [];
    const done = await collectGeneration({
      db: t.handle.db,
      generator: dog,
      form: { ...form, count: "3", like: "Thunder" },
      actor,
      provider: stubbornProvider(["Thunder", "Storm", "Blaze", "Ranger"], seen),
    });
    expect(done.names.map((n) => n.name)).toEqual(["Storm", "Blaze", "Ranger"]);
    expect(seen[0].examples).toEqual(["Thunder"]);
    expect(seen[0].prompt.user).toContain('The user liked "Thunder"');
  });
});

describe("more like this with the built-in engine", () => {
  test("names closest in spirit to the liked one come first", async () => {
    const check = validateGeneratorInput(dog, { ...form, count: "7" });
    if (!check.ok) throw new Error("invalid input");
    const provider = builtinProvider(seededRandom(5));
    const request = { generator: dog, input: check.input, prompt: buildPrompt(dog, check.input), exclude: [] };
    const plain: string[] = [];
    for await (const n of provider.stream(request)) plain.push(n.name);
    const liked: string[] = [];
    for await (const n of builtinProvider(seededRandom(5)).stream({ ...request, examples: ["Bruno"] })) liked.push(n.name);
    expect(liked).toHaveLength(plain.length);
    const average = (names: string[]) => names.reduce((sum, n) => sum + spiritScore(n, "Bruno"), 0) / names.length;
    expect(average(liked)).toBeGreaterThan(average(plain));
  });

  test("a spirit score favours the same shape of name", () => {
    expect(spiritScore("Bella", "Stella")).toBeGreaterThan(spiritScore("Sir Barkington the Third", "Stella"));
  });
});

describe.each(databaseKinds())("only names with an available domain on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => t?.drop());

  const visitor = (n: number) => ({ userId: null, visitorId: `domain-visitor-${n}`, ip: `10.79.0.${n}` });

  test("names without a free .com are dropped and the provider is asked again until enough pass", async () => {
    const checked: string[] = [];
    // Every other name the engine makes is "taken".
    const domainAvailable = async (name: string, tld: string) => {
      checked.push(`${name}.${tld}`);
      return checked.length % 2 === 0;
    };
    const done = await collectGeneration({
      db: t.handle.db,
      generator: dog,
      form: { ...form, count: "7", availableIn: "com" },
      actor: visitor(1),
      provider: builtinProvider(seededRandom(3)),
      domainAvailable,
    });
    expect(done.names).toHaveLength(7);
    const passed = new Set(checked.filter((_, i) => i % 2 === 1).map((d) => d.replace(/\.com$/, "")));
    for (const n of done.names) expect(passed.has(n.name)).toBe(true);
  });

  test("a provider that only offers taken names ends with a clear message and is not counted", async () => {
    const seen: ProviderRequest[] = [];
    const err = await collectGeneration({
      db: t.handle.db,
      generator: dog,
      form: { ...form, count: "3", availableIn: ".io" },
      actor: visitor(2),
      provider: stubbornProvider(["Luna", "Biscuit", "Maple"], seen),
      domainAvailable: async () => false,
    }).catch((e) => e);
    expect(err).toMatchObject({ status: 422, message: expect.stringContaining("available .io") });
    // Asked again with what was already offered excluded, then gave up.
    expect(seen.length).toBeGreaterThan(1);
    expect(seen[1].exclude).toEqual(expect.arrayContaining(["Luna", "Biscuit", "Maple"]));
    expect(seen[0].prompt.user).toContain(".io domain");
  });

  test("fewer names than asked still make a result when some pass", async () => {
    const done = await collectGeneration({
      db: t.handle.db,
      generator: dog,
      form: { ...form, count: "3", availableIn: "com" },
      actor: visitor(3),
      provider: stubbornProvider(["Luna", "Zorblax", "Maple"]),
      domainAvailable: async (name) => name === "Zorblax",
    });
    expect(done.names.map((n) => n.name)).toEqual(["Zorblax"]);
  });

  test("a provider that fails with the domain option: built-in names that pass the check, with the note", async () => {
    const failing: NameProvider = {
      info: { id: "openai", label: "AI model test", model: "test" },
      async *stream() {
        throw new ProviderError("answered 503", "server", 503);
      },
    };
    const done = await collectGeneration({
      db: t.handle.db,
      generator: dog,
      form: { ...form, count: "3", availableIn: "com" },
      actor: visitor(4),
      provider: failing,
      fallback: true,
      domainAvailable: async () => true,
    });
    expect(done.names).toHaveLength(3);
    expect(done.provider.id).toBe("builtin");
    expect(done.note).toBe("Our AI service is busy; these come from the built-in engine.");
  });
});
