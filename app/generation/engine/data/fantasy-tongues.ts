import { list, words } from "../core/words";
import type { Word } from "../core/words";

/**
 * A syllable grammar for one invented people: a name is an opening, an
 * optional middle and an ending chosen by gender. Family names are two
 * meaningful English halves ("Moon" + "whisper").
 */
export interface Tongue {
  label: string;
  sound: string;
  starts: string[];
  middles: string[];
  endsFemale: string[];
  endsMale: string[];
  familyFirst: Word[];
  familySecond: Word[];
  traits: string[];
}

function tongue(t: {
  label: string; sound: string; starts: string; middles: string; f: string; m: string; a: string; b: string; traits: string;
}): Tongue {
  return {
    label: t.label, sound: t.sound, starts: list(t.starts), middles: list(t.middles), endsFemale: list(t.f), endsMale: list(t.m),
    familyFirst: words(t.a), familySecond: words(t.b), traits: list(t.traits),
  };
}

export const TONGUES: Record<string, Tongue> = {
  human: tongue({
    label: "human", sound: "the weathered sound of old English and Norman names",
    starts: "Al, Ber, Ced, Ed, El, Gar, Gwen, Hal, Is, Jor, Mar, Ow, Ro, Ser, Tam, Wil, Ev, Cor, Bran, Ad, Lia, Mer",
    middles: "e, a, i, ra, ri, wy, ric, lan",
    f: "a, wyn, ith, ora, elle, ine, ys, ena, ra, is",
    m: "ric, win, mund, red, an, ard, en, ton, wald, as",
    a: "Ash:ash trees; Black:dark waters; Thorn:a thorn hedge; Hart:the stag; Wy:a bend in the river; Brook:a stream; Ald:the old place; Ember:a glowing hearth; Raven:the raven; Stone:standing stones; Marsh:the fen; Gold:golden fields",
    b: "ford:a river crossing; wood:a forest; field:open land; well:a spring; wick:a farmstead; ley:a clearing; worth:an enclosure; moor:high ground; holt:a copse; bridge:a crossing; vale:a valley; mere:a lake",
    traits: "Resourceful, Determined, Adaptable, Steadfast, Curious",
  }),
  elf: tongue({
    label: "elven", sound: "flowing vowels and soft l, r and th sounds in the style of Tolkien's Sindarin",
    starts: "Ae, Ael, Cae, El, Ga, Il, Lue, Syl, Tha, Fae, Ara, Eri, Mi, Na, Ro, Shan, Ty, Vae, Lor, Cel, Iso",
    middles: "la, ri, the, lan, dri, va, ne, li, ra, tha, si",
    f: "wyn, iel, ith, ara, eth, lia, ra, wen, ssa, riel, ane",
    m: "dor, ion, ril, as, oth, an, lor, rion, dil, thas, ros",
    a: "Moon:the moon; Star:the stars; Silver:silver light; Leaf:green leaves; Dawn:first light; Wind:the high wind; Night:the night; Sun:the sun; River:running water; Mist:morning mist; Gold:autumn gold; Thorn:the briar",
    b: "whisper:one who whispers; song:a song; shade:soft shadow; bloom:a flower in bloom; brook:a stream; weaver:one who weaves; runner:a swift one; dancer:a dancer; glade:a forest clearing; bough:a tree branch; gleam:a gleam of light; fall:a waterfall",
    traits: "Graceful, Wise, Patient, Aloof, Perceptive",
  }),
  dwarf: tongue({
    label: "dwarven", sound: "hard stops and rolled r's, like names carved in runes",
    starts: "Bal, Bru, Dor, Dur, Gim, Gro, Har, Kil, Mor, Thor, Bof, Rur, Dag, Vond, Tor, Brom, Hel, Ulf, Kath, Dis",
    middles: "a, i, o, ra, gr, un",
    f: "a, dis, ra, hild, da, ja, mora, wyn, gret",
    m: "in, ar, rik, din, grim, ur, nar, li, ok, gar, rum",
    a: "Iron:iron; Stone:stone; Copper:copper; Granite:granite; Deep:the deep halls; Hammer:the hammer; Forge:the forge; Gold:gold; Anvil:the anvil; Flint:flint; Coal:coal; Oak:oak",
    b: "beard:a great beard; forge:the forge; fist:a fist; helm:a helmet; shield:a shield; delver:one who digs deep; hammer:a hammer; mantle:a mantle of rock; brew:strong ale; axe:an axe; vein:a seam of ore; heart:a stout heart",
    traits: "Stubborn, Loyal, Proud, Hardy, Honourable",
  }),
  orc: tongue({
    label: "orcish", sound: "harsh gutturals and clipped endings",
    starts: "Gro, Thra, Ug, Mog, Gor, Kru, Dur, Sha, Rok, Zog, Bru, Grom, Ur, Vor, Azg, Skar",
    middles: "a, u, o, ak, ra",
    f: "ra, sha, gah, ka, za, ath, ugha, rba",
    m: "mash, gul, tar, rok, nak, gash, zug, dak, gor, lug",
    a: "Bone:bone; Skull:the skull; Blood:blood; Iron:iron; Ash:ash; Storm:the storm; Black:black; War:war; Red:red; Stone:stone",
    b: "crusher:one who crushes; tusk:a great tusk; fang:a fang; splitter:one who splits; maw:a gaping maw; hide:thick hide; breaker:one who breaks; howl:a war cry; fist:a fist; eye:a hard stare",
    traits: "Fierce, Relentless, Proud, Blunt, Fearless",
  }),
  halfling: tongue({
    label: "halfling", sound: "round, homely sounds in the style of shire folk",
    starts: "Mer, Pip, Ros, Bil, Dai, Lob, Tob, Mil, Pen, Fen, Cor, Wil, Hol, Bel",
    middles: "a, i, o, li, ri, be",
    f: "y, ie, a, ella, ina, sy, wise, ora",
    m: "o, in, bo, ric, wick, by, kin, ald",
    a: "Under:under; Good:good; Tea:tea; Green:green; Thistle:thistles; Brandy:brandy; Hill:the hill; Apple:apples; Honey:honey; Bramble:brambles; Butter:butter; Tumble:tumbling",
    b: "bottle:a bottle; barrel:a barrel; foot:a foot; leaf:a leaf; hill:a hill; bough:a branch; meadow:a meadow; burrow:a snug burrow; brook:a brook; gather:a gathering; down:a grassy down; cup:a cup",
    traits: "Cheerful, Brave, Nimble, Hospitable, Lucky",
  }),
  dragonborn: tongue({
    label: "draconic", sound: "rasping consonants and long hissed endings",
    starts: "Ar, Bal, Dra, Ghe, Kri, Med, Nad, Pan, Rho, Sha, Tor, Vyr, Zar, Sora, Kav, Thar",
    middles: "a, i, e, as, ar, ox",
    f: "ara, ith, ora, essa, ynn, ija, inn, ax",
    m: "asar, ash, axis, rhan, jhan, rox, ghar, esh, vyr",
    a: "Flame:flame; Scale:scales; Storm:the storm; Sky:the sky; Ash:ash; Ember:embers; Thunder:thunder; Gold:gold; Obsidian:obsidian; Sun:the sun",
    b: "born:born of; wing:a wing; claw:a claw; breath:a breath; crest:a crest; heart:a heart; fang:a fang; tail:a tail; scale:a scale; gaze:a stare",
    traits: "Honourable, Proud, Commanding, Driven, Fierce",
  }),
  fae: tongue({
    label: "fae", sound: "light, tinkling syllables like a half-heard melody",
    starts: "Pea, Thi, Lis, Wil, Eli, Fen, Nyx, Qui, Sil, Tae, Zi, Bel, Mir, Ori",
    middles: "a, i, le, ri, ly, nel",
    f: "belle, wyn, ly, ette, ria, sa, lie, ina",
    m: "wick, lin, ren, ix, tan, sel, o, rin",
    a: "Thistle:thistledown; Dew:dew; Moss:moss; Bramble:brambles; Glimmer:a glimmer; Briar:the briar; Foxglove:foxgloves; Hollow:the hollow hill; Moon:the moon; Willow:the willow",
    b: "wing:a wing; down:soft down; light:light; mote:a speck of light; whisper:a whisper; bell:a bluebell; dancer:a dancer; weave:a weaving; shimmer:a shimmer; thorn:a thorn",
    traits: "Mischievous, Enchanting, Capricious, Clever, Playful",
  }),
  gnome: tongue({
    label: "gnomish", sound: "quick, bouncy syllables that sound like tinkering",
    starts: "Fizz, Bim, Nim, Zook, Wren, Tink, Gim, Orry, Bod, Pock, Quill, Dimb, Lilli, Ell",
    middles: "a, i, le, ble, wi",
    f: "wyn, bi, ella, ipa, y, roe, ie",
    m: "wick, ble, dle, kin, bo, nock, gle",
    a: "Tinker:tinkering; Cog:cogs; Sprocket:sprockets; Bell:bells; Whistle:whistles; Nimble:nimble hands; Copper:copper; Gear:gears; Fizzle:fizzing potions; Spark:sparks",
    b: "spark:a spark; bottom:a bottom; gear:a gear; wick:a wick; pocket:a pocket; fizz:fizz; bolt:a bolt; button:a button; spring:a spring; top:a spinning top",
    traits: "Inventive, Curious, Cheerful, Eccentric, Clever",
  }),
  tiefling: tongue({
    label: "infernal", sound: "sharp, sibilant sounds borrowed from infernal tongues",
    starts: "Ak, Bar, Dam, Ka, Ler, Mor, Ni, Ori, Sk, Za, Vel, Mal, Rie, Xa, Cre",
    middles: "a, e, i, ka, me, ra, ze",
    f: "ia, ema, ista, ira, eth, riel, kis, ossa",
    m: "men, akas, os, ius, an, mon, thos, eus",
    a: "Ash:ash; Ember:embers; Cinder:cinders; Brim:brimstone; Night:night; Sorrow:sorrow; Vesper:evening prayer; Ruin:ruin; Hollow:the hollow; Crimson:crimson",
    b: "horn:a horn; tail:a tail; flame:a flame; veil:a veil; song:a song; brand:a brand; mark:a mark; born:born of; thorn:a thorn; shade:a shadow",
    traits: "Defiant, Charismatic, Brooding, Clever, Resilient",
  }),
};

// Tieflings often take a "virtue name" in the D&D tradition.
export const VIRTUE_NAMES = words(`Hope:hope; Reverie:a daydream; Sorrow:sorrow; Torment:torment; Solace:comfort in grief; Vesper:evening prayer; Ember:a coal that will not die; Ruin:ruin; Mercy:mercy; Chant:a chant; Glory:glory; Ire:anger; Quest:a quest; Temerity:reckless boldness; Silence:silence; Wander:wandering; Creed:a belief; Nowhere:belonging nowhere`);

export const RACE_ALIASES: Record<string, string> = {
  "half-orc": "orc", "high-elf": "elf", "wood-elf": "elf", "dark-elf": "elf", "sea-elf": "elf",
};
