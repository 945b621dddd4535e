import { PassThrough } from "node:stream";
import type { EntryContext, RouterContextProvider } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { adOrigin, CSP_EXTRA_ORIGIN_HEADER, type AdConfig } from "./ads/ads.server";
import { NonceProvider, requestInfoContext } from "./lib/request-context";

export { adminCreate, boot, shutdown, healthCheck } from "./boot.server";
export { createLoadContext } from "./lib/request-context";

export const streamTimeout = 5_000;

// server.mjs keeps pages marked with this header for first-time visitors (see
// page-cache.mjs); the header never leaves the server.
const PAGE_CACHE_HEADER = "x-namesmith-page-cache";
const PAGE_CACHE_SECONDS = 10;

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
  }

  return new Promise((resolve, reject) => {
    let settled = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    // Preact (preact-render-to-string's stream API, through preact/compat's
    // react-dom/server). The app has no Suspense boundary, so the document is
    // complete when onAllReady fires: the response starts then, for crawlers and
    // people alike. An error before that rejects, like React's onShellError, so
    // React Router renders the error boundary instead.
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          if (settled) return;
          settled = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // React writes the doctype itself when it renders <html>; Preact does not.
          body.write("<!DOCTYPE html>");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onError(error: unknown) {
          clearTimeout(timeoutId);
          timeoutId = undefined;
          if (!settled) {
            settled = true;
            reject(error);
          } else {
            console.error(error);
          }
        },
      },
    );
  });
}
