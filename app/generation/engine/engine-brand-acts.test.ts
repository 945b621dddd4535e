import { describe, expect, it } from "vitest";
import { GENERATOR_STRUCTURES } from "../catalog/structure";
import { generateOffline, seededRandom } from "./index";

// A brand page names what the offer does, to what and how it reaches people ("Blade Check" for drones that inspect
// turbine blades, "Curbside Groom" for a grooming van, "Same-Day Fix"), where a stock word before the visitor's noun
// ("Threshold Appliance", "Premier Probe") says nothing; and a word of two senses is read in the description's sense.

function results(slug: string, input: Record<string, string>, seeds = 12) {
  const generator = GENERATOR_STRUCTURES.find((g) => g.slug === slug)!;
  const out = [];
  for (let seed = 1; seed <= seeds; seed++) out.push(generateOffline({ generator, input, count: 7, random: seededRandom(seed) }));
  return out;
}
const names = (slug: string, input: Record<string, string>, seeds = 12) => results(slug, input, seeds).map((r) => r.map((n) => n.name));
/** How many results hold a name matching `re`. */
const withName = (rs: string[][], re: RegExp) => rs.filter((r) => r.some((n) => re.test(n))).length;
function text(slug: string, description: string, seeds = 8): Set<string> {
  const words = results(slug, { description }, seeds).flatMap((r) => r.map((n) => ("meaning" in n ? `${n.name} ${n.meaning} ${n.why_it_fits} ${n.name_origin}` : n.name)));
  return new Set(words.join(" ").toLowerCase().split(/[^a-z-]+/));
}

describe("brand names say what the offer does", () => {
  it("drones that inspect blades are offered a name of the blades and the check", () => {
    const rs = names("tech-startup", { description: "drones that inspect wind turbine blades for cracks" }, 20);
    expect(withName(rs, /^(Blade|Turbine|Wind|Drone) ?(Check|Scan)$|^(Blade|Turbine|Wind|Drone)(check|scan)$/)).toBeGreaterThanOrEqual(4);
  });

  it("a same-day repair service is offered what it gains and what it does", () => {
    const rs = names("business", { industry: "home-services", description: "same-day appliance repair for busy families" }, 20);
    expect(withName(rs, /^Same-Day (Fix|Mend)$/)).toBeGreaterThanOrEqual(2);
  });

  it("a business that comes to its customers says so", () => {
    const rs = names("business", { description: "mobile dog grooming van serving the suburbs" });
    expect(withName(rs, /^(Curbside|Roving) Groom$|on Wheels$/)).toBeGreaterThanOrEqual(3);
  });

  it("an AI that summarizes contracts is offered a brief of them", () => {
    const rs = names("ai-startup", { description: "AI that summarizes long legal contracts for small landlords" });
    expect(withName(rs, /^Contract ?(Brief|Gist|Digest)$/i)).toBeGreaterThanOrEqual(4);
  });

  it("what it does is said of the thing, never of the audience or an illness", () => {
    const all = [
      ...names("business", { description: "same-day appliance repair for busy families" }),
      ...names("vr-ar", { description: "virtual reality physical therapy exercises for stroke recovery" }),
      ...names("startup", { description: "app that helps freelancers set aside money for taxes automatically" }),
    ].flat();
    expect(all.filter((n) => /famil(y|ies)|^Stroke ?(Mend|Rally)$|^Set ?Stash$/i.test(n))).toEqual([]);
  });

  it("each result says what is done once, not in two spellings ('Nurse Slot', 'Nurseslot')", () => {
    for (const r of names("tech-startup", { description: "software that schedules nurses in hospitals" })) {
      expect(r.filter((n) => /slot$/i.test(n)).length).toBeLessThanOrEqual(1);
    }
  });
});

describe("a compound noun is read in the description's sense", () => {
  it("a person's energy levels get no power station's words", () => {
    const said = text("startup", "wearable that tracks your energy levels through the day");
    expect(["solar", "volt", "watt", "turbine", "dynamo", "sunbeam"].filter((w) => said.has(w))).toEqual([]);
  });

  it("security audits and cloud accounts get no bookkeeper's words", () => {
    for (const [slug, description] of [["cybersecurity-business", "security audits for hospitals"], ["saas", "tool that runs security audits on cloud accounts"]]) {
      const said = text(slug, description);
      expect(["tally", "ledger", "quill", "receipt", "abacus", "bookkeeping", "margin", "sum", "sterling"].filter((w) => said.has(w))).toEqual([]);
    }
  });

  it("a bookkeeper's audits and a solar firm's energy keep their worlds", () => {
    expect(text("business", "bookkeeping and audits for small charities").has("bookkeeping")).toBe(true);
    const solar = text("business", "solar panels that cut your energy bills");
    expect(["solar", "volt", "watt", "sunbeam", "ray", "current"].some((w) => solar.has(w))).toBe(true);
  });
});
