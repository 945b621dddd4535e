import { createHash } from "node:crypto";
import { cutAtNonce, withNonce } from "../../page-cache.mjs";

/**
 * The last documents rendered, by what they were rendered from.
 *
 * A document is a function of its address and of what its loaders returned
 * (React Router hands the render nothing else; the per-request CSP nonce is
 * cut out and put back). A visitor who opens the same page again with the
 * same data (a reload, back and forward, a signed-in visitor moving between
 * generator pages, the same page for two visitors with the same account
 * state) gets the same markup without a second render. Anything that changes
 * the page changes its loader data, and so its key. See docs/decisions/0023.
 */
export interface RenderMemo {
  /** The key for this render, or null when its data cannot be compared (promises, functions). */
  keyFor(url: string, status: number, data: unknown): string | null;
  /** The stored page as bytes, with this request's nonce, or null. */
  get(key: string, nonce: string): Buffer | null;
  set(key: string, nonce: string, markup: string): void;
  readonly size: number;
  readonly bytes: number;
}

export function createRenderMemo({ maxBytes = 8 * 1024 * 1024, ttlMs = 60_000, now = Date.now } = {}): RenderMemo {
  // Kept as bytes cut at the nonce (page-cache.mjs): a copy for a request is
  // one buffer of those parts with its nonce between them.
  const entries = new Map<string, { parts: Buffer[]; bytes: number; expires: number }>();
  let bytes = 0;

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  return {
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
    keyFor(url, status, data) {
      let comparable = true;
      const json = JSON.stringify([url, status, data], (_key, value: unknown) => {
        if (typeof value === "function" || typeof value === "symbol" || typeof value === "bigint" || value instanceof Promise) comparable = false;
        return value;
      });
      return comparable ? createHash("sha256").update(json).digest("base64url") : null;
    },
    get(key, nonce) {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.expires <= now()) {
        drop(key);
        return null;
      }
      // Most recently used last: the oldest goes first when room is needed.
      entries.delete(key);
      entries.set(key, entry);
      return Buffer.concat(withNonce(entry.parts, nonce));
    },
    set(key, nonce, markup) {
      if (!nonce) return;
      const parts = cutAtNonce(markup, nonce);
      const size = parts.reduce((sum, part) => sum + part.length, 0);
      if (size > maxBytes / 8) return;
      drop(key);
      entries.set(key, { parts, bytes: size, expires: now() + ttlMs });
      bytes += size;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
    },
  };
}
