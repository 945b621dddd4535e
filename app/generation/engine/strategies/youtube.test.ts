import { describe, expect, it } from "vitest";
import { GENERATOR_STRUCTURES } from "../../catalog/structure";
import { generateOffline, seededRandom } from "../index";

// What a visitor asking twice for YouTube channel names would notice: new names, and banners short enough to say.

function channels(input: Record<string, string>, seed: number) {
  const generator = GENERATOR_STRUCTURES.find((g) => g.slug === "youtube-channel");
  if (!generator) throw new Error("no youtube-channel generator");
  return generateOffline({ generator, input, count: 7, random: seededRandom(seed) }) as { name: string; meaning: string }[];
}

const seeds = [1, 2, 3, 4, 5, 6, 7, 8];

describe("YouTube channel names, asked for again", () => {
  it("a two-word subject never meets a two-word channel word ('The Game Review Final Boss')", () => {
    for (const seed of seeds) {
      for (const [niche, description] of [["gaming", "indie horror game reviews"], ["vlog", "budget travel tips for backpackers"], ["gaming", "speedruns in retro platform games"]]) {
        for (const n of channels({ niche, description }, seed)) expect(n.meaning, n.name).not.toMatch(/^Your words '[a-z]+ [a-z]+' with '[A-Za-z-]+ [A-Za-z-]+' from/);
      }
    }
  });

  it("five requests for one small subject bring mostly new names (a space channel: not 'Astronomy Orbit' every time)", () => {
    for (const [niche, description] of [["education", "explaining space and astronomy to curious teenagers"], ["cooking", "quick vegan dinners for students on a budget"]]) {
      let total = 0;
      let repeats = 0;
      for (const window of [0, 1, 2, 3, 4, 5, 6, 7]) {
        const seen = new Set<string>();
        for (let run = 1; run <= 5; run++) {
          for (const n of channels({ niche, description }, window * 100_003 + run * 7919 + 11)) {
            total++;
            if (seen.has(n.name)) repeats++;
            seen.add(n.name);
          }
        }
      }
      expect(1 - repeats / total, description).toBeGreaterThanOrEqual(0.955);
    }
  });
});

describe("what a channel does and where its things come from", () => {
  const all = (description: string) => Array.from({ length: 20 }, (_, i) => channels({ description }, i + 1)).flat().map((n) => n.name);

  it("'furniture found on the street': neither 'found' nor the street is the channel's subject", () => {
    for (const n of all("restoring old furniture found on the street")) expect(n).not.toMatch(/\b(Found|Street)\b/);
    for (const n of all("toys left in the attic, repaired and given away")) expect(n).not.toMatch(/\b(Left|Attic)\b/);
  });

  it("what the host does with what is a channel name of its own ('Restoring Furniture with Sam')", () => {
    expect(all("restoring old furniture found on the street").some((n) => /^Restoring Furniture with [A-Z]/.test(n))).toBe(true);
  });
});

describe("a channel's subject said as the visitor said it", () => {
  const names = (input: Record<string, string>) => Array.from({ length: 20 }, (_, i) => channels(input, (i + 1) * 7919).map((n) => n.name)).flat();

  it("a camper van is a Camper Van, guitar lessons are 'Guitar Lessons with Kit', and a mood stands before a one-word subject only ('Lucky Guitar Lesson Rehearsal')", () => {
    for (const n of names({ niche: "vlog", description: "a family of five travelling Europe in a camper van" })) expect(n).not.toMatch(/\bvan\b/);
    const guitar = names({ niche: "music", description: "guitar lessons for total beginners" });
    for (const n of guitar) expect(n).not.toMatch(/Guitar Lesson with|^(The )?(?!The )[A-Z][a-z]+ Guitar Lesson [A-Z]/);
  });
});

describe("a host's first name", () => {
  it("follows something done or things in the plural, never one thing ('Farmhouse with Kit', 'Van with Leo')", () => {
    const names = ["restoring a narrowboat on the canals", "life on a smallholding in Wales", "building a log cabin by hand", "my allotment through the seasons"].flatMap((description) => seeds.flatMap((seed) => channels({ description }, seed * 7919).map((n) => n.name)));
    expect(names.filter((n) => /^(Narrowboat|Canal|Smallholding|Wales|Cabin|Log Cabin|Hand|Allotment|Season) with [A-Z]/.test(n))).toEqual([]);
    // ("Restoring a Narrowboat with Kit", "Allotments with Ravi": the host stays.)
    expect(names.filter((n) => / with [A-Z][a-z]+$/.test(n)).length).toBeGreaterThan(4);
  });
});

