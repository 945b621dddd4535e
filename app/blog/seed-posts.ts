/**
 * Seed articles for the Namesmith blog.
 *
 * Content is a small Markdown subset understood by the blog renderer:
 * blocks separated by blank lines, "## " and "### " headings, **bold**,
 * *italic*, [links](/internal-path), "> " quotes, "- " bullet lists,
 * "1. " numbered lists and plain paragraphs. No images in the text, tables
 * or HTML; each post has one illustration of its own, shown above it.
 */

export interface SeedPost {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  category: string;
  tags: string[];
  author: string;
  /** ISO date, e.g. "2026-09-14". */
  publishedAt: string;
  /** A picture made for the post (public/blog/, drawn by scripts/blog-illustrations.mjs), 1200×675. */
  image: string | null;
  imageAlt: string | null;
}

const MAYA = "Maya Lindqvist, Content Lead";
const DANIEL = "Daniel Okafor, Staff Writer";
const PRIYA = "Priya Raman, Staff Writer";
const TEAM = "Namesmith Team";

const brandNameCustomersRemember: SeedPost = {
  slug: "choosing-a-brand-name-customers-remember",
  title: "Choosing a Brand Name Customers Remember",
  excerpt:
    "Memorable brand names are rarely accidents. What makes a name stick: distinctiveness, sound, a story worth retelling, and how to test recall before you commit.",
  category: "Branding",
  tags: ["branding", "brand names", "memorability", "testing"],
  author: TEAM,
  publishedAt: "2026-11-12",
  image: "/blog/choosing-a-brand-name-customers-remember.jpg",
  imageAlt: "Illustration: three name tags reading Brightwell, Kindle & Co and Nimbus on an indigo and pink background",
  content: `
A brand name has one job that matters more than the others: when someone wants to find you again, tell a friend about you or pick you out of a crowded shelf, the name has to come back to them. Plenty of names are pleasant, accurate and available, and still slip out of people's heads an hour later. This article looks at what makes a name memorable, and how to check that yours is before you print it on anything.

## Memorable starts with different

The single biggest enemy of recall is sameness. If every project management tool in your category has a name built from "task", "flow" and "hub", a new one called TaskFlowHub will be remembered as "one of those task apps". People do not store the name; they store the category.

So before you judge any candidate on its own, collect the names of twenty or thirty competitors and look at them together. You will usually see patterns: the same roots, the same suffixes, the same colour of language. A name that breaks the pattern, while still making sense for the business, has a head start. A computer company named after a fruit, a sportswear brand named after a goddess, a budgeting app with a warm, human first name: each of these was memorable partly because it did not sound like its neighbours.

Different does not mean random. The best distinctive names still connect to something true about the brand, even if the connection is a metaphor rather than a description.

## Sound does a lot of the work

Most names are first heard, not read: a recommendation from a colleague, a podcast ad, a friend shouting across a room. A name that is easy to say is easier to repeat, and names that get repeated get remembered.

A few properties help:

- **Short, clear syllables.** Two or three syllables is a comfortable range for most brand names. Longer names tend to get shortened by customers anyway, and you do not get to choose the short version.
- **Unambiguous spelling.** If someone hears the name, can they type it correctly on the first try? Every "is that with a K or a C?" moment costs you a visit.
- **Some texture.** Repeated sounds, such as alliteration or a rhyme, and crisp consonants make names easier to hold on to. Think of how often well-known brands double a letter or a sound. This is a tool, not a rule; overdone, it sounds like a children's toy.
- **One obvious pronunciation.** If half your customers say it one way and half another, word of mouth splits in two.

## Give people a story to retell

Names are easier to remember when they mean something, even if the meaning has to be explained once. A coined name with a short origin story, such as a word from another language, a family nickname, or a reference to how the product works, gives people a hook. They remember the story, and the story brings back the name.

This is also why purely abstract invented names can be hard work. They can become very strong brands, but they start with nothing for memory to grip, and it often takes years of marketing to fill them with meaning. If you do not have that budget, a name with a built-in image or story is usually the safer choice.

When you generate ideas with the [AI business name generator](/ai-business-name-generator), each suggestion comes with its meaning, origin and a short explanation of why it fits. Those notes are useful beyond the shortlist: if you cannot explain where a name comes from in a sentence, customers will not be able to either.

## Test recall, not preference

The most common mistake in name testing is asking people which name they like. Liking is a weak signal. People tend to prefer names that feel familiar, which is exactly the opposite of distinctive.

A better test measures what you actually care about:

1. Show a small group of people from your audience your top three to five names, each in a realistic context such as a mock landing page or a product label, mixed in with a few competitor names.
2. Talk about something else for ten minutes, or come back the next day.
3. Ask them which names they remember, how they would spell them, and what they think each company does.

You do not need a big sample to learn something. If nobody can recall a name, or everyone spells it differently, or people consistently guess the wrong kind of business, you have found a problem worth taking seriously. Look for patterns of confusion rather than counting votes.

### The phone test

One quick variation: call a friend, say the name once in a sentence, and ask them to text it back to you. It sounds trivial, but it catches spelling traps, unclear sounds and names that get mistaken for a more common word.

## Consistency makes names stick over time

No name is memorable on day one. Recall is built by seeing and hearing the same name, in the same form, many times. That means:

- Use one spelling and one capitalisation everywhere, including social handles and email addresses.
- Avoid having several names in play at once, such as a company name, an app name and a product line name that all compete for attention. Early on, one name carrying everything is easier to remember.
- Keep the name and the visual identity stable long enough for them to settle in. Frequent rebrands reset the clock.

This is also why availability matters for memorability, not just for legal reasons. If your exact name is taken on the main social platforms and your domain is a slightly different variant, people will type the wrong thing and end up somewhere else. The [domain name generator](/ai-domain-name-generator) can help you find a close, clean domain while you still have room to adjust the name itself.

## A short checklist

Before you commit, run each finalist through these questions:

- Does it sound different from the competitors you collected?
- Can someone spell it after hearing it once?
- Is there a single obvious way to say it?
- Can you explain its meaning or origin in one sentence?
- Did people remember it a day later in your test?
- Can you use the same spelling for the domain and the main social handles?

A name that passes all six is not guaranteed to succeed, because no name is. But it gives your marketing something to build on instead of something to fight against.

> The names that feel most memorable today were ordinary words or odd inventions once. What made them stick was a clear difference from their neighbours, and years of consistent use.

If you are still at the ideas stage, browse the full list of [Namesmith generators](/generators). It is free to try: three generations a day without an account, and fifteen with a free account.
`.trim(),
};

