import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins/two-factor";
import { config, type Config } from "~/config.server";
import { verificationLink } from "./verification";
import type { Database } from "~/db/client.server";
import { databaseHandle } from "~/db/index.server";
import { accounts, profiles, rateLimits, sessions, twoFactors, users, verifications } from "~/db/schema";
import { actionMail, sendMail } from "~/mail/mail.server";
import { log } from "~/lib/log.server";

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./forms";

/**
 * better-auth over our own tables. Pages call `auth.api.*` from loaders and
 * actions (forms work without JavaScript), behind their own validation and
 * throttles; `/api/auth/*` lets through only what needs a URL of its own:
 * e-mail verification links and Google's callback (an allow-list in
 * routes/_resources/api.auth.ts; every other endpoint answers 404 there).
 */
export function createAuth(db: Database, cfg: Config) {
  return betterAuth({
    appName: "Namesmith",
    baseURL: cfg.SITE_URL,
    secret: cfg.APP_SECRET,
    trustedOrigins: [cfg.SITE_URL],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications, twoFactor: twoFactors, rateLimit: rateLimits },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // Not awaited: an unknown address gets no e-mail, so waiting for the
      // mail server would tell, by time or by failure, which addresses have
      // an account. A failed send is logged instead.
      async sendResetPassword({ user, token }) {
        const url = `${cfg.SITE_URL}/reset-password?token=${encodeURIComponent(token)}`;
        void sendMail(
          actionMail({
            to: user.email,
            subject: "Reset your Namesmith password",
            intro: "Someone (hopefully you) asked to reset the password of your Namesmith account. The link works once and expires in one hour.",
            action: "Choose a new password",
            url,
            outro: "If you did not ask for this, ignore this e-mail: your password stays the same.",
          }),
        ).catch((error: unknown) => log().error({ err: error }, "could not send the password reset e-mail"));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      async sendVerificationEmail({ user, url }) {
        await sendMail(
          actionMail({
            to: user.email,
            subject: "Confirm your e-mail for Namesmith",
            intro: `Welcome to Namesmith, ${user.name}! Please confirm that this is your e-mail address.`,
            action: "Confirm my e-mail",
            url: verificationLink(url),
            outro: "The link expires in 24 hours. If you did not create an account, you can ignore this e-mail.",
          }),
        );
      },
    },
    socialProviders:
      cfg.GOOGLE_CLIENT_ID && cfg.GOOGLE_CLIENT_SECRET
        ? { google: { clientId: cfg.GOOGLE_CLIENT_ID, clientSecret: cfg.GOOGLE_CLIENT_SECRET } }
        : {},
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    // The few requests let through /api/auth/* are limited here, in the database
    // so every instance shares the count; our own forms are throttled in throttle.server.ts.
    rateLimit: { enabled: true, storage: "database", window: 60, max: 60 },
    advanced: {
      // A session and its user in one query (relations in ~/db/schema.ts).
      database: { joins: true },
      ipAddress: { ipAddressHeaders: ["x-namesmith-client-ip"] },
      useSecureCookies: cfg.SITE_URL.startsWith("https://"),
      defaultCookieAttributes: { sameSite: "lax", httpOnly: true },
    },
    databaseHooks: {
      user: {
        create: {
          // Every account gets a profile. The role is always "user" here:
          // nothing a client sends can make an administrator.
          async after(user) {
            await db
              .insert(profiles)
              .values({ userId: user.id, fullName: user.name, role: "user" })
              .onConflictDoNothing();
          },
        },
      },
    },
    plugins: [twoFactor({ issuer: "Namesmith", skipVerificationOnEnable: false })],
    telemetry: { enabled: false },
    // The library's own messages join our log; only its errors' messages, never the objects it passes along.
    logger: {
      log: (level, message, ...args) =>
        log()[level]({ errors: args.filter((a): a is Error => a instanceof Error).map((e) => e.message) }, `better-auth: ${message}`),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

let instance: { auth: Auth; db: Database } | undefined;

/** The auth instance for the open database. */
export function auth(): Auth {
  const db = databaseHandle().db;
  if (!instance || instance.db !== db) instance = { auth: createAuth(db, config()), db };
  return instance.auth;
}
