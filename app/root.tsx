import { useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { Footer } from "./components/layout/footer";
import { Header, type HeaderUser } from "./components/layout/header";
import { buttonVariants } from "./components/ui/button";
import { Toaster } from "./components/ui/toaster";
import { toast } from "sonner";
import { adsForUser } from "./ads/ads.server";
import { getUser } from "./auth/session.server";
import { publicSiteInfo } from "./config.server";
import { readFlash } from "./lib/flash.server";
import { checkAddress } from "./lib/form-data.server";
import { useNonce } from "./lib/request-context";
import stylesheet from "./app.css?url";

/** Control characters in a path or query answer 400 before any loader reads them (decision 0010). */
export const middleware: Route.MiddlewareFunction[] = [({ request }) => checkAddress(request)];

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const [sessionUser, { flash, clear }] = await Promise.all([getUser(request), readFlash(request)]);
  const user: HeaderUser | null = sessionUser ? { email: sessionUser.email, name: sessionUser.name } : null;
  // Generator pages show it; entry.server.tsx allows its origin in every document's CSP.
  const ad = await adsForUser(request, sessionUser);
  return data({ site: publicSiteInfo(), user, flash, ad }, clear ? { headers: { "Set-Cookie": clear } } : undefined);
}

/** Shows the toast an action left for this page (sign-in, logout…). */
function FlashToast({ flash }: { flash: { id: string; type: "success" | "error"; title: string; description?: string } | null }) {
  useEffect(() => {
    if (!flash) return;
    if (flash.type === "error") toast.error(flash.title, { description: flash.description });
    else toast.success(flash.title, { description: flash.description });
  }, [flash?.id]);
  return null;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4f46e5" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Every route change starts at the top, unless it targets an anchor. */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  // Lets tests (and curious developers) know the page is interactive.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
    else window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname, hash]);
  return null;
}

function Shell({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <>
      <ScrollToTop />
      <Header user={data?.user ?? null} />
      <main id="main" className="flex-1 pt-20">
        {children}
      </main>
      <Footer />
      <Toaster />
      <FlashToast flash={data?.flash ?? null} />
    </>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/**
 * Only used when the root's error boundary is the page (404s and errors no
 * route boundary caught): each route's own meta describes its page otherwise.
 * Preact does not move a <title> rendered in the body into <head>.
 */
export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) return [];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return [{ title: status === 404 ? "Page not found | Namesmith" : `${status} | Namesmith` }, { name: "robots", content: "noindex" }];
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Shell>
        <NotFound />
      </Shell>
    );
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string" && error.data
      ? error.data
      : "Something went wrong on our side. Please try again in a moment.";
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <Shell>
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <p className="text-6xl font-bold text-brand-600">{status}</p>
        <h1 className="mt-4 text-2xl font-semibold">{status === 403 ? "Access Denied" : "Something went wrong"}</h1>
        <p className="mt-3 text-slate-600">{message}</p>
        <Link to="/" className={buttonVariants({ className: "mt-8" })}>
          {status === 403 ? "Return Home" : "Return to Home"}
        </Link>
      </section>
    </Shell>
  );
}

export function NotFound() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-7xl font-bold text-brand-600">404</h1>
      <p className="mt-4 text-2xl font-semibold text-slate-900">Oops! Page not found</p>
      <p className="mt-3 text-slate-600">
        The page you are looking for does not exist or has moved. Try one of our name generators instead.
      </p>
      <div className="mt-8 flex justify-center gap-3">
        <Link to="/" className={buttonVariants()}>
          Return to Home
        </Link>
        <Link to="/generators" className={buttonVariants({ variant: "outline" })}>
          Browse Generators
        </Link>
      </div>
    </section>
  );
}
