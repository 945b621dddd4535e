import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { favorites, users } from "~/db/schema";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../tests/setup/databases";
import { castVote, currentVote, ownerShortlist, shareFavorites, shortlistByToken, stopSharing, voterKey, VOTES_PER_ADDRESS } from "./shortlist.server";

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

  async function share(ownerId: string, favoriteIds: string[], title = "") {
    const result = await shareFavorites(t.handle.db, ownerId, { title, favoriteIds });
    if (result.kind !== "shared") throw new Error(result.message);
    return result.token;
  }
  let ips = 0;
  const voter = (page: { id: string }, visitor: string, ip = `10.9.0.${++ips}`) => ({ key: voterKey(SECRET, page.id, visitor), ip });

  test("a shared link shows the picked favorites to anyone, and revoking it ends that", async () => {
    const owner = await ownerWith(["Luna", "Biscuit", "Pepper"]);
    const [luna, biscuit] = owner.favorites;
    const token = await share(owner.id, [luna.id, biscuit.id]);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const page = await shortlistByToken(t.handle.db, token);
    expect(page?.ownerName).toBe("Grace");
    expect(page?.title).toBeNull();
    expect(page?.names.map((x) => x.name)).toEqual(["Luna", "Biscuit"]);
    expect(await stopSharing(t.handle.db, owner.id)).toBe(true);
    expect(await shortlistByToken(t.handle.db, token)).toBeNull();
    const again = await share(owner.id, [luna.id]);
    expect(again).not.toBe(token);
  });

  test("the owner renames the list and changes its names on the same link; votes for a name taken off go with it", async () => {
    const owner = await ownerWith(["Luna", "Biscuit", "Pepper"]);
    const [luna, biscuit, pepper] = owner.favorites;
    const token = await share(owner.id, [luna.id, biscuit.id], "Puppy names");
    const page = (await shortlistByToken(t.handle.db, token))!;
    expect(page.title).toBe("Puppy names");
    expect((await castVote(t.handle.db, page, voter(page, "v1"), biscuit.id)).kind).toBe("voted");
    expect((await castVote(t.handle.db, page, voter(page, "v2"), luna.id)).kind).toBe("voted");

    expect(await share(owner.id, [luna.id, pepper.id], "  Names   for Rex ")).toBe(token);
    const changed = (await shortlistByToken(t.handle.db, token))!;
    expect(changed.title).toBe("Names for Rex");
    expect(changed.names.map((x) => x.name)).toEqual(["Luna", "Pepper"]);
    expect(await ownerShortlist(t.handle.db, owner.id)).toMatchObject({ title: "Names for Rex", votes: { [luna.id]: 1 }, voters: 1 });
    expect((await castVote(t.handle.db, page, voter(page, "v3"), biscuit.id)).kind).toBe("not-on-list");

    // Nothing picked, a stranger's favorite only, or a title too long: refused, nothing changes.
    const stranger = await ownerWith(["Maple"]);
    expect(await shareFavorites(t.handle.db, owner.id, { title: "", favoriteIds: [] })).toEqual({ kind: "invalid", message: "Pick at least one name for your shortlist." });
    expect((await shareFavorites(t.handle.db, owner.id, { title: "", favoriteIds: [stranger.favorites[0].id, "nonsense"] })).kind).toBe("invalid");
    expect((await shareFavorites(t.handle.db, owner.id, { title: "x".repeat(81), favoriteIds: [luna.id] })).kind).toBe("invalid");
    expect((await shortlistByToken(t.handle.db, token))?.names.map((x) => x.name)).toEqual(["Luna", "Pepper"]);
    // An empty title goes back to the default heading.
    await share(owner.id, [luna.id], "");
    expect((await shortlistByToken(t.handle.db, token))?.title).toBeNull();
  });

  test("one vote per visitor, which they can move; a repeat is named and changes nothing; the owner sees the counts", async () => {
    const owner = await ownerWith(["Luna", "Biscuit"]);
    const [luna, biscuit] = owner.favorites;
    const page = (await shortlistByToken(t.handle.db, await share(owner.id, [luna.id, biscuit.id])))!;
    const alice = voter(page, "visitor-alice");
    const bob = voter(page, "visitor-bob");
    expect(await castVote(t.handle.db, page, alice, luna.id)).toEqual({ kind: "voted", name: "Luna" });
    expect(await castVote(t.handle.db, page, alice, luna.id)).toEqual({ kind: "repeat", name: "Luna" });
    expect(await castVote(t.handle.db, page, bob, luna.id)).toEqual({ kind: "voted", name: "Luna" });
    expect((await ownerShortlist(t.handle.db, owner.id))?.votes).toEqual({ [luna.id]: 2 });
    expect((await castVote(t.handle.db, page, alice, biscuit.id)).kind).toBe("voted");
    expect(await currentVote(t.handle.db, page.id, alice.key)).toBe(biscuit.id);
    const counts = await ownerShortlist(t.handle.db, owner.id);
    expect(counts?.votes).toEqual({ [luna.id]: 1, [biscuit.id]: 1 });
    expect(counts?.voters).toBe(2);
  });

  test("30 votes in a row from one address with a fresh cookie each time: only a household's worth count", async () => {
    const owner = await ownerWith(["Luna", "Biscuit"]);
    const [luna] = owner.favorites;
    const page = (await shortlistByToken(t.handle.db, await share(owner.id, owner.favorites.map((f) => f.id))))!;
    const kinds: string[] = [];
    for (let i = 0; i < 30; i++) kinds.push((await castVote(t.handle.db, page, voter(page, `cookie-${i}`, "203.0.113.7"), luna.id)).kind);
    expect(kinds.filter((k) => k === "voted")).toHaveLength(VOTES_PER_ADDRESS);
    expect(kinds.slice(VOTES_PER_ADDRESS).every((k) => k === "throttled")).toBe(true);
    expect((await ownerShortlist(t.handle.db, owner.id))?.votes).toEqual({ [luna.id]: VOTES_PER_ADDRESS });
    // Another address still votes.
    expect((await castVote(t.handle.db, page, voter(page, "neighbour", "198.51.100.4"), luna.id)).kind).toBe("voted");
  });

  test("a vote for someone else's favorite, or nonsense, is refused", async () => {
    const owner = await ownerWith(["Maple"]);
    const stranger = await ownerWith(["Pepper"]);
    const page = (await shortlistByToken(t.handle.db, await share(owner.id, [owner.favorites[0].id])))!;
    const eve = voter(page, "visitor-eve");
    expect((await castVote(t.handle.db, page, eve, stranger.favorites[0].id)).kind).toBe("not-on-list");
    expect((await castVote(t.handle.db, page, eve, "not-a-uuid")).kind).toBe("not-on-list");
    expect((await ownerShortlist(t.handle.db, owner.id))?.voters).toBe(0);
  });

  test("unknown or malformed tokens find nothing", async () => {
    expect(await shortlistByToken(t.handle.db, "x".repeat(32))).toBeNull();
    expect(await shortlistByToken(t.handle.db, "'; drop table users; --")).toBeNull();
  });
});
