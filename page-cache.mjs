// A short-lived cache of the pages a first-time visitor sees (no cookie at
// all), so a burst of anonymous traffic on a generator page costs one server
// render every few seconds instead of one per request. See
// docs/decisions/0008-anonymous-page-cache.md.
//
// Only pages that say so are kept: the app marks a response with the
// PAGE_CACHE_HEADER (entry.server.tsx does it for routes whose handle has
// `anonymousCache: true`, when the request carried no cookie and the answer
// is a plain 200 page that sets no cookie). The per-request CSP nonce is cut
// out when a page is stored and a fresh one is put in for every visitor.

export const PAGE_CACHE_HEADER = "x-namesmith-page-cache";
const NONCE_SLOT = "\u0000nonce\u0000";

/**
 * A page as UTF-8 buffers cut where its nonce stood, to keep (here and in the
 * app's render memo): each later copy is `withNonce` of them, the same
 * buffers with that request's nonce between them, so a hit rebuilds no string
 * and encodes nothing again.
 * @param {string} markup
 * @param {string} nonce
 * @returns {Buffer[]}
 */
export function cutAtNonce(markup, nonce) {
  return markup.split(nonce).map((part) => Buffer.from(part, "utf8"));
}

/**
 * @param {Buffer[]} parts what cutAtNonce kept
 * @param {string} nonce this request's nonce
 * @returns {Buffer[]} the pieces of the page, in order
 */
export function withNonce(parts, nonce) {
  const nonceBytes = Buffer.from(nonce);
  return parts.flatMap((part, i) => (i === 0 ? [part] : [nonceBytes, part]));
}
const ADMIN_PATH = /^\/admin(\/|$)/;
const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * @param {{ ttlMs?: number, maxEntries?: number, maxBodyBytes?: number, now?: () => number }} [options]
 */
export function createPageCache({ ttlMs = 10_000, maxEntries = 500, maxBodyBytes = 2_000_000, now = Date.now } = {}) {
  /** @type {Map<string, { expires: number, generation: number, status: number, headers: [string, string | string[]][], parts: Buffer[] }>} */
  const entries = new Map();
  // Anything an administrator changes (settings, posts) may show on these
  // pages: a completed admin change empties this instance's cache at once.
  // Other instances catch up within ttlMs.
  let generation = 0;

  function lookup(key) {
    const entry = entries.get(key);
    if (!entry) return null;
    if (entry.expires <= now() || entry.generation !== generation) {
      entries.delete(key);
      return null;
    }
    // Most recently used goes last, so the oldest is evicted first.
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  }

  function store(key, entry) {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value);
  }

  return {
    get size() {
      return entries.size;
    },
    clear() {
      generation++;
      entries.clear();
    },
    /** Express middleware; res.locals.nonce must already be set. */
    middleware(req, res, next) {
      if (UNSAFE.has(req.method) && ADMIN_PATH.test(req.path)) {
        res.on("finish", () => {
          if (res.statusCode < 400) {
            generation++;
            entries.clear();
          }
        });
        return next();
      }
      if (req.method !== "GET" || req.headers.cookie || req.headers.authorization) return next();

      const key = req.originalUrl;
      const nonce = res.locals.nonce;
      const hit = lookup(key);
      if (hit) {
        res.statusCode = hit.status;
        for (const [name, value] of hit.headers) {
          res.setHeader(name, Array.isArray(value) ? value : value.replaceAll(NONCE_SLOT, nonce));
        }
        // Written as stored, a piece at a time: a 190 kB page costs no new
        // string and no re-encoding per request.
        const pieces = withNonce(hit.parts, nonce);
        res.setHeader("Content-Length", String(pieces.reduce((sum, piece) => sum + piece.length, 0)));
        for (const piece of pieces.slice(0, -1)) res.write(piece);
        res.end(pieces.at(-1));
        return;
      }

      const startedAt = generation;
      const marked = () => Math.min(ttlMs, Number(res.getHeader(PAGE_CACHE_HEADER) ?? 0) * 1000 || 0);
      // Known once the headers are written; the first chunk is seen just before.
      let ttl = null;
      const writeHead = res.writeHead;
      res.writeHead = function (...args) {
        ttl ??= marked();
        res.removeHeader(PAGE_CACHE_HEADER);
        return writeHead.apply(this, args);
      };
      /** @type {Buffer[]} */
      const chunks = [];
      let size = 0;
      const collect = (chunk, encoding) => {
        ttl ??= res.headersSent ? 0 : marked();
        if (!ttl || chunk == null || typeof chunk === "function") return;
        const buffer = Buffer.isBuffer(chunk) ? chunk : typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8") : Buffer.from(chunk);
        size += buffer.length;
        if (size > maxBodyBytes) ttl = 0;
        else chunks.push(buffer);
      };
      const write = res.write;
      res.write = function (chunk, encoding, callback) {
        collect(chunk, encoding);
        return write.call(this, chunk, encoding, callback);
      };
      const end = res.end;
      res.end = function (chunk, encoding, callback) {
        collect(chunk, encoding);
        if (ttl && res.statusCode === 200 && !res.getHeader("set-cookie") && generation === startedAt && nonce) {
          const headers = [];
          for (const [name, value] of Object.entries(res.getHeaders())) {
            // The compressor sets these for this visitor's Accept-Encoding.
            if (name === "content-encoding" || name === "content-length" || name === "etag") continue;
            if (name === "vary") {
              // Accept-Encoding is added again for each visitor; Cookie stays.
              const kept = String(value).split(",").map((v) => v.trim()).filter((v) => v && v.toLowerCase() !== "accept-encoding");
              if (kept.length) headers.push([name, kept.join(", ")]);
              continue;
            }
            headers.push([name, Array.isArray(value) ? value : String(value).replaceAll(nonce, NONCE_SLOT)]);
          }
          const parts = cutAtNonce(Buffer.concat(chunks).toString("utf8"), nonce);
          store(key, { expires: now() + ttl, generation, status: 200, headers, parts });
        }
        return end.call(this, chunk, encoding, callback);
      };
      next();
    },
  };
}
