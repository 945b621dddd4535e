import { relations, sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

// One schema for the whole product. PGlite (embedded) and PostgreSQL run the
// same committed migrations generated from this file.

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// ---------------------------------------------------------------------------
// Accounts (the shapes better-auth expects; see app/auth)

export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("accounts_user_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

export const twoFactors = pgTable("two_factors", {
  id: text("id").primaryKey(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  backupCodes: text("backup_codes").notNull(),
  verified: boolean("verified").notNull().default(true),
  failedVerificationCount: integer("failed_verification_count").notNull().default(0),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

/** better-auth's rate-limit store, kept in the database so every instance shares it. */
export const rateLimits = pgTable("rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/** Role and display name. Roles are only ever written by the server. */
export const profiles = pgTable("profiles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  fullName: text("full_name").notNull(),
  role: text("role", { enum: ["user", "admin"] }).notNull().default("user"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------------------
// Names

export const favorites = pgTable(
  "favorites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    generator: text("generator").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("favorites_user_generator_name_idx").on(t.userId, t.generator, t.name),
    index("favorites_user_created_idx").on(t.userId, t.createdAt),
  ],
);

/** Every successful generation: who, which generator, what was asked and answered. */
export const nameGenerations = pgTable(
  "name_generations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    visitorId: text("visitor_id"),
    generator: text("generator").notNull(),
    input: jsonb("input").$type<Record<string, string>>().notNull(),
    provider: text("provider").notNull(),
    model: text("model"),
    names: jsonb("names").$type<unknown[]>().notNull(),
    premium: boolean("premium").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("name_generations_user_generator_idx").on(t.userId, t.generator, t.createdAt),
    index("name_generations_created_idx").on(t.createdAt),
  ],
);

/**
 * One row per call to the AI provider (success or failure), for the admin
 * dashboard's error rate and median latency. Never the key, never the prompt.
 */
export const providerCalls = pgTable(
  "provider_calls",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    generator: text("generator").notNull(),
    provider: text("provider").notNull(),
    model: text("model"),
    ok: boolean("ok").notNull(),
    /** Why it failed (app/generation/providers/types.ts FailureKind); null when it worked. */
    kind: text("kind"),
    status: integer("status"),
    latencyMs: integer("latency_ms").notNull(),
    retries: integer("retries").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("provider_calls_created_idx").on(t.createdAt)],
);

/**
 * Domain availability answers from RDAP, shared by every instance. Only
 * definite answers (available, taken) are kept, for a few hours.
 */
export const domainChecks = pgTable("domain_checks", {
  domain: text("domain").primaryKey(),
  status: text("status", { enum: ["available", "taken"] }).notNull(),
  checkedAt: timestamp("checked_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Names a user picked from their favorites, shared as a read-only link; deleting the row revokes the link. */
export const shortlists = pgTable("shortlists", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: text("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  token: text("token").notNull().unique(),
  /** The owner's name for the list; null shows "Help {first name} pick a name". */
  title: text("title"),
  createdAt: createdAt(),
});

/** The favorites the owner put on their shortlist (a favorite removed from favorites leaves it too). */
export const shortlistNames = pgTable(
  "shortlist_names",
  {
    shortlistId: uuid("shortlist_id")
      .notNull()
      .references(() => shortlists.id, { onDelete: "cascade" }),
    favoriteId: uuid("favorite_id")
      .notNull()
      .references(() => favorites.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.shortlistId, t.favoriteId] })],
);

/** One vote per visitor and shortlist; the visitor may change it. */
export const shortlistVotes = pgTable(
  "shortlist_votes",
  {
    shortlistId: uuid("shortlist_id")
      .notNull()
      .references(() => shortlists.id, { onDelete: "cascade" }),
    voterKey: text("voter_key").notNull(),
    favoriteId: uuid("favorite_id")
      .notNull()
      .references(() => favorites.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.shortlistId, t.voterKey] }), index("shortlist_votes_favorite_idx").on(t.shortlistId, t.favoriteId)],
);

/**
 * Usage counters: one row per subject and period, e.g. ("user:abc", "day:2026-11-22").
 * Checked and incremented in one statement so limits stay exact under concurrency.
 */
export const usageCounters = pgTable(
  "usage_counters",
  {
    subject: text("subject").notNull(),
    period: text("period").notNull(),
    count: integer("count").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.subject, t.period] })],
);

// ---------------------------------------------------------------------------
// Settings, billing, blog, audit

/** Application settings as key/value; secrets are stored encrypted. */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  secret: boolean("secret").notNull().default(false),
  updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: updatedAt(),
});

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["active", "cancelled", "expired", "past_due", "pending"] }).notNull(),
    plan: text("plan", { enum: ["monthly", "yearly"] }).notNull(),
    processor: text("processor").notNull(),
    processorRef: text("processor_ref"),
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("subscriptions_user_idx").on(t.userId),
    uniqueIndex("subscriptions_processor_ref_idx").on(t.processor, t.processorRef),
  ],
);

export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subscriptionId: uuid("subscription_id").references(() => subscriptions.id, { onDelete: "set null" }),
    processor: text("processor").notNull(),
    processorRef: text("processor_ref").notNull(),
    kind: text("kind", { enum: ["charge", "renewal", "refund", "failed"] }).notNull(),
    plan: text("plan", { enum: ["monthly", "yearly"] }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("USD"),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    status: text("status", { enum: ["succeeded", "declined", "refunded", "pending"] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("payments_processor_ref_idx").on(t.processor, t.processorRef),
    index("payments_user_idx").on(t.userId, t.createdAt),
  ],
);

/** Processor notifications already applied (idempotency by the processor's reference). */
export const processedEvents = pgTable("processed_events", {
  processor: text("processor").notNull(),
  eventId: text("event_id").notNull(),
  receivedAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.processor, t.eventId] })]);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(),
    image: text("image"),
    /** What the image shows, for people who cannot see it. */
    imageAlt: text("image_alt"),
    category: text("category").notNull(),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    author: text("author").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    published: boolean("published").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("blog_posts_published_idx").on(t.published, t.publishedAt)],
);

/** Who changed what in the admin area, and when. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    target: text("target"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt)],
);

// The auth library reads a session with its user, and an account with its
// user, in one query through these (advanced.database.joins in auth.server.ts).
export const usersRelations = relations(users, ({ many }) => ({ sessions: many(sessions), accounts: many(accounts) }));
export const sessionsRelations = relations(sessions, ({ one }) => ({ user: one(users, { fields: [sessions.userId], references: [users.id] }) }));
export const accountsRelations = relations(accounts, ({ one }) => ({ user: one(users, { fields: [accounts.userId], references: [users.id] }) }));
