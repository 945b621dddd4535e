import { describe, expect, test } from "vitest";
import { validateSettings } from "./settings-form";

const valid = {
  aiBaseUrl: "https://api.groq.com/openai/v1",
  aiModel: "llama-3.3-70b-versatile",
  aiApiKey: "",
  paymentsProcessor: "test",
  paymentsMerchantCode: "",
  paymentsPublishableKey: "",
  paymentsSecretKey: "",
  priceMonthly: "5",
  priceYearly: "50",
  limitVisitorDaily: "3",
  limitUserDaily: "15",
  limitPremiumMonthly: "750",
  limitIpDaily: "20",
  adsClient: "",
  adsScriptUrl: "",
  siteName: "Namesmith",
  siteSupportEmail: "support@namesmith.app",
  domainsRegistrarSearchUrl: "https://www.namecheap.com/domains/registration/results/?domain={domain}",
};

describe("settings validation", () => {
  test("accepts the defaults and keeps stored secrets when the fields are empty", () => {
    const check = validateSettings(valid);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.values.prices).toEqual({ monthly: 5, yearly: 50 });
    expect(check.values.limits).toEqual({ visitorDaily: 3, userDaily: 15, premiumMonthly: 750, ipDaily: 20 });
    expect(check.secrets).toEqual({ aiApiKey: undefined, paymentsSecretKey: undefined });
  });

  test("a price must be a positive amount", () => {
    for (const bad of ["0", "-5", "abc", "", "5.999", "1e3"]) {
      const check = validateSettings({ ...valid, priceMonthly: bad });
      expect(check.ok, bad).toBe(false);
      if (!check.ok) expect(check.fieldErrors.priceMonthly).toBe("Enter a positive amount, such as 5 or 4.99");
    }
    const cents = validateSettings({ ...valid, priceYearly: "49.99" });
    expect(cents.ok && cents.values.prices.yearly).toBe(49.99);
  });

  test("limits are positive whole numbers", () => {
    for (const bad of ["0", "2.5", "-1", "lots"]) {
      const check = validateSettings({ ...valid, limitUserDaily: bad });
      expect(check.ok, bad).toBe(false);
      if (!check.ok) expect(check.fieldErrors.limitUserDaily).toBe("Enter a whole number of at least 1");
    }
  });

  test("URLs must be URLs; the ad script must be https", () => {
    const base = validateSettings({ ...valid, aiBaseUrl: "not a url" });
    expect(!base.ok && base.fieldErrors.aiBaseUrl).toBe("Enter a URL such as https://api.groq.com/openai/v1");
    const js = validateSettings({ ...valid, aiBaseUrl: "javascript:alert(1)" });
    expect(js.ok).toBe(false);
    const ads = validateSettings({ ...valid, adsScriptUrl: "http://ads.example.com/a.js" });
    expect(!ads.ok && ads.fieldErrors.adsScriptUrl).toBe("Enter a URL starting with https://");
    const client = validateSettings({ ...valid, adsClient: "ca-pub-123" });
    expect(!client.ok && client.fieldErrors.adsScriptUrl).toBe("Enter the ad network's script URL to show ads");
  });

  test("2Checkout needs a merchant code; site needs a name and an e-mail", () => {
    const check = validateSettings({ ...valid, paymentsProcessor: "2checkout", siteName: " ", siteSupportEmail: "nope" });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.fieldErrors.paymentsMerchantCode).toBe("The merchant code is required for 2Checkout");
    expect(check.fieldErrors.siteName).toBe("The site name is required");
    expect(check.fieldErrors.siteSupportEmail).toBe("Enter a valid email address");
  });

  test("a typed secret replaces the stored one; the remove box clears it", () => {
    const set = validateSettings({ ...valid, aiApiKey: " gsk_new_key " });
    expect(set.ok && set.secrets.aiApiKey).toBe("gsk_new_key");
    const clear = validateSettings({ ...valid, aiApiKey: "ignored", aiApiKeyClear: "on" });
    expect(clear.ok && clear.secrets.aiApiKey).toBeNull();
  });

  test("the registrar search must be an https address with {domain} in it", () => {
    const other = validateSettings({ ...valid, domainsRegistrarSearchUrl: "https://www.porkbun.com/checkout/search?q={domain}" });
    expect(other.ok && other.values.domains).toEqual({ registrarSearchUrl: "https://www.porkbun.com/checkout/search?q={domain}" });
    for (const bad of ["", "https://www.porkbun.com/checkout/search", "http://registrar.example/?d={domain}", "javascript:alert('{domain}')", "https://registrar.example/?d={domain} x"]) {
      const check = validateSettings({ ...valid, domainsRegistrarSearchUrl: bad });
      expect(check.ok, bad).toBe(false);
      if (!check.ok) expect(check.fieldErrors.domainsRegistrarSearchUrl).toBe("Enter an https address with {domain} where the domain goes");
    }
  });
});
