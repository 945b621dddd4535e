import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, test, vi } from "vitest";
import { parseConfig } from "~/config.server";
import { sessions } from "~/db/schema";
import { accountStateFor } from "~/usage/account-state.server";
import { databaseKinds, useAppDatabase } from "../../tests/setup/databases";
import { auth } from "./auth.server";
import { getUser, signedToken } from "./session.server";

const SITE = "http://localhost:3000";
const cfg = parseConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "namesmith-session-read-")), SITE_URL: SITE, SMTP_URL: "" });
const DAY = 24 * 60 * 60 * 1000;
let caller = 0;

async function signUp(email: string): Promise<{ cookie: string; token: string }> {
  const res = await auth().handler(
    new Request(`${SITE}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: SITE, "x-namesmith-client-ip": `10.9.0.${++caller}` },
      body: JSON.stringify({ name: "Grace Hopper", email, password: "secret123" }),
    }),
  );
  expect(res.status).toBe(200);
  const cookie = res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const token = decodeURIComponent(/session_token=([^;]+)/.exec(cookie)![1]).split(".")[0];
  return { cookie, token };
}

const page = (cookie: string) => new Request(`${SITE}/ai-dog-name-generator`, { headers: { cookie } });

describe("a session cookie's signature, checked as better-auth checks it", () => {
  const rules = { cookieName: "better-auth.session_token", secret: "a-secret-that-is-long-enough-0123456789" };
  const signed = async (token: string, secret = rules.secret) => {
    // better-auth's own signing (better-call, which it uses for its cookies).
    const { serializeSignedCookie } = await import("better-call");
    return (await serializeSignedCookie(rules.cookieName, token, secret)).split(";")[0];
  };

  test("a cookie signed with the app's secret gives its token", async () => {
    expect(signedToken(`theme=dark; ${await signed("tok123")}`, rules)).toBe("tok123");
  });

  test("a changed token, another secret's signature, a cut signature or two such cookies give nothing", async () => {
    const good = await signed("tok123");
    expect(signedToken(good.replace("tok123", "tok124"), rules)).toBeNull();
    expect(signedToken(await signed("tok123", "another-secret-that-is-long-enough-9876"), rules)).toBeNull();
    expect(signedToken(good.slice(0, -6), rules)).toBeNull();
    expect(signedToken(`${good}; ${await signed("other")}`, rules)).toBeNull();
    expect(signedToken(`${rules.cookieName}=tok123`, rules)).toBeNull();
    expect(signedToken(`${rules.cookieName}=%E0%A4%A`, rules)).toBeNull();
  });
});

describe.each(databaseKinds())("the signed-in user of a page view on %s", (kind) => {
  const app = useAppDatabase(kind, cfg);

  test("is the user better-auth knows, with the account state the page's loaders then reuse", async () => {
    const { cookie } = await signUp("grace@example.com");
    const request = page(cookie);
    const getSession = vi.spyOn(auth().api, "getSession");
    const user = await getUser(request);
    expect(user).toMatchObject({ email: "grace@example.com", name: "Grace Hopper", role: "user", emailVerified: false, twoFactorEnabled: false });
    const fromLibrary = await auth().api.getSession({ headers: new Headers({ cookie }) });
    expect(user?.id).toBe(fromLibrary?.user.id);
    expect(getSession).toHaveBeenCalledTimes(1); // only the comparison above
    getSession.mockRestore();
    expect((await accountStateFor(app.db, request, user!.id)).usedToday).toBe(0);
  });

  test("a forged cookie, a signed-out session or an expired one is nobody", async () => {
    const { cookie, token } = await signUp("ada@example.com");
    expect(await getUser(page(cookie.replace(/session_token=[^.;]+/, "session_token=forged")))).toBeNull();

    await app.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.token, token));
    expect(await getUser(page(cookie))).toBeNull();

    const again = await signUp("ada2@example.com");
    await app.db.delete(sessions).where(eq(sessions.token, again.token));
    expect(await getUser(page(again.cookie))).toBeNull();
  });

  test("a session due for its daily refresh is refreshed by better-auth", async () => {
    const { cookie, token } = await signUp("linus@example.com");
    // 29 days and 23 hours left of 30: past the one-day update age.
    const old = new Date(Date.now() + 30 * DAY - 25 * 60 * 60 * 1000);
    await app.db.update(sessions).set({ expiresAt: old }).where(eq(sessions.token, token));
    const getSession = vi.spyOn(auth().api, "getSession");
    expect((await getUser(page(cookie)))?.email).toBe("linus@example.com");
    expect(getSession).toHaveBeenCalledTimes(1);
    getSession.mockRestore();
    const [row] = await app.db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.token, token));
    expect(row.expiresAt.getTime()).toBeGreaterThan(old.getTime() + 60 * 60 * 1000);
  });
});
