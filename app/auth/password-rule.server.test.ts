import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { parseConfig, setConfig } from "~/config.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../tests/setup/databases";
import { createAdmin } from "./admin.server";
import { createAuth, type Auth } from "./auth.server";

// The auth library applies the site's one password rule too (decision 0010):
// nothing that reaches it directly can set a password of 7 characters.

const cfg = parseConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "namesmith-password-")), SITE_URL: "http://localhost:3000", SMTP_URL: "" });

describe.each(databaseKinds())("the password rule in the auth library on %s", (kind) => {
  let t: TestDatabase;
  let auth: Auth;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    setConfig(cfg);
    auth = createAuth(t.handle.db, cfg);
  });
  afterAll(async () => t?.drop());

  test("7 characters are refused, 8 are accepted", async () => {
    await expect(auth.api.signUpEmail({ body: { name: "Seven", email: "seven@example.com", password: "1234567" } })).rejects.toThrow(/short/i);
    const ok = await auth.api.signUpEmail({ body: { name: "Eight", email: "eight@example.com", password: "12345678" } });
    expect(ok.user.email).toBe("eight@example.com");
  });

  test("an administrator cannot be created with 7 characters either", async () => {
    await expect(createAdmin(t.handle.db, auth, "boss@example.com", "1234567")).rejects.toThrow(/short/i);
  });
});
