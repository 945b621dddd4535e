import { describe, expect, test } from "vitest";
import { cardBrand, checkCard, formatCardNumber, formatExpiry, luhnValid, MISSING } from "./card";
import { addPeriod, dollars, longDate, planLine, yearlySaving } from "./plans";

const now = new Date("2026-11-22T12:00:00Z");
const valid = { cardNumber: "4242 4242 4242 4242", expiryDate: "12/30", cvv: "123", nameOnCard: "Ada Lovelace", country: "US", postalCode: "94103" };

describe("the card form", () => {
  test("Luhn: the test cards pass, a mistyped digit fails", () => {
    expect(luhnValid("4242424242424242")).toBe(true);
    expect(luhnValid("4000000000000002")).toBe(true);
    expect(luhnValid("4242424242424241")).toBe(false);
  });

  test("accepts digits with or without spaces, and MM/YY or MMYY", () => {
    const a = checkCard(valid, now);
    const b = checkCard({ ...valid, cardNumber: "4242424242424242", expiryDate: "1230" }, now);
    expect(a).toEqual(b);
    expect(a.ok && a.card).toMatchObject({ number: "4242424242424242", expMonth: 12, expYear: 2030, country: "US" });
    expect(cardBrand("4242424242424242")).toBe("Visa");
  });

  test("any empty required field is 'missing information'", () => {
    for (const field of ["cardNumber", "expiryDate", "cvv", "nameOnCard", "postalCode"]) {
      const result = checkCard({ ...valid, [field]: "  " }, now);
      expect(result.ok).toBe(false);
      expect(!result.ok && result.missing).toBe(true);
    }
    expect(MISSING).toEqual({ title: "Missing information", message: "Please fill in all required fields" });
  });

  test("malformed input is refused with a field message", () => {
    const bad = (over: Record<string, string>) => {
      const r = checkCard({ ...valid, ...over }, now);
      return r.ok ? null : r.fieldErrors;
    };
    expect(bad({ cardNumber: "4242 4242 4242 4241" })).toEqual({ cardNumber: "Please enter a valid 16-digit card number." });
    expect(bad({ cardNumber: "4242 4242 4242" })).toEqual({ cardNumber: "Please enter a valid 16-digit card number." });
    expect(bad({ cardNumber: "abcd efgh ijkl mnop" })).toEqual({ cardNumber: "Please enter a valid 16-digit card number." });
    expect(bad({ expiryDate: "13/30" })).toEqual({ expiryDate: "Please enter a valid expiry date (MM/YY)." });
    expect(bad({ expiryDate: "10/26" })).toEqual({ expiryDate: "This card has expired." });
    expect(bad({ cvv: "12" })).toEqual({ cvv: "Please enter the 3-digit security code." });
    expect(bad({ cvv: "1234" })).toEqual({ cvv: "Please enter the 3-digit security code." });
    expect(bad({ country: "XX" })).toEqual({ country: "Please choose a country." });
  });

  test("a card expiring this month is still good until the month ends", () => {
    expect(checkCard({ ...valid, expiryDate: "11/26" }, now).ok).toBe(true);
    expect(checkCard({ ...valid, expiryDate: "11/26" }, new Date("2026-12-01T00:00:00Z")).ok).toBe(false);
  });

  test("formatting as the visitor types", () => {
    expect(formatCardNumber("4242424242424242999")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("42a42")).toBe("4242");
    expect(formatExpiry("1230")).toBe("12/30");
    expect(formatExpiry("1")).toBe("1");
  });
});

describe("plans", () => {
  test("the saving is 12 × monthly − yearly", () => {
    expect(yearlySaving({ monthly: 5, yearly: 50 })).toBe(10);
    expect(yearlySaving({ monthly: 8, yearly: 80 })).toBe(16);
    expect(yearlySaving({ monthly: 4, yearly: 60 })).toBe(0);
  });

  test("plan lines and dates", () => {
    expect(planLine("yearly", { monthly: 5, yearly: 50 })).toBe("Yearly Premium Plan ($50/year)");
    expect(planLine("monthly", { monthly: 5, yearly: 50 })).toBe("Monthly Premium Plan ($5/month)");
    expect(dollars(5.5)).toBe("$5.50");
    expect(longDate(new Date("2027-11-22T00:30:00Z"))).toBe("November 22, 2027");
  });

  test("a period is one calendar month or year, clamped to the month's end", () => {
    expect(addPeriod(new Date("2026-01-31T10:00:00Z"), "monthly").toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(addPeriod(new Date("2028-02-29T10:00:00Z"), "yearly").toISOString()).toBe("2029-02-28T10:00:00.000Z");
    expect(addPeriod(new Date("2026-11-22T10:00:00Z"), "yearly").toISOString()).toBe("2027-11-22T10:00:00.000Z");
  });
});
