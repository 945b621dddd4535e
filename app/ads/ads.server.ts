import { db } from "~/db/index.server";
import { adSettings } from "~/settings/settings.server";
import { accountStateFor } from "~/usage/account-state.server";

/** What a generator page needs to show an ad; null means no ad and no third-party script. */
export interface AdConfig {
  client: string;
  scriptUrl: string;
}

/**
 * The response header through which a page asks server.mjs to allow one more
 * origin in its Content-Security-Policy (see docs/decisions/0005-ads-and-csp.md).
 * server.mjs removes it before the response leaves.
 */
export const CSP_EXTRA_ORIGIN_HEADER = "X-Namesmith-Csp-Extra-Origin";

/** Ads for this visitor: configured by the admin, and never for premium subscribers. */
export async function adsForUser(request: Request, user: { id: string } | null): Promise<AdConfig | null> {
  const ads = await adSettings(db());
  if (!ads.scriptUrl || !isHttpsUrl(ads.scriptUrl)) return null;
  if (user && (await accountStateFor(db(), request, user.id)).premium) return null;
  return { client: ads.client, scriptUrl: ads.scriptUrl };
}

/**
 * The ad network's origin for the CSP of every document this visitor gets.
 * A visitor who lands on another page and moves to a generator page without
 * a reload keeps the first document's CSP, so it must already allow the ad.
 */
export function adOrigin(ad: AdConfig | null): string | null {
  return ad ? new URL(ad.scriptUrl).origin : null;
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}
