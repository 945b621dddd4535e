// Plans and what they cost, shared by the server and the browser. The amounts
// themselves come from the admin settings (see plans.server.ts).

export const PLANS = ["monthly", "yearly"] as const;
export type Plan = (typeof PLANS)[number];

export interface PlanPrices {
  monthly: number;
  yearly: number;
}

export function parsePlan(value: unknown, fallback: Plan = "monthly"): Plan {
  return value === "monthly" || value === "yearly" ? value : fallback;
}

/** What a year costs more when paid monthly: 12 × monthly − yearly, never below zero. */
export function yearlySaving(prices: PlanPrices): number {
  return Math.max(0, Math.round((prices.monthly * 12 - prices.yearly) * 100) / 100);
}

/** "$5", or "$5.50" when there are cents. */
export function dollars(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}

/** "$10.00": order summaries always show cents. */
export function dollarsWithCents(amount: number): string {
  return `$${amount.toFixed(2)}`;
}

export function cents(amount: number): number {
  return Math.round(amount * 100);
}

export function periodWord(plan: Plan): "month" | "year" {
  return plan === "monthly" ? "month" : "year";
}

/** "Yearly Premium Plan ($50/year)" */
export function planLine(plan: Plan, prices: PlanPrices): string {
  const name = plan === "monthly" ? "Monthly" : "Yearly";
  return `${name} Premium Plan (${dollars(prices[plan])}/${periodWord(plan)})`;
}

export const PREMIUM_PERKS = [
  "Unlimited name generations (fair use: 750 a month)",
  "Every generator, including advanced customization",
  "Saved favorites and history",
  "Priority email support",
] as const;

/** The end of a paid period that starts at `start`: one calendar month or year later, in UTC. */
export function addPeriod(start: Date, plan: Plan): Date {
  const y = start.getUTCFullYear() + (plan === "yearly" ? 1 : 0);
  const m = start.getUTCMonth() + (plan === "monthly" ? 1 : 0);
  // Jan 31 + 1 month is Feb 28/29, not Mar 3.
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const d = Math.min(start.getUTCDate(), lastDay);
  return new Date(Date.UTC(y, m, d, start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds(), start.getUTCMilliseconds()));
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "MMMM d, yyyy" in UTC, the same on the server and in every browser. */
export function longDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