const fantasyNaming: SeedPost = {
  slug: "fantasy-naming-guide-believable-names",
  title: "Fantasy Naming: How to Build Names That Sound Like They Belong",
  excerpt:
    "Good fantasy names feel like they come from real places. Learn to give each culture its own sounds, use syllable patterns and roots, and avoid apostrophe overload.",
  category: "Fantasy & Gaming",
  tags: ["fantasy names", "worldbuilding", "conlang", "writing", "tabletop"],
  author: DANIEL,
  publishedAt: "2026-11-03",
  image: "/blog/fantasy-naming-guide-believable-names.jpg",
  imageAlt: "Illustration: three name tags reading Eldoria, Thessaly Vane and Korrin under a sky of stars",
  content: `
Readers rarely notice a good fantasy name. They notice a bad one immediately: the villain whose name is an unpronounceable jumble of consonants, the elven city that sounds like a brand of shampoo, the kingdom where every character seems to have been named by a different author. This guide covers the techniques writers, game masters and worldbuilders use to make names feel like they grew out of a real place.

## Give each culture its own sound

The most important idea in fantasy naming is consistency. Real names sound the way they do because they come from languages, and each language uses a limited set of sounds in characteristic combinations. Italian names end in vowels far more often than German ones. Welsh names are full of "ll", "dd" and "w" used as a vowel. You do not need to know the linguistics to hear the difference.

You can borrow that effect without inventing a whole language. For each culture in your world, decide on a small sound palette:

- **Favoured consonants.** A seafaring people might lean on soft, flowing sounds like l, r, s, v and m. A mountain clan might use harder ones like k, g, d, r and th.
- **Favoured vowels.** Open vowels (a, o) feel broad and old; front vowels (i, e) feel lighter and quicker.
- **Sounds you never use.** Ruling sounds out is as powerful as choosing them. If a culture never uses "z" or never ends a name in "a", its names start to feel related.

Write the palette down and keep it next to you. Once you have it, every new name for that culture is a small puzzle rather than a blank page, and readers will start to recognise where a character comes from before you tell them.

## Use syllable patterns

Languages also have preferences for how syllables are built. Linguists describe these with C for consonant and V for vowel. Some languages favour simple CV syllables, like "ka-mi-ro". Others allow clusters, like "strand" (CCCVCC).

Picking a pattern per culture is a quick way to make names cohere:

- An elegant, old court culture: mostly CV and CVC, three or four syllables, such as Aleniel, Soravan, Ithriel.
- A hardy northern people: CVC and CCVC, one or two syllables, such as Brak, Skeld, Harn, Grodd.
- A desert trading culture: CV syllables with long vowels and doubled consonants, such as Assimar, Kaddu, Nahira.

Vary the length within each culture, or the names will sound mechanical. Real naming traditions have short nicknames and long formal names side by side.

## Go easy on apostrophes

The apostrophe is the most overused device in fantasy naming. Used once or twice with a clear purpose, it can suggest a sound English does not have, such as a glottal stop (the catch in the middle of "uh-oh"), or mark a clan prefix. Used everywhere, it becomes visual noise that tells readers "this is exotic" without telling them anything else.

A good rule: if you cannot say what the apostrophe does in pronunciation or meaning, remove it. Similar advice applies to accents, umlauts, doubled vowels and silent letters. Each should have a job.

## Build meaning from roots

Names feel deeper when they mean something inside the world, even if readers never learn the meanings. J.R.R. Tolkien took this to the extreme by constructing languages first and deriving names from them, but you can get much of the benefit with a small list of invented roots.

Try this:

1. Pick ten to twenty concepts that matter to a culture: river, iron, star, oath, wolf, grey, old, home.
2. Invent a short root for each, using that culture's sound palette. For example, "vel" (river), "dor" (iron), "ith" (star).
3. Combine them into names and places: Veldor (iron river, a mining town on the water), Ithvel (star river, a poetic name for a great waterway), Dorith (iron star, a warrior's name).

Because the roots repeat, names will echo each other in a way that feels natural. A reader who meets Veldor and later Velmarch might sense the connection without anyone explaining it. Keep a glossary so you stay consistent over a long project.

## Keep names readable

Fantasy names have to survive being read hundreds of times. A few practical checks:

- **Can a reader pronounce it on sight?** It does not have to be the "correct" pronunciation, but readers who cannot form any sound at all tend to skip the name, which weakens the character.
- **Do the main characters start with different letters?** Readers skim. Two important characters called Kaelen and Kaelis will be confused, however different their personalities.
- **Are the names different lengths and shapes?** A cast of three-syllable names ending in "-ion" blurs together.
- **Does it work in dialogue?** Long formal names are fine, but characters will need something short to shout across a battlefield.

## Avoid accidental real words

Invented names sometimes turn out to be real words, brand names or unfortunate phrases, either in English or in another language. It is worth searching every important name before you commit, and reading it aloud in a sentence. Watch especially for names that contain an embarrassing word when split differently, names that match a well-known product, and names that already belong to a famous character in someone else's fiction.

Occasionally a real word is exactly what you want, such as an old English or Latin word with the right meaning. That is a deliberate choice, and a different thing from a collision you did not notice.

## Putting it together: an example

Imagine two neighbouring cultures in a river valley.

The **Aseni** are river traders. Their palette uses l, s, n, v, r and m, open vowels, and names ending in vowels or "n". Syllables are CV or CVN. Names: Selavi, Moren, Ilasa, Varenna. Their city: Asenmora.

The **Druk** are hill miners. Their palette uses d, k, g, r, t and short vowels, with names usually ending in a consonant. Syllables are CVC, often one or two per name. Names: Dorrik, Kadd, Grett, Tarkun. Their fortress: Kar Dunnek.

Even with no explanation, a reader meeting "Varenna" and "Grett" in the same scene knows they come from different places. That is the effect you want.

## Where a generator helps

Working out palettes and roots by hand is rewarding, but when you need twenty tavern keepers by Thursday a generator is faster. The [fantasy name generator](/ai-fantasy-name-generator) lets you describe the culture, tone and role, and each suggestion comes with a meaning, character traits and a note on why it fits. For elven characters specifically, the [elf name generator](/ai-elf-name-generator) leans into the flowing, vowel-rich style readers expect from that tradition.

Treat generated names as raw material. Pick the ones that match your palette, adjust a letter or two, and add them to your glossary. You can browse every other tool, from dwarf names to city names, on the [generators page](/generators).
`.trim(),
};

