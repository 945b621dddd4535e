import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import type { VNode } from "preact";
import { renderToStringAsync } from "preact-render-to-string";
import { adOrigin, CSP_EXTRA_ORIGIN_HEADER, type AdConfig } from "./ads/ads.server";
import { NonceProvider, requestInfoContext } from "./lib/request-context";
import { PAGE_CACHE_HEADER } from "../page-cache.mjs";
import { log } from "./lib/log.server";
import { createRenderMemo } from "./lib/render-memo.server";

export { adminCreate, boot, shutdown, healthCheck } from "./boot.server";
export { createLoadContext } from "./lib/request-context";
export { log, withRequestLog } from "./lib/log.server";

export const streamTimeout = 5_000;

/** A loader, action or render that threw: one line in the log (React Router would print it with console.error). */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  log().error({ err: error, method: request.method, route: new URL(request.url).pathname }, "request error");
};

// server.mjs keeps pages marked with this header for first-time visitors
// (page-cache.mjs); the header never leaves the server.
const PAGE_CACHE_SECONDS = 10;
// What a CDN in front may do with the same pages: keep them as long as this
// server does, then serve the old copy for up to a minute while it fetches a
// new one. Browsers (max-age=0) always ask again. See docs/decisions/0018.
const SHARED_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_CACHE_SECONDS}, stale-while-revalidate=60`;

/**
 * A page is the same for every visitor who sends no cookie when its route
 * says so (`handle.anonymousCache`): it reads no session, no visitor count
 * and nothing from the query that it does not key on.
 */
function sharedWithEveryVisitor(request: Request, status: number, headers: Headers, routerContext: EntryContext): boolean {
  if (request.method !== "GET" || status !== 200 || request.headers.has("cookie") || headers.has("set-cookie")) return false;
  const leaf = routerContext.staticHandlerContext.matches.at(-1);
  const handle = leaf ? (routerContext.routeModules[leaf.route.id]?.handle as { anonymousCache?: boolean } | undefined) : undefined;
  return handle?.anonymousCache === true;
}

const renderMemo = createRenderMemo();

/**
 * The key of a document that may be rendered once and reused: a plain GET
 * page (no form answer, no error) outside the admin area, which shows what
 * others cannot see and where an administrator's changes must show at once.
 */
function memoKey(request: Request, status: number, routerContext: EntryContext): string | null {
  const { loaderData, actionData, errors } = routerContext.staticHandlerContext;
  if (request.method !== "GET" || actionData || errors || /^\/admin(\/|$)/.test(new URL(request.url).pathname)) return null;
  return renderMemo.keyFor(request.url, status, loaderData);
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = loadContext.get(requestInfoContext);
  // The ad network (when configured, for non-premium visitors) joins the CSP
  // of every document, so client-side navigation to a generator page works.
  const root = routerContext.staticHandlerContext.loaderData?.root as { ad?: AdConfig | null } | undefined;
  const origin = adOrigin(root?.ad ?? null);
  if (origin) responseHeaders.set(CSP_EXTRA_ORIGIN_HEADER, origin);
  if (sharedWithEveryVisitor(request, responseStatusCode, responseHeaders, routerContext)) {
    responseHeaders.set(PAGE_CACHE_HEADER, String(PAGE_CACHE_SECONDS));
    responseHeaders.set("Cache-Control", SHARED_CACHE_CONTROL);
    responseHeaders.append("Vary", "Cookie");
  } else if (request.headers.has("cookie") || responseHeaders.has("set-cookie") || !responseHeaders.has("Cache-Control")) {
    // Rendered for one visitor (or not known to be the same for all): no
    // shared cache may keep it, and the browser does not store it either.
    responseHeaders.set("Cache-Control", "private, no-store");
  }

  // Preact renders the whole document (preact-render-to-string). React Router
  // streams the loader data for hydration through a Suspense boundary placed
  // after </html>; renderToStringAsync waits for it and writes those <script>s
  // there, and insideBody() moves them before </body>, where browsers would
  // put them anyway and where HTML allows them. Preact's streaming renderer
  // instead leaves that boundary's markers after </html>, where its client code
  // cannot find them, and the data never reaches the browser. The app has no
  // Suspense boundary of its own, so nothing is lost: React also sent crawlers
  // the whole document at once, and people the shell first and the data after.
  const key = memoKey(request, responseStatusCode, routerContext);
  const rendered = key ? renderMemo.get(key, nonce) : null;
  if (rendered) {
    // The hydration data React Router began to encode is already in the markup.
    routerContext.serverHandoffStream?.cancel().catch(() => {});
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return new Response(rendered as Uint8Array<ArrayBuffer>, { headers: responseHeaders, status: responseStatusCode });
  }
  const html = renderToStringAsync(
    (
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>
    ) as unknown as VNode,
  );
  let timeoutId: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timeoutId = setTimeout(() => reject(new Error(`The page did not render within ${streamTimeout + 1000} ms`)), streamTimeout + 1000);
  });
  return Promise.race([html, timeout])
    .then((markup) => {
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      // React writes the doctype itself when it renders <html>; Preact does not.
      const document = `<!DOCTYPE html>${withoutModulePreloads(insideBody(markup))}`;
      if (key) renderMemo.set(key, nonce, document);
      return new Response(document, { headers: responseHeaders, status: responseStatusCode });
    })
    .finally(() => clearTimeout(timeoutId));
}

const DOCUMENT_END = "</body></html>";

/**
 * Moves what the render wrote after </html> (React Router's hydration-data
 * scripts) to just before </body>. The scripts run in the same order and
 * before the deferred entry module, as when the browser moved them itself.
 * The last </body></html> is the document's own: React Router escapes every
 * "<" in the data it writes after it.
 */
function insideBody(markup: string): string {
  const end = markup.lastIndexOf(DOCUMENT_END);
  if (end === -1 || end + DOCUMENT_END.length === markup.length) return markup;
  return markup.slice(0, end) + markup.slice(end + DOCUMENT_END.length) + DOCUMENT_END;
}

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/**
 * Drops the <link rel="modulepreload"> tags React Router writes for every
 * chunk of the page (24 on a generator page). Fetched at high priority while
 * the stylesheet and the post picture load, they delayed the largest paint;
 * without them the bootstrap module's imports fetch the same files once the
 * content is on screen (decision 0022).
 */
function withoutModulePreloads(markup: string): string {
  return markup.replace(MODULE_PRELOAD, "");
}
