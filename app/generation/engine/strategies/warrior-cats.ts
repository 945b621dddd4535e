import type { Maker } from "./types";
import type { Word } from "../core/words";
import { general, pitched, traits } from "../core/result";
import { describedTags, describedWord } from "../core/describe";
import { COLOUR_PREFIXES, SUFFIX_TRAITS, WARRIOR_AVOID, WARRIOR_PREFIXES, WARRIOR_SUFFIXES } from "../data/warrior-cat-words";
import { withArticle } from "../core/text";

type Clan = keyof typeof WARRIOR_PREFIXES;

const CLAN_LABEL: Record<Clan, string> = {
  thunderclan: "ThunderClan", riverclan: "RiverClan", windclan: "WindClan", shadowclan: "ShadowClan", skyclan: "SkyClan",
};
const CLAN_TRAITS: Record<Clan, string[]> = {
  thunderclan: ["Brave", "Loyal", "Noble", "Determined"],
  riverclan: ["Proud", "Graceful", "Patient", "Clever"],
  windclan: ["Swift", "Alert", "Determined", "Resilient"],
  shadowclan: ["Cunning", "Ambitious", "Stealthy", "Resourceful"],
  skyclan: ["Agile", "Independent", "Adventurous", "Curious"],
};
const CLAN_HOME: Record<Clan, string> = {
  thunderclan: "the oak forest and its fire-lit legends",
  riverclan: "the river, its fish and its reed beds",
  windclan: "the open moor, its wind and its hares",
  shadowclan: "the dark pines and marshes",
  skyclan: "the sky, its birds and the great leaps of the gorge",
};

// "Leaf" + "leaf" or "Ash" + "shade" read badly; three equal letters too.
function joinable(prefix: string, suffix: string): boolean {
  const p = prefix.toLowerCase();
  if (p === suffix || p.endsWith(suffix) || suffix.startsWith(p)) return false;
  const joined = p + suffix;
  return !/(.)\1\1/.test(joined) && joined.length <= 16;
}

export const warriorCatMaker: Maker = (ctx) => {
  const clan = ctx.opt("clan") as Clan;
  const own = WARRIOR_PREFIXES[clan] ?? WARRIOR_PREFIXES.thunderclan;
  const colourTags = describedTags(ctx).filter((t) => t in COLOUR_PREFIXES);
  if (ctx.mentions("tabby", "striped", "stripes")) colourTags.push("tabby");
  // Each colour prefix keeps the visitor's own word for its colour ("silver", not "gray and calico and tabby").
  const colourWords: (Word & { said: string })[] = colourTags.flatMap((t) => (COLOUR_PREFIXES[t] ?? []).map((w) => ({ ...w, said: describedWord(ctx, t) })));
  const clanName = CLAN_LABEL[clan] ?? "ThunderClan";

  // "Flintlight, Flintear, Flintspots": a prefix leads one name of a result, not three.
  const usedPrefixes = new Set<string>();
  let turn = ctx.rng.int(4);
  return () => {
    const fromColour = colourWords.length > 0 && ctx.rng.chance(0.4);
    const colour = fromColour ? ctx.rng.pick(colourWords) : null;
    const prefix = colour ?? ctx.rng.pick(own);
    const suffix = ctx.rng.pick(WARRIOR_SUFFIXES);
    if (!joinable(prefix.w, suffix.w) || usedPrefixes.has(prefix.w)) return null;
    const name = prefix.w + suffix.w;
    if (WARRIOR_AVOID.has(name.toLowerCase())) return null;
    usedPrefixes.add(prefix.w);
    const home = CLAN_HOME[clan] ?? CLAN_HOME.thunderclan;
    // Several ways to say it, so seven names are not one sentence with the prefix swapped.
    const forms = colour
      ? [
          `Fits your description: the prefix '${prefix.w}' reflects the ${colour.said} pelt you described, and ${withArticle(clanName)} warrior would wear it proudly.`,
          `'${prefix.w}' is for the ${colour.said} coat you described, so Clanmates would know ${name} across a clearing.`,
          `Warriors names follow how a kit looks, and your cat's ${colour.said} fur gives ${name} its prefix.`,
        ]
      : [
          `Fits ${withArticle(clanName)} warrior: '${prefix.w}' comes from ${home}, the things ${withArticle(clanName)} queen would name a kit after.`,
          `${name} sounds like ${clanName}: '${prefix.w}' is drawn from ${home}.`,
          `${clanName} elders would approve of ${name}, a name that carries ${home} into every patrol.`,
          `Every ${clanName} queen knows ${home}, and '${prefix.w}' brings them into the name.`,
        ];
    const first = turn++ % forms.length;
    const whys = [...forms.slice(first), ...forms.slice(0, first)];
    return pitched(general(
      name,
      `The prefix '${prefix.w}' recalls ${prefix.g}, and the suffix '-${suffix.w}' honours ${suffix.g}.`,
      traits(ctx.rng, SUFFIX_TRAITS[suffix.w] ?? [], CLAN_TRAITS[clan] ?? CLAN_TRAITS.thunderclan),
      whys[0],
      colour
        ? `'${prefix.w}' is the Warriors' word for ${prefix.g}, and '-${suffix.w}' is the suffix a leader gives at the warrior ceremony.`
        : `${clanName} queens name kits like ${prefix.w}kit for ${prefix.g}; the leader gives '-${suffix.w}' at the warrior ceremony.`,
    ), whys);
  };
};