const warriorCats: SeedPost = {
  slug: "warrior-cat-names-naming-conventions",
  title: "Warrior Cat Names: How the Clans Name Their Cats",
  excerpt:
    "A fan's guide to Warriors naming: prefixes and suffixes, -kit, -paw and -star, what each Clan's names tend to sound like, and how to make a warrior name that feels real.",
  category: "Creative Writing",
  tags: ["warrior cats", "warriors", "fan fiction", "cat names", "naming conventions"],
  author: PRIYA,
  publishedAt: "2026-10-20",
  image: "/blog/warrior-cat-names-naming-conventions.jpg",
  imageAlt: "Illustration: three name tags reading Firepaw, Mistystar and Ashfur among falling leaves",
  content: `
The *Warriors* books, published under the pen name Erin Hunter, have given generations of readers a naming system they love to play with. Part of the appeal is that the names are not random: they follow rules, they change as a cat grows up, and they say something about who the cat is. This guide explains those conventions so that your own characters, whether for fan fiction, role-play or just for fun, feel like they could walk into a Gathering.

A note before we start: Namesmith is not affiliated with the books or their publisher. The Clans, their customs and their characters belong to the authors. Names you make up are fan creations, and the best ones are made with respect for the world the books built.

## The two-part name

A Clan cat's name has two parts: a **prefix** and a **suffix**.

The prefix is given at birth and usually stays for life. It is almost always a word from the natural world the cats know: a colour (Gray, White, Dark), a plant (Fern, Bramble, Holly, Birch), weather (Storm, Rain, Mist), an animal (Mouse, Crow, Hawk, Sparrow) or something from the landscape (Stone, Sand, Pebble).

The suffix changes as the cat moves through life. It is what marks a cat as a kit, an apprentice, a warrior or a leader.

Put together, the two parts often describe the cat. Well-known examples from the books include Graystripe, Yellowfang, Sandstorm, Cinderpelt and Jayfeather. The prefix and suffix together create a small picture.

## How a name changes through life

### Kits: -kit

A newborn kit is usually named by its mother, with the prefix plus "-kit". A gray kitten might be Ashkit; a tiny, quick one might be Wrenkit. The prefix is often inspired by the kit's colouring or something noticed at birth.

### Apprentices: -paw

At six moons old, a kit becomes an apprentice and is assigned a mentor. The suffix changes to "-paw": Ashkit becomes Ashpaw. Apprentices training to be medicine cats also take the "-paw" suffix.

### Warriors: a new suffix

When an apprentice has finished training, the Clan leader holds a ceremony and gives the cat a warrior name. This is where the suffix becomes personal, often honouring a quality the leader sees in the cat. An apprentice admired for courage might receive "-heart"; one with remarkable speed, "-foot" or "-wing". Ashpaw might become Ashfur or Ashstorm.

Common warrior suffixes include -fur, -pelt, -tail, -claw, -heart, -stripe, -whisker, -fang, -foot, -leaf, -flower, -storm, -wing, -frost and -shade, among others.

### Medicine cats

Medicine cats go through their own apprenticeship and, when they become full medicine cats, receive their full name at a ceremony of their own, such as Cinderpelt or Leafpool. Their names follow the same prefix-plus-suffix pattern; what sets them apart is their role, not a special suffix.

### Leaders: -star

When a deputy becomes leader, they receive nine lives from StarClan and their suffix becomes "-star". Firestar, Bluestar and Tigerstar are among the most famous. Because "-star" is reserved for leaders, a warrior cannot simply be called Nightstar in a believable story.

The path of the series' first hero shows the whole system: a house cat named Rusty joins ThunderClan as Firepaw, becomes the warrior Fireheart, and eventually leads as Firestar.

### Cats outside the Clans

Kittypets, loners and rogues usually have single names, often human-given ones for kittypets. The Tribe of Rushing Water, introduced later in the series, uses long descriptive names instead of the two-part system. If you are writing a character who joins a Clan from outside, they may receive a Clan name when they join, as Rusty did.

## Clan flavours

Each Clan lives in a different territory, and their names often reflect it. This is a tendency rather than a strict rule, but it helps characters feel rooted.

- **ThunderClan** lives in the forest. Woodland words fit well: Bramble, Fern, Oak, Leaf, Birch, Thorn.
- **RiverClan** lives by the water, swims and eats fish. Think Reed, Mist, Minnow, Ripple, Otter, Pebble.
- **WindClan** lives on open moorland and is known for speed. Names like Gorse, Heather, Hare, Swift, Breeze and Crow suit them.
- **ShadowClan** lives among pines and marshland. Darker, damper words work: Pine, Toad, Night, Marsh, Russet, Cedar.
- **SkyClan** is known for climbing and leaping. Bird and sky words fit: Sparrow, Cloud, Finch, Hawk, Sky.

## How to make a believable warrior name

A few guidelines will keep your names feeling like they belong in the books.

1. **Stay in the cats' world.** Clan cats name things they know: prey, plants, weather, seasons, colours, the landscape. They do not use human words for things like phones, cars or jobs. A cat called Laptopheart breaks the spell.
2. **Make it describe someone.** Start with the cat's appearance or personality. A dark tabby with a quiet temper might be Shadeleaf; a ginger she-cat with a sharp tongue might be Flamebriar.
3. **Check it sounds right aloud.** The best names flow. Two syllables total is common; three is fine. Awkward clusters, like a prefix ending and a suffix starting with the same hard sound, can be tricky to say.
4. **Avoid reserved suffixes.** Only leaders are -star. Only kits are -kit, and only apprentices are -paw.
5. **Do not reuse famous names.** Naming your character Firestar or Bluestar will make readers think of the original. Create your own.
6. **Keep it kind to the character.** In the books, names are generally given with affection and hope. Unusual or unflattering names can exist in a story, but they usually carry meaning the story explores.

## Examples built with these rules

Here are some original fan-made names, built with the guidelines above:

- A silver RiverClan tom who loves swimming: Ripplekit, Ripplepaw, Ripplefrost.
- A lean WindClan she-cat, fastest of her litter: Harekit, Harepaw, Harewing.
- A patient ShadowClan medicine cat: Cedarkit, Cedarpaw, Cedarshade.
- A bold ThunderClan leader: Briarkit, Briarpaw, Briarclaw, and eventually Briarstar.

## Let a generator help with ideas

If you need names for a whole Clan, or you are stuck on the perfect suffix, try the [warrior cat name generator](/ai-warrior-cat-name-generator). Describe your cat's Clan, looks and personality, and each suggestion comes with a meaning, a few traits and a note on why it fits. Use the results as a starting point and adjust them until they feel like your character.

And if your real-life cat needs a name too, the [cat name generator](/ai-cat-name-generator) is built for that.
`.trim(),
};

