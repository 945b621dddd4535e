// The card form: formatting for the browser and the checks the server makes.
// Shared so both give the same answers; the server's word is final.

export const COUNTRIES = [
  { code: "US", name: "United States" },
  { code: "CA", name: "Canada" },
  { code: "UK", name: "United Kingdom" },
  { code: "AU", name: "Australia" },
  { code: "DE", name: "Germany" },
  { code: "FR", name: "France" },
] as const;
export type Country = (typeof COUNTRIES)[number]["code"];

export const MISSING = { title: "Missing information", message: "Please fill in all required fields" } as const;

export const CARD_MESSAGES = {
  cardNumber: "Please enter a valid 16-digit card number.",
  expiryDate: "Please enter a valid expiry date (MM/YY).",
  expired: "This card has expired.",
  cvv: "Please enter the 3-digit security code.",
  nameOnCard: "Please enter the name on the card.",
  postalCode: "Please enter your postal code.",
  country: "Please choose a country.",
} as const;

export type CardField = "cardNumber" | "expiryDate" | "cvv" | "nameOnCard" | "country" | "postalCode";
export type FieldErrors = Partial<Record<CardField, string>>;

/** Digits only, at most `max`. */
export function digits(value: unknown, max: number): string {
  return String(value ?? "").replace(/\D/g, "").slice(0, max);
}

/** "4242424242424242" → "4242 4242 4242 4242" */
export function formatCardNumber(value: string): string {
  return digits(value, 16).replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** "1230" → "12/30" */
export function formatExpiry(value: string): string {
  const d = digits(value, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

export function luhnValid(number: string): boolean {
  if (!/^\d+$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let n = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

export function cardBrand(number: string): string {
  if (/^4/.test(number)) return "Visa";
  if (/^(5[1-5]|2[2-7])/.test(number)) return "Mastercard";
  if (/^3[47]/.test(number)) return "American Express";
  if (/^6(011|5)/.test(number)) return "Discover";
  return "Card";
}

export interface BillingDetails {
  nameOnCard: string;
  country: Country;
  postalCode: string;
}

export interface CardDetails extends BillingDetails {
  number: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
  cvv: string;
}

export type CardCheck =
  | { ok: true; card: CardDetails }
  | { ok: false; missing: boolean; fieldErrors: FieldErrors };

const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");

/** Checks the billing fields every processor needs (name, country, postal code). */
export function checkBilling(form: Record<string, unknown>): { ok: true; billing: BillingDetails } | { ok: false; missing: boolean; fieldErrors: FieldErrors } {
  const fieldErrors: FieldErrors = {};
  const nameOnCard = text(form.nameOnCard).slice(0, 100);
  const postalCode = text(form.postalCode).slice(0, 12);
  const countryValue = text(form.country) || "US";
  const country = COUNTRIES.find((c) => c.code === countryValue)?.code;
  if (!nameOnCard) fieldErrors.nameOnCard = CARD_MESSAGES.nameOnCard;
  if (!postalCode) fieldErrors.postalCode = CARD_MESSAGES.postalCode;
  if (!country) fieldErrors.country = CARD_MESSAGES.country;
  if (!country || Object.keys(fieldErrors).length) return { ok: false, missing: !nameOnCard || !postalCode, fieldErrors };
  return { ok: true, billing: { nameOnCard, country, postalCode } };
}

/**
 * The whole card form. Accepts digits with or without spaces (and MM/YY or
 * MMYY). `now` decides whether the expiry is in the past (end of that month, UTC).
 */
export function checkCard(form: Record<string, unknown>, now = new Date()): CardCheck {
  const fieldErrors: FieldErrors = {};
  const raw = { number: text(form.cardNumber), expiry: text(form.expiryDate), cvv: text(form.cvv) };
  const billing = checkBilling(form);
  const missing = !raw.number || !raw.expiry || !raw.cvv || !text(form.nameOnCard) || !text(form.postalCode);
  if (!billing.ok) Object.assign(fieldErrors, billing.fieldErrors);

  const number = raw.number.replace(/[\s-]/g, "");
  if (!raw.number) fieldErrors.cardNumber = CARD_MESSAGES.cardNumber;
  else if (!/^\d{16}$/.test(number) || !luhnValid(number)) fieldErrors.cardNumber = CARD_MESSAGES.cardNumber;

  const expiry = raw.expiry.replace(/[\s/]/g, "");
  let expMonth = 0;
  let expYear = 0;
  if (!/^\d{4}$/.test(expiry)) fieldErrors.expiryDate = CARD_MESSAGES.expiryDate;
  else {
    expMonth = Number(expiry.slice(0, 2));
    expYear = 2000 + Number(expiry.slice(2));
    if (expMonth < 1 || expMonth > 12) fieldErrors.expiryDate = CARD_MESSAGES.expiryDate;
    else if (Date.UTC(expYear, expMonth, 1) <= now.getTime()) fieldErrors.expiryDate = CARD_MESSAGES.expired;
  }

  if (!/^\d{3}$/.test(raw.cvv)) fieldErrors.cvv = CARD_MESSAGES.cvv;

  if (!billing.ok || Object.keys(fieldErrors).length) return { ok: false, missing, fieldErrors };
  return { ok: true, card: { ...billing.billing, number, expMonth, expYear, cvv: raw.cvv } };
}
