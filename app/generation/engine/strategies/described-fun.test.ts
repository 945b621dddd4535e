import { describe, expect, it } from "vitest";
import { GENERATOR_STRUCTURES } from "../../catalog/structure";
import { generateOffline, seededRandom } from "../index";

function names(slug: string, input: Record<string, string>, seed: number): { name: string; why: string }[] {
  const generator = GENERATOR_STRUCTURES.find((g) => g.slug === slug)!;
  return generateOffline({ generator, input, count: 7, random: seededRandom(seed) }).map((n) => ({ name: n.name, why: "why_it_fits" in n ? n.why_it_fits : "" }));
}

describe("fantasy and fun names answer the description", () => {
  it.each([
    ["vampire", "a vampire who runs a night bakery", /Cupcake|Sprinkles|Frosting|Sugarplum|Gumdrop|Marshmallow|Bonbon|Toffee|Meringue|Crumble/],
    ["pirate-ship", "a fast ship crewed by retired cooks", /Ladle|Galley|Skillet|Pepperpot|Gravy|Biscuit|Saffron|Cleaver|Hardtack|Stockpot|Peppercorn/],
    ["robot", "a robot that waters the garden", /Bramble|Thornbush|Ivy|Foxglove|Mandrake|Briar|Rootwork|Sapling/],
    ["steampunk", "an inventor who builds mechanical birds", /Skylark|Kestrel|Songbird|Talon|Wingspan|Flock|Swift|Updraft|Corvid|Plume/],
    ["sci-fi", "a megacorp that controls all the water in the colonies", /Torrent|Deluge|Cascade|Wellspring|Monsoon|Downstream|Aquifer|Surf|Undercurrent|Riverbed|Rainmaker|Floodgate|Reservoir|Waterworks|Backwash|Brackish|Sluice/, { kind: "corporation" }],
    ["sci-fi", "a rusty freighter run by smugglers", /Contraband|Manifest|Payload|Stowaway|Bulkhead|False Bottom|Backhaul|Longhaul|Jettison|Tariff|Smuggler's Luck|Ballast Run|Strongbox|Waybill|Hardtack|Dockside|Rummage|Short Weight/, { kind: "starship" }],
    ["sci-fi", "a burned-out pilot who flies for whoever pays", /"(Jetstream|Contrail|Tailwind|Altitude|Wingman|Layover|Red-Eye|Mayday|Skyway)"/, {}],
    ["unicorn", "a rainbow unicorn who loves cupcakes", /Cupcake|Sprinkles|Frosting|Sugarplum|Gumdrop|Marshmallow|Bonbon|Toffee|Meringue|Crumble/],
  ] as [string, string, RegExp, Record<string, string>?][])("%s: '%s' shapes some names, and says which words", (slug, description, motif, options = {}) => {
    let described = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const result = names(slug, { ...options, description }, seed);
      // Named from the description, and saying which of the visitor's words it answers.
      const mine = result.filter((n) => motif.test(n.name) && /in your description/.test(n.why));
      // A share of the list, never all of it: the genre's own names stay.
      expect(mine.length).toBeLessThan(7);
      described += mine.length;
    }
    expect(described).toBeGreaterThanOrEqual(6);
  });

  it("what the person does is not what they are about: a vampire who runs a bakery gets no speed names", () => {
    for (let seed = 1; seed <= 8; seed++) for (const n of names("vampire", { description: "a vampire who runs a night bakery" }, seed)) expect(n.name).not.toMatch(/Velocity|Blur|Dash|Streak|Quickstep|Slipstream|Quicksilver|Mach/);
  });

  it("a wizard's school of magic follows what they keep: a clock collector is a time wizard", () => {
    const all = [1, 2, 3].flatMap((seed) => names("wizard", { description: "an old wizard who collects clocks" }, seed)).map((n) => n.name).join(" ");
    expect(all).toMatch(/Hourkeeper|Timeless|Sandturner|Clockwarden|Eternal|Gearwright|Unhurried|Tickwhistle|Pendulum|Yesterward/);
    expect(all).not.toMatch(/Stormcaller|Thunderer|Skyrender|Lightningward/);
  });
});