const petNames: SeedPost = {
  slug: "how-to-name-a-dog-or-cat",
  title: "How to Name a Dog or a Cat: Names That Are Easy to Live With",
  excerpt:
    "Practical advice for naming a new dog or cat: short names with clear sounds, avoiding names that sound like commands, trying a name for a week, and ideas by personality.",
  category: "Pets",
  tags: ["dog names", "cat names", "pets", "training", "puppy", "kitten"],
  author: MAYA,
  publishedAt: "2026-10-02",
  image: "/blog/how-to-name-a-dog-or-cat.jpg",
  imageAlt: "Illustration: three name tags reading Biscuit, Luna and Maple with paw prints",
  content: `
You will say your pet's name thousands of times: calling them in from the garden, praising them during training, asking who knocked the mug off the table. A name is not just a cute label on an adoption form. It is a sound your animal learns to pay attention to, and one you will use in every mood. This guide covers what makes a name practical for dogs and cats, and how to find one you will still like in ten years.

## Short names are easier to use

Most trainers recommend one- or two-syllable names, and there are good reasons for it. Short names are quick to call, easy to say clearly when you are excited or worried, and hard to mumble. A two-syllable name such as Luna, Milo or Pepper also has a natural rhythm when called out loud.

Longer names are fine if you like them. Plenty of dogs are officially Sir Reginald Fluffington and answer to Reggie. Just be honest with yourself about what you will actually say at the park, and treat that short version as the real name for training.

## Clear sounds carry

Names with crisp consonants, such as k, t, d, b and p, tend to stand out from background noise and ordinary conversation. Compare "Kip" with "Hal": the first has a sharp start and end, the second fades. This is not a law, and dogs and cats learn all kinds of names, but a distinct sound makes the learning easier, especially outdoors or in a busy household.

It also helps if the name does not sound like words you say all the time. A dog called Dinner will hear its name every evening whether you mean it or not.

## Avoid names that sound like commands

This is the most practical rule for dogs, and it matters for cats too if you plan to teach them anything. If a name rhymes with or closely resembles a cue, your pet has to work out which one you meant.

Some common clashes:

- **Kit** sounds a lot like "sit".
- **Bo** or **Joe** can be confused with "no".
- **Ray** is close to "stay".
- **Dawn** is close to "down".
- **Neil** sounds like "kneel", if you teach it.

Before you decide, write down the cues you plan to use, such as sit, stay, down, come, off, leave it and drop, and say each candidate name next to them. Also check the names of other people and pets in the house: two dogs called Bella and Stella will both come running every time.

## Try the name for a week

A name that looks perfect on a list can feel wrong when you say it twenty times a day. Before you order the engraved tag, live with your top choice for a week:

1. Use it consistently for everything: meals, play, calling them over.
2. Notice whether it feels natural to say, including in public and when you are annoyed.
3. Pay attention to whether your pet starts to orient towards it. Pair the name with good things, such as a treat, a toy or attention, every time.
4. If it still feels wrong after a week, switch. Animals adjust to a new name, especially when it is used consistently and paired with rewards.

Adopted pets can be renamed too. If a rescue dog arrives with a name you do not like, choosing a new one, ideally with a similar sound, is perfectly reasonable.

## Names for cats

Cats have a reputation for ignoring their names, but research suggests they know them. A 2019 study by researchers in Japan found that domestic cats responded differently to their own names than to other, similar-sounding words. Whether they come when called is another matter.

Many owners find their cats respond well to names ending in an "ee" sound, like Mochi, Ziggy or Pixie. There is a plausible reason: cats hear higher frequencies than we do, and people naturally use a higher, sing-song voice when calling a cat, which an "ee" ending encourages. That said, this is common experience rather than a proven rule. A cat will learn any name that reliably comes with food, play or affection, and a cat called Gus will do just fine.

## Finding names by personality and looks

If you are staring at a blank page, start from the animal in front of you.

### By personality

Spend a few days watching before you decide, because first impressions can mislead. The shy kitten who hid under the sofa may turn out to be the boldest climber in the house.

- A bold, busy dog: Rocket, Ziggy, Scout, Juno.
- A calm, gentle companion: Willow, Bear, Olive, Sage.
- A mischievous cat: Gremlin, Loki, Pickle, Nyx.
- A dignified, aloof cat: Duchess, Atlas, Earl, Clementine.

### By looks

Appearance-based names are classic for a reason, but avoid names that only fit a kitten or a puppy. A tiny dog called Peanut who grows into a 40-kilo mastiff is funny, which may be exactly the point; just make it a deliberate joke.

- Colours: Ginger, Smoke, Biscuit, Onyx, Pepper, Maple.
- Markings: Patch, Socks, Domino, Bandit.
- Size and shape: Tank, Noodle, Pip, Moose.

### By your own interests

Favourite foods, places, books, musicians and mythology are endless sources. Just check that the name still works when you call it across a park. A name that needs an explanation every time can get tiring.

## A quick checklist

Before you settle on a name, ask:

- Is it one or two syllables, or does it have a natural short form?
- Does it sound different from the commands you will use?
- Is it distinct from the names of other pets and people at home?
- Will it still suit the animal when they are fully grown and old?
- Are you comfortable shouting it in public?

## Getting more ideas

If you want a longer list to choose from, the [dog name generator](/ai-dog-name-generator) and the [cat name generator](/ai-cat-name-generator) let you describe your pet's looks, personality and the style you like. Every suggestion comes with its meaning, origin and a note on why it suits your pet, which makes it easier to narrow down. You can try three generations a day without an account, or fifteen with a free one.

And if you are naming something else entirely, from a horse to a hamster, the [generators page](/generators) lists every tool.
`.trim(),
};

