import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { providerCalls } from "~/db/schema";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../tests/setup/databases";
import { providerHealth } from "./stats.server";

describe.each(databaseKinds())("AI provider health on the admin dashboard, on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => t?.drop());

  test("no calls: nothing to show", async () => {
    expect(await providerHealth(t.handle.db)).toEqual({ calls: 0, failures: 0, errorRate: null, medianLatencyMs: null });
  });

  test("error rate and median latency over the last 24 hours only", async () => {
    const now = new Date("2026-11-24T12:00:00Z");
    const hoursAgo = (h: number) => new Date(now.getTime() - h * 3600_000);
    const call = { generator: "dog", provider: "openai", model: "m" };
    await t.handle.db.insert(providerCalls).values([
      { ...call, ok: true, latencyMs: 900, createdAt: hoursAgo(1) },
      { ...call, ok: true, latencyMs: 1500, createdAt: hoursAgo(5) },
      { ...call, ok: false, kind: "auth", status: 401, latencyMs: 100, createdAt: hoursAgo(2) },
      { ...call, ok: true, latencyMs: 1200, createdAt: hoursAgo(23) },
      { ...call, ok: false, kind: "server", status: 500, latencyMs: 50, createdAt: hoursAgo(30) },
    ]);
    expect(await providerHealth(t.handle.db, now)).toEqual({ calls: 4, failures: 1, errorRate: 0.25, medianLatencyMs: 1050 });
  });
});
