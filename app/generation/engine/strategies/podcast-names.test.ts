import { describe, expect, it } from "vitest";
import { GENERATOR_STRUCTURES } from "../../catalog/structure";
import { generateOffline, seededRandom } from "../index";

// What a visitor asking for podcast names would notice: names real shows have ("Staffroom Confidential", "Two
// Teachers, One Bell", "Second Act", "Tactics Board"), never a weekday stuck on as filler ("Friday Classroom Radio"),
// a vague word taken as the subject ("Talking Life", "Women Unpacked") or a compound broken ("Football Tactic").

const generator = GENERATOR_STRUCTURES.find((g) => g.slug === "podcast")!;
const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];
const results = (input: Record<string, string>) => SEEDS.map((seed) => generateOffline({ generator, input, count: 7, random: seededRandom(seed) }).map((n) => n.name));

const SLOT = /\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Weekend|Midweek|Lunchtime|Morning|Late-Night)\b/;

describe("podcast names with no weekday or time slot the description never said", () => {
  const descriptions = [
    "two teachers talking about life in the classroom",
    "interviews with women who started businesses after 40",
    "weekly chat about football tactics and transfers",
    "a true crime podcast about unsolved cases in small towns",
    "two nurses share stories from the night shift",
    "a beginner's guide to knitting and crochet",
    "the history of medieval castles and the people who lived in them",
    "a pastor and a scientist talk about faith and doubt",
    "a gardener answers listener questions about allotments and vegetables",
    "cycling news, race analysis and bike reviews",
    "two dads figuring out parenting toddlers",
    "a physicist explains black holes for curious teenagers",
  ];
  for (const description of descriptions) {
    it(description, () => {
      for (const n of results({ description }).flat()) expect(n, description).not.toMatch(SLOT);
    });
  }

  it("a day the visitor said may stay ('every Friday')", () => {
    const ns = results({ description: "local news and council meetings from our town every Friday" }).flat();
    for (const n of ns) expect(n).not.toMatch(/\b(Monday|Tuesday|Wednesday|Thursday|Saturday|Sunday|Midweek|Lunchtime|Morning|Friday Friday)\b/);
  });
});