const podcastNaming: SeedPost = {
  slug: "how-to-name-a-podcast",
  title: "How to Name a Podcast People Can Find and Remember",
  excerpt:
    "A podcast name has to work in a search box, on a tiny square of artwork and in a friend's recommendation. How to balance clarity and cleverness and avoid common traps.",
  category: "Podcasting",
  tags: ["podcast names", "podcasting", "apple podcasts", "spotify", "discoverability"],
  author: DANIEL,
  publishedAt: "2026-09-14",
  image: "/blog/how-to-name-a-podcast.jpg",
  imageAlt: "Illustration: three name tags reading Night Shift, The Curious Hour and Loud Ideas with sound waves",
  content: `
A podcast name lives a hard life. It has to make sense in a list of search results, stay legible on artwork the size of a thumbnail, survive being said out loud in a recommendation, and still sound right on episode two hundred. Many shows get the content right and the name wrong, then spend months explaining what they are about. This guide walks through how to choose a name that does some of that explaining for you.

## Decide what the name needs to say

Start by writing one sentence about your show: who it is for, what it covers and what the listening experience is like. For example: "A weekly interview show for first-time managers, practical and friendly, around 30 minutes."

That sentence tells you what the name must carry. A new listener who sees your show in search results knows nothing about you. The title and the artwork are most of what they have to decide whether to click.

## Clarity versus cleverness

Most podcast names fall somewhere between two ends.

**Clear names** say what the show is: a topic, an audience or a format. They are easy to understand and tend to help in search. The risk is blandness, and a clear name can sound like dozens of other shows.

**Clever names** use wordplay, an in-joke, a metaphor or a striking phrase. They can be memorable and feel like a brand. The risk is that nobody can tell what the show is about until they have already listened.

A practical approach for a new show is to aim for a name that is either clear or clever and attached to something clear. Two common patterns:

- A distinctive name with a descriptive subtitle, such as "Night Shift: Stories from Emergency Nurses".
- A clear topic combined with a personal or stylistic twist, such as "The Patient Gardener" for a slow-living gardening show.

If you already have a large audience that will follow you anywhere, you can afford more cleverness. If you are starting from zero, clarity usually earns its keep.

## Think about search, but do not stuff keywords

Apple Podcasts and Spotify both let listeners search for shows, and the title is one of the most visible pieces of information in those results. Including the main thing your show is about, in natural language, can help people find you.

There is a limit. Apple's podcast guidelines warn against stuffing titles and descriptions with keywords, and a title like "Marketing Podcast | Business | Startups | Growth | Entrepreneurship" looks spammy to listeners as well as platforms. Put one clear topic word in the title or subtitle, write a good show description, and let the rest follow.

It is also worth searching for your candidate name in Apple Podcasts and Spotify before you commit. If there are already several shows with the same or very similar titles, listeners will struggle to find yours, and reviews and recommendations can end up pointing to the wrong show.

## Keep it short enough to say

Listeners recommend podcasts out loud: "you should listen to..." If the name is too long to say naturally, people will shorten it, and you do not get to choose how.

Some practical limits:

- Aim for a title of roughly one to five words, plus an optional subtitle.
- Avoid spellings that have to be explained. If you need to say "that's 'pod' with two Ds", rethink.
- Avoid numbers and symbols that can be said several ways, such as "4", "for" and "four".
- Say the name at the start of an imaginary episode: "Welcome to..." If it feels awkward to say every week, it will not get easier.

## Avoid trends that will date

Every few years a naming trend sweeps through podcasting: a particular pun format, a favourite buzzword, a trendy suffix. Trend-driven names feel current at launch and stale a couple of years later, and they make your show look like everyone else's in search results.

Also be careful with names tied to a moment: a year, a current event or a meme. If you plan to run for years, choose something that will still make sense when the moment has passed. If your show is genuinely seasonal or limited, that is different, and a dated name may be perfectly right.

## Check how it looks on the artwork

Podcast artwork is usually seen very small: in search results, on a phone's lock screen, in a list of subscriptions. Apple asks for square artwork between 1400 and 3000 pixels on each side, but listeners will mostly see it at a fraction of that size.

That has consequences for the name:

- **Short names can be larger on the artwork,** and stay readable at thumbnail size.
- **Long names force small text,** which turns into a blur in a search list.
- **Unusual letter combinations or stylised fonts** can make a name hard to read when shrunk.

A simple test: mock up the artwork with your top names, shrink it to about the size of a fingertip on your phone, and ask someone to read it. If they cannot, either the name or the design needs to change.

## Check availability before launch

Before you announce a name, check that you can actually use it consistently:

1. Search Apple Podcasts, Spotify and YouTube for shows with the same or similar names.
2. Look for a matching domain. Even a simple landing page gives you one stable address to share. The [domain name generator](/ai-domain-name-generator) can help you find alternatives if the obvious one is taken.
3. Check the main social platforms for the handle you want.
4. If the podcast is a business or you plan to sell merchandise, do a basic trademark search and consider professional advice.

## Generate a longer list

It is easier to choose a strong name from fifty candidates than from five. The [podcast name generator](/ai-podcast-name-generator) asks about your topic, audience and tone, and each suggestion comes with its meaning, traits and an explanation of why it suits your show. Results include a domain availability check and links to trademark searches, so you can rule names in or out quickly.

Once you have a shortlist of three to five names, share them with a few people who match your target listener and ask what they expect the show to be about. The name they can describe most accurately is usually the right one.
`.trim(),
};

