import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { favorites } from "~/db/schema";
import { generatorBySlug } from "~/generation/catalog/catalog.server";

// Saved names. Every query carries the owner's id: a favorite is only ever
// read, changed or exported by the user who saved it.

export const NAME_MAX = 80;
export const DESCRIPTION_MAX = 600;
export const DETAILS_MAX_BYTES = 4096;

export type FavoriteDetails = Record<string, string | string[]>;

export interface FavoriteInput {
  generator: string;
  name: string;
  description: string | null;
  details: FavoriteDetails;
}

export interface Favorite {
  id: string;
  generator: string;
  name: string;
  description: string | null;
  details: FavoriteDetails;
  createdAt: Date;
}

/** Input that cannot be saved; the message is shown to the user as it is. */
export class FavoriteInputError extends Error {
  override name = "FavoriteInputError";
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Checks what a browser sent; throws FavoriteInputError with a readable message. */
export function parseFavoriteInput(raw: unknown): FavoriteInput {
  if (!isPlainObject(raw)) throw new FavoriteInputError("The favorite could not be read.");
  const { generator, name, description, details } = raw;
  if (typeof generator !== "string" || !generatorBySlug(generator)) {
    throw new FavoriteInputError("This generator does not exist.");
  }
  const trimmedName = typeof name === "string" ? name.trim() : "";
  if (!trimmedName) throw new FavoriteInputError("The name is missing.");
  if (trimmedName.length > NAME_MAX) throw new FavoriteInputError(`The name must be at most ${NAME_MAX} characters.`);
  if (description !== undefined && description !== null && typeof description !== "string") {
    throw new FavoriteInputError("The description must be text.");
  }
  const trimmedDescription = typeof description === "string" ? description.trim() : "";
  if (trimmedDescription.length > DESCRIPTION_MAX) {
    throw new FavoriteInputError(`The description must be at most ${DESCRIPTION_MAX} characters.`);
  }
  return {
    generator,
    name: trimmedName,
    description: trimmedDescription || null,
    details: parseDetails(details),
  };
}

function parseDetails(details: unknown): FavoriteDetails {
  if (details === undefined || details === null) return {};
  if (!isPlainObject(details)) throw new FavoriteInputError("The details of the name could not be read.");
  const clean: FavoriteDetails = {};
  for (const [key, value] of Object.entries(details)) {
    if (typeof value === "string") clean[key] = value;
    else if (Array.isArray(value) && value.every((v) => typeof v === "string")) clean[key] = [...value];
    else throw new FavoriteInputError("The details of the name could not be read.");
  }
  if (new TextEncoder().encode(JSON.stringify(clean)).length > DETAILS_MAX_BYTES) {
    throw new FavoriteInputError("The details of the name are too long to save.");
  }
  return clean;
}

const columns = {
  id: favorites.id,
  generator: favorites.generator,
  name: favorites.name,
  description: favorites.description,
  details: favorites.details,
  createdAt: favorites.createdAt,
};

function present(row: { details: Record<string, unknown> } & Omit<Favorite, "details">): Favorite {
  return { ...row, details: row.details as FavoriteDetails };
}

/** Saves a name; saving the same name of the same generator twice keeps one favorite. */
export async function addFavorite(db: Database, userId: string, raw: unknown, now = new Date()): Promise<void> {
  const input = parseFavoriteInput(raw);
  await db
    .insert(favorites)
    .values({ userId, ...input, createdAt: now })
    .onConflictDoNothing({ target: [favorites.userId, favorites.generator, favorites.name] });
}

/** Removes one of the user's favorites; false when there is no such favorite of theirs. */
export async function removeFavorite(db: Database, userId: string, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const removed = await db
    .delete(favorites)
    .where(and(eq(favorites.id, id), eq(favorites.userId, userId)))
    .returning({ id: favorites.id });
  return removed.length > 0;
}

/** The heart on a result card: saves the name, or removes it when it was saved. */
export async function toggleFavorite(db: Database, userId: string, raw: unknown, now = new Date()): Promise<{ favorited: boolean }> {
  const input = parseFavoriteInput(raw);
  const removed = await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.generator, input.generator), eq(favorites.name, input.name)))
    .returning({ id: favorites.id });
  if (removed.length > 0) return { favorited: false };
  await db
    .insert(favorites)
    .values({ userId, ...input, createdAt: now })
    .onConflictDoNothing({ target: [favorites.userId, favorites.generator, favorites.name] });
  return { favorited: true };
}

/** The user's favorites, newest first. */
export async function listFavorites(db: Database, userId: string): Promise<Favorite[]> {
  const rows = await db
    .select(columns)
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), desc(favorites.id));
  return rows.map(present);
}

export async function countFavorites(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(favorites)
    .where(eq(favorites.userId, userId));
  return row?.n ?? 0;
}

/** Which of these names of one generator the user has already saved. */
export async function savedNames(db: Database, userId: string, generator: string, names: string[]): Promise<string[]> {
  const wanted = [...new Set(names.map((n) => n.trim()).filter((n) => n && n.length <= NAME_MAX))].slice(0, 50);
  if (wanted.length === 0 || !generatorBySlug(generator)) return [];
  const rows = await db
    .select({ name: favorites.name })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.generator, generator), inArray(favorites.name, wanted)));
  return rows.map((r) => r.name);
}

// ---------------------------------------------------------------------------
// CSV export

/**
 * One CSV cell (RFC 4180). A cell a spreadsheet would read as a formula
 * (=, +, -, @, or a leading tab or carriage return) is prefixed with a
 * single quote, so opening the export never runs anything.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: string[][]): string {
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** The generator's title as the site shows it, e.g. "Dog Name". */
export function generatorTitle(slug: string): string {
  return generatorBySlug(slug)?.title ?? slug;
}

export function favoritesCsv(list: Favorite[]): string {
  return toCsv([
    ["Name", "Generator", "Description", "Saved at"],
    ...list.map((f) => [f.name, generatorTitle(f.generator), f.description ?? "", f.createdAt.toISOString()]),
  ]);
}

/** The user's favorites as a CSV file, newest first. */
export async function exportFavoritesCsv(db: Database, userId: string): Promise<string> {
  return favoritesCsv(await listFavorites(db, userId));
}
