import { describe, expect, it } from "vitest";
import { GENERATOR_STRUCTURES } from "../../catalog/structure";
import type { GeneralName } from "../../catalog/types";
import { generateOffline, seededRandom } from "../index";
import { plural } from "./titles";
import { STORY_WORLDS } from "../data/title-vocab";
import { pastTense } from "../core/pos";

function run(slug: string, input: Record<string, string>, seed: number, count = 7): GeneralName[] {
  const generator = GENERATOR_STRUCTURES.find((g) => g.slug === slug);
  if (!generator) throw new Error(`no generator ${slug}`);
  return generateOffline({ generator, input, count, random: seededRandom(seed) }) as GeneralName[];
}

/** The titles of `seeds` requests, the seeds 1, 2, 3… times `step`. */
function titlesOf(slug: string, input: Record<string, string>, seeds: number, step = 1): string[] {
  return Array.from({ length: seeds }, (_, i) => run(slug, input, (i + 1) * step).map((n) => n.name)).flat();
}

const COZY = { description: "a cozy farming game where you grow flowers and befriend villagers" };

describe("game and book titles", () => {
  it("an activity in -ing is never a title word ('Farming Tea', 'Farming Village')", () => {
    for (let seed = 1; seed <= 10; seed++) for (const n of run("game", COZY, seed, 15)) expect(n.name).not.toMatch(/\bFarming\b/);
  });

  it("the description's scene gives images: a farming game about flowers is offered blooms and orchards", () => {
    const all = Array.from({ length: 6 }, (_, i) => run("game", COZY, i + 1).map((n) => n.name)).flat().join(" ");
    expect(all).toMatch(/\b(Bloom|Blossom|Petal|Posy|Peony|Meadow|Orchard|Barn|Furrow|Pasture|Acre|Homestead|Field)\b/);
  });

  it("each title's meaning says what its own parts are, not 'built around the image of'", () => {
    for (let seed = 1; seed <= 5; seed++) {
      for (const n of [...run("game", COZY, seed), ...run("book-title", { description: "a memoir about growing up on a sheep farm in Wales" }, seed)]) {
        expect(n.meaning).not.toMatch(/built around the image|Built around a word/);
        expect(n.name_origin).not.toMatch(/word from your description/);
        expect(`${n.meaning} ${n.why_it_fits}`).toMatch(new RegExp(n.name.split(" ").pop()!.replace(/[^A-Za-z]/g, "")));
      }
    }
  });

  it("a name the visitor typed keeps its capital in the explanation", () => {
    for (let seed = 1; seed <= 8; seed++) {
      for (const n of run("book-title", { description: "a thriller about a detective hunting a serial killer in a snowbound Alaskan town" }, seed)) expect(n.why_it_fits).not.toMatch(/'alaskan'/);
    }
  });
});

describe("one-word titles", () => {
  it("a compound title ('Cottageborn') still says what its parts are", () => {
    for (let seed = 1; seed <= 10; seed++) {
      for (const n of run("game", COZY, seed, 15)) expect(n.meaning.length, n.name).toBeGreaterThan(12);
    }
  });

  it("words about the work itself are no title images ('Fast Crypt'); an action that is also a noun is ('Escape')", () => {
    const all = Array.from({ length: 6 }, (_, i) => run("game", { description: "a fast roguelike about a cat escaping a spaceship" }, i + 1).map((n) => n.name)).flat();
    expect(all.join(" | ")).not.toMatch(/\bFast\b/);
    expect(all.join(" | ")).toMatch(/\bEscape\b/);
  });

  it("a place the visitor named can be the place of a title ('The Shepherd of Wales')", () => {
    const all = Array.from({ length: 8 }, (_, i) => run("book-title", { description: "a memoir about growing up on a sheep farm in Wales" }, i + 1)).flat();
    expect(all.some((n) => / (of|in) Wales$/.test(n.name) && /'Wales' is the place you named/.test(n.meaning))).toBe(true);
  });

  it("a genre image says what it means ('Crypt' is a vault of the dead), not 'a roguelike image'", () => {
    for (let seed = 1; seed <= 6; seed++) {
      for (const n of run("game", { description: "a fast roguelike about a cat escaping a spaceship" }, seed)) expect(n.meaning).not.toMatch(/roguelike image/);
      for (const n of run("book-title", { genre: "thriller", description: "a detective hunting a serial killer" }, seed)) expect(n.meaning).not.toMatch(/thriller image/);
    }
  });

  it("a person in the story owns a title's image, never describes it ('The Beekeeper Key', 'Villager Cottage')", () => {
    for (let seed = 1; seed <= 8; seed++) {
      for (const n of run("book-title", { genre: "mystery", description: "an elderly beekeeper solves a murder in a quiet English village" }, seed)) expect(n.name).not.toMatch(/Beekeeper (?!Who )[A-Z]/);
      for (const n of run("game", COZY, seed)) expect(n.name).not.toMatch(/Villager (?!Who )[A-Z]/);
    }
  });

  it("verbs after their subject, prepositions and shy are no title nouns; plurals are made singular by WordNet ('Potato', not 'Potatoe')", () => {
    for (let seed = 1; seed <= 8; seed++) {
      for (const n of run("book-title", { genre: "young-adult", description: "a shy girl joins the school rowing team and falls for the captain" }, seed)) expect(n.name).not.toMatch(/\b(Join|Joins|Fall|Falls)\b|(The|An?) [A-Z][a-z]+ Shy$/);
      for (const n of run("game", { genre: "platformer", description: "a frog who hops across lily pads to rescue his tadpoles" }, seed)) expect(n.name).not.toMatch(/\b(Across|Hops)\b/);
      for (const n of run("book-title", { genre: "science-fiction", description: "a botanist stranded on Mars grows potatoes to survive" }, seed)) expect(n.name).not.toMatch(/Potatoe\b/);
    }
  });
});

describe("titles from the description's scene", () => {
  it("a cat escaping a spaceship gets spaceship images, never dungeon ones, and 'escape' is never a place", () => {
    const all = Array.from({ length: 10 }, (_, i) => run("game", { description: "a fast roguelike about a cat escaping a spaceship" }, i + 1).map((n) => n.name)).flat().join(" | ");
    expect(all).not.toMatch(/\b(Catacombs|Undercroft)\b|(of|Beyond) the Escape\b/);
    expect(all).toMatch(/\b(Airlock|Hull|Reactor|Bulkhead|Cargo Hold|Escape Pod|Starlight|Beacon|Spaceship)\b/);
  });

  it("words about the book itself are no title words ('Novel of Thornwick', 'Story of the Fens')", () => {
    for (let seed = 1; seed <= 8; seed++) {
      for (const n of run("book-title", { genre: "mystery", description: "a detective story set in 1920s Shanghai" }, seed)) expect(n.name).not.toMatch(/\b(Story|Set|Novel)\b/);
      for (const n of run("book-title", { description: "a fantasy novel about a girl who can hear trees" }, seed)) expect(n.name).not.toMatch(/\b(Novel|Fantasy|Bookmark|Quill)\b/);
    }
  });
});