const checkingAvailability: SeedPost = {
  slug: "check-if-a-business-name-is-available",
  title: "Is That Name Free to Use? Checking Domains, Trademarks and Handles",
  excerpt:
    "Before you fall for a business name, check it. A practical walkthrough of domain availability, trademark databases, social handles and company registries.",
  category: "Business Naming",
  tags: ["trademarks", "domain names", "business names", "availability", "due diligence"],
  author: TEAM,
  publishedAt: "2026-08-25",
  image: "/blog/check-if-a-business-name-is-available.jpg",
  imageAlt: "Illustration: three name tags reading Northwind, Harbor Lane and Fernly with check marks",
  content: `
Finding a name you love is the fun part. Finding out that someone else already uses it, after you have printed business cards, is not. A few hours of checking early on can save you a forced rebrand later. This guide walks through the four main checks: domains, trademarks, social handles and company registries.

> **This is not legal advice.** This guide explains how to do your own preliminary research. Only a qualified trademark attorney can give you a clearance opinion for your specific name, products and markets. If you are investing serious money in a brand, talk to one before you launch.

## Start with a quick sweep

Before doing detailed checks on a dozen names, run a fast filter. For each candidate, search the exact name in a web search engine, alone and together with your industry. If the first page is full of an established business in your field with the same or a very similar name, cross it off and move on. It is much cheaper to discard a name at this stage than to research it in depth.

Names that survive the sweep get the full treatment below.

## Domain availability

### Check the .com first

For most businesses, the .com is still the address people guess first. Check it with any domain registrar's search tool. You will see one of three outcomes:

- **Available:** you can register it right away at the normal price.
- **Registered and in use:** someone has a site there. Note who it is; if it is a business in your field, that is a warning for your trademark check too.
- **Registered but parked or for sale:** you may be able to buy it on the aftermarket. Prices range from modest to far beyond a small business budget.

### Consider alternatives carefully

If the exact .com is taken, you have options:

- **A modifier:** add a word that makes sense, such as "get", "try", "hq" or your location or category, for example a bakery using the name plus "bakery" in its .com.
- **A country code domain:** if you serve one country, its domain (such as .co.uk, .de or .ca) is often natural and trusted locally.
- **A newer extension:** .co, .io, .app, .shop, .studio and many others are widely used. They work well, but some people will still type .com by habit, so check who owns the .com and what they do.

Whatever you choose, register it as soon as you are serious about a name. Domains are cheap to hold and easy to lose. The [domain name generator](/ai-domain-name-generator) suggests brandable names and checks availability as part of the results, which is handy when you are still flexible about the exact wording.

## Trademark searches

A trademark protects names, logos and slogans used to identify goods or services. The core question is usually whether your name is likely to be confused with an existing mark for related goods or services. An identical name in a completely different industry may be fine; a similar-sounding name in your own industry may not.

### Where to search

These official databases are free and a good place to start:

- **USPTO Trademark Search:** the United States Patent and Trademark Office's search tool for US federal applications and registrations.
- **EUIPO eSearch:** the European Union Intellectual Property Office database for EU trade marks. The related TMview service brings together marks from many national and regional offices.
- **WIPO Global Brand Database:** run by the World Intellectual Property Organization, it covers international registrations and records from many national offices in one place.
- **Your national office:** if you operate mainly in one country, search its trademark office directly, such as the UK Intellectual Property Office.

### How to search well

A simple exact-match search is not enough, because trademark conflicts are about similarity, not identity. When you search:

1. Search the exact name, then variations: different spellings, singular and plural, with and without spaces, and names that sound the same.
2. Look at the classes. Trademarks are registered for specific classes of goods and services under the international Nice Classification, which has 45 classes. Focus on the classes for what you sell and anything closely related.
3. Check the status. Dead or abandoned marks are generally less of a concern than live ones, but they can hint at someone still using the name.
4. Remember unregistered rights. In many countries, including the US and UK, a business can have rights in a name simply by using it, without registration. Your web search matters here too.

Namesmith's name results include links that open trademark searches for a name, so you can start this step directly from your shortlist. Treat them as a first look, not a clearance.

## Social handles

Even if social media is not central to your business, customers will look for you there. Consistent handles make you easier to find and harder to impersonate.

Check the exact name on the platforms your customers use, such as Instagram, TikTok, LinkedIn, YouTube, X, Facebook and Threads. If the exact handle is taken, look for a variant you can use everywhere, such as the name plus "hq", "studio" or your city. One consistent variant is better than a different compromise on each platform.

If an existing account with your exact name belongs to an active business in your field, take that seriously. It may point to a trademark or passing-off risk as well as a practical one.

## Company registries

If you plan to register a company, check that the name is available in the registry where you will incorporate. Each jurisdiction has its own rules:

- In the **UK**, Companies House has a free name availability checker and rules against names that are the same as, or too like, existing company names.
- In the **US**, business entities are registered at state level, usually through the Secretary of State's office, and each state has its own business name search.
- In **EU countries** and elsewhere, national business registers provide similar searches.

A registered company name does not give you trademark rights, and a name being available at the registry does not mean it is free of trademark conflicts. These are separate checks.

## A checklist for your shortlist

For each finalist, you should be able to answer:

- Does a quick web search show anyone prominent using it in your field?
- Is the .com available or affordable, or do you have a good alternative?
- Did you find any live trademarks that are identical or similar in related classes?
- Can you get a consistent handle on the platforms that matter?
- Is the name available in the company registry where you will incorporate?
- Have you had professional advice if the stakes are high?

## Start with names worth checking

The checks are easier when you start from a strong list. The [business name generator](/ai-business-name-generator) suggests names with their meaning, origin and why they fit, and the results include a domain availability check and trademark search links, so you can see quickly which ideas are worth researching further. It is free to try, with three generations a day without an account.

And once more, because it matters: these searches help you spot obvious problems early. They are no substitute for clearance from a trademark attorney.
`.trim(),
};

