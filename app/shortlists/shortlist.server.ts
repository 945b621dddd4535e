import { createHmac, randomBytes } from "node:crypto";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { favorites, shortlists, shortlistVotes, users } from "~/db/schema";
import { generatorTitle } from "~/favorites/favorites.server";

// A shortlist is a user's favorites shared as a read-only link. The token is
// unguessable (24 random bytes); deleting the row revokes the link and its
// votes. Friends vote without an account, one vote per visitor: the key is
// an HMAC of the shortlist and the visitor's signed cookie, so votes never
// store who cast them.

const TOKEN = /^[A-Za-z0-9_-]{32}$/;

export function newShortlistToken(): string {
  return randomBytes(24).toString("base64url");
}

/** The owner's share link, creating it the first time. */
export async function shareFavorites(db: Database, userId: string): Promise<string> {
  await db.insert(shortlists).values({ userId, token: newShortlistToken() }).onConflictDoNothing({ target: shortlists.userId });
  const [row] = await db.select({ token: shortlists.token }).from(shortlists).where(eq(shortlists.userId, userId));
  return row.token;
}

/** Revokes the owner's link: it stops working at once and its votes go with it. */
export async function stopSharing(db: Database, userId: string): Promise<boolean> {
  const removed = await db.delete(shortlists).where(eq(shortlists.userId, userId)).returning({ id: shortlists.id });
  return removed.length > 0;
}

export interface OwnerShortlist {
  token: string;
  /** Votes per favorite id. */
  votes: Record<string, number>;
  voters: number;
}

/** What the owner sees on the dashboard: the link, if shared, and the counts. */
export async function ownerShortlist(db: Database, userId: string): Promise<OwnerShortlist | null> {
  const [row] = await db.select({ id: shortlists.id, token: shortlists.token }).from(shortlists).where(eq(shortlists.userId, userId));
  if (!row) return null;
  const counts = await db
    .select({ favoriteId: shortlistVotes.favoriteId, n: sql<number>`count(*)::int` })
    .from(shortlistVotes)
    .where(eq(shortlistVotes.shortlistId, row.id))
    .groupBy(shortlistVotes.favoriteId);
  const votes = Object.fromEntries(counts.map((c) => [c.favoriteId, c.n]));
  return { token: row.token, votes, voters: counts.reduce((sum, c) => sum + c.n, 0) };
}

export interface PublicShortlist {
  id: string;
  ownerId: string;
  /** The owner's first name, as the page greets friends with it. */
  ownerName: string;
  names: Array<{ id: string; name: string; generatorTitle: string; description: string | null }>;
}

/** The shared page; null for an unknown or revoked token. */
export async function shortlistByToken(db: Database, token: string): Promise<PublicShortlist | null> {
  if (!TOKEN.test(token)) return null;
  const [row] = await db
    .select({ id: shortlists.id, ownerId: shortlists.userId, ownerName: users.name })
    .from(shortlists)
    .innerJoin(users, eq(users.id, shortlists.userId))
    .where(eq(shortlists.token, token));
  if (!row) return null;
  const list = await db
    .select({ id: favorites.id, name: favorites.name, generator: favorites.generator, description: favorites.description })
    .from(favorites)
    .where(eq(favorites.userId, row.ownerId))
    .orderBy(desc(favorites.createdAt), asc(favorites.id));
  return {
    id: row.id,
    ownerId: row.ownerId,
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Records (or moves) this visitor's one vote. The favorite must be on this
 * shortlist: the owner is checked in the same statement. False when it is not.
 */
export async function castVote(db: Database, shortlist: Pick<PublicShortlist, "id" | "ownerId">, key: string, favoriteId: string): Promise<boolean> {
  if (!UUID.test(favoriteId)) return false;
  const [owned] = await db
    .select({ id: favorites.id })
    .from(favorites)
    .where(and(eq(favorites.id, favoriteId), eq(favorites.userId, shortlist.ownerId)));
  if (!owned) return false;
  await db
    .insert(shortlistVotes)
    .values({ shortlistId: shortlist.id, voterKey: key, favoriteId })
    .onConflictDoUpdate({ target: [shortlistVotes.shortlistId, shortlistVotes.voterKey], set: { favoriteId, createdAt: sql`now()` } });
  return true;
}