describe("story titles keep to the story and vary", () => {
  const HOSPITAL = { genre: "horror", description: "exploring an abandoned hospital at night" };
  const BAKERS = { genre: "romance", description: "two rival bakers fall in love during a summer baking contest" };
  const all = (slug: string, input: Record<string, string>, seeds = 30) => Array.from({ length: seeds }, (_, i) => run(slug, input, i + 1)).flat();

  it("a season the story names is the only season in its titles ('One Winter' for a summer contest)", () => {
    for (const n of all("book-title", { genre: "romance", description: "two strangers fall in love one summer at a seaside hotel in Cornwall" })) expect(n.name).not.toMatch(/\b(Winter|Autumn|Spring)\b/);
  });

  it("the night's images never take the place's describing word ('Abandoned Moons', 'The Rival's Meridian')", () => {
    for (const n of all("game", HOSPITAL)) expect(n.name).not.toMatch(/Abandoned (Moon|Lamplight|Midnight|Star)/);
    for (const n of all("book-title", BAKERS)) expect(n.name).not.toMatch(/\b(Meridian|Halo)\b/);
  });

  it("a building in a dark game gets a name of its own, and its meaning says so ('Ravenhill Hospital')", () => {
    const results = all("game", HOSPITAL);
    expect(results.filter((n) => /a name of its own/.test(n.meaning)).length).toBeGreaterThan(0);
    // Whatever stands before "Hospital" is explained: a mood word or the hospital's own name.
    for (const n of results.filter((x) => /^[A-Z][a-z]+(?: [A-Z][a-z]+)? Hospital$/.test(x.name))) expect(n.meaning, n.name).toContain(`'${n.name.replace(/ Hospital$/, "")}'`);
  });

  it("a kind of book brings its own shapes: 'The Detective Who Knew Too Much', 'The Missing of the Town'", () => {
    const names = all("book-title", { description: "a thriller about a detective hunting a serial killer in a snowbound Alaskan town" }).map((n) => n.name);
    expect(names.some((n) => / Who /.test(n))).toBe(true);
    expect(new Set(names).size / names.length).toBeGreaterThan(0.6);
  });

  it("a word said of a person describes people only, and 'alone' never stands before a noun ('The Retired Shelf', 'Alone Lamps')", () => {
    for (const n of all("book-title", { genre: "mystery", description: "a retired teacher finds a body in the school library" })) expect(n.name).not.toMatch(/Retired (?!Teacher)[A-Z]/);
    for (const n of all("game", { genre: "horror", description: "a lighthouse keeper alone on an island hears voices in the fog" })) expect(n.name).not.toMatch(/\bAlone [A-Z]/);
    // Every shape, not only the image ones: "Alone Island" is the describing word and a noun of the story.
    for (const n of all("game", { description: "a lighthouse keeper alone on an island at night" })) expect(n.name).not.toMatch(/\bAlone [A-Z]/);
  });

  it("two describing words pair only when both describe ('Sleepless and Alone', never 'Last and Frozen')", () => {
    for (const n of all("game", { genre: "strategy", description: "rival kingdoms fight over a frozen valley" })) expect(n.name).not.toMatch(/^(Last|First|Great|Old|High|Royal|Lost|Rising) and /);
  });

  it("many sheep are sheep and many fishermen fishermen ('Growing Up with Sheeps')", () => {
    expect(["Sheep", "Mouse", "Fisherman", "Old Man", "Wolf", "Human"].map(plural)).toEqual(["Sheep", "Mice", "Fishermen", "Old Men", "Wolves", "Humans"]);
    // (Podcasts name people this way too: "Real Midwives", "Inside Football Coaches".)
    expect(["Midwife", "Football Coach", "Night Nanny"].map(plural)).toEqual(["Midwives", "Football Coaches", "Night Nannies"]);
    const names = all("book-title", { description: "a memoir about growing up on a sheep farm in Wales" }, 60).map((n) => n.name);
    expect(names.some((n) => n === "Growing Up with Sheep")).toBe(true);
    for (const n of names) expect(n).not.toMatch(/Sheeps/);
  });
});

describe("blog names follow what the blog is about", () => {
  const blogs = (slug: string, input: Record<string, string>) => Array.from({ length: 12 }, (_, i) => run(slug, input, i + 1)).flat();

  it("money tips for nurses is a money blog ('Money Notes', never 'Tip & Breath' or 'The Daily Blog')", () => {
    const names = blogs("blog", { description: "money tips for nurses" });
    for (const n of names) expect(n.name).not.toMatch(/\b(Tips?|Blog|Breath|Bloom|Still)\b/);
    expect(names.filter((n) => /\bMoney\b/.test(n.name)).length).toBeGreaterThan(names.length / 5);
  });

  it("a beekeeper's blog is offered the hive's words, not a house's ('The Cheeky Brick')", () => {
    const text = blogs("personal-blog", { description: "my life as a beekeeper in Vermont" }).map((n) => n.name).join(" ");
    expect(text).toMatch(/\b(Hive|Honey|Comb|Nectar|Wax|Bumble|Clover|Heather|Linden|Meadow)\b/);
    expect(text).not.toMatch(/\b(Brick|Door|Threshold|Keystone)\b/);
  });

  it("a topic the visitor picked still leads ('tech' for budget laptops)", () => {
    expect(blogs("blog", { topic: "tech", description: "reviews of budget laptops" }).map((n) => n.name).join(" ")).toMatch(/\b(Byte|Bit|Sync|Grid|Stack|Loop|Beam|Circuit|Pixel|Code|Node)\b/);
  });
});

describe("song and poem titles from the visitor's own words", () => {
  it("a song about driving alone at night may be called 'Driving Alone' or 'Alone at Night'; a title never starts or ends on 'a' or 'about'", () => {
    const names = Array.from({ length: 12 }, (_, i) => run("song", { description: "a breakup song about driving alone at night" }, i + 1)).flat().map((n) => n.name);
    expect(names).toEqual(expect.arrayContaining(["Driving Alone", "Alone at Night"]));
    for (const n of names) expect(n).not.toMatch(/^(A|About|My|Song) |\bAbout\b/);
  });
});

describe("a song's own word pairs with a kind of song", () => {
  it("'Train Blues', 'Anniversary Waltz', never a stray image ('Ride Summer', 'Anniversary Yearbook') or a number ('Tenth Blues')", () => {
    const names = Array.from({ length: 12 }, (_, i) => run("song", { description: "love song for my wife on our tenth anniversary" }, i + 1)).flat();
    for (const n of names) expect(n.name).not.toMatch(/^Anniversary (Yearbook|Attic|Note|Summer|Weekend|Crush)$|^Tenth (?!Anniversary)/);
    const paired = names.filter((n) => /^Anniversary (Blues|Lullaby|Waltz|Serenade|Anthem|Ballad|Song|Hymn|Shuffle|Reprise|Overture|Refrain)$/.test(n.name));
    expect(paired.length).toBeGreaterThan(0);
    for (const n of paired) expect(n.meaning).toMatch(/'Anniversary'.*'(Blues|Lullaby|Waltz|Serenade|Anthem|Ballad|Song|Hymn|Shuffle|Reprise|Overture|Refrain)' is /);
  });
});

