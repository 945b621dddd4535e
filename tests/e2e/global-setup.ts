import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startFakeRdap } from "./fake-rdap";
import { freePort, startServer, type RunningServer } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    /** Folder where the capture SMTP server writes each message as JSON. */
    mailDir: string;
    adminEmail: string;
    adminPassword: string;
  }
}

const ADMIN_EMAIL = "admin@namesmith.test";
const ADMIN_PASSWORD = "admin-password-e2e";

/** A real SMTP server the app sends to; each message lands in mailDir as JSON. */
async function startMailCapture(mailDir: string): Promise<{ port: number; close: () => Promise<void> }> {
  const { SMTPServer } = await import("smtp-server");
  const port = await freePort();
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (c: Buffer) => (raw += c.toString("utf8")));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        writeFileSync(path.join(mailDir, `${Date.now()}-${++n}.json`), JSON.stringify({ to, raw }));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { port, close: () => new Promise<void>((r) => server.close(() => r())) };
}

let server: RunningServer | undefined;
let dataDir: string | undefined;
let mail: { close: () => Promise<void> } | undefined;
let rdap: { close: () => Promise<void> } | undefined;

/** Starts the production server (build/ must exist) on a free port with a fresh embedded database. */
export async function setup(project: TestProject) {
  dataDir = mkdtempSync(path.join(tmpdir(), "namesmith-e2e-"));
  const mailDir = path.join(dataDir, "captured-mail");
  mkdirSync(mailDir);
  const capture = await startMailCapture(mailDir);
  mail = capture;
  // Domain checks go to a local fake registry, never to the internet.
  const fakeRdap = await startFakeRdap();
  rdap = fakeRdap;
  server = await startServer({
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
    // On PostgreSQL the test payment processor is off unless switched on; the journeys pay with it.
    PAYMENTS_TEST_MODE: process.env.E2E_DATABASE_URL ? "true" : "",
    SMTP_URL: `smtp://127.0.0.1:${capture.port}`,
    // Each browser context and each API test call comes from an address of its
    // own (X-Forwarded-For), so the per-address visitor ceiling applies per "person".
    TRUST_PROXY: "true",
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    RDAP_BOOTSTRAP_URL: "off",
    RDAP_BASE_OVERRIDE: fakeRdap.base,
  });
  const baseURL = server.baseURL;
  project.provide("baseURL", baseURL);
  project.provide("mailDir", mailDir);
  project.provide("adminEmail", ADMIN_EMAIL);
  project.provide("adminPassword", ADMIN_PASSWORD);
}

export async function teardown() {
  await server?.stop();
  await mail?.close();
  await rdap?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
