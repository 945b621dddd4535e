import type { Maker } from "./types";
import { general, traits } from "../core/result";
import { NameChain } from "../core/markov";
import { capitalize, titleCase } from "../core/text";
import { list, words } from "../core/words";
import { THEMES } from "../data/brand-themes";
import { GENERIC } from "../data/description-families";
import { baseForm } from "../core/understand";

// Pleasant, brandable words the chain learns its sounds from.
const SOUNDS = list(
  "Lumora, Veltra, Corvina, Solenne, Arvo, Kalima, Nerissa, Tovi, Zephra, Orlana, Calden, Mirela, Havren, Isola, Brevia, Tamsin, Odella, Renna, Sorin, Valen, Elara, Kestrel, Lirien, Marisol, Novae, Pelara, Quilla, Rosamund, Selwyn, Teodor, Ulani, Wrenna, Yarrow, Zadie, Amaro, Belen, Cyra, Dorian, Evander, Faye",
);
const CHAIN = new NameChain(SOUNDS, 2, 4, 8);

export const inventedWordMaker: Maker = (ctx) => () => {
  const w = ctx.rng.chance(0.5) ? CHAIN.make(ctx.rng) : null;
  if (!w) return null;
  const kw = ctx.keywords[0];
  return general(w, `An invented word with soft consonants and open vowels, so it sounds friendly and is easy to say in many languages.`,
    traits(ctx.rng, ["Fresh", "Melodic", "Distinctive", "Versatile"]),
    `Fits a general-purpose name: it carries no fixed meaning, so it can become whatever you need${kw ? `, including something to do with '${kw}'` : ""}.`,
    `'${w}' is a new word with no history of its own, so no one else's meaning comes with it.`);
};

const OPERATION_ADJ = words("Silent:quiet and unseen; Blue:calm and clear; Iron:unbreakable; Golden:valuable; Northern:pointing the way; Red:urgent; Glass:transparent; Quiet:low-key; Bright:optimistic; Swift:fast; Hidden:secret; Deep:thorough; Steady:calm under pressure; Clear:nothing left unclear; Long:built to go the distance; Quick:done without delay; Silver:quietly valuable; Open:nothing hidden from the team; Green:fresh and safe to go; High:aiming at the top; Black:running out of sight; Still:calm and careful; Careful:no step missed; Grey:unremarkable on purpose");
const CODE_NOUNS = words("Falcon:a fast hunter; Atlas:carrying the load; Lantern:lighting the way; Bluefin:fast and far-ranging; Compass:direction; Keystone:holding it all together; Meridian:the high point; Harbor:a safe landing; Nightjar:working after dark; Kite:rising on the wind; Beacon:a guiding signal; Orchard:growing results; Monarch:a long migration; Cedar:lasting strength; Tidewater:steady progress; Aurora:a new dawn; Basalt:solid bedrock; Borealis:lights in the north; Cascade:one step flowing into the next; Cobalt:deep and steady; Condor:soaring over long distances; Cypress:standing through any weather; Driftwood:carried safely to shore; Everest:the big climb; Fjord:a deep, sheltered passage; Granite:hard to break; Heron:patient and precise; Horizon:the goal in sight; Juniper:hardy and evergreen; Kestrel:hovering, then striking fast; Lodestar:the star that guides; Magpie:collecting what matters; Monsoon:a big change that arrives all at once; Obsidian:sharp and dark; Osprey:diving straight for the target; Pathfinder:finding the way first; Polaris:the fixed point to steer by; Quartz:clear and precise; Sequoia:built to last; Sextant:navigating by the stars; Skylark:rising high; Starling:moving together as one flock; Summit:the top reached; Tern:flying the longest journeys; Trident:three prongs working together; Tundra:cold, wide and open; Vanguard:leading the way; Waypoint:a marker on the route; Wayfarer:travelling far; Sandpiper:quick along the shoreline; Lighthouse:guiding ships home; Caravan:many moving together; Crossing:getting safely to the other side; Ferry:carrying everything across; Godwit:a bird that flies nonstop across oceans; Switchback:a winding path up a hard slope; Relay:passing it on without dropping it");

