import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { saveSettingsForm, settingsForForm } from "~/admin/settings.server";
import { setRole } from "~/admin/users.server";
import { allowAuthAttempt } from "~/auth/throttle.server";
import { checkCard } from "~/billing/card";
import { subscribe } from "~/billing/subscriptions.server";
import { testProcessor } from "~/billing/test-processor.server";
import { createPost, updatePost } from "~/blog/posts.server";
import { parseConfig, setConfig } from "~/config.server";
import { createLogger, setLogger } from "~/lib/log.server";
import { invalidateSettings } from "~/settings/settings.server";
import { reserveGeneration } from "~/usage/usage.server";
import { createTestDatabase, createTestUser, databaseKinds, type TestDatabase } from "../setup/databases";

// What an operator looks for in the log: each refused payment, throttle hit
// and administrator action leaves exactly one line saying so.

let lines: Record<string, unknown>[] = [];
beforeEach(() => {
  lines = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  setLogger(createLogger(stream, "info"));
  invalidateSettings();
});
afterEach(() => setLogger(createLogger(undefined, "silent")));

const events = (event: string) => lines.filter((l) => l.event === event);

describe.each(databaseKinds())("log lines on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => t?.drop());

  test("a throttle hit: one warning, with the address and without the account's e-mail", async () => {
    const results: boolean[] = [];
    for (let i = 0; i < 9; i++) results.push(await allowAuthAttempt(t.handle.db, "sign-in", "192.0.2.1", "victim@example.com"));
    expect(results.filter((r) => !r)).toHaveLength(1);
    expect(events("throttle")).toEqual([expect.objectContaining({ level: "warn", scope: "sign-in:account", limit: 8 })]);
    expect(JSON.stringify(lines)).not.toContain("victim@example.com");
  });

  test("the generation usage limit: one warning per refused generation", async () => {
    const actor = { userId: null, visitorId: randomUUID(), ip: "192.0.2.2" };
    const now = new Date();
    for (let i = 0; i < 3; i++) await reserveGeneration(t.handle.db, actor, now);
    expect(events("usage-limit")).toEqual([]);
    await expect(reserveGeneration(t.handle.db, actor, now)).rejects.toThrow();
    expect(events("usage-limit")).toEqual([expect.objectContaining({ level: "warn", limit: "visitor", ip: "192.0.2.2" })]);
  });

  test("a refused payment: one warning, and nothing of the card", async () => {
    const userId = await createTestUser(t.handle.db, "Ada");
    const check = checkCard({ cardNumber: "4000 0000 0000 0002", expiryDate: "12/30", cvv: "123", nameOnCard: "Ada Lovelace", country: "US", postalCode: "94103" }, new Date());
    if (!check.ok) throw new Error("test card refused by the form");
    const result = await subscribe(t.handle.db, testProcessor(), {
      userId,
      email: `${userId}@example.com`,
      ip: "192.0.2.3",
      plan: "monthly",
      method: { kind: "card", card: check.card },
      idempotencyKey: randomUUID(),
    });
    expect(result.kind).toBe("declined");
    expect(events("payment-refused")).toEqual([expect.objectContaining({ level: "warn", userId, plan: "monthly", processor: "test" })]);
    expect(JSON.stringify(lines)).not.toMatch(/4000 ?0000 ?0000 ?0002|"cvv"/);
  });

  test("administrator actions: one line each, none for a change that changed nothing", async () => {
    const admin = await createTestUser(t.handle.db, "Admin");
    const user = await createTestUser(t.handle.db, "Bea");
    await setRole(t.handle.db, admin, user, "admin");
    await setRole(t.handle.db, admin, user, "admin");
    const post = { slug: `log-${randomUUID().slice(0, 8)}`, title: "A title", excerpt: "Excerpt", content: "Body", category: "Pets", tags: [], author: "Ada", image: null, imageAlt: null, publishedAt: "2026-10-20", published: false };
    const id = await createPost(t.handle.db, post, admin);
    await updatePost(t.handle.db, id, { ...post, title: "A better title" }, admin);
    expect(events("admin-action").map((l) => [l.action, l.actorId, l.target])).toEqual([
      ["user.make-admin", admin, user],
      ["blog.create", admin, id],
      ["blog.update", admin, id],
    ]);
  });

  test("settings saved: one line naming the changed secret, never its value", async () => {
    setConfig(parseConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "ns-log-")), APP_SECRET: "c".repeat(64) }));
    const admin = await createTestUser(t.handle.db, "Admin");
    const { values } = await settingsForForm(t.handle.db);
    await saveSettingsForm(t.handle.db, { ...values, prices: { ...values.prices, monthly: 7 } }, { aiApiKey: "gsk_log_probe_secret" }, admin);
    expect(events("admin-action")).toEqual([expect.objectContaining({ action: "settings.update", actorId: admin, changedSecrets: ["aiApiKey"] })]);
    expect(JSON.stringify(lines)).not.toContain("gsk_log_probe_secret");
  });
});
