import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { users } from "~/db/schema";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../tests/setup/databases";
import {
  addFavorite,
  countFavorites,
  exportFavoritesCsv,
  FavoriteInputError,
  listFavorites,
  parseFavoriteInput,
  removeFavorite,
  savedNames,
  toCsv,
  toggleFavorite,
} from "./favorites.server";

describe("favorite input", () => {
  test("a known generator, a trimmed name, an optional description and string details are accepted", () => {
    expect(
      parseFavoriteInput({ generator: "dog", name: "  Biscuit ", description: "", details: { traits: ["loyal", "calm"], origin: "English" } }),
    ).toEqual({ generator: "dog", name: "Biscuit", description: null, details: { traits: ["loyal", "calm"], origin: "English" } });
  });

  test.each([
    [{ generator: "no-such-generator", name: "Biscuit" }, "This generator does not exist."],
    [{ generator: "dog", name: "   " }, "The name is missing."],
    [{ generator: "dog", name: "x".repeat(81) }, "The name must be at most 80 characters."],
    [{ generator: "dog", name: "Biscuit", description: "x".repeat(601) }, "The description must be at most 600 characters."],
    [{ generator: "dog", name: "Biscuit", details: { nested: { no: "objects" } } }, "The details of the name could not be read."],
    [{ generator: "dog", name: "Biscuit", details: ["not", "an", "object"] }, "The details of the name could not be read."],
    [{ generator: "dog", name: "Biscuit", details: { long: "x".repeat(4100) } }, "The details of the name are too long to save."],
    ["Biscuit", "The favorite could not be read."],
  ])("%j is refused: %s", (input, message) => {
    expect(() => parseFavoriteInput(input)).toThrow(new FavoriteInputError(message));
  });
});

describe("CSV cells", () => {
  test("quotes, commas and line breaks are escaped; formulas are neutralised", () => {
    expect(toCsv([["plain", 'say "hi"', "a,b", "two\nlines", "=SUM(A1:A9)", "+1", "-2", "@cmd", "x=1"]])).toBe(
      'plain,"say ""hi""","a,b","two\nlines",\'=SUM(A1:A9),\'+1,\'-2,\'@cmd,x=1\r\n',
    );
  });
});

describe.each(databaseKinds())("favorites on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await t.handle.db.insert(users).values([
      { id: "alice", name: "Alice", email: "alice@example.com" },
      { id: "bob", name: "Bob", email: "bob@example.com" },
    ]);
  });
  afterAll(async () => t?.drop());

  test("the heart saves a name, then removes it", async () => {
    const db = t.handle.db;
    const luna = { generator: "dog", name: "Luna", description: "Moon", details: { why_it_fits: "She glows" } };
    await expect(toggleFavorite(db, "alice", luna)).resolves.toEqual({ favorited: true });
    expect((await listFavorites(db, "alice")).map((f) => f.name)).toEqual(["Luna"]);
    await expect(savedNames(db, "alice", "dog", ["Luna", "Rex"])).resolves.toEqual(["Luna"]);
    await expect(toggleFavorite(db, "alice", luna)).resolves.toEqual({ favorited: false });
    await expect(countFavorites(db, "alice")).resolves.toBe(0);
  });

  test("saving the same name twice keeps one favorite; the same name of another generator is another favorite", async () => {
    const db = t.handle.db;
    await addFavorite(db, "alice", { generator: "cat", name: "Mochi" });
    await addFavorite(db, "alice", { generator: "cat", name: "Mochi" });
    await addFavorite(db, "alice", { generator: "dog", name: "Mochi" });
    expect(await countFavorites(db, "alice")).toBe(2);
    for (const f of await listFavorites(db, "alice")) await removeFavorite(db, "alice", f.id);
  });

  test("the list is newest first and holds only the user's own favorites", async () => {
    const db = t.handle.db;
    await addFavorite(db, "alice", { generator: "dog", name: "Old" }, new Date("2026-01-01T10:00:00Z"));
    await addFavorite(db, "alice", { generator: "podcast", name: "Newest", description: "True crime" }, new Date("2026-03-01T10:00:00Z"));
    await addFavorite(db, "alice", { generator: "cat", name: "Middle" }, new Date("2026-02-01T10:00:00Z"));
    await addFavorite(db, "bob", { generator: "dog", name: "Bobs" }, new Date("2026-04-01T10:00:00Z"));
    const list = await listFavorites(db, "alice");
    expect(list.map((f) => f.name)).toEqual(["Newest", "Middle", "Old"]);
    expect(list[0]).toMatchObject({ generator: "podcast", description: "True crime", details: {} });
    expect(await countFavorites(db, "bob")).toBe(1);
  });

  test("a user cannot read or delete another user's favorite", async () => {
    const db = t.handle.db;
    const [bobs] = await listFavorites(db, "bob");
    expect((await listFavorites(db, "alice")).some((f) => f.id === bobs.id)).toBe(false);
    await expect(savedNames(db, "alice", "dog", ["Bobs"])).resolves.toEqual([]);
    await expect(removeFavorite(db, "alice", bobs.id)).resolves.toBe(false);
    await expect(removeFavorite(db, "alice", "not-a-uuid")).resolves.toBe(false);
    expect(await countFavorites(db, "bob")).toBe(1);
    await expect(removeFavorite(db, "bob", bobs.id)).resolves.toBe(true);
    expect(await countFavorites(db, "bob")).toBe(0);
  });

  test("the CSV export lists the user's names newest first, escaped", async () => {
    const db = t.handle.db;
    await addFavorite(db, "alice", { generator: "podcast", name: "=HYPERLINK(\"x\")", description: 'Comedy, "live"\nweekly' }, new Date("2026-05-01T10:00:00Z"));
    const csv = await exportFavoritesCsv(db, "alice");
    expect(csv.split("\r\n")).toEqual([
      "Name,Generator,Description,Saved at",
      `"'=HYPERLINK(""x"")",Podcast Name,"Comedy, ""live""\nweekly",2026-05-01T10:00:00.000Z`,
      "Newest,Podcast Name,True crime,2026-03-01T10:00:00.000Z",
      "Middle,Cat Name,,2026-02-01T10:00:00.000Z",
      "Old,Dog Name,,2026-01-01T10:00:00.000Z",
      "",
    ]);
    expect(await exportFavoritesCsv(db, "bob")).toBe("Name,Generator,Description,Saved at\r\n");
  });
});