describe("non-fiction named for its subject", () => {
  const names = (description: string, input: Record<string, string> = {}) => Array.from({ length: 10 }, (_, i) => run("book-title", { ...input, description }, i + 1)).flat().map((n) => n.name);

  it("a cookbook is non-fiction even with the genre left at fantasy, and is named like one ('Italian Pasta Every Day')", () => {
    const ns = names("a cookbook of quick Italian pasta recipes");
    for (const n of ns) expect(n).not.toMatch(/\b(Shattered|Unbroken|Emerald|Crimson|Drowned|Witchlit|Thornbound)\b/);
    expect(ns.some((n) => /Italian Pasta/.test(n))).toBe(true);
  });

  it("a history is named like one ('The Story of the Roman Navy'), and 'Birds of Britain' is no plural modifier", () => {
    expect(names("a history of the Roman navy").some((n) => /^(Roman Navy: A History|A Short History of the Roman Navy|The Story of the Roman Navy|Roman Navy: The Untold Story|Inside the Roman Navy|The Rise of the Roman Navy)$/.test(n))).toBe(true);
    expect(names("a book about birds of Britain", { genre: "non-fiction" }).some((n) => /Birds of Britain/.test(n))).toBe(true);
  });
  it("a guide to doing something is named for it ('Starting a Vegetable Garden Made Simple', 'How to Run Your First Marathon'), and one word of it is no 'Power'", () => {
    const garden = names("a guide to starting a vegetable garden", { genre: "non-fiction" });
    expect(garden.filter((n) => /Vegetable Garden/.test(n)).length).toBeGreaterThanOrEqual(10);
    expect(garden.some((n) => /^(Starting a Vegetable Garden|The Art of Starting|A Beginner's Guide to Starting)/.test(n))).toBe(true);
    for (const n of garden) expect(n).not.toMatch(/The Power of Garden|Little Book of Vegetable Garden/);
    expect(names("how to run your first marathon", { genre: "non-fiction" }).some((n) => /^(How to Run Your First Marathon|The Art of Running|A Beginner's Guide to Running|Running Your First Marathon)/.test(n))).toBe(true);
  });
  it("the doing is spelt as said: 'The Art of Stirring Custard' and 'Tying Knots', never 'Stiring' or 'Tieing'", () => {
    const stir = names("a guide on how to stir custard", { genre: "non-fiction" });
    for (const n of stir) expect(n).not.toMatch(/Stiring/);
    expect(stir.some((n) => /Stirring Custard/.test(n))).toBe(true);
    const tie = names("a little handbook on how to tie sailing knots", { genre: "non-fiction" });
    for (const n of tie) expect(n).not.toMatch(/Tieing|Tiing/);
    expect(tie.some((n) => /Tying Sailing Knots/.test(n))).toBe(true);
  });
});

describe("an action after 'can' or 'to' is no title word", () => {
  it("a girl who can talk to pigeons gets no 'Talk' title, and a song about learning to fly may be 'Learning to Fly'", () => {
    const comics = Array.from({ length: 12 }, (_, i) => run("comic-book", { description: "a teenage girl who can talk to pigeons protects New York" }, i + 1)).flat();
    // (Her clause told whole is her title: "The Girl Who Could Talk to Pigeons".)
    for (const n of comics) expect(n.name.replace("The Girl Who Could Talk to Pigeons", "")).not.toMatch(/\bTalk\b/);
    const songs = Array.from({ length: 12 }, (_, i) => run("song", { description: "a song about learning to fly" }, i + 1)).flat().map((n) => n.name);
    expect(songs).toContain("Learning to Fly");
  });
});

describe("a plural image in a story title", () => {
  it("is explained of one of them, in a sentence that agrees ('a harbor is a safe place to land', never \"'Harbors' are safe place to land\")", () => {
    const meanings: string[] = [];
    for (let seed = 1; seed <= 30; seed++) {
      for (const [slug, description] of [
        ["game", "exploring an abandoned hospital at night"],
        ["game", "a fast roguelike about a cat escaping a spaceship"],
        ["book-title", "a memoir about growing up on a sheep farm in Wales"],
        ["game", "a cozy farming game where you grow flowers and befriend villagers"],
      ]) {
        for (const n of run(slug, { description }, seed)) meanings.push(n.meaning);
      }
    }
    const plurals = meanings.filter((m) => /'[A-Z][a-z]+s': an? [a-z ]+ is /.test(m));
    expect(plurals.length).toBeGreaterThan(3);
    for (const m of meanings) expect(m).not.toMatch(/'[A-Z][A-Za-z ]+s' are /);
  });
});

describe("the words a title frame draws around the visitor's own", () => {
  it("are explained, so 'The Little Sheep' and 'The Patient Sheep' never share an explanation", () => {
    for (let seed = 1; seed <= 40; seed++) {
      const list = run("book-title", { description: "a memoir about growing up on a sheep farm in Wales" }, seed);
      const origins = list.map((n) => n.name_origin);
      expect(new Set(origins).size, origins.join(" | ")).toBe(origins.length);
      for (const n of list) {
        // "The Last Sheep" is a frame of its own ("a 'The Last' title"), explained as one.
        // ("The Black Sheep" is a phrase of sheep farming, explained whole.)
        const drawn = STORY_WORLDS.some((w) => w.sayings.some((x) => x.t === n.name)) ? undefined : n.name.match(/^The (?!Last )(\w+) Sheep$/)?.[1];
        if (drawn) expect(n.meaning).toContain(`'${drawn}'`);
      }
    }
  });
});

// Screenplays and fan fiction are stories: their titles are built on the story told, as book titles are,
// not on the genre's stock ("War and Other Quests", "Verdict and River", "The Booked Uncle").
describe("screenplay and fan fiction titles", () => {
  const STORIES: [string, Record<string, string>, RegExp][] = [
    ["fan-fiction", { description: "Ron and Luna are stuck together in a snowed-in cabin over Christmas" }, /Ron|Luna|Cabin|Christmas|Snow/],
    ["fan-fiction", { fandom: "Marvel", genre: "hurt-comfort", description: "Bucky has nightmares and Steve stays up with him" }, /Bucky|Steve|Nightmare/],
    ["fan-fiction", { fandom: "Haikyuu", genre: "alternate-universe", description: "coffee shop AU where Kageyama is a barista and Hinata keeps getting his order wrong" }, /Kageyama|Hinata|Barista|Coffee|Order/],
    ["screenplay", { description: "a retired boxer trains his estranged granddaughter for one last fight" }, /Boxer|Granddaughter|Fight/],
    ["screenplay", { genre: "comedy", description: "two rival wedding planners are booked for the same wedding in Vegas" }, /Rival|Planner|Wedding|Vegas/],
  ];
  const titles = (slug: string, input: Record<string, string>) => titlesOf(slug, input, 10);

  it("most titles hold a word of the story as the person told it", () => {
    for (const [slug, input, own] of STORIES) {
      const all = titles(slug, input);
      expect(all.filter((t) => own.test(t)).length, input.description).toBeGreaterThanOrEqual(all.length * 0.65);
    }
  });

  it("a character's name is said as a name: whole, with no article and no describing word before it", () => {
    const cases: [Record<string, string>, string[]][] = [
      [{ description: "Hermione and Draco are forced to work together at the Ministry after the war" }, ["Hermione", "Draco"]],
      [{ fandom: "Star Wars", genre: "angst", description: "Obi-Wan after Order 66, alone on Tatooine" }, ["Obi-Wan"]],
      [{ fandom: "Marvel", genre: "hurt-comfort", description: "Bucky has nightmares and Steve stays up with him" }, ["Bucky", "Steve"]],
    ];
    for (const [input, names] of cases) {
      const all = titles("fan-fiction", input);
      expect(all.some((t) => names.some((n) => t.includes(n))), input.description).toBe(true);
      for (const t of all) {
        for (const n of names) {
          expect(t).not.toMatch(new RegExp(`\\bThe ${n}\\b|\\bThe [A-Z][a-z]+ ${n}$`));
        }
        expect(t).not.toMatch(/(^|[^-])\bWan\b/);
      }
      // "alone on Tatooine": a place keeps the word it was given; "at the Ministry" its article;
      // "Order 66" is an event, not someone with things of their own ("Order's Scars").
      if (/Tatooine/.test(input.description)) for (const t of all) expect(t).not.toMatch(/ in Tatooine|Order's/);
      if (/Ministry/.test(input.description)) for (const t of all) expect(t).not.toMatch(/(at|of|in|from) Ministry|Ministry's/);
    }
  });

  // ("The Wrong Order" names the premise's running slip, "gets his order wrong"; the word alone at a title's end never comes.)
  it("what is done to the characters, or how, is no title word ('The Booked Wedding', 'Keeps and Other Mirrors', 'The Together Path')", () => {
    for (const [slug, input] of STORIES) for (const t of titles(slug, input)) expect(t).not.toMatch(/\b(Booked|Stuck|Keeps|Together|Forced)\b|\bWrong$/);
  });
});

describe("screenplay and fan fiction titles vary from one request to the next", () => {
  // Stories the eval does not ask for: five runs of one request, seven titles each.
  const STORIES: [string, Record<string, string>][] = [
    ["screenplay", { genre: "action", description: "an ex-soldier must rescue his daughter from a cartel in Mexico City" }],
    ["screenplay", { genre: "science-fiction", description: "the last crew of a generation ship wakes up centuries too early" }],
    ["screenplay", { genre: "horror", description: "a family moves into a farmhouse where the previous owners vanished" }],
    ["screenplay", { genre: "romance", description: "a widowed baker falls for the new mailman in a small coastal village" }],
    ["fan-fiction", { fandom: "Marvel", genre: "hurt-comfort", description: "Bucky has nightmares and Steve stays up with him" }],
    ["fan-fiction", { fandom: "Sherlock", genre: "humor", description: "Sherlock and John try to adopt a cat and it goes badly" }],
    ["fan-fiction", { fandom: "Naruto", genre: "angst", description: "Sasuke returns to the village years after the war, but nobody trusts him" }],
    ["fan-fiction", { fandom: "Harry Potter", genre: "romance", description: "Ron and Luna are stuck together in a snowed-in cabin over Christmas" }],
  ];
  const distinctShare = (slug: string, input: Record<string, string>, window: number) => {
    const names = Array.from({ length: 5 }, (_, i) => run(slug, input, window * 100_003 + (i + 1) * 7919).map((n) => n.name.toLowerCase())).flat();
    return new Set(names).size / names.length;
  };

  // The eval's line is 95 in 100 over its own requests; over four windows of these a request can fall a little below it.
  it("at least 93 titles in 100 are new over five runs, on average", () => {
    for (const slug of ["screenplay", "fan-fiction"]) {
      const shares = STORIES.filter(([s]) => s === slug).flatMap(([, input]) => [1, 2, 3, 4].map((w) => distinctShare(slug, input, w)));
      expect(shares.reduce((a, b) => a + b, 0) / shares.length, slug).toBeGreaterThanOrEqual(0.93);
    }
  });

  it("a title is never the genre's stock alone when the story gave words of its own ('Quiet Blankets', 'Slow Bandages' for Bucky's nightmares)", () => {
    for (let seed = 1; seed <= 20; seed++) for (const n of run("fan-fiction", { genre: "hurt-comfort", description: "Bucky has nightmares and Steve stays up with him" }, seed * 7919)) expect(n.name).toMatch(/Bucky|Steve|Nightmare/);
  });
});

describe("the people of a story are its subject, not whom it is for", () => {
  it("a title may end on one of them ('The Last Owner', 'A Lantern for the Teacher'), as often as it begins with them", () => {
    const names = titlesOf("screenplay", { genre: "horror", description: "a family moves into a farmhouse where the previous owners vanished" }, 20, 7919);
    expect(names.filter((n) => /Owners?$/.test(n)).length).toBeGreaterThanOrEqual(names.length * 0.1);
  });
});

describe("what a story title leaves out", () => {
  const titles = (slug: string, input: Record<string, string>) => titlesOf(slug, input, 20);

  it("words that say how, who in general, or what someone did are no title words ('Badly and Whiskers', 'Nobody and Fields', 'The Previous Well')", () => {
    const cases: [string, Record<string, string>, RegExp][] = [
      ["fan-fiction", { genre: "humor", description: "Sherlock and John try to adopt a cat and it goes badly" }, /\b(Badly|Try|Adopt)\b/],
      ["fan-fiction", { genre: "angst", description: "Sasuke returns to the village years after the war, but nobody trusts him" }, /\b(Nobody|Trusts?|Returns)\b/],
      ["fan-fiction", { description: "Geralt and Ciri travel through a plague-ridden kingdom hunting a monster" }, /\b(Travel|Ridden)\b/],
      ["screenplay", { genre: "horror", description: "a family moves into a farmhouse where the previous owners vanished" }, /\b(Previous|Vanished)\b/],
      ["screenplay", { genre: "science-fiction", description: "the last crew of a generation ship wakes up centuries too early" }, /\bEarly\b/],
      ["screenplay", { description: "a single mother fights to keep her family diner open in a dying mining town" }, /\bOpen\b/],
    ];
    for (const [slug, input, never] of cases) for (const t of titles(slug, input)) expect(t, input.description).not.toMatch(never);
  });

  it("a describing word stays with what it was said of ('an empty office tower' gives no 'The Empty Guard' or 'Empty Murders')", () => {
    for (const t of titles("screenplay", { genre: "thriller", description: "a night-shift security guard witnesses a murder in an empty office tower" })) expect(t).not.toMatch(/\bEmpty (Guard|Murder|Security|Shift|Witness)/);
  });

  it("no stuff is counted ('Nightmares and Warmths'), no time is given as a gift ('A Winter for Obi-Wan'), and an event keeps its article ('What Order Knew')", () => {
    for (const t of titles("fan-fiction", { genre: "hurt-comfort", description: "Bucky has nightmares and Steve stays up with him" })) expect(t).not.toMatch(/\b(Warmths|Teas|Rains|Silences)\b/);
    for (const t of titles("fan-fiction", { genre: "angst", description: "Obi-Wan after Order 66, alone on Tatooine" })) expect(t).not.toMatch(/^An? (Winter|Summer|Spring|Autumn|Year|Night|Aftermath) for|What Order Knew/);
  });
});

describe("comic book titles", () => {
  const titles = (input: Record<string, string>) => titlesOf("comic-book", input, 20, 7919);

  it("are built on the story told, as book titles are, with only some in the rack's hero shapes ('Sentinel: The Girl Saga', 'Deal: The Try Protocol')", () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ description: "a teenage girl who can talk to machines protects her city from a rogue AI" }, /Girl|City|Machine/],
      [{ genre: "crime", description: "a corrupt cop in 1970s New York tries to go straight" }, /Cop|New York/],
      [{ genre: "slice-of-life", description: "two roommates run a tiny ramen shop in Osaka" }, /Roommate|Ramen|Shop|Osaka/],
    ];
    for (const [input, own] of cases) {
      const all = titles(input);
      expect(all.filter((t) => own.test(t)).length, input.description).toBeGreaterThanOrEqual(all.length * 0.6);
      for (const t of all) expect(t, input.description).not.toMatch(/^\w+: The \w+ (Saga|Protocol|Files|Heist|War|Conspiracy)$|\b(Try|Straight|Rogue|Run)\b/);
    }
  });
});

describe("poem and song titles say their words as English does", () => {
  const names = (slug: string, input: Record<string, string>) => titlesOf(slug, input, 25, 7919);

  it("'On' a thing is said of all its kind, and 'Notes on' one thing is the thing ('On Ghost', 'Notes on Garden', 'Notes on the Grandmother')", () => {
    const inputs: Record<string, string>[] = [{ description: "my grandmother garden in late summer" }, { mood: "melancholic", description: "letters from my father that I never answered" }, { mood: "romantic", description: "a lighthouse and the sea at night" }];
    for (const input of inputs) {
      for (const t of names("poetry-title", input)) {
        expect(t).not.toMatch(/^On (Ghost|Letter|Photograph|Window|Lighthouse|Harbor|Rose|Kiss|Dance|Song|Moon|Lamp)$/);
        expect(t).not.toMatch(/^Notes on (Garden|Lighthouse|Sea|Father|Grandmother|the (Father|Grandmother))$/);
      }
    }
  });

  it("a song's title never ends on a joining word, and a describing word is no song's subject ('Home Alone After', 'Alone Lullaby')", () => {
    for (const t of names("song", { description: "driving home alone after a breakup, windows down" })) expect(t).not.toMatch(/ (After|Before|Until|During)$|^Alone (Lullaby|Overture|Reprise|Waltz|Blues|Song|Hymn|Serenade|Anthem|Ballad|Shuffle|Refrain)$/);
  });
});

describe("song and poem titles are built on what they are about", () => {
  const names = (slug: string, input: Record<string, string>) => titlesOf(slug, input, 10, 7919);
  const SONGS: Record<string, string>[] = [
    { genre: "country", mood: "happy", description: "summer nights on the lake with my best friends" },
    { genre: "folk", mood: "sad", description: "my father’s old fishing boat and the last summer we had" },
    { genre: "rock", mood: "angry", description: "landlords, rent and a city that forgot us" },
  ];
  const POEMS: Record<string, string>[] = [
    { mood: "melancholic", description: "my grandmother’s garden in late autumn" },
    { mood: "dark", description: "insomnia and the sound of the city at 3am" },
    { mood: "nature", description: "herons on the river at dawn" },
  ];
  const ownWords = (description: string) => description.toLowerCase().replace(/’/g, "'").match(/[a-z]{3,}/g)!.filter((w) => !/^(the|and|with|that|had|from|about|my)$/.test(w)).map((w) => w.replace(/s$/, ""));

  it("most titles hold the visitor's own words ('Ode to Insomnia', 'Back to the Lake'), not the mood's stock ('Postcard All Night', 'Seedling in a Closing Door')", () => {
    for (const [slug, inputs] of [["song", SONGS], ["poetry-title", POEMS]] as const) {
      for (const input of inputs) {
        const all = names(slug, input);
        const own = ownWords(input.description);
        expect(all.filter((t) => own.some((w) => t.toLowerCase().includes(w))).length, input.description).toBeGreaterThanOrEqual(all.length * 0.55);
        for (const t of all) expect(t, input.description).not.toMatch(/ All Night$| in (a Closing Door|the Empty Room|the Attic|the Old Station|November)$|^Me and My (Halo|Moon|Guitar|Heart)$/);
      }
    }
  });

  it("a kind of song suits its mood: an empowering anthem is no lullaby ('Atlanta Lullaby')", () => {
    for (const t of names("song", { genre: "hip-hop", mood: "empowering", description: "growing up broke in Atlanta and making it anyway" })) expect(t).not.toMatch(/ (Lullaby|Waltz|Serenade)$/);
  });

  it("the words are read as written: '3am' is '3 A.M.', a comma ends a phrase, 'father’s' is one word, and stuff is not counted ('On Insomnias')", () => {
    for (const t of names("poetry-title", POEMS[1])) expect(t).not.toMatch(/\bAm\b|Insomnias|Notes on the Insomnia/);
    expect(names("poetry-title", POEMS[1]).some((t) => /3 A\.M\./.test(t))).toBe(true);
    for (const t of names("song", SONGS[2])) expect(t).not.toMatch(/Landlords Rent/);
    for (const t of names("song", SONGS[1])) expect(t).not.toMatch(/\bS\b|Father'?s Old$/);
  });
});

describe("poem titles asked for again", () => {
  it("five requests for a poem of two or three words bring mostly new titles ('Ode to Autumn' and 'Notes on Autumn' every time)", () => {
    let share = 0;
    const poems = [{ mood: "melancholic", description: "my grandmother’s garden in late autumn" }, { mood: "dark", description: "insomnia and the sound of the city at 3am" }];
    for (const input of poems) {
      for (let w = 0; w < 8; w++) {
        const seen = new Set<string>();
        let total = 0;
        for (let i = 1; i <= 5; i++) for (const n of run("poetry-title", input, w * 100_003 + i * 7919)) {
          seen.add(n.name.toLowerCase());
          total++;
        }
        share += seen.size / total;
      }
    }
    expect(share / 16).toBeGreaterThanOrEqual(0.77);
  });
});

describe("song and poem titles read the description as a person would", () => {
  const names = (slug: string, description: string) => titlesOf(slug, { description }, 10, 7919);

  it("the kind of song or poem is not what it is about ('Good Upbeat', 'Sad Country', 'On Haikus', 'Lullaby Anthem')", () => {
    for (const t of names("song", "an upbeat song about friendship")) expect(t).not.toMatch(/Upbeat/);
    for (const t of names("song", "a sad country song about my father")) expect(t).not.toMatch(/Country/);
    for (const t of names("song", "a lullaby for my newborn daughter")) expect(t).not.toMatch(/Lullaby (Anthem|Song|Waltz|Ballad)|(Wild|Bright|Golden) Lullaby/);
    for (const t of names("poetry-title", "a haiku about snow on the mountains")) expect(t).not.toMatch(/Haiku/);
  });

  it("a feeling or a friendship is nobody and nowhere ('Portrait of a Loneliness', 'Meet Me at the Friendship'), and a feeling is not counted ('On Depressions', 'On City Lives')", () => {
    for (const t of names("poetry-title", "poems about city life and loneliness")) expect(t).not.toMatch(/(a|the) Loneliness|City Lives/);
    for (const t of names("song", "an upbeat song about friendship")) expect(t).not.toMatch(/the Friendship/);
    for (const t of names("poetry-title", "poems about depression and recovery")) expect(t).not.toMatch(/Depressions|Recoveries|(a|the) (Depression|Recovery)\b/);
  });

  it("a doing cut from its sentence is no title ('Died Last Winter', 'Son Learn')", () => {
    for (const t of names("song", "missing my dog who died last winter")) expect(t).not.toMatch(/Died/);
    for (const t of names("poetry-title", "a poem about watching my son learn to walk")) expect(t).not.toMatch(/Son Learn/);
  });

  it("what the visitor calls theirs stays theirs ('Song for My Dog', never 'Song for the Dog')", () => {
    const all = names("song", "missing my dog who died last winter");
    for (const t of all) expect(t).not.toMatch(/the Dog\b/);
    expect(all.some((t) => /My Dog/.test(t))).toBe(true);
  });

  it("an elegy is for a loss: a son learning to walk gets none, a grandmother who died may", () => {
    for (const t of names("poetry-title", "a poem about watching my son learn to walk")) expect(t).not.toMatch(/Elegy/);
    expect(names("poetry-title", "a poem about my grandmother's garden after she died").concat(names("poetry-title", "a poem for my grandmother who died")).some((t) => /Elegy|Remembering/.test(t))).toBe(true);
  });

  it("places are said as English says them ('Letter from the Mountains', 'Leaving Home', never 'from the Mountain' or 'Leaving the Home')", () => {
    for (const t of names("poetry-title", "a haiku about snow on the mountains")) expect(t).not.toMatch(/the Mountain\b/);
    for (const t of names("song", "a song about leaving home")) expect(t).not.toMatch(/the Home|to Home|in Home/);
  });

  it("a comic's own kind and a number's noun are no title words ('Webcomic and Trams', 'Hour and Kitchens' of 'a webcomic about a 24-hour laundromat')", () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) for (const n of run("comic-book", { genre: "slice-of-life", description: "a webcomic about working at a 24-hour laundromat" }, seed * 7919)) expect(n.name).not.toMatch(/\b(Webcomic|Hours?)\b/);
  });

  it("a word that says where is no title word ('Truck Driver Far', 'Cold Far' of 'a truck driver far from home')", () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) for (const n of run("song", { genre: "country", mood: "sad", description: "a sad country song about a truck driver far from home" }, seed * 7919)) expect(n.name).not.toMatch(/\bFar\b(?! from)|\bAway$/);
  });

  it("five requests for a song or a poem of a few words bring mostly new titles ('Leaving Home', 'Summer Love' and 'Ode to Insomnia' every time)", () => {
    const requests: [string, string][] = [["song", "a song about leaving home"], ["song", "summer love at the lake"], ["poetry-title", "insomnia"], ["poetry-title", "poems about city life and loneliness"]];
    let share = 0;
    for (const [slug, description] of requests) {
      for (let w = 0; w < 8; w++) {
        const seen = new Set<string>();
        let total = 0;
        for (let i = 1; i <= 5; i++) for (const n of run(slug, { description }, w * 100_003 + i * 7919)) {
          seen.add(n.name.toLowerCase());
          total++;
        }
        share += seen.size / total;
      }
    }
    expect(share / (requests.length * 8)).toBeGreaterThanOrEqual(0.85);
  });

  it("a people's name describes and is nobody ('A Dance for Greek', 'Greek's Sweetheart' of 'a Greek fisherman')", () => {
    const requests = ["a Dutch florist falls for a Thai chef", "a Greek ferry captain falls for a Swiss hotel heiress", "a Victorian engineer and a Welsh miner fall in love"];
    for (const description of requests) for (const t of titlesOf("book-title", { genre: "romance", description }, 6, 7919)) {
      expect(t).not.toMatch(/\b(?:for|with|to|of|and) (?:Dutch|Thai|Greek|Swiss|Victorian|Welsh)$|\b(?:Dutch|Thai|Greek|Swiss|Victorian|Welsh)(?:'s|$)|^(?:Dutch|Thai|Greek|Swiss|Victorian|Welsh) (?:and|&) /);
    }
  });

  it("a cookbook of one people's or one family's recipes names their cooking ('Real Sri Lankan Family', 'Simply Lebanese Family')", () => {
    for (const description of ["a cookbook of Lebanese family recipes", "a cookbook of Punjabi recipes", "a cookbook of weeknight family recipes"]) {
      const all = titlesOf("book-title", { description }, 6, 7919);
      // Never a people or a family left where the dish belongs: "Lebanese Family at Home", "Real Punjabi", "The Little Book of Weeknight Family".
      for (const t of all) expect(t).not.toMatch(/(?:Lebanese|Punjabi|Family)(?:$| at Home| Every Day| in (?:Thirty|Twenty) Minutes|:)|^(?:Real|Simply|Quick) (?:Lebanese|Punjabi|Weeknight)(?: Family)?$|Book of (?:Lebanese|Punjabi|Weeknight)(?: Family)?$/);
      expect(all.filter((t) => /Lebanese|Punjabi|Weeknight/.test(t)).length).toBeGreaterThanOrEqual(all.length * 0.8);
    }
  });

  it("a history or a cookbook with a long subject still gets titles, never invented words ('Amsin', 'Calder' for Japanese woodblock printing)", () => {
    for (const description of ["a history of Korean celadon pottery", "a history of Venetian glass blowing", "a history of Irish linen weaving", "a cookbook of Malaysian street food recipes"]) {
      for (const t of titlesOf("book-title", { description }, 6, 7919)) expect(t).toMatch(/\s/);
    }
  });

  it("asked again, a history or a cookbook gets new titles, not the same few ('Korean Every Day', 'Korean at Home' every time)", () => {
    for (const description of ["a cookbook of Vietnamese recipes", "a history of the Hanseatic League"]) {
      let share = 0;
      for (let w = 0; w < 4; w++) {
        const seen = new Set<string>();
        for (let i = 1; i <= 5; i++) for (const n of run("book-title", { description }, w * 100_003 + i * 7919)) seen.add(n.name);
        share += seen.size / 35;
      }
      expect(share / 4).toBeGreaterThanOrEqual(0.5);
    }
  });

  it("a book about building something is a practical book ('The Dry Sorceress' of 'building a dry stone wall')", () => {
    for (const description of ["building a timber frame cabin", "building a raised bed for vegetables"]) {
      const all = titlesOf("book-title", { description }, 6, 7919);
      for (const t of all) expect(t).not.toMatch(/\b(?:Sorceress|Runes?|Ravens?|Crowns?|Thrones?|Embers?|Dragons?|Blades?|Oaths?)\b/);
      expect(all.filter((t) => /Building|Cabin|Bed/.test(t)).length).toBeGreaterThanOrEqual(all.length * 0.8);
    }
  });

  it("a how-to title keeps its verb whole and its grammar ('Looking Houseplants', 'The Caring for a Rescue Dog Handbook', 'Training for Your Marathon')", () => {
    for (const t of titlesOf("book-title", { description: "a guide to looking after tropical fish" }, 6, 7919).concat(titlesOf("book-title", { description: "a guide to looking after hens" }, 6, 7919))) expect(t).not.toMatch(/Looking (?!After)/);
    for (const t of titlesOf("book-title", { description: "a guide to caring for an elderly parent" }, 6, 7919)) expect(t).not.toMatch(/^The Caring .*Handbook$/);
    for (const t of titlesOf("book-title", { description: "training for your first half marathon" }, 6, 7919)) expect(t).not.toMatch(/Your (?!First)/);
  });

  it("what the reader lives through is no joy ('The Joy of Coping with Grief')", () => {
    for (const description of ["coping with tinnitus", "living with long covid", "overcoming a fear of flying"]) for (const t of titlesOf("book-title", { description }, 6, 7919)) expect(t).not.toMatch(/Joy/);
  });

  it("a description that only names food asks for a cookbook ('The Burning Mexican', 'Mexican and Billboards' of 'Mexican street food at home')", () => {
    for (const [description, own] of [["Thai street food at home", /Thai Street Food|Thai/], ["Lebanese home cooking", /Lebanese/], ["quick vegetarian dinners for students", /Vegetarian/]] as const) {
      const all = titlesOf("book-title", { description }, 6, 7919);
      // Every title names the food; none is a novel's ("What the Dinners Knew", "Thai and Porches").
      for (const t of all) expect(t).toMatch(own);
      for (const t of all) expect(t).not.toMatch(/Knew|\band (?:Porches|Billboards|Attics)|Dinners (?:Cooking|Kitchen|Cookbook|Table|Favourites|Staples)|Cooking (?:Kitchen|Cookbook|Table|Favourites|Staples)/);
    }
  });

  it("a story told in a 'who' clause gets its classic title ('The Girl Who Could Talk to Animals', never only 'The Girl Who Would Be King')", () => {
    const cases: [string, string, string][] = [
      ["book-title", "a boy who can see ghosts", "The Boy Who Could See Ghosts"],
      ["book-title", "an old fisherman who catches a mermaid", "The Fisherman Who Caught a Mermaid"],
      ["book-title", "two brothers who open a bakery in Naples", "The Brothers Who Opened a Bakery"],
      ["screenplay", "a dog who thinks she is a cat", "The Dog Who Thought She Was a Cat"],
      ["book-title", "a retired teacher who never leaves her village", "The Teacher Who Never Left Her Village"],
    ];
    for (const [slug, description, title] of cases) expect(titlesOf(slug, { description }, 5, 7919), description).toContain(title);
  });

  it("the past of a verb is English's own ('forgot', 'stopped', 'carried', never 'forgetted')", () => {
    expect(["forget", "stop", "carry", "love", "open", "visit", "talk", "swim", "put"].map(pastTense)).toEqual(["forgot", "stopped", "carried", "loved", "opened", "visited", "talked", "swam", "put"]);
  });

  it("a word that only says which club or station is nothing alone ('The Overlooked Bridge' for a bridge club, 'The Keeper of the Space' for a space station)", () => {
    for (const t of titlesOf("book-title", { genre: "mystery", description: "a retired vicar solves a poisoning at his chess club" }, 6, 7919)) expect(t).not.toMatch(/\bChess\b(?! Club)/);
    for (const t of titlesOf("book-title", { genre: "science-fiction", description: "a cook on a failing space station hides a stowaway" }, 6, 7919)) expect(t).not.toMatch(/\bSpace\b(?! Station)/);
  });

  it("whom a children's book is for is no word of its story ('Children and Curfews', 'What the Picture Knew')", () => {
    for (const t of titlesOf("book-title", { description: "a children's picture book about a tortoise who loves puddles" }, 6, 7919)) expect(t).not.toMatch(/Children|Picture/);
  });

  it("a children's book gets a children's book's words, not the fantasy default's ('The Storm-Crowned Owl', 'Hedgehog and Keys')", () => {
    for (const description of ["a children's picture book about a rabbit who loves carrots", "a bedtime story about a penguin who wants to fly"]) {
      for (const t of titlesOf("book-title", { description }, 6, 7919)) expect(t).not.toMatch(/Throne|Blade|Rune|Sorceress|Heir|Oath|Raven|Dragon|Ember|Thorn|Crown|Tower|Bedtime|Children/);
    }
  });

  it("a verb before 'to' and another verb is what they try, never a title word ('Son Try and Hillsides' of 'his son try to save the farm')", () => {
    for (const t of titlesOf("screenplay", { genre: "drama", description: "a mother and her daughter try to rebuild their bakery after a flood" }, 6, 7919)) expect(t).not.toMatch(/\bTry\b/);
  });

  it("the word for how many is none of the story ('Group and Keepsakes' of 'a group of friends')", () => {
    for (const t of titlesOf("screenplay", { genre: "horror", description: "a gang of teenagers break into an abandoned shopping mall" }, 6, 7919)) expect(t).not.toMatch(/\bGang\b/);
  });

  it("a describing word said with its noun takes no second one ('The Wandering Lost Crown')", () => {
    for (const t of titlesOf("book-title", { genre: "fantasy", description: "a quest to find the stolen sword" }, 6, 7919)) expect(t).not.toMatch(/\b(?!The\b|A\b|An\b)[A-Z][a-z-]+ Stolen Sword/);
  });
});

describe("issue 14: correct English and film-like titles", () => {
  const every = (slug: string, input: Record<string, string>, seeds = 6, count = 7) => Array.from({ length: seeds }, (_, i) => run(slug, input, i + 1, count)).flat();

  it("a song or poem line's origin is one sentence, never 'X is it is a line' nor a stray '…s'", () => {
    for (const [slug, input] of <[string, Record<string, string>][]>[
      ["song", { description: "long drives with my brother in the autumn", mood: "nostalgic" }],
      ["poetry-title", { description: "poems about tomatoes and kitchen windows" }],
      ["song", { description: "winter nights in a small town", genre: "folk" }],
    ])  {
      for (const n of every(slug, input, 8, 10)) {
        expect(n.name_origin).not.toMatch(/ is it is |is 'It is|\bis '[^']*' is a line/);
        expect(n.name_origin).not.toMatch(/…[a-z]/);
        expect(n.name_origin).not.toMatch(/where the dots are/);
      }
    }
  });
  it("a title never ends on a lowercase word ('The Monster Who Held on')", () => {
    const names = ["a soldier who never gives in", "an old boxer who holds on"].flatMap((description) => every("book-title", { description, genre: "literary" }, 8)).map((n) => n.name);
    expect(names.some((t) => / Who /.test(t))).toBe(true);
    for (const t of names) expect(t).not.toMatch(/ [a-z]+$/);
  });
  it("space is no place with an article ('Air Vents of the Space')", () => {
    for (const input of <Record<string, string>[]>[{ description: "a salvage crew adrift in space" }, { description: "trading cargo in deep space", genre: "strategy" }]) {
      for (const n of every("game", input, 8, 10)) expect(n.name).not.toMatch(/\bthe Space\b/i);
    }
  });
});

describe("issue 14: screenplay titles a person would pick", () => {
  const every = (slug: string, input: Record<string, string>, seeds = 6, count = 7) => Array.from({ length: seeds }, (_, i) => run(slug, input, (i + 1) * 7919, count)).flat();

  it("a screenplay is never named with the word for a film ('The Ordinary Film', 'Romcom and Roses')", () => {
    for (const input of <Record<string, string>[]>[{ description: "a feature film about a chef who loses her sense of taste" }, { description: "a movie about two sisters running a failing vineyard" }, { description: "a romcom about rival bakers", genre: "romance" }]) {
      for (const n of every("screenplay", input)) expect(n.name).not.toMatch(/\b(Films?|Movies?|Romcoms?|Feature)\b/);
    }
  });

  it("a screenplay is never two of the story's nouns joined ('Casino and Deadlines', 'Office Workers and Steel')", () => {
    for (const input of <Record<string, string>[]>[
      { description: "a robbery at a jewellery store in Paris", genre: "thriller" },
      { description: "nurses at a city hospital find out their director is an alien", genre: "comedy" },
      { description: "a lighthouse keeper hears voices in the fog", genre: "horror" },
    ]) {
      for (const n of every("screenplay", input)) expect(n.name, input.description).not.toMatch(/^(?!.*'s)(?!Smash and Grab$)[A-Z][a-z]+(?: [A-Z][a-z]+)? and [A-Z][a-z]+s?$/);
    }
  });

  it("a screenplay's titles are built on its premise with a film's own words ('Lockdown at the Bank', 'The Bank Job', 'Don't Tell the Director')", () => {
    const film = /^(Midnight|Last Call|Lockdown|Zero Hour|Dead of Night|Blackout|After Hours|Closing Time|Lights Out|Shutdown|Curfew|Checkpoint|Last Orders|Code Red|Standoff|Deadline|Nightfall) (at|in|on) the (Jewellery Store|Store)$|^The (Jewellery Store|Store|Paris) (Job|Gambit|Protocol|Conspiracy|Tapes|Affair|Contract|Files|Sting|Code|Dossier|Cover-Up|Manifest|Intercept|Exchange)$/;
    const names = every("screenplay", { description: "a robbery at a jewellery store in Paris", genre: "thriller" }, 10).map((n) => n.name);
    // (Each kind of film title once a result now, and one stock hour: "Lockdown at the Store" and "Midnight at the Store" were one idea twice.)
    expect(names.filter((t) => film.test(t)).length).toBeGreaterThanOrEqual(6);
  });

  it("a screenplay can be named with a phrase of its premise ('My Boss Is a Robot', 'Dad's Ashes', 'Two Brothers')", () => {
    const comedy = every("screenplay", { description: "teachers find out the new headmaster is a vampire", genre: "comedy" }, 40).map((n) => n.name);
    expect(comedy).toContain("The New Headmaster Is a Vampire");
    const drama = every("screenplay", { description: "three cousins reopen their grandfather's cinema" }, 40).map((n) => n.name);
    expect(drama.some((t) => /^Three Cousins$|^The Grandfather's Cinema$/.test(t))).toBe(true);
  });

  it("a premise of few words fills its list with its own words, never invented ones ('Teodela', 'Sella')", () => {
    for (const input of <Record<string, string>[]>[{ description: "a short film about sadness" }, { description: "a movie about regret" }, { description: "a dad and his daughter fix up an old truck" }]) {
      for (const n of every("screenplay", input, 4)) expect(n.name, input.description).toMatch(/Sad|Regret|Truck|Dad|Daughter/);
    }
  });

  it("a lead is a person: a romcom about dog walkers is not about the dog ('Kissing the Dog', 'The Dog's Vow')", () => {
    for (const n of every("screenplay", { description: "two cat sitters fall in love in Paris", genre: "romance" }, 10)) expect(n.name).not.toMatch(/\bCat\b(?! Sitter)|\bCat's\b/);
  });

  it("no season the description did not give, in a thriller, a comedy, in space or in a desert", () => {
    for (const [slug, input] of <[string, Record<string, string>][]>[
      ["screenplay", { description: "a hostage standoff at a small-town bank", genre: "thriller" }],
      ["screenplay", { description: "two rival food truck owners in Chicago", genre: "comedy" }],
      ["book-title", { description: "miners trapped on a frozen moon", genre: "science-fiction" }],
      ["book-title", { description: "a rebellion on a desert planet", genre: "science-fiction" }],
      ["comic-book", { description: "vampires take over a high school", genre: "horror" }],
    ]) {
      for (const n of every(slug, input)) expect(n.name).not.toMatch(/\b(Summer|Autumn|Spring|Summers|Autumns|Springs)\b/);
    }
  });

  it("no two names in one result share a 'why' sentence with only the name swapped", () => {
    for (const [slug, input] of <[string, Record<string, string>][]>[
      ["screenplay", { description: "a retired spy opens a bookshop in Lisbon", genre: "thriller" }],
      ["screenplay", { description: "a hostage standoff at a small-town bank", genre: "thriller" }],
    ]) {
      for (let seed = 1; seed <= 4; seed++) {
        const names = run(slug, input, seed);
        const sentences = names.flatMap((n) => n.why_it_fits.split(/(?<=\.)\s+/).map((s) => s.split(n.name).join("#")));
        const repeated = sentences.filter((s, i) => /#/.test(s) && sentences.indexOf(s) !== i);
        expect(repeated).toEqual([]);
        const things = names.flatMap((n) => n.meaning.match(/is a thing at the heart of it/g) ?? []);
        expect(things.length).toBeLessThanOrEqual(1);
      }
    }
  });

  it("people are never called things ('Dad' is a thing at the heart of it)", () => {
    for (const input of <Record<string, string>[]>[{ description: "a mum and her teenage son restore an old boat" }, { description: "bike riders and their boss race across Spain", genre: "action" }]) {
      for (const n of every("screenplay", input)) expect(n.meaning).not.toMatch(/'(Mum|Son|Mom|Boss|Riders?|Bike Riders?)' is (a thing|what the|the thing|the film's own)/);
    }
  });
});

describe("titles built on the request's hook, in frames that read as English (judge-media)", () => {
  const seeds = 5;
  const names = (slug: string, input: Record<string, string>) => Array.from({ length: seeds }, (_, i) => run(slug, input, i + 1)).flat();

  it("a blog never puts 'The' and a mood word on stuff or a doing, nor stacks a mood word on its publication word ('The Practical Fibromyalgia', 'Merry Giggle Field Guide')", () => {
    const requests: [string, Record<string, string>][] = [
      ["personal-blog", { topic: "wellness", tone: "serious", description: "living with chronic illness and fibromyalgia" }],
      ["blog", { topic: "finance", style: "professional", description: "Tax and bookkeeping tips for freelancers and small agencies" }],
      ["personal-blog", { topic: "travel", tone: "elegant", description: "A retired couple in their sixties sailing around the Mediterranean on a small boat" }],
      ["blog", { topic: "health", style: "bold", description: "strength training and mobility for women over forty" }],
    ];
    for (const [slug, input] of requests)
      for (const n of names(slug, input)) {
        expect(n.name).not.toMatch(/^The \w+ (Fibromyalgia|Bookkeeping|Sailing|Living|Strength|Mobility|Training|Illness)$/);
        expect(n.name).not.toMatch(/^\w+ \w+ (Field Guide|Almanac|Dispatch|Diaries|Letters|Notes|Journal)$/.source.replace("^\\w+ \\w+", "^(Merry|Sunny|Busy|Happy|Clear|Smart|Small|Slow|Golden|Velvet|Gilded|Thoughtful|Practical|Honest|Steady|Bold|Wild) \\w+"));
      }
  });

  it("a personal blog names its writer and keeps to the tone chosen ('Letters from a Teacher', never 'The Cheeky Teacher' with no tone picked)", () => {
    const teacher = names("personal-blog", { topic: "personal-finance", description: "paying off 80k of student debt as a teacher" }).map((n) => n.name);
    for (const n of teacher) expect(n).not.toMatch(/\b(Cheeky|Merry|Happy|Sunny|Silly|Jolly)\b/);
    const nurse = names("personal-blog", { topic: "lifestyle", description: "a night nurse in Glasgow writing about shift work, sleep and cheap dinners" }).map((n) => n.name).join(" | ");
    expect(nurse).toMatch(/\bNurse\b/);
    const couple = names("personal-blog", { topic: "travel", tone: "elegant", description: "A retired couple in their sixties sailing around the Mediterranean on a small boat" }).map((n) => n.name).join(" | ");
    expect(couple).toMatch(/Retired Couple/);
  });

  it("a blog's two subjects are both the visitor's, never a stock word beside theirs ('Vegetarian & Kettle', 'Teacher & Keystone')", () => {
    const requests: [string, Record<string, string>][] = [
      ["blog", { topic: "finance", style: "professional", description: "Tax and bookkeeping tips for freelancers and small agencies" }],
      ["personal-blog", { topic: "personal-finance", description: "paying off 80k of student debt as a teacher" }],
      ["blog", { topic: "diy", description: "Restoring old furniture and flipping thrift store finds on a budget" }],
    ];
    for (const [slug, input] of requests)
      for (const n of names(slug, input)) {
        const pair = n.name.match(/^(\w+) & (\w+)$/);
        if (!pair) continue;
        const said = input.description.toLowerCase();
        // (Both theirs, or two of one family their words call up, "Ladle & Butter"; never one of each.)
        const theirs = (w: string) => said.includes(w.toLowerCase().replace(/y$/, ""));
        expect(theirs(pair[1])).toBe(theirs(pair[2]));
      }
  });

  it("a comic's title takes no format word or broken phrase, and an abstract noun is nobody ('Town Told', 'The Sunny Strips', 'The Power Who Remembered')", () => {
    const all = [
      ...names("comic-book", { genre: "slice-of-life", description: "Two roommates running a failing ramen shop in a small town, told in short weekly strips." }),
      ...names("comic-book", { genre: "superhero", description: "A teenage girl in Lagos gains the power to control electricity during a citywide blackout." }),
      ...names("comic-book", { genre: "fantasy", description: "a young witch running a potion shop by the harbour, drawn in weekly panels" }),
    ];
    for (const n of all) {
      expect(n.name).not.toMatch(/\b(Strips?|Told|Panels?|Drawn|Weekly)\b/);
      expect(n.name).not.toMatch(/\b(Power|Electricity|Energy) Who\b|for the (Power|Electricity)\b/);
      expect(n.meaning).not.toMatch(/'(Power|Electricity)' is who the story follows/);
    }
  });

  it("stuff is never paired with a thing ('Pandemic Burnout and Suitcases', 'Electricity and Fluxes')", () => {
    const requests: [string, Record<string, string>][] = [
      ["book-title", { genre: "memoir", description: "My years as an ER nurse during the pandemic, burnout, and learning to care for myself again." }],
      ["comic-book", { genre: "superhero", description: "A teenage girl in Lagos gains the power to control electricity during a citywide blackout." }],
      ["book-title", { genre: "fantasy", description: "A blacksmith's daughter discovers the swords her father forges are bound to the souls of dead kings." }],
      ["book-title", { genre: "literary", description: "a shy accountant living with anxiety finds an old diary in her flat" }],
    ];
    for (const [slug, input] of requests)
      for (const n of names(slug, input)) {
        expect(n.name).not.toMatch(/^(Pandemic Burnout|Burnout|Electricity|Anxiety) and /);
      }
  });

  it("a memoir's writer is never seen from outside ('The Secret Nurse', 'A Long Autumn with the Nurse')", () => {
    for (const [description, who] of [["My years as an ER nurse during the pandemic, burnout, and learning to care for myself again.", "Nurse"], ["my life as a firefighter in Chicago, the fires and the family it cost me", "Firefighter"]])
      for (const n of names("book-title", { genre: "memoir", description })) expect(n.name).not.toMatch(new RegExp(`^The (?!${who}\\b)\\w+ ${who}$|with the ${who}\\b|^The Last ${who}$`));
  });

  it("a guide on doing something is named for what is done, and for its readers ('One-On-Ones for First-Time Managers', never 'Running One-On-Ones')", () => {
    const a = names("book-title", { description: "A practical guide for first-time managers on running one-on-ones, giving feedback and building trust with a team." }).map((n) => n.name);
    for (const n of a) expect(n).not.toMatch(/\bRunning\b/);
    expect(a.join(" | ")).toMatch(/First-Time Managers/);
    const b = names("book-title", { genre: "non-fiction", description: "A handbook for new teachers on planning lessons and managing classrooms." }).map((n) => n.name);
    for (const n of b) expect(n).not.toMatch(/\bPlanning Lessons\b/);
  });
});

describe("a story's tone and a memoir's words", () => {
  const seeds = (slug: string, input: Record<string, string>, n = 8) => Array.from({ length: n }, (_, i) => run(slug, input, (i + 1) * 1000 + 7)).flat();

  it("a cozy mystery is never told as a thriller ('Our Last Night in Cornwall', 'a secret someone would kill to keep')", () => {
    for (const description of ["a cozy mystery in a Yorkshire tea room run by two sisters", "cosy village mystery where a knitting circle solves a theft at the vicarage"])
      for (const n of seeds("book-title", { genre: "mystery", description })) {
        expect(n.name).not.toMatch(/\b(Last|Lost|Endless|Missing|Buried|Shrouded|Dead|Bloody)\b/);
        expect(n.why_it_fits).not.toMatch(/kill to keep/);
      }
  });

  it("a memoir puts no mood word on an event or a trouble it lived through ('The Weathered Pandemic', 'The Mud-Caked Burnout')", () => {
    for (const description of ["my year as a junior doctor during the pandemic and the burnout that followed", "a memoir of my divorce, the move to Lisbon and learning to paint"])
      for (const n of seeds("book-title", { genre: "memoir", description })) expect(n.name).not.toMatch(/^The [A-Z][\w-]+ (Pandemic|Burnout|Divorce|Move)$/);
  });
});

describe("titles from what happens in a premise, drawn many ways", () => {
  const seeds = (slug: string, input: Record<string, string>, n = 8) => Array.from({ length: n }, (_, i) => run(slug, input, (i + 1) * 1000 + 7));
  const hook = (n: GeneralName) => /named for what happens/.test(n.why_it_fits ?? "");

  it("who looks after whom, who is left alone where, and the part an AU gives someone are named ('Stay with Me, Thor', 'Alone on Tatooine', 'Kageyama the Barista')", () => {
    const care = seeds("fan-fiction", { fandom: "Marvel", genre: "hurt-comfort", description: "Loki looks after a wounded Thor after the battle" }).flat().map((n) => n.name).join(" | ");
    expect(care).toMatch(/\b(Stay with Me, Thor|Keeping Thor|Loki's Watch|Watching Over Thor|Until Thor Wakes|Mending Thor|Hold On, Thor|Not Without Thor|Carrying Thor|Loki Stays|Loki Won't Leave)\b/);
    const alone = seeds("fan-fiction", { fandom: "The Witcher", genre: "angst", description: "Geralt after the war, alone on Skellige" }).flat().map((n) => n.name).join(" | ");
    expect(alone).toMatch(/\b(Alone|Nobody Else|No One Else|The Only One|The Last One) on Skellige\b|\bGeralt,? Alone\b|\bOnly Geralt Remains\b|\bJust Geralt and Skellige\b/);
    const au = seeds("fan-fiction", { fandom: "Haikyuu!!", genre: "alternate-universe", description: "bakery AU where Oikawa is a baker and Iwaizumi keeps ordering the wrong cake" }).flat().map((n) => n.name).join(" | ");
    expect(au).toMatch(/\b(Oikawa, Baker|Baker Oikawa|Oikawa the Baker|A Baker Named Oikawa|The Baker Called Oikawa|Meet Oikawa, Baker)\b/);
  });

  it("a premise's hook takes two titles of a result at most, and no one hook title comes back request after request ('Years After the War', 'Rivals, Reluctantly')", () => {
    const cases: [string, Record<string, string>][] = [
      ["fan-fiction", { fandom: "Harry Potter", genre: "romance", description: "Hermione and Draco are forced to work together at the Ministry after the war" }],
      ["fan-fiction", { fandom: "Star Wars", genre: "angst", description: "Obi-Wan after Order 66, alone on Tatooine" }],
      ["book-title", { genre: "romance", description: "two rival florists fall in love during a village flower show" }],
    ];
    for (const [slug, input] of cases) {
      const results = seeds(slug, input, 24);
      const counts = new Map<string, number>();
      for (const result of results) {
        const hooks = result.filter(hook);
        expect(hooks.length).toBeLessThanOrEqual(2);
        for (const n of hooks) counts.set(n.name, (counts.get(n.name) ?? 0) + 1);
      }
      expect(counts.size).toBeGreaterThan(8);
      expect(Math.max(...counts.values())).toBeLessThanOrEqual(4);
    }
  });

  it("a place keeps things, never a describing word standing for people ('The Lost of Tatooine', 'The Missing of the Town')", () => {
    const cases: [string, Record<string, string>][] = [
      ["fan-fiction", { fandom: "Star Wars", genre: "angst", description: "Obi-Wan after Order 66, alone on Tatooine" }],
      ["book-title", { genre: "thriller", description: "a journalist investigates disappearances in a small Texas town" }],
      ["book-title", { genre: "horror", description: "a family moves into an old house in Maine" }],
    ];
    for (const [slug, input] of cases) for (const n of seeds(slug, input, 12).flat()) expect(n.name).not.toMatch(/^The (Lost|Fallen|Missing|Dead|Unforgiven|Buried|Drowned|Hunted|Brave|Crooked|Unsolved|Faceless|Unquiet) of /);
  });

  it("a plural never owns with 's ('Ministry Aurors's Shadow')", () => {
    for (const description of ["two Ministry Aurors hunt a dark wizard across Scotland", "the Night Watchmen guard the wall through a long winter"])
      for (const n of seeds("fan-fiction", { fandom: "Harry Potter", genre: "drama", description }, 12).flat()) expect(n.name).not.toMatch(/\b\w+[^s]s's\b/);
  });
});