const howToNameABusiness: SeedPost = {
  slug: "how-to-name-a-business",
  title: "How to Name a Business: A Step-by-Step Process",
  excerpt:
    "A practical process for naming a business: define your positioning, understand the main types of names, build a long list, shortlist well and test it with real customers.",
  category: "Business Naming",
  tags: ["business names", "naming process", "startups", "small business"],
  author: MAYA,
  publishedAt: "2026-08-04",
  image: "/blog/how-to-name-a-business.jpg",
  imageAlt: "Illustration: three name tags reading Copperleaf, Bright Harbor and Lumen on a blue background",
  content: `
Naming a business can feel like a creative leap, but the best names usually come out of a process. You decide what the name has to do, generate a wide range of options, narrow them down with clear criteria, and test the survivors with real people. This guide walks through each step, with the pitfalls we see most often.

## Step 1: Define what the name has to do

Before brainstorming, write a short positioning statement. It does not need to be polished. Cover four things:

- **Who you serve.** "Busy parents in Bristol" is more useful than "everyone".
- **What you offer.** The product or service, in plain words.
- **How you are different.** Price, quality, speed, style, values, expertise.
- **How you want to sound.** Warm, premium, playful, technical, traditional.

For example: "A neighbourhood bakery selling sourdough and pastries to people who care about ingredients. Warm, unpretentious, slightly old-fashioned."

Then note the practical constraints. Where will the name appear: a shop sign, an app icon, a van, invoices? Will you trade in more than one country or language? Might you expand beyond your first product? A name like "Leeds Candle Co." is clear today, but awkward if you later sell soap nationwide.

## Step 2: Understand the main types of names

Most business names fall into a few families. Knowing them helps you brainstorm in every direction instead of circling one idea.

### Descriptive names

These say what the business does: "Bristol Bike Repairs", "The Weather Channel". They are instantly clear and can help with local search. The downsides are that they are hard to make distinctive, hard to protect as trademarks, and can limit growth.

### Evocative names

These suggest a feeling, image or quality rather than describing the product. Amazon evokes scale; Patagonia evokes rugged landscapes. Evocative names can be memorable and flexible, but they need marketing to connect them to what you do.

### Invented names

Coined words such as Kodak or Häagen-Dazs have no prior meaning. They tend to be easier to trademark and to secure as domains, and they can become very strong brands. They also start empty: you will spend time and money teaching people what they mean and how to spell them.

### Compound and blended names

These join two words or parts of words: Facebook, Netflix, Snapchat. They often combine a descriptive part with an evocative one, which makes them a good middle ground. Watch out for awkward joins and unclear spelling.

### Founder and personal names

Ford, Dell, Ben & Jerry's. A personal name feels authentic and suits service businesses built on one person's reputation. It can be harder to sell the business later, and harder to scale beyond the founder's personal brand.

You may also consider acronyms, but they are hard to remember unless the full name is already well known.

## Step 3: Generate a long list

Aim for quantity first: fifty to a hundred candidates is not too many. Judging too early kills good ideas before they can develop.

Useful sources include:

- The vocabulary of your field: tools, materials, techniques, places.
- Metaphors for what you help customers achieve.
- Words from other languages, checked carefully for meaning and pronunciation.
- Combinations of the above, in every name type from Step 2.

An AI tool is good at this stage because it produces variety quickly. The [AI business name generator](/ai-business-name-generator) takes a description of your business and style, and each suggestion comes with its meaning, traits, origin and a note on why it fits, which makes the long list easier to sort. There are also specialised generators for many industries on the [generators page](/generators).

## Step 4: Shortlist with clear criteria

Now judge. Cut the list to five to ten names using criteria you decided in advance, not gut feel alone:

1. **Fit.** Does it match your positioning and tone?
2. **Distinctiveness.** Does it stand out from competitors' names?
3. **Spelling.** Could someone type it correctly after hearing it once?
4. **Pronunciation.** Is there one obvious way to say it?
5. **Room to grow.** Will it still work if you expand?
6. **Availability.** Is a reasonable domain available, and does a first trademark search look clear?

Availability deserves an early look, because it is painful to fall in love with a name you cannot use. Namesmith's results include a domain availability check and trademark search links to help with a first pass. A first pass is not clearance; for a name you plan to invest in, talk to a trademark attorney.

## Step 5: Say it out loud

Names are heard as often as they are read. For each shortlisted name:

- Say it in a sentence: "Hi, I'm calling from..." and "Have you tried...?"
- Say it to a friend on the phone and ask them to spell it back.
- Write it in lowercase as a domain and check for accidental words where the parts meet. Some well-known unfortunate examples have circulated for years as warnings.
- Check what it means, or sounds like, in the languages of your market.

## Step 6: Test with customers

The most useful feedback comes from people who match your target customers, not from your friends or your team. And the most useful questions are not "do you like it?"

Instead, show each name in context, such as a mock sign, a product label or a simple landing page, and ask:

- What do you think this business does?
- What would you expect it to cost?
- How would you spell it?
- Which of these do you remember from earlier?

A handful of conversations is enough to spot problems. Look for patterns: if several people misread what you do, or misspell the name the same way, take it seriously.

## Common pitfalls

- **Too literal.** A purely descriptive name is safe but forgettable and hard to protect.
- **Too narrow.** A name tied to one product, town or channel can box you in.
- **Chasing trends.** Dropped vowels, trendy suffixes and buzzwords date quickly and make you sound like everyone else.
- **Sounding like a competitor.** Confusing customers is bad business and can create legal risk.
- **Hard spelling.** Creative spellings cost you every time someone searches for you.
- **Decision by committee.** Asking a large group to agree produces the least objectionable name, not the best one. Gather input, then let one or two people decide.
- **Waiting for perfection.** No name feels perfect at first. Names gain meaning through use.

## Making the decision

Set a deadline. When it arrives, pick the name that best fits your criteria and passed your tests, secure the domain and handles, and start using it. The work you put into your product and your customers will do more for the name than any amount of extra deliberation.

Namesmith is free to use for the brainstorming part: three generations a day without an account, and fifteen with a free account. If you need more, see [pricing](/pricing).
`.trim(),
};

/** Seed posts, newest first. */
export const SEED_POSTS: SeedPost[] = [
  brandNameCustomersRemember,
  fantasyNaming,
  warriorCats,
  petNames,
  podcastNaming,
  checkingAvailability,
  howToNameABusiness,
];
