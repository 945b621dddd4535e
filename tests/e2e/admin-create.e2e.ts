import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { freshDatabase } from "./postgres";
import { cookiesOf, postForm, startServer, type RunningServer } from "./server";

// Someone signs up with the operator's address before the operator makes it
// the administrator. PostgreSQL, so the server and `npm run admin:create` can
// use the database at the same time, as they would in production.
const OWNER = { email: "owner@namesmith.test", password: "operator-password-1" };
const SQUATTER_PASSWORD = "squatter-password-1";

// Each run of the script boots the app (migrations, seed): slow on a busy machine.
describe("administrator account squatting", { timeout: 180_000 }, () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let server: RunningServer;
  let dataDir: string;
  const appSecret = randomBytes(32).toString("hex");
  const env = () => ({ DATA_DIR: dataDir, DATABASE_URL: db.url, APP_SECRET: appSecret, SMTP_URL: "" });

  const post = (p: string, fields: Record<string, string>, cookie = "") => postForm(server.baseURL, p, fields, cookie);
  // Asynchronous, so this process keeps noticing the server's closed keep-alive connections meanwhile.
  const adminCreate = (...args: string[]) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
      const child = spawn(process.execPath, ["scripts/admin-create.mjs", ...args], {
        env: { ...process.env, ...env(), NODE_ENV: "production", ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password, LOG_LEVEL: "warn" },
      });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (d) => (stdout += d));
      child.stderr.on("data", (d) => (stderr += d));
      child.on("error", reject);
      child.on("close", (status) => resolve({ status, stdout, stderr }));
    });

  let squatterCookie: string;
  beforeAll(async () => {
    db = await freshDatabase("namesmith_squat");
    dataDir = mkdtempSync(path.join(tmpdir(), "ns-squat-"));
    // The operator's first start already names the administrator, but someone was quicker.
    server = await startServer(env());
    const signUp = await post("/sign-up", { fullName: "Squatter", email: OWNER.email, password: SQUATTER_PASSWORD, confirmPassword: SQUATTER_PASSWORD, redirectTo: "" });
    expect(signUp.status).toBe(302);
    squatterCookie = cookiesOf(signUp);
    await server.stop();
  });
  afterAll(async () => {
    await server?.stop();
    await db?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test("a start with ADMIN_EMAIL says why it did not promote the account, and does not", async () => {
    server = await startServer({ ...env(), ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password });
    expect(server.output()).toContain("administrator not created");
    expect(server.output()).toContain("--take-over-existing");
    const [{ role }] = await db.query<{ role: string }>("select p.role from profiles p join users u on u.id = p.user_id where u.email = $1", [OWNER.email]);
    expect(role).toBe("user");
    // The squatter's password does not open the admin area, and neither does the operator's.
    expect((await post("/admin-login", { username: OWNER.email, password: SQUATTER_PASSWORD, redirectTo: "" })).headers.get("location")).not.toBe("/admin");
    expect((await post("/admin-login", { username: OWNER.email, password: OWNER.password, redirectTo: "" })).status).not.toBe(302);
  });

  test("npm run admin:create refuses with a clear message and exit code 1", async () => {
    const run = await adminCreate();
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`An account with ${OWNER.email} already exists`);
    expect(run.stderr).toContain("--take-over-existing");
  });

  test("an unknown option is refused before anything happens", async () => {
    const run = await adminCreate("--take-over");
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("unknown option --take-over");
  });

  test("--take-over-existing resets the password and ends the squatter's session", async () => {
    expect((await fetch(`${server.baseURL}/dashboard`, { headers: { cookie: squatterCookie }, redirect: "manual" })).status).toBe(200);
    const run = await adminCreate("--take-over-existing");
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`${OWNER.email}: administrator taken over`);

    const dashboard = await fetch(`${server.baseURL}/dashboard`, { headers: { cookie: squatterCookie }, redirect: "manual" });
    expect(dashboard.status).toBe(302);
    expect(dashboard.headers.get("location")).toMatch(/^\/sign-in/);
    expect((await post("/admin-login", { username: OWNER.email, password: SQUATTER_PASSWORD, redirectTo: "" })).status).not.toBe(302);
    const owner = await post("/admin-login", { username: OWNER.email, password: OWNER.password, redirectTo: "" });
    expect(owner.status).toBe(302);
    expect(owner.headers.get("location")).toBe("/admin");
  });
});
