import type { PodcastName } from "../../catalog/types";
import type { Maker } from "./types";
import { titleCase, tokens } from "../core/text";
import { STOPWORDS } from "../core/stopwords";
import { list } from "../core/words";
import { isAdjective, singularOf } from "../core/pos";

const NOUNS = list("Table, Couch, Record, Mic, Porch, Map, Clock, Lamp, Desk, Road, Margin, Deep End, Kitchen, Back Room, Campfire");
const ADJS = list("Curious, Honest, Unfiltered, Late-Night, Weekly, Deep, Quiet, Loud, Little, Untold, Everyday, Brave");
const GENERIC_NICHES = list("Curious Minds, Everyday Life, Big Ideas, Good Stories, Hidden Histories, Modern Life");

// Audience hints for common niches; anything else gets a general description.
const AUDIENCE: [RegExp, string][] = [
  [/crime|murder|mystery|detective/, "True-crime fans aged 25 to 45, mostly women, who listen on commutes, walks and long drives"],
  [/startup|founder|business|entrepreneur|marketing|sales/, "Founders, freelancers and ambitious professionals aged 25 to 45 who listen to learn on the go"],
  [/parent|mom|mum|dad|baby|family|kids/, "Parents of young children who listen during naps, school runs and late-night feeds"],
  [/tech|ai|software|code|developer|programming/, "Developers, product people and tech enthusiasts aged 22 to 45"],
  [/health|fitness|wellness|yoga|run|nutrition/, "Health-minded listeners aged 20 to 50 who listen while training, walking or cooking"],
  [/money|finance|invest|budget|wealth/, "Savers and new investors aged 22 to 45 who want plain-English money advice"],
  [/history|war|ancient/, "History lovers of all ages who enjoy long-form storytelling"],
  [/comedy|funny|humor|humour/, "Listeners aged 18 to 35 looking for a laugh on their commute"],
  [/game|gaming|esports/, "Gamers aged 16 to 35 who follow releases, patches and the scene"],
  [/film|movie|tv|show|anime/, "Film and TV fans aged 18 to 45 who love recaps and hot takes"],
  [/music|band|song/, "Music fans aged 18 to 45 who want the stories behind the songs"],
  [/book|read|writing|author/, "Readers and aspiring writers aged 20 to 60"],
  [/travel|adventure/, "Travellers and armchair adventurers aged 22 to 50"],
  [/food|cook|recipe|wine|coffee/, "Home cooks and food lovers aged 25 to 55"],
  [/sport|football|soccer|basketball|nba|nfl/, "Sports fans aged 18 to 50 who want analysis between games"],
];

const TIPS = [
  (n: string) => `Record a short trailer, release three episodes on launch day, and post 60-second vertical clips of the best moment of each episode on TikTok, Instagram Reels and YouTube Shorts.`,
  (n: string) => `Invite guests who already have an audience in ${n}, and give them a ready-made clip and caption so they share the episode the day it goes out.`,
  (n: string) => `Swap promos with two or three similar-sized ${n} shows: a 30-second read in each other's episodes reaches listeners who already love the format.`,
  (n: string) => `Publish on the same day every week and answer listener questions on air; people share shows that mention them.`,
  (n: string) => `Write episode titles as searchable questions people ask about ${n}, and publish the episode on YouTube with full chapters so it is found in search.`,
  (n: string) => `Start a free newsletter with one takeaway per episode, and ask every new subscriber to reply with a topic idea.`,
  (n: string) => `Post in the online communities where ${n} fans already gather with something useful from the episode, not just a link.`,
];

export const podcastMaker: Maker = (ctx) => {
  const nicheText = ctx.text("niche").slice(0, 60);
  const nicheWords = tokens(nicheText).filter((t) => !STOPWORDS.has(t) && t.length > 1).slice(0, 3);
  const niche = nicheWords.length > 0 ? titleCase(nicheWords.join(" ")) : "";
  const allKeywords = ctx.keywords.filter((k) => !nicheWords.includes(k));
  // A show is about a subject (a noun), not a mood: "Books, Explained", not "Cozy, Explained".
  const nouns = allKeywords.filter((k) => !isAdjective(k));
  const keywords = nouns.length > 0 ? nouns : allKeywords;
  const nicheLabel = niche ? niche.toLowerCase() : keywords[0] ?? "everyday curiosity";
  const audience = AUDIENCE.find(([re]) => re.test(`${nicheText} ${ctx.description}`.toLowerCase()))?.[1]
    ?? `Listeners aged 25 to 44 who are curious about ${nicheLabel} and listen while commuting, exercising or doing chores`;
  const visual = /game|comedy|interview|fitness|cook|beauty|tech|film|movie/.test(`${nicheText} ${ctx.description}`.toLowerCase());
  const r = ctx.rng;

  return (): PodcastName | null => {
    const topic = niche || (keywords.length > 0 && r.chance(0.7) ? titleCase(r.pick(keywords)) : r.pick(GENERIC_NICHES));
    const picked = keywords.length > 0 && r.chance(0.5) ? titleCase(r.pick(keywords)) : null;
    // "Books & Books": the second word must be another idea.
    const kw = picked && singularOf(picked) !== singularOf(topic) ? picked : null;
    const noun = r.pick(NOUNS);
    // Before another noun a plural reads in the singular: "The Book Hour", not "The Books Hour".
    const topicMod = niche ? topic : singularOf(topic);
    const kwMod = kw ? singularOf(kw) : null;
    const adj = r.pick(ADJS);
    const shapes: [string, string][] = [
      [`The ${topicMod} Hour`, "the classic 'The X Hour' format promises a regular, dependable listen"],
      [`${kw ?? topic} Unfiltered`, "'Unfiltered' promises honest, unscripted conversation"],
      [`Off the ${noun}`, "a twist on 'off the record' that feels candid and relaxed"],
      [`${topic} After Dark`, "'After Dark' suggests the stories people only tell late at night"],
      [`The ${adj} ${topicMod} Show`, "an adjective sets the voice of the show before the first episode"],
      [`Between Two ${noun}s`, "a playful conversational title that suits co-hosts or guests"],
      [`${kw ?? adj} & ${topic}`, "pairing two words shows both halves of what the show covers"],
      [`${topicMod} Talk`, "short and clear, it is easy to find in podcast search"],
      [`Around the ${noun}`, "it sounds like friends talking, which is what listeners come back for"],
      [`${adj} About ${topic}`, "it describes the attitude of the show as well as its subject"],
      [`${topic}, Explained`, "it promises listeners will understand something by the end"],
      [`The ${kwMod ?? topicMod} Files`, "'Files' hints at deep dives and case-by-case episodes"],
    ];
    const [raw, reason] = r.pick(shapes);
    const name = titleCase(raw.replace(/\s+/g, " "));
    if (name.length > 40) return null;
    const platforms = ["Spotify", "Apple Podcasts"];
    if (visual || r.chance(0.5)) platforms.push("YouTube");
    platforms.push(r.pick(["Amazon Music", "Pocket Casts", "Overcast"]));
    return {
      name,
      niche: niche || (keywords.length > 0 ? titleCase(keywords[0]) : "General interest"),
      target_demographic: `${audience}.`,
      suggested_platforms: platforms,
      how_to_grow_it_quickly: r.pick(TIPS)(nicheLabel),
      why_it_would_work: `It would work because ${reason}, and it makes the subject (${nicheLabel}) clear at a glance in a crowded podcast app.`,
    };
  };
};
