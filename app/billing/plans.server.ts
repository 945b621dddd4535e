import type { Database } from "~/db/client.server";
import { prices, usageLimits } from "~/settings/settings.server";
import { yearlySaving, type PlanPrices } from "./plans";

export interface PlanQuote {
  prices: PlanPrices;
  /** 12 × monthly − yearly. */
  saving: number;
  limits: { visitorDaily: number; userDaily: number; premiumMonthly: number };
}

/** Prices and limits as the admin set them: every page that shows a price reads them here. */
export async function planQuote(db: Database): Promise<PlanQuote> {
  const [p, l] = await Promise.all([prices(db), usageLimits(db)]);
  return {
    prices: { monthly: p.monthly, yearly: p.yearly },
    saving: yearlySaving(p),
    limits: { visitorDaily: l.visitorDaily, userDaily: l.userDaily, premiumMonthly: l.premiumMonthly },
  };
}
