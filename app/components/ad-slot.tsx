import { useEffect } from "react";
import { useRouteLoaderData } from "react-router";

interface RootAd {
  ad: { client: string; scriptUrl: string } | null;
}

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

/**
 * The ad block of generator pages. Renders nothing, and loads nothing, unless
 * the administrator configured an ad network and the visitor is not premium.
 * The network's script is added to <head> when the page mounts and removed
 * when the visitor leaves it.
 */
export function AdSlot() {
  // The root loader decides (configured, and not for premium subscribers).
  const ad = (useRouteLoaderData("root") as RootAd | undefined)?.ad ?? null;
  const scriptUrl = ad?.scriptUrl ?? null;
  const client = ad?.client ?? "";
  useEffect(() => {
    if (!scriptUrl) return;
    const script = document.createElement("script");
    script.src = scriptUrl;
    script.async = true;
    script.crossOrigin = "anonymous";
    script.dataset.namesmithAd = "true";
    if (client) script.dataset.adClient = client;
    script.addEventListener("load", () => {
      // Networks with the AdSense-style queue fill the <ins> slot below.
      try {
        (window.adsbygoogle = window.adsbygoogle || []).push({});
      } catch {
        // the slot stays empty; the page works without it
      }
    });
    document.head.appendChild(script);
    return () => {
      script.remove();
    };
  }, [scriptUrl, client]);

  if (!ad) return null;
  return (
    <aside aria-label="Advertisement" className="mx-auto max-w-5xl px-4 sm:px-6" data-testid="ad-slot">
      <p className="text-center text-xs tracking-wide text-slate-400 uppercase">Advertisement</p>
      <ins
        className="adsbygoogle mt-1 block min-h-24"
        data-ad-client={client || undefined}
        data-ad-format="auto"
        data-full-width-responsive="true"
      />
    </aside>
  );
}
