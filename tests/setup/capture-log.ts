import { Writable } from "node:stream";
import { createLogger, setLogger } from "~/lib/log.server";

/** Runs `fn` with the site's logger writing into a list; returns the lines written, parsed. */
export async function captureLog(fn: () => Promise<void>): Promise<Record<string, unknown>[]> {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n")) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  setLogger(createLogger(sink, "info"));
  try {
    await fn();
  } finally {
    setLogger(createLogger());
  }
  return lines;
}