describe("podcast names whose subject is the description's real one, not a vague word", () => {
  const table: [string, RegExp][] = [
    // ("life in the classroom": the classroom is the subject, "Talking Life", "Two Teachers and a Life" are no one's pick.)
    ["two teachers talking about life in the classroom", /\b(Talking Life|Let's Talk Life|and a Life)\b|^Life (Unfiltered|Decoded|Radio|Unpacked|Uncovered|Up Close|Talk)$|\bLife (Radio|Field Notes|Club)$/],
    // ("women who started businesses": the founders are, never "Businesses Confidential" or "Women Unpacked".)
    ["interviews with women who started businesses after 40", /^(Women|Businesses|Business|Women's)\b(?! Founders?)|\bWomen's (Chronicles|Hour|Talk|Show|Radio)\b|^Businesses /],
    ["stand-up comedians talk about their worst gigs", /^(The )?Stand(?!-)\b|\bStand (Weekly|Hours?|Radio|Talk|Club|Notes|Show)\b|\bto Stand$/],
    ["a gardener answers listener questions about allotments and vegetables", /\bListener Questions?\b/],
    // ("football tactics": a compound keeps its plural, "The Football Tactics Show", never "Football Tactic".)
    ["weekly chat about football tactics and transfers", /\bTactic\b|Tales from the Football/],
    ["a podcast about local politics and the people who run our council", /\bPolitic\b/],
  ];
  for (const [description, bad] of table) {
    it(description, () => {
      for (const n of results({ description }).flat()) expect(n, description).not.toMatch(bad);
    });
  }
});

describe("podcast names in the words of the show's own world", () => {
  // Each description gets titles of its own world in most results: its places, its things, its phrases, its people.
  const table: [string, RegExp][] = [
    ["two teachers talking about life in the classroom", /Staffroom|Bell\b|Red Pen|Register|Class Dismissed|Back to Class|Extra Credit|Break Duty|Playground|Top of the Class|Gold Star|Lesson Plan|Half Term|Chalk|Two Teachers/],
    ["interviews with women who started businesses after 40", /Second Act|Late Bloomers|Act Two|Founded After Forty|Life Begins at Forty|Women Founders|She Founded It|Never Too Late|Better Late|Chapter Two|Second Half|Open for Business|From Scratch|Bootstrapped|Founder/],
    ["weekly chat about football tactics and transfers", /Tactics Board|Transfer Window|Deadline Day|Touchline|Dugout|Terraces|Stands|Away End|Between the Lines|Two Halves|Back (Three|Four)|Whistle|Half Time|Extra Time|Back of the Net|Park the Bus|False Nine|High Press|Low Block|Route One|Top Bins|Here We Go|Done Deal|Rumour Mill|Total Football|Final Third|Clean Sheet/],
    ["a true crime podcast about unsolved cases in small towns", /Cold Case|Small Town|Quiet Town|Case Unclosed|Still Unsolved|Last Seen|Reasonable Doubt|Evidence|Loose Ends|Open Verdict|Dead Ends|Cold Trail|Everybody Knew/],
    ["two nurses share stories from the night shift", /Ward|Handover|Night Shift|Small Hours|Bedside|Nurses' Station|Shift Change|Scrubbed In|Long Shift|Graveyard Shift|Two Nurses/],
    ["a gardener answers listener questions about allotments and vegetables", /Allotment|Potting Shed|Greenhouse|Veg Patch|Plot Twist|Green Fingers|Grow Your Own|Gardener|Trowel|Muddy Boots|Hardy Annuals/],
    ["fishing trips on rivers and lakes with my brother", /Tight Lines|One That Got Away|Gone Fishing|Bank\b|Water\b|Cast Off|Tackle Box|Keepnet|Shipshape|High Tide|Fair Winds/],
    ["county cricket, test matches and the art of spin bowling", /Rain Stopped Play|Long Room|Stumps|Leg Before|Third Man|Tail-Enders|Tea Interval|Over and Out|Silly Mid-On|Scorebook/],
    ["a pastor and a scientist talk about faith and doubt", /Faith|Pews|Vestry|Grace|Common Ground|Small Mercies|Daily Bread|Sunday Best|Lab|Eureka|Peer Review/],
  ];
  for (const [description, world] of table) {
    it(description, () => {
      const rs = results({ description });
      const withWorld = rs.filter((ns) => ns.some((n) => world.test(n))).length;
      expect(withWorld, `${description}: ${rs.map((ns) => ns.join(" · ")).join(" | ")}`).toBeGreaterThanOrEqual(6);
    });
  }
});

describe("podcast names keep the subject's describing word ('Unsolved Murders', never 'Murders in Depth')", () => {
  const table: [string, RegExp][] = [
    ["unsolved murders in small mining towns", /(?<!Unsolved )\bMurders?\b/],
    ["a history podcast about ancient shipwrecks", /(?<!Ancient )\bShipwrecks?\b/],
    ["weekly chat about football tactics and transfers", /(?<!Football )\bTactics\b/],
  ];
  for (const [description, bare] of table) {
    it(description, () => {
      for (const n of results({ description }).flat()) expect(n, description).not.toMatch(bare);
    });
  }
});

describe("repeated requests for podcast names open differently (distinct names over 5 runs)", () => {
  // What a visitor sees pressing 'generate' five times: 35 titles, few of them the same ("Ask a Nurse" in every list,
  // "Unsolved Cases in Depth", "First-Time Founder Radio" in every other one once no made-up day filled the rest).
  const distinct = (input: Record<string, string>) => {
    const shares = [0, 1, 2, 3, 4, 5, 6, 7].map((w) => {
      const ns = [1, 2, 3, 4, 5].flatMap((run) => generateOffline({ generator, input, count: 7, random: seededRandom(1000 * w + run) }).map((n) => n.name.toLowerCase()));
      return new Set(ns).size / ns.length;
    });
    return shares.reduce((a, b) => a + b, 0) / shares.length;
  };
  const table: Record<string, string>[] = [
    { niche: "true crime", description: "two brothers look into unexplained disappearances from the 1980s" },
    { niche: "books", description: "interviews with first-time authors about their debut novels" },
    { niche: "parenting", description: "honest talk for new mums about sleep, work and friendships" },
    { description: "two teachers talking about life in the classroom" },
    { description: "a nurse talks about burnout and night shifts" },
    { description: "a beekeeper shares tips for keeping bees in the city" },
    { niche: "business", description: "interviews with women who started businesses after 40" },
    { description: "three friends review bad horror movies" },
  ];
  it("over several kinds of show", () => {
    const shares = table.map((input) => [input.description, distinct(input)] as const);
    for (const [description, share] of shares) expect(share, description).toBeGreaterThanOrEqual(0.88);
    expect(shares.reduce((a, [, x]) => a + x, 0) / shares.length).toBeGreaterThanOrEqual(0.91);
  });
});

describe("podcast names never say a place's word twice ('Scenes from the Scene')", () => {
  for (const description of ["two sisters revisit unsolved cases from the 1970s", "a true crime podcast about unsolved cases in small towns", "two brothers look into unexplained disappearances from the 1980s"]) {
    it(description, () => {
      for (const n of results({ description }).flat()) expect(n, description).not.toMatch(/\b(\w+?)s? from the \1\b/i);
    });
  }
});

describe("a clause that says how or where a thing works names the thing, never its verb ('Food Come Club', 'The Money Work Tapes')", () => {
  const cases: [string, RegExp][] = [
    ["a chef and a farmer talk about where our food comes from", /\bfood comes?\b/i],
    ["a teacher explains how money works", /\bmoney works?\b/i],
    ["two scientists explain how the brain learns", /\bbrain learns?\b/i],
    ["a historian on why empires fall", /\bempires? falls?\b/i],
  ];
  for (const [description, verb] of cases) {
    it(description, () => {
      for (const n of results({ description }).flat()) expect(n, description).not.toMatch(verb);
    });
  }
});

describe("believing is no faith unless it is in God ('Back in the Pews' for conspiracy theories)", () => {
  it("two friends discuss why people believe conspiracy theories", () => {
    for (const n of results({ description: "two friends discuss why people believe conspiracy theories" }).flat()) expect(n).not.toMatch(/\b(Pews?|Vestry|Church|Pulpit|Chapel|Prayer|Sermon|Candle)\b/);
  });
});
