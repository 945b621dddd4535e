import { createHmac, randomBytes } from "node:crypto";
import { and, asc, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import { allowAttempt } from "~/auth/throttle.server";
import type { Database } from "~/db/client.server";
import { favorites, shortlistNames, shortlists, shortlistVotes, users } from "~/db/schema";
import { generatorTitle } from "~/favorites/favorites.server";

// A shortlist is the names a user picked from their favorites, shared as a
// read-only link under a title they choose. The token is unguessable (24
// random bytes); deleting the row revokes the link and its votes. Friends
// vote without an account, one vote per visitor: the key is an HMAC of the
// shortlist and the visitor's signed cookie, so votes never store who cast
// them. A client that drops its cookie is held back by its address: a few
// votes per address and shortlist a day.

const TOKEN = /^[A-Za-z0-9_-]{32}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function newShortlistToken(): string {
  return randomBytes(24).toString("base64url");
}

export const TITLE_MAX = 80;

export interface ShortlistChoice {
  /** Empty: the default heading ("Help Ada pick a name"). */
  title: string;
  favoriteIds: string[];
}

export type ShareResult = { kind: "shared"; token: string; names: number } | { kind: "invalid"; message: string };

/**
 * Shares the picked favorites under the owner's title, or changes what an
 * existing link shows (same link). Only the owner's own favorites go in;
 * votes for a name taken off the list go with it.
 */
export async function shareFavorites(db: Database, userId: string, choice: ShortlistChoice): Promise<ShareResult> {
  const title = choice.title.trim().replace(/\s+/g, " ");
  if (title.length > TITLE_MAX) return { kind: "invalid", message: `Please keep the title to ${TITLE_MAX} characters or fewer.` };
  const ids = [...new Set(choice.favoriteIds.filter((id) => UUID.test(id)))];
  const owned = ids.length
    ? await db.select({ id: favorites.id }).from(favorites).where(and(eq(favorites.userId, userId), inArray(favorites.id, ids)))
    : [];
  if (!owned.length) return { kind: "invalid", message: "Pick at least one name for your shortlist." };
  const picked = owned.map((o) => o.id);
  return db.transaction(async (tx) => {
    await tx
      .insert(shortlists)
      .values({ userId, token: newShortlistToken(), title: title || null })
      .onConflictDoUpdate({ target: shortlists.userId, set: { title: title || null } });
    const [row] = await tx.select({ id: shortlists.id, token: shortlists.token }).from(shortlists).where(eq(shortlists.userId, userId));
    await tx.delete(shortlistNames).where(and(eq(shortlistNames.shortlistId, row.id), notInArray(shortlistNames.favoriteId, picked)));
    await tx.delete(shortlistVotes).where(and(eq(shortlistVotes.shortlistId, row.id), notInArray(shortlistVotes.favoriteId, picked)));
    await tx
      .insert(shortlistNames)
      .values(picked.map((favoriteId) => ({ shortlistId: row.id, favoriteId })))
      .onConflictDoNothing();
    return { kind: "shared" as const, token: row.token, names: picked.length };
  });
}

/** Revokes the owner's link: it stops working at once and its votes go with it. */
export async function stopSharing(db: Database, userId: string): Promise<boolean> {
  const removed = await db.delete(shortlists).where(eq(shortlists.userId, userId)).returning({ id: shortlists.id });
  return removed.length > 0;
}

export interface OwnerShortlist {
  token: string;
  title: string | null;
  /** The favorites on the list. */
  favoriteIds: string[];
  /** Votes per favorite id. */
  votes: Record<string, number>;
  voters: number;
}

/** What the owner sees on the dashboard: the link, if shared, and the counts. */
export async function ownerShortlist(db: Database, userId: string): Promise<OwnerShortlist | null> {
  const [row] = await db.select({ id: shortlists.id, token: shortlists.token, title: shortlists.title }).from(shortlists).where(eq(shortlists.userId, userId));
  if (!row) return null;
  const names = await db.select({ id: shortlistNames.favoriteId }).from(shortlistNames).where(eq(shortlistNames.shortlistId, row.id));
  const counts = await db
    .select({ favoriteId: shortlistVotes.favoriteId, n: sql<number>`count(*)::int` })
    .from(shortlistVotes)
    .where(eq(shortlistVotes.shortlistId, row.id))
    .groupBy(shortlistVotes.favoriteId);
  const votes = Object.fromEntries(counts.map((c) => [c.favoriteId, c.n]));
  return { token: row.token, title: row.title, favoriteIds: names.map((n) => n.id), votes, voters: counts.reduce((sum, c) => sum + c.n, 0) };
}

export interface PublicShortlist {
  id: string;
  ownerId: string;
  /** The owner's first name, as the page greets friends with it. */
  ownerName: string;
  /** The owner's title for the list, if they gave one. */
  title: string | null;
  names: Array<{ id: string; name: string; generatorTitle: string; description: string | null }>;
}

/** The shared page; null for an unknown or revoked token. */
export async function shortlistByToken(db: Database, token: string): Promise<PublicShortlist | null> {
  if (!TOKEN.test(token)) return null;
  const [row] = await db
    .select({ id: shortlists.id, ownerId: shortlists.userId, ownerName: users.name, title: shortlists.title })
    .from(shortlists)
    .innerJoin(users, eq(users.id, shortlists.userId))
    .where(eq(shortlists.token, token));
  if (!row) return null;
  const list = await db
    .select({ id: favorites.id, name: favorites.name, generator: favorites.generator, description: favorites.description })
    .from(shortlistNames)
    .innerJoin(favorites, eq(favorites.id, shortlistNames.favoriteId))
    .where(eq(shortlistNames.shortlistId, row.id))
    .orderBy(desc(favorites.createdAt), asc(favorites.id));
  return {
    id: row.id,
    ownerId: row.ownerId,
    title: row.title,
    ownerName: row.ownerName.trim().split(/\s+/)[0] || "A friend",
    names: list.map((f) => ({ id: f.id, name: f.name, generatorTitle: generatorTitle(f.generator), description: f.description })),
  };
}

/** One visitor's key for one shortlist: stable for the visitor, meaningless elsewhere. */
export function voterKey(secret: string, shortlistId: string, visitor: string): string {
  return createHmac("sha256", secret).update(`shortlist-vote:${shortlistId}:${visitor}`).digest("base64url");
}

/** The favorite this visitor voted for, if any. */
export async function currentVote(db: Database, shortlistId: string, key: string): Promise<string | null> {
  const [row] = await db
    .select({ favoriteId: shortlistVotes.favoriteId })
    .from(shortlistVotes)
    .where(and(eq(shortlistVotes.shortlistId, shortlistId), eq(shortlistVotes.voterKey, key)));
  return row?.favoriteId ?? null;
}

/** Votes one address may cast on one shortlist a day: a household's worth, never a flood. */
export const VOTES_PER_ADDRESS = 5;
const DAY = 24 * 60 * 60;

export type VoteResult =
  | { kind: "voted"; name: string }
  /** This visitor's vote was already for this name: nothing changes. */
  | { kind: "repeat"; name: string }
  | { kind: "not-on-list" }
  /** Too many votes from this address on this shortlist today. */
  | { kind: "throttled" };

/**
 * Records (or moves) this visitor's one vote. The name must be on this
 * shortlist (checked in the same query); a repeat of the visitor's current
 * vote changes nothing; every vote that counts also counts against the
 * visitor's address, so clearing cookies does not buy more votes.
 */
export async function castVote(
  db: Database,
  shortlist: Pick<PublicShortlist, "id">,
  voter: { key: string; ip: string },
  favoriteId: string,
  now = Date.now(),
): Promise<VoteResult> {
  if (!UUID.test(favoriteId)) return { kind: "not-on-list" };
  const [onList] = await db
    .select({ name: favorites.name })
    .from(shortlistNames)
    .innerJoin(favorites, eq(favorites.id, shortlistNames.favoriteId))
    .where(and(eq(shortlistNames.shortlistId, shortlist.id), eq(shortlistNames.favoriteId, favoriteId)));
  if (!onList) return { kind: "not-on-list" };
  if ((await currentVote(db, shortlist.id, voter.key)) === favoriteId) return { kind: "repeat", name: onList.name };
  if (!(await allowAttempt(db, `shortlist-vote:${shortlist.id}:ip:${voter.ip}`, VOTES_PER_ADDRESS, DAY, now))) return { kind: "throttled" };
  const rows = await db
    .insert(shortlistVotes)
    .values({ shortlistId: shortlist.id, voterKey: voter.key, favoriteId })
    .onConflictDoUpdate({
      target: [shortlistVotes.shortlistId, shortlistVotes.voterKey],
      set: { favoriteId, createdAt: sql`now()` },
      // Two identical submits at once: the second changes nothing.
      setWhere: sql`${shortlistVotes.favoriteId} <> ${favoriteId}`,
    })
    .returning({ id: shortlistVotes.favoriteId });
  return rows.length ? { kind: "voted", name: onList.name } : { kind: "repeat", name: onList.name };
}
