import type { Maker } from "./types";
import type { GeneralName } from "../../catalog/types";
import { makeBrand } from "./brand";
import { fold } from "../core/text";

const TLD_NOTE: Record<string, string> = {
  ".com": "the ending people type by default and trust most",
  ".io": "popular with tech products and developer tools",
  ".co": "short, company-like and easy to remember",
  ".app": "tells visitors it is an app, and always runs over HTTPS",
  ".net": "a classic, credible alternative to .com",
  ".shop": "says at once that visitors can buy something",
};
const LENGTH_RANGE: Record<string, [number, number]> = { short: [4, 10], medium: [8, 14], long: [12, 20] };
const LONG_PREFIXES = ["get", "try", "the", "go", "hello", "meet", "my"];
const LONG_SUFFIXES = ["hq", "online", "studio", "hub", "app", "now", "daily"];

/** A valid DNS label: letters, digits and inner hyphens, at most 63 characters. */
export function isDomainLabel(label: string): boolean {
  return /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label);
}

export const domainMaker: Maker = (ctx) => {
  const tld = ctx.opt("tld");
  const length = ctx.opt("length");
  const [min, max] = LENGTH_RANGE[length] ?? LENGTH_RANGE.short;
  const brand = makeBrand({ what: "website", themes: ["tech", "light", "nature", "retail"], style: length === "long" ? "classic" : "modern", singleWords: false })(ctx);
  return () => {
    const b = brand() as GeneralName | null;
    if (!b) return null;
    let label = fold(b.name).replace(/&/g, "and").replace(/[^a-z0-9]/g, "");
    if (label.length < min && length !== "short") {
      label = ctx.rng.chance(0.5) ? ctx.rng.pick(LONG_PREFIXES) + label : label + ctx.rng.pick(LONG_SUFFIXES);
    }
    if (label.length < min || label.length > max || !isDomainLabel(label)) return null;
    return {
      ...b,
      name: `${label}${tld}`,
      why_it_fits: `${b.why_it_fits} The ${tld} ending is ${TLD_NOTE[tld] ?? "a familiar web address ending"}; at ${label.length} letters it is ${length === "short" ? "quick to type" : length === "medium" ? "descriptive yet typeable" : "descriptive and easy to read aloud"}. Check availability with a registrar before you fall in love with it.`,
    };
  };
};