describe("a channel named for its subject, not for the form's defaults", () => {
  const all = (input: Record<string, string>) => Array.from({ length: 12 }, (_, i) => channels(input, (i + 1) * 7919)).flat();
  const FUN = /\b(Happy|Silly|Sunny|Jolly|Merry|Breezy|Cheery|Lucky)\b/;

  it("the tone left at its default puts no mood word on a name ('Silly Supper', 'Merry Device Lab')", () => {
    const inputs: Record<string, string>[] = [{ niche: "tech", description: "I test cheap wireless earbuds" }, { niche: "cooking", description: "one-pot dinners for new parents" }, { description: "hiking the Scottish highlands" }];
    for (const input of inputs) {
      for (const n of all(input)) expect(n.name, input.description).not.toMatch(FUN);
    }
  });

  it("a channel type left at its default is not claimed in the explanation, and who the host is does not choose it", () => {
    for (const n of all({ description: "a day in the life of a medical student in Seoul" })) expect(`${n.meaning} ${(n as any).why_it_fits}`, n.name).not.toMatch(/\b(fun|education|vlog)\b[a-z ]*channel\b/i);
  });

  it("things the visitor names are the channel's subject: an unknown noun ('earbuds'), a place ('Lisbon')", () => {
    expect(all({ niche: "tech", description: "I test cheap wireless earbuds" }).filter((n) => /Earbud/.test(n.name)).length).toBeGreaterThan(12);
    expect(all({ description: "weekends of a nurse in Lisbon" }).some((n) => /Lisbon/.test(n.name))).toBe(true);
  });

  it("a word that only describes the thing after it never stands alone ('Mature Files', 'Mature with Marcus')", () => {
    for (const n of all({ niche: "beauty", description: "skincare routines for mature faces" })) expect(n.name).not.toMatch(/Mature(?! Face)/);
  });

  it("seven explanations do not share one sentence with the words swapped", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const ns = channels({ niche: "tech", tone: "quirky", description: "repairing old game consoles" }, seed * 7919);
      const shapes = ns.map((n) => n.meaning.replace(/'[^']*'/g, "X").replace(/\b[A-Z][a-z]+\b/g, "W"));
      const most = Math.max(...shapes.map((s) => shapes.filter((t) => t === s).length));
      expect(most, ns.map((n) => n.meaning).join("\n")).toBeLessThanOrEqual(3);
    }
  });
});