/** Code nouns whose meaning touches what the project is about ("migration" -> Monarch, "a long migration"). */
function apt(words: readonly string[]): typeof CODE_NOUNS {
  const stems = words.filter((w) => w.length >= 4).map((w) => w.slice(0, 5));
  return CODE_NOUNS.filter((n) => n.g.split(/[^a-z]+/).some((g) => g.length >= 4 && stems.includes(g.slice(0, 5))));
}

export const projectMaker: Maker = (ctx) => {
  // The project's own words: "project" and "name" say what is asked for, not what it is about.
  // What the project does and the kind of thing it is are no subject either: "a tool that turns spreadsheets into
  // dashboards" is no "Project Turns" or "Project Tool".
  const doing = new Set(ctx.understood.verbs.filter((v) => !ctx.understood.nouns.includes(v)));
  const own = ctx.keywords.filter((k) => !/^(project|projects|name|names)$/.test(k) && !GENERIC.has(k) && !doing.has(baseForm(k)));
  const fitting = apt([...own, ...ctx.understood.related]);
  return () => {
    const r = ctx.rng;
    const n = fitting.length > 0 && r.chance(0.15) ? r.pick(fitting) : r.pick(CODE_NOUNS);
    const a = r.pick(OPERATION_ADJ);
    const kw = own.length > 0 && r.chance(0.8) ? titleCase(r.pick(own)) : null;
    const theme = r.pick(THEMES.light);
    const own_ = kw ? `'${kw.toLowerCase()}' is your own word` : "";
    const shapes: [string, string, string][] = [
      [`Project ${n.w}`, `'${n.w}' suggests ${n.g}.`, `'Project' is the label teams give work before it has a public name, here for '${n.w}'.`],
      [`Operation ${a.w} ${n.w}`, `'${a.w}' (${a.g}) with '${n.w}' (${n.g}).`, `'Operation' comes from military planning, where '${a.w} ${n.w}' would be the code for the mission.`],
      [n.w, `'${n.w}' suggests ${n.g}.`, `'${n.w}' stands alone, as one-word codenames for secret work always have.`],
      kw
        ? [`Project ${kw}`, `Named plainly after the ${kw.toLowerCase()} itself, so nobody asks what it is.`, `${capitalize(own_)}, under the 'Project' label teams give work in progress.`]
        : [`Project ${titleCase(theme.w)}`, `'${theme.w}' suggests ${theme.g}.`, `'${titleCase(theme.w)}' comes from the language of light and new starts, under the 'Project' label.`],
      // "Migration Falcon", "Operation Swift Migration": the subject with a codename word.
      ...(kw
        ? ([
            [`${kw} ${n.w}`, `'${kw}' from your requirements with '${n.w}', ${n.g}.`, `${capitalize(own_)}; '${n.w}' is the codename that travels with it.`],
            [`Operation ${a.w} ${kw}`, `'${a.w}' (${a.g}) before your '${kw.toLowerCase()}'.`, `${capitalize(own_)}; '${a.w}' and the word 'Operation' come from the way military plans are named.`],
            // "Project Migration Falcon", "Falcon Data": the subject and a codename word, either way round.
            [`Project ${kw} ${n.w}`, `Your '${kw.toLowerCase()}' with '${n.w}', ${n.g}.`, `${capitalize(own_)}, and '${n.w}' is the codename the team can say in the corridor.`],
            [`${n.w} ${kw}`, `'${n.w}' (${n.g}) leading your '${kw.toLowerCase()}'.`, `'${n.w}' is the codename out front and ${own_}.`],
          ] as [string, string, string][])
        : []),
    ];
    const [name, meaning, origin] = r.pick(shapes);
    const aptNote = fitting.includes(n) && name.includes(n.w) ? ` '${n.w}' brings to mind ${n.g}, much like the work itself.` : "";
    return general(name, meaning, traits(r, ["Focused", "Ambitious", "Memorable", "Discreet"]),
      `Fits a project: ${name} is short to say in meetings${kw && name.includes(kw) ? `, carries '${kw.toLowerCase()}' from your requirements` : ""} and keeps the real product name free for launch.${aptNote}`,
      origin);
  };
};
