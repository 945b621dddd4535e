import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { parseConfig, setConfig } from "~/config.server";
import { appSettings } from "~/db/schema";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../tests/setup/databases";
import { aiSettings, maskSecret, prices, saveSecret, saveSettings, secret } from "./settings.server";

describe.each(databaseKinds())("settings on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    setConfig(parseConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "ns-settings-")), APP_SECRET: "a".repeat(64) }));
    t = await createTestDatabase(kind);
  });
  afterAll(async () => t?.drop());

  test("defaults until an administrator saves a value", async () => {
    expect(await prices(t.handle.db)).toEqual({ monthly: 5, yearly: 50 });
    await saveSettings(t.handle.db, { prices: { monthly: 6, yearly: 60 } }, null);
    expect(await prices(t.handle.db)).toEqual({ monthly: 6, yearly: 60 });
  });

  test("secrets are stored encrypted and read back decrypted", async () => {
    await saveSecret(t.handle.db, "ai.apiKey", "gsk_live_secret_value_1234", null);
    const [row] = await t.handle.db.select().from(appSettings).where(eq(appSettings.key, "ai.apiKey"));
    expect(JSON.stringify(row.value)).not.toContain("gsk_live_secret_value");
    expect(row.secret).toBe(true);
    expect(await secret(t.handle.db, "ai.apiKey")).toBe("gsk_live_secret_value_1234");
    expect((await aiSettings(t.handle.db)).apiKey).toBe("gsk_live_secret_value_1234");
    expect(maskSecret("gsk_live_secret_value_1234")).toBe("••••••••1234");
  });

  test("a secret encrypted under another APP_SECRET reads as unset", async () => {
    setConfig(parseConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "ns-settings-")), APP_SECRET: "b".repeat(64) }));
    expect(await secret(t.handle.db, "ai.apiKey")).toBeNull();
  });
});
