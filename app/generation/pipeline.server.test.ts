import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { nameGenerations, providerCalls } from "~/db/schema";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../tests/setup/databases";
import { generatorBySlug } from "./catalog/catalog.server";
import type { GeneralName } from "./catalog/types";
import { collectGeneration, GenerationError, runGeneration } from "./pipeline.server";
import { builtinProvider } from "./providers/builtin.server";
import { ProviderError, type NameProvider } from "./providers/types";
import { seededRandom } from "./engine";
import { usageStatus } from "~/usage/usage.server";
import { captureLog } from "../../tests/setup/capture-log";

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

  test("a provider failure with fallback off: our message, never the provider's, and nothing recorded or charged", async () => {
    const before = await t.handle.db.$count(nameGenerations);
    const actor = visitor();
    const err = await collectGeneration({
      db: t.handle.db,
      generator: dog,
      form: { description: "a puppy", count: "3" },
      actor,
      provider: fakeProvider(new ProviderError("answered 500: upstream exploded at 10.0.0.7:8080", "server", 500)),
      fallback: false,
    }).catch((e) => e);
    expect(err).toMatchObject({ status: 503, message: "Failed to generate names. Please try again later." });
    expect(await t.handle.db.$count(nameGenerations)).toBe(before);
    expect((await usageStatus(t.handle.db, actor)).used).toBe(0);
  });

  test("a provider failure with fallback on: built-in names, an honest note, charged as usual, one log line", async () => {
    const actor = visitor();
    const lines = await captureLog(async () => {
      const done = await collectGeneration({
        db: t.handle.db,
        generator: dog,
        form: { description: "a puppy", count: "3" },
        actor,
        provider: fakeProvider(new ProviderError("answered 401", "auth", 401)),
        fallback: true,
      });
      expect(done.names).toHaveLength(3);
      expect(done.note).toBe("Our AI service is busy; these come from the built-in engine.");
      expect(done.provider.id).toBe("builtin");
    });
    expect((await usageStatus(t.handle.db, actor)).used).toBe(1);
    const failures = lines.filter((l) => l.msg === "AI provider failed");
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ generator: "dog", provider: "openai", model: "test", status: 401, kind: "auth", retries: 0 });
    expect(JSON.stringify(failures[0])).not.toContain("a puppy");
    const recorded = await t.handle.db.select().from(providerCalls).where(eq(providerCalls.kind, "auth"));
    expect(recorded.at(-1)).toMatchObject({ generator: "dog", provider: "openai", ok: false, status: 401 });
  });

  test("a short reply is topped up at most twice, then filled from the built-in engine, and the page says so", async () => {
    const calls: number[] = [];
    const replies = [["Luna", "Maple"], ["Biscuit"], ["Pepper"]];
    const provider: NameProvider = {
      info: { id: "openai", label: "AI model test", model: "test" },
      async *stream(request) {
        calls.push(request.input.count);
        for (const name of replies.shift() ?? []) yield { name, meaning: "m", personality_traits: ["a"], why_it_fits: "w", name_origin: "o" };
      },
    };
    const actor = visitor();
    const done = await collectGeneration({ db: t.handle.db, generator: dog, form: { description: "a puppy", count: "7" }, actor, provider, fallback: true });
    expect(calls).toEqual([7, 5, 4]);
    expect(done.names).toHaveLength(7);
    expect(done.names.slice(0, 4).map((n) => n.name)).toEqual(["Luna", "Maple", "Biscuit", "Pepper"]);
    expect(done.note).toBe("Our AI service gave 4 of the 7 names; the last 3 come from the built-in engine.");
    expect(done.provider.label).toBe("AI model test");
    expect((await usageStatus(t.handle.db, actor)).used).toBe(1);
  });

  test("with fallback off, fewer names than asked are shown, counted once, and the page says how many came", async () => {
    const actor = visitor();
    const done = await collectGeneration({ db: t.handle.db, generator: dog, form: { description: "a puppy", count: "7" }, actor, provider: fakeProvider(["Luna", "Maple"]), fallback: false });
    expect(done.names.map((n) => n.name)).toEqual(["Luna", "Maple"]);
    expect(done.note).toBe("Only 2 of the 7 names you asked for came through this time.");
    expect((await usageStatus(t.handle.db, actor)).used).toBe(1);
  });

  test("when every name returned was already shown, the visitor is told so, not that parsing failed", async () => {
    const actor = visitor();
    const err = await collectGeneration({ db: t.handle.db, generator: dog, form: { description: "a puppy", count: "3", like: "Rex" }, actor, provider: fakeProvider(["Rex", "rex"]), fallback: false }).catch((e) => e);
    expect(err).toMatchObject({ status: 422, message: "Every name we found this time is one you have already been shown. Please try again, or change the description." });
    expect((await usageStatus(t.handle.db, actor)).used).toBe(0);
  });

  test("a generation whose names reached the visitor is charged even if recording it fails (and the failure is logged)", async () => {
    const actor = visitor();
    const failing = new Proxy(t.handle.db, {
      get(target, prop, receiver) {
        if (prop === "insert") {
          return (table: unknown) => (table === nameGenerations ? { values: () => Promise.reject(new Error("disk full")) } : target.insert(table as never));
        }
        return Reflect.get(target, prop, receiver);
      },
    });
    const shown: string[] = [];
    const lines = await captureLog(async () => {
      for await (const e of runGeneration({ db: failing, generator: dog, form: { description: "a puppy", count: "3" }, actor, provider: builtinProvider() })) {
        if (e.type === "name") shown.push(e.name.name);
      }
    });
    expect(shown).toHaveLength(3);
    expect((await usageStatus(t.handle.db, actor)).used).toBe(1);
    expect(lines.some((l) => l.msg === "generation not recorded; charged anyway")).toBe(true);
  });

  test("names are yielded one by one before the final event", async () => {
    const events = [];
    for await (const e of runGeneration({ db: t.handle.db, generator: dog, form: { description: "a puppy", count: "3" }, actor: visitor(), provider: builtinProvider() })) events.push(e.type);
    expect(events).toEqual(["name", "name", "name", "done"]);
  });
});
