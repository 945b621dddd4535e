import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { favorites, users } from "~/db/schema";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../tests/setup/databases";
import { castVote, currentVote, ownerShortlist, shareFavorites, shortlistByToken, stopSharing, voterKey } from "./shortlist.server";

const SECRET = "x".repeat(40);

describe.each(databaseKinds())("shortlists on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => t?.drop());

  let n = 0;
  async function ownerWith(names: string[]) {
    n++;
    const id = `owner-${n}`;
    await t.handle.db.insert(users).values({ id, name: "Grace Hopper", email: `${id}@example.com` });
    const rows = await t.handle.db
      .insert(favorites)
      .values(names.map((name, i) => ({ userId: id, generator: "dog", name, createdAt: new Date(Date.now() - i * 1000) })))
      .returning({ id: favorites.id, name: favorites.name });
    return { id, favorites: rows };
  }

  test("a shared link shows the owner's favorites to anyone, and revoking it ends that", async () => {
    const owner = await ownerWith(["Luna", "Biscuit"]);
    const token = await shareFavorites(t.handle.db, owner.id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await shareFavorites(t.handle.db, owner.id)).toBe(token);
    const page = await shortlistByToken(t.handle.db, token);
    expect(page?.ownerName).toBe("Grace");
    expect(page?.names.map((x) => x.name)).toEqual(["Luna", "Biscuit"]);
    expect(await stopSharing(t.handle.db, owner.id)).toBe(true);
    expect(await shortlistByToken(t.handle.db, token)).toBeNull();
    const again = await shareFavorites(t.handle.db, owner.id);
    expect(again).not.toBe(token);
  });

  test("one vote per visitor, which they can move; the owner sees the counts", async () => {
    const owner = await ownerWith(["Luna", "Biscuit"]);
    const page = (await shortlistByToken(t.handle.db, await shareFavorites(t.handle.db, owner.id)))!;
    const [luna, biscuit] = owner.favorites;
    const alice = voterKey(SECRET, page.id, "visitor-alice");
    const bob = voterKey(SECRET, page.id, "visitor-bob");
    expect(await castVote(t.handle.db, page, alice, luna.id)).toBe(true);
    expect(await castVote(t.handle.db, page, alice, luna.id)).toBe(true);
    expect(await castVote(t.handle.db, page, bob, luna.id)).toBe(true);
    expect((await ownerShortlist(t.handle.db, owner.id))?.votes).toEqual({ [luna.id]: 2 });
    expect(await castVote(t.handle.db, page, alice, biscuit.id)).toBe(true);
    expect(await currentVote(t.handle.db, page.id, alice)).toBe(biscuit.id);
    const counts = await ownerShortlist(t.handle.db, owner.id);
    expect(counts?.votes).toEqual({ [luna.id]: 1, [biscuit.id]: 1 });
    expect(counts?.voters).toBe(2);
  });

  test("a vote for someone else's favorite, or nonsense, is refused", async () => {
    const owner = await ownerWith(["Maple"]);
    const stranger = await ownerWith(["Pepper"]);
    const page = (await shortlistByToken(t.handle.db, await shareFavorites(t.handle.db, owner.id)))!;
    const key = voterKey(SECRET, page.id, "visitor-eve");
    expect(await castVote(t.handle.db, page, key, stranger.favorites[0].id)).toBe(false);
    expect(await castVote(t.handle.db, page, key, "not-a-uuid")).toBe(false);
    expect((await ownerShortlist(t.handle.db, owner.id))?.voters).toBe(0);
  });

  test("unknown or malformed tokens find nothing", async () => {
    expect(await shortlistByToken(t.handle.db, "x".repeat(32))).toBeNull();
    expect(await shortlistByToken(t.handle.db, "'; drop table users; --")).toBeNull();
  });
});
