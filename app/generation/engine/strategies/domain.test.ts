import { describe, expect, it } from "vitest";
import { GENERATOR_STRUCTURES } from "../../catalog/structure";
import { generateOffline, seededRandom } from "../index";

// Addresses a visitor would register: their own words or close relatives, never a stray filler or a wrong sense.

function domains(description: string, seed: number): string[] {
  const generator = GENERATOR_STRUCTURES.find((g) => g.slug === "domain");
  if (!generator) throw new Error("no domain generator");
  return generateOffline({ generator, input: { description }, count: 7, random: seededRandom(seed) }).map((n) => n.name.replace(/\.[a-z]+$/, ""));
}

const seeds = [1, 2, 3, 4, 5, 6, 7, 8];

describe("domain names", () => {
  it("every address carries the visitor's subject or a close relative, not a filler ('cartunion', 'medishelf')", () => {
    const cases: [string, RegExp][] = [
      // (The words of money's family, which invoicing now calls up by its own name.)
      ["an invoicing app for freelancers who hate paperwork", /invoic|freelanc|paper|coin|ledger|vault|mint|yield|capital|penny|sterling|tally|purs|harbor|acorn|abacus|balance|column|florin|nickel/],
      ["online booking for dog groomers", /book|dog|groom|paw|leash|pup|tail|fetch|collar|snout|whisker|den|kibble|biscuit|burrow|clock|dial|hour|chime|tempo|cadence|roster|rota|shift|week|almanac/],
    ];
    for (const [description, subject] of cases) for (const seed of seeds) for (const d of domains(description, seed)) expect(d).toMatch(subject);
  });

  it("a word's stray sense never shows ('runner' -> felon, 'crime' -> offense)", () => {
    for (const seed of seeds) {
      for (const d of domains("a fitness coaching app for runners", seed)) expect(d).not.toMatch(/felon|criminal|outlaw|crook|smuggler/);
      for (const d of domains("a podcast about true crime in Scotland", seed)) expect(d).not.toMatch(/offen[cs]e|^true|true$/);
    }
  });

  it("a describing word on its own is not the address's subject ('highkey', 'mobiio')", () => {
    for (const seed of seeds) {
      for (const d of domains("an AI tutor for high-school chemistry", seed)) expect(d).not.toMatch(/^high|high$/);
      for (const d of domains("a mobile car-wash in Leeds", seed)) expect(d).not.toMatch(/mobi/);
    }
  });
});

describe("a booking site is no bookshop", () => {
  it("online booking never gets a bookshop's address ('bookshelf.com', 'booknook.com')", () => {
    const generator = GENERATOR_STRUCTURES.find((g) => g.slug === "domain")!;
    for (let seed = 1; seed <= 30; seed++) {
      for (const n of generateOffline({ generator, input: { description: "online booking for dog groomers" }, count: 7, random: seededRandom(seed) })) expect(n.name).not.toMatch(/book(shelf|nook|worm|mark|case|store|shop|club|page|end|s)/);
    }
  });
});

describe("domain names for subjects the maker has few words for", () => {
  const domains = (description: string) => Array.from({ length: 10 }, (_, i) => generateOffline({ generator: GENERATOR_STRUCTURES.find((g) => g.slug === "domain")!, input: { description }, count: 7, random: seededRandom((i + 1) * 7919) }).map((n) => n.name)).flat();

  it("every name on the domain page is an address, even when the visitor's words run out ('Lirin' is none)", () => {
    for (const d of domains("a personal blog about minimalism and slow living")) expect(d).toMatch(/^[a-z0-9-]+\.(com|io|co|app|net|shop)$/);
  });

  it("history is a story, not a bank account ('accountpro.com' for a history podcast)", () => {
    for (const d of domains("a podcast about ancient history")) expect(d).not.toMatch(/account/);
  });
});

describe("web pieces that say what kind of site it is", () => {
  it("'team' only for work done together and 'app' only for software ('teamplanning.com' for busy parents, 'recordapp.com' for a record shop)", () => {
    const names = ["a recipe blog for busy parents", "a mobile dog groomer in Bath", "an online shop for second-hand books", "a family photographer in York"].flatMap((d) => seeds.flatMap((seed) => domains(d, seed)));
    expect(names.filter((n) => /^team|app(\.|$)/.test(n))).toEqual([]);
  });
});
