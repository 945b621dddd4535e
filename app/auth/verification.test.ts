import { expect, test } from "vitest";
import { verificationLink } from "./verification";

test("the verification link lands on the confirmation page, then goes on to where the person was going", () => {
  const link = new URL(verificationLink("http://localhost:3000/api/auth/verify-email?token=abc&callbackURL=%2Fcheckout%3Fplan%3Dyearly"));
  expect(link.searchParams.get("token")).toBe("abc");
  expect(link.searchParams.get("callbackURL")).toBe("/email-verified?next=%2Fcheckout%3Fplan%3Dyearly");
  // Wrapped once only, and a link without a callback goes on to the dashboard.
  expect(verificationLink(link.toString())).toBe(link.toString());
  expect(new URL(verificationLink("http://localhost:3000/api/auth/verify-email?token=abc")).searchParams.get("callbackURL")).toBe("/email-verified?next=%2Fdashboard");
});