describe("a channel named for its hook, not for incidental words", () => {
  const runs = (input: Record<string, string>) => [1, 2, 3, 4, 5].map((seed) => channels(input, seed * 7919));
  const grandma = { niche: "cooking", tone: "fun", description: "Grandma and grandson cooking traditional Mexican recipes together" };
  const knees = { niche: "fitness", description: "home workouts for people over 50 with bad knees" };
  const speedruns = { niche: "gaming", tone: "quirky", description: "Speedrunning obscure PS1 games badly, with lots of commentary and fails." };
  const keyboards = { niche: "tech", tone: "serious", description: "In-depth reviews of mechanical keyboards, switches and custom keyboard builds." };
  const nana = { niche: "cooking", description: "my nana teaches me her Italian baking" };

  it("who is on camera is named as the visitor said ('Cooking with Abuela'), never an invented host ('Caleb's Grandson Cookbook', 'Recipes with Zoe')", () => {
    for (const input of [grandma, nana]) {
      for (const list of runs(input)) {
        const names = list.map((n) => n.name);
        expect(names.filter((n) => /\b(Abuela|Grandma|Nonna|Nana)\b/.test(n)).length, names.join(", ")).toBeGreaterThanOrEqual(1);
        for (const n of names) expect(n).not.toMatch(/ with (?!Abuela|Grandma|Nonna|Nana)[A-Z][a-z]+$/);
        for (const n of names) expect(n).not.toMatch(/^(?!Abuela|Grandma|Nonna|Nana)[A-Z][a-z]+'s /);
      }
    }
  });

  it("an invented host's first name comes once at most in a list", () => {
    for (const input of [keyboards, speedruns, { niche: "cooking", description: "quick vegan dinners for students on a budget" }]) {
      for (const list of runs(input)) expect(list.filter((n) => / with [A-Z][a-z]+$|^[A-Z][a-z]+'s /.test(n.name)).length, list.map((n) => n.name).join(", ")).toBeLessThanOrEqual(1);
    }
  });

  it("whom it is for and what is odd about it make names ('Fifty & Fit', 'Knee-Friendly Fitness', 'Bargain Bin Speedruns'), never the trouble or a describing word alone ('Bad Knees with Ruby', 'Obscure with Daniel')", () => {
    for (const list of runs(knees)) {
      const names = list.map((n) => n.name);
      expect(names.filter((n) => /Fifty|Knee/.test(n)).length, names.join(", ")).toBeGreaterThanOrEqual(2);
      for (const n of names) expect(n).not.toMatch(/\bBad\b/);
    }
    for (const list of runs(speedruns)) {
      const names = list.map((n) => n.name);
      expect(names.filter((n) => /Speedrun|Badly|Deep Cut|Bargain Bin|Forgotten/.test(n)).length, names.join(", ")).toBeGreaterThanOrEqual(2);
      for (const n of names) expect(n).not.toMatch(/\b(Obscure|Commentary)\b/);
    }
  });

  it("no gear bolted onto a subject ('The Keyboard Build Motherboard', 'Game Joystick'), no strain for those who must take it easy ('Bad Knee Grind'), no comma read as one thing ('Keyboards Switch')", () => {
    for (const list of runs(keyboards)) for (const n of list) expect(n.name).not.toMatch(/Motherboard|Screwdriver|Gigabyte|Keyboards? Switch/);
    for (const list of runs(speedruns)) for (const n of list) expect(n.name).not.toMatch(/Joystick|Controller|Console/);
    for (const list of runs(knees)) for (const n of list) expect(n.name).not.toMatch(/\b(Grind|Iron|Barbell|Sprint|Burn|Gains|Lift)\b/);
  });
});

describe("a channel named for what the visitor said, not for stock words", () => {
  const names = (input: Record<string, string>) => Array.from({ length: 20 }, (_, i) => channels(input, (i + 1) * 7919).map((n) => n.name)).flat();

  it("a describing word alone is never the subject ('Funny Checkpoint', 'The Funny Pixel', 'Awkward Lobby'): it goes with its thing ('Funny Fails')", () => {
    for (const n of names({ niche: "gaming", description: "speedruns and funny fails in retro platform games" })) expect(n).not.toMatch(/\bFunny (?!Fails?\b)/);
    for (const n of names({ niche: "comedy", description: "awkward sketches about office life and bad bosses" })) expect(n).not.toMatch(/\bAwkward (?!Sketch)/);
    for (const n of names({ niche: "gaming", description: "cozy farming games and silly challenges" })) expect(n).not.toMatch(/\bSilly (?!Challenges?\b)/);
  });

  it("'funny fails' are a thing of the channel's, though the dictionary knows 'fails' only as a verb", () => {
    expect(names({ niche: "gaming", description: "speedruns and funny fails in retro platform games" }).some((n) => /\bFails\b/.test(n))).toBe(true);
    expect(names({ niche: "gaming", description: "epic wins and silly fails in racing games" }).some((n) => /\bFails\b/.test(n))).toBe(true);
  });

  it("whom it is for and how it is done, in the visitor's words ('Student Vegan Dinners', 'Pasta in 15 Minutes', 'Beginner Ukulele Covers'), never 'Teen Space' or 'Student Quick Dinners'", () => {
    const vegan = names({ niche: "cooking", description: "quick vegan dinners for students on a budget" });
    expect(vegan.some((n) => /^Student (Vegan )?Dinners$/.test(n))).toBe(true);
    expect(names({ niche: "cooking", description: "creamy pasta dishes in 15 minutes for busy parents" }).some((n) => /in 15 Minutes$/.test(n))).toBe(true);
    expect(names({ niche: "music", description: "easy ukulele covers of pop songs for beginners" }).some((n) => /^Beginner /.test(n))).toBe(true);
    for (const n of [...vegan, ...names({ niche: "education", description: "explaining space and astronomy to curious teenagers" })]) expect(n).not.toMatch(/^(Student|Teen) (Quick|Space)\b/);
  });

  it("a word said of one thing stays with it: no 'Short Kettlebell' for short kettlebell workouts, no 'Cheap Phone' for cheap gadgets and budget phones, no 'Platform Game Skip' for a speedrun's skips, and fails are neither hosted nor taught ('Fails with Alex', 'Fails Simplified')", () => {
    for (const n of names({ niche: "fitness", description: "short kettlebell workouts for busy parents at home" })) expect(n).not.toMatch(/Short Kettlebell/);
    for (const n of names({ niche: "fitness", description: "quick resistance band workouts for nurses" })) expect(n).not.toMatch(/Quick (Resistance|Band)\b/);
    for (const n of names({ niche: "tech", description: "honest reviews of cheap gadgets and budget phones" })) expect(n).not.toMatch(/Cheap Phone/);
    for (const n of names({ niche: "gaming", description: "speedruns and funny fails in retro platform games" })) expect(n).not.toMatch(/Platform Games? (Skip|Split|Warp|Frame|Timer)\b|^Fails with|Fails? (Simplified|Made Simple|Decoded|101)\b/);
  });
});

describe("a channel named for its angle: price, honesty, whom it starts from, how quick, who comes along", () => {
  const lists = (input: Record<string, string>) => [1, 2, 3, 4, 5].map((seed) => channels(input, seed * 7919).map((n) => n.name));

  it("'honest reviews of budget mechanical keyboards' gets names on the angle ('Keyboards on a Budget', 'The Honest Keyboard', 'Budget Thock'), two a list", () => {
    for (const names of lists({ niche: "tech", description: "honest reviews of budget mechanical keyboards" })) {
      expect(names.filter((n) => /Budget|for Less|Honest|No-Hype|Cheap|Bargain|Shoestring|Penny/.test(n)).length, names.join(", ")).toBeGreaterThanOrEqual(2);
    }
  });

  it("the angle is read from any niche's description, in the visitor's own terms", () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ niche: "education", description: "history explained in ten minutes for lazy students" }, /Ten-Minute|in Ten Minutes|Lazy/],
      [{ niche: "music", description: "learning piano as an adult, one song a week" }, /Grown-Up|Never Too Late|Late to|One Song a Week/],
      [{ niche: "fitness", description: "calisthenics for beginners with no equipment, in a small apartment" }, /from Zero|Day One|No-Equipment|No Gym|Small-Space/],
      [{ niche: "education", description: "science experiments you can do at home with kids" }, /Kitchen Table|Kids vs|with Kids/],
      [{ niche: "tech", description: "fixing old laptops and phones instead of throwing them away" }, /Repair, Don't Replace|Don't Bin It|Second Life/],
      [{ niche: "gaming", description: "playing horror games badly with my little brother" }, /Badly|Bad at|with My Brother|Me & My Brother/],
      [{ niche: "cooking", description: "15 minute dinners for busy nurses after a night shift" }, /15-Minute|in 15 Minutes|Busy Nurse/],
    ];
    for (const [input, angle] of cases) {
      for (const names of lists(input)) expect(names.filter((n) => angle.test(n)).length, `${input.description}: ${names.join(", ")}`).toBeGreaterThanOrEqual(1);
    }
  });

  it("no name said twice in a list ('The Keyboard Upgrade' and 'Keyboard Upgrade')", () => {
    const key = (n: string) => n.toLowerCase().replace(/^the /, "").replace(/ tv$/, "").replace(/s\b/g, "");
    for (const description of ["honest reviews of budget mechanical keyboards", "I test cheap wireless earbuds", "repairing old game consoles"]) {
      for (const seed of seeds) {
        const names = channels({ niche: "tech", description }, seed).map((n) => n.name);
        expect(new Set(names.map(key)).size, names.join(", ")).toBe(names.length);
      }
    }
  });

  it("a mood is how the videos feel, never their subject ('Chill Diaries TV', 'Chill Speedrun')", () => {
    const inputs: Record<string, string>[] = [{ niche: "vlog", tone: "fun", description: "chill vlogs of van life in New Zealand with my dog" }, { niche: "gaming", description: "chill cozy farming games and relaxing playthroughs" }];
    for (const input of inputs) {
      for (const names of lists(input)) for (const n of names.filter((x) => /\b(Chill|Cozy)\b/.test(x))) expect(n).toMatch(/^(Chill|Cozy) [A-Z][a-z]+$/);
    }
  });
});
