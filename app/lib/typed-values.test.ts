import { expect, test } from "vitest";
import { typedValues } from "./typed-values";

test("what was typed comes back, secrets never, and unticked boxes as empty", () => {
  const form = { siteName: "Namesmith", aiApiKey: "gsk_secret", priceMonthly: "-3", upload: new File(["x"], "x.txt") };
  expect(typedValues(form, { omit: ["aiApiKey"], checkboxes: ["paymentsSandbox"] })).toEqual({ siteName: "Namesmith", priceMonthly: "-3", paymentsSandbox: "" });
  expect(typedValues({ published: "on" }, { checkboxes: ["published"] })).toEqual({ published: "on" });
});
