import { Writable } from "node:stream";
import { afterEach, describe, expect, test } from "vitest";
import { createLogger, log, setLogger, withRequestLog } from "./log.server";

/** A logger whose lines land in an array, parsed. */
function capture(level: "debug" | "info" | "warn" | "error" = "info") {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      raw.push(String(chunk));
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: createLogger(stream, level), lines, raw };
}

afterEach(() => setLogger(createLogger(undefined, "silent")));

describe("the log", () => {
  test("secrets never reach it, at the top level or inside a request's headers", () => {
    const { logger, lines, raw } = capture();
    logger.info(
      {
        authorization: "Bearer sk-live-123",
        cookie: "better-auth.session_token=abc.def",
        apiKey: "gsk_secret",
        cardNumber: "4242424242424242",
        req: { headers: { cookie: "ns_visitor=v1", authorization: "Basic dXNlcjpwYXNz" } },
        settings: { apiKey: "gsk_nested", secret: "s3", password: "hunter22" },
      },
      "probe",
    );
    expect(lines[0]).toMatchObject({
      authorization: "[redacted]",
      cookie: "[redacted]",
      apiKey: "[redacted]",
      cardNumber: "[redacted]",
      req: { headers: { cookie: "[redacted]", authorization: "[redacted]" } },
      settings: { apiKey: "[redacted]", secret: "[redacted]", password: "[redacted]" },
    });
    for (const secret of ["sk-live-123", "abc.def", "gsk_secret", "4242424242424242", "ns_visitor=v1", "dXNlcjpwYXNz", "gsk_nested", "hunter22"]) {
      expect(raw.join("")).not.toContain(secret);
    }
  });

  test("LOG_LEVEL=warn keeps info lines out and lets warnings through", () => {
    const { logger, lines } = capture("warn");
    logger.info({ route: "/" }, "request");
    logger.warn({ event: "throttle" }, "throttled");
    expect(lines.map((l) => l.msg)).toEqual(["throttled"]);
    expect(lines[0].level).toBe("warn");
  });

  test("every line written while a request runs carries its id", async () => {
    const { logger, lines } = capture();
    setLogger(logger);
    await withRequestLog({ reqId: "req-42" }, async () => {
      await new Promise((r) => setTimeout(r, 1));
      log().info("inside");
    });
    log().info("outside");
    expect(lines.map((l) => [l.msg, l.reqId])).toEqual([
      ["inside", "req-42"],
      ["outside", undefined],
    ]);
  });
});
