import { words, type Word } from "../core/words";

// What a description about a person (a hero, a spy, a cowboy, a villain, a
// pirate) is about, and the words a name for them can be made of. A motif is
// found when the description, or a WordNet relative of one of its words, is
// one of its triggers. Each word carries a gloss read after "'Word' is …",
// and each motif says what it gives the person ("power over time"), read
// after "someone with …".
export interface Motif {
  key: string;
  triggers: ReadonlySet<string>;
  about: string;
  words: Word[];
}

function motif(key: string, triggers: string, about: string, source: string): Motif {
  return { key, triggers: new Set(triggers.split(/\s+/).filter(Boolean)), about, words: words(source) };
}

export const MOTIFS: Motif[] = [
  motif("time", "time clock hour minute moment stop freeze pause rewind watch", "power over time",
    "Chrono:the Greek root for time; Tempus:the Latin word for time; Hourglass:the glass that runs out the hours in sand; Pendulum:the swing that keeps a clock honest; Stopwatch:time held in one hand; Paradox:a knot in cause and effect; Rewind:time run backwards; Epoch:an age marked by one great event; Tick:the smallest sound a clock makes; Standstill:the moment nothing moves; Sundial:the clock that reads the sun; Midnight Bell:the stroke that ends the day; Clockwork:gears that never stop turning; Meridian:the line where noon is measured; Chronicle:a record kept year by year"),
  motif("books", "librarian library book books read reader reading story novel page archive scholar writer poet author bookshop", "a life among books",
    "Bookmark:the ribbon that keeps your place; Overdue:what every borrowed hour becomes; Archivist:the keeper of records; Folio:a great old book; Marginalia:notes scribbled at the edge of a page; Index:the list that finds anything; Quill:the old writing feather; Hush:the librarian's word; Vellum:the fine calfskin old books were written on; Dewey:the system every library shelves by; Spine:the back of a book, where its title lives; Lexicon:a book of all the words; Inkwell:the pot a quill is dipped in; Palimpsest:a page written over, the old words still showing; Codex:the first book with pages; Footnote:the small print that explains everything"),
  motif("birds", "bird birds parrot parrots crow raven owl hawk eagle falcon feather wing wings fly flying flight sky", "a bond with the open sky",
    "Skylark:a bird that sings as it climbs; Kestrel:a falcon that hangs still in the wind; Songbird:a bird known for its voice; Talon:a bird of prey's claw; Wingspan:the reach from wingtip to wingtip; Flock:birds that move as one; Swift:the bird that barely lands; Updraft:the rising air birds ride; Corvid:the clever family of crows and ravens; Plume:a bold feather"),
  motif("fire", "temper hothead fiery fire flame flames firefighter burn burning heat smoke ash blaze lava", "command of fire",
    "Blaze:a fire at full strength; Ember:a coal that keeps glowing; Kindle:what starts a fire; Flashpoint:the heat at which things catch; Backdraft:the blast when air meets trapped fire; Cinder:what a fire leaves; Pyre:a fire built high; Scorch:the mark heat leaves; Firebreak:the gap that stops a blaze; Afterglow:the light that stays"),
  motif("light", "light glow shine sun bright lamp lantern lighthouse beam star", "a light for the dark",
    "Beacon:a light that guides ships home; Lumen:the unit of light; Lantern:a light carried by hand; Prism:glass that splits light into colour; Halo:a ring of light; Flare:a sudden burst of light; Daybreak:the first light of morning; Radiant:shining outward; Solstice:the longest day; Glint:a quick flash of light"),
  motif("sea", "sea ocean wave waves sailor ship ships boat navy captain harbour harbor lighthouse tide swim swimmer fish fisherman island frigate", "salt water in their blood",
    "Riptide:the current that pulls swimmers out; Undertow:the pull beneath the waves; Ballast:the weight that keeps a ship upright; Fathom:six feet of sea depth; Squall:a sudden storm at sea; Anchor:what holds a ship fast; Tidewater:the sea's rising water; Mainsail:the largest sail; Foghorn:the warning call in mist; Keel:a ship's backbone"),
  motif("water", "water liquid river flood rain drown drip plumber pipe pipes splash wet puddle", "water at their command",
    "Torrent:water rushing with force; Deluge:a flood that covers everything; Cascade:water falling in steps; Wellspring:a source that never runs dry; Monsoon:the season of endless rain; Downstream:where the current carries everything; Aquifer:water hidden under the ground; Surf:the white edge of a breaking wave; Undercurrent:the pull nobody sees; Riverbed:the ground a river runs on; Rainmaker:one who brings the rain; Floodgate:the gate that holds back a flood"),
  motif("cold", "ice cold snow frost winter freeze frozen arctic glacier", "a touch of ice",
    "Frost:ice that grows overnight; Glacier:a river of ice; Rime:frost feathered on branches; Icicle:ice hanging in a spike; Permafrost:ground that never thaws; Blizzard:a blinding snowstorm; Hoarfrost:white frost on the grass; Whiteout:snow so thick the world vanishes; Icebound:held fast by ice; Snowfall:snow coming down; Polar:from the ends of the earth; Hailstone:a ball of ice from the sky"),
  motif("storm", "storm lightning thunder electric electricity spark weather wind rain", "the power of the storm",
    "Volt:the unit of electric force; Surge:a rush of current; Thunderclap:the crack after lightning; Static:the charge that makes hair stand up; Tempest:a violent storm; Gale:a wind strong enough to bend trees; Downpour:rain all at once; Livewire:a cable still carrying current"),
  motif("speed", "fast speed quick run runner running race racing sprint rush", "speed",
    "Blur:what others see of you; Streak:a line drawn at speed; Velocity:speed with a direction; Dash:a short, fast run; Slipstream:the air pulled behind something fast; Quickstep:the fastest ballroom dance; Quicksilver:the metal that runs like water; Afterimage:what stays in the eye when you have gone; Mach:the speed of sound; Tailwind:the wind at your back; Whiplash:the snap of sudden speed; Sprint:a race run flat out"),
  motif("strength", "strong strength giant lift punch muscle tough", "great strength",
    "Titan:a giant of Greek myth; Colossus:a statue too big to believe; Bulwark:a wall that holds; Juggernaut:a force nothing stops; Anvil:the block a smith hammers on; Goliath:the giant of the old story"),
  motif("mind", "mind think thought telepath telepathy psychic read dream dreams memory memories brain", "a gift of the mind",
    "Synapse:the gap a thought leaps; Oracle:one who sees what is coming; Cortex:the thinking part of the brain; Reverie:a waking dream; Enigma:a riddle with no easy answer; Sixth Sense:knowing without being told"),
  motif("shadow", "shadow dark darkness night invisible vanish hide hidden stealth ghost", "a home in the shadows",
    "Umbra:the darkest part of a shadow; Nightshade:a poisonous plant of the dusk; Eclipse:the sun put out; Shroud:a cloth that hides; Dusk:the last light; Wraith:a ghost seen before a death; Midnight:the darkest hour; Veil:what hides a face"),
  motif("animals", "animal animals beast wolf wolves cat dog fox bear snake spider", "a bond with animals",
    "Packleader:the one the wolves follow; Wildheart:a heart that belongs outdoors; Menagerie:a gathering of creatures; Howl:the call of the pack; Thicket:the tangle where animals hide; Lodestar:the star animals steer by"),
  motif("dance", "dance dancer dancing ballet ballerina stage music tango", "a dancer's grace",
    "Pointe:dancing on the very tips of the toes; Arabesque:the ballet pose on one leg; Pirouette:a spin on one foot; Encore:the call for one more; Tutu:a ballerina's skirt; Grand Jeté:the great leap of ballet; Two-Step:the quick dance of country halls; Curtain Call:the final bow; Plié:the bend every ballet class begins with; Fouetté:the whipping turn of ballet; Prima:the first dancer of a company; Swan:the role every ballerina dreams of; Barre:the rail dancers train at"),
  motif("music", "music song sing singer singing guitar piano violin fiddle band drum voice", "a musical gift",
    "Crescendo:music growing louder; Refrain:the line that keeps coming back; Fiddle:the country violin; Tempo:the speed of a tune; Harmony:notes that belong together; Nocturne:a piece for the night; Ballad:a song that tells a story; Tremolo:a trembling note"),
  motif("sound", "sound voice scream shout shatter shatters glass sonic loud echo noise whistle", "a voice that breaks things",
    "Sonic:faster than sound; Resonance:the note that makes glass ring; Shatter:glass breaking all at once; Siren:the voice sailors could not resist; Decibel:the measure of loudness; Banshee:the spirit whose wail foretells a death; Shockwave:the blast a loud sound sends out; High Note:the note no one else can reach"),
  motif("locks", "safes safecracker lock locks cracker thief steal burglar heist vault pickpocket rob robber key keys", "a talent for locks and loot",
    "Tumbler:the pin inside a lock a safecracker listens for; Skeleton Key:a key that opens every door; Combination:the numbers that open a safe; Deadbolt:the strongest bolt on a door; Lockpick:the thief's slender tool; Vault:the room the money sleeps in; Sleight:a trick of the hand; Heist:a robbery planned like a ballet; Safecracker:one who opens safes by ear; Jimmy:the short crowbar burglars carry; Keyhole:the way in for a key, or an eye; Stethoscope:what a safecracker listens with; Nightlatch:a lock that catches at night"),
  motif("medicine", "doctor nurse medic heal healer healing hospital surgeon medicine cure", "a healer's hands",
    "Scalpel:the surgeon's blade; Suture:the stitch that closes a wound; Triage:deciding who is saved first; Tincture:medicine in a little bottle; Remedy:what puts things right; Bedside:where a healer keeps watch"),
  motif("chemistry", "poison chemist chemistry science scientist lab experiment toxic acid potion", "a chemist's cunning",
    "Catalyst:what makes a reaction run; Arsenic:the classic poison; Hemlock:the poison of philosophers; Mercury:the metal that runs like water; Alchemist:one who turns lead to gold; Venom:poison carried in a bite; Reagent:what a chemist adds to see what happens; Nightshade:the deadly berry; Belladonna:the beautiful poison; Cyanide:the poison that smells of almonds; Beaker:the glass every experiment starts in; Isotope:an element in disguise; Titration:drop-by-drop chemistry; Foxglove:a flower with a poison in it"),
  motif("tech", "computer hacker hack code coder program programmer robot machine tech engineer gadget", "a way with machines",
    "Cipher:a code only insiders read; Firewall:the wall around a system; Backdoor:the hidden way in; Glitch:a fault that changes everything; Mainframe:the great machine; Kernel:the heart of a system; Override:the command that beats all others; Proxy:the stand-in that hides who you are"),
  motif("money", "bribe bribes money rich bank banker gold gamble gambler cards casino poker dice coin wealth", "luck at the card table",
    "Ace:the card that wins the hand; Blackjack:the card game of twenty-one; Bullion:gold in bars; Jackpot:the prize everyone wants; Wildcard:the card that can be anything; High Roller:the one who bets big; Sterling:money of real worth; Double Down:the bet that doubles everything"),
  motif("food", "cook cooking chef kitchen food bake baker bread pie pies galley stew soup eat", "a cook's skills",
    "Ladle:the cook's long spoon; Galley:a ship's kitchen; Skillet:a heavy frying pan; Pepperpot:a spicy stew; Gravy:the sauce that makes a meal; Biscuit:the hard bread of long voyages; Saffron:the costliest spice; Cleaver:the cook's heavy knife; Hardtack:the ship's biscuit that breaks teeth; Stockpot:the pot that never leaves the stove; Peppercorn:a spice worth its weight in silver"),
  motif("garden", "garden gardener plant plants flower flowers tree trees forest nature grow green", "a green thumb",
    "Bramble:a thorny tangle; Thornbush:a bush that bites back; Ivy:the vine that climbs everything; Foxglove:a flower with a poison in it; Mandrake:a root of old legend; Briar:wild, thorny rose; Rootwork:folk magic done with roots; Sapling:a young tree"),
  motif("earth", "stone rock earth mountain mine miner metal iron steel quake sand desert", "the strength of stone",
    "Granite:the hardest common stone; Bedrock:the rock beneath everything; Flint:the stone that strikes sparks; Quarry:where stone is cut; Tremor:the shake before the quake; Ironside:a side that no blade cuts; Sandstorm:the desert's fury; Cobalt:a hard blue metal"),
  motif("law", "police cop detective law lawyer judge sheriff marshal justice court guard", "the law on their side",
    "Warrant:the paper that lets the law in; Verdict:the last word of a trial; Gavel:the judge's hammer; Badge:the star of the law; Alibi:proof of being elsewhere; Lawman:one who keeps the peace"),
  motif("teaching", "teacher school student teen teenager kid class professor lesson", "a school-age secret",
    "Homeroom:where the day starts; Recess:the break everyone waits for; Detention:where rule-breakers stay late; Chalkdust:what a teacher breathes; Hall Pass:permission to wander; Pop Quiz:the test nobody saw coming"),
  motif("disguise", "disguise cover spy secret secrets agent mask masks identity fake double", "a life of secrets",
    "Masquerade:a ball where every face is hidden; Chameleon:the lizard that changes colour; Doppelganger:a double who walks your streets; Whisper:a word not meant for others; Sleeper:an agent who waits years; Dead Drop:a hiding place for messages; Mirror:a face that shows what you expect; Cutout:the go-between who knows nothing"),
  motif("horse", "horse horses ride rider riding mare stallion pony saddle rodeo cattle ranch rancher cowboy cowgirl", "a life in the saddle",
    "Saddle:the seat a rider lives in; Spurs:the rider's heel-spikes; Mustang:the wild horse of the plains; Stirrup:the rider's footrest; Bronco:a horse that will not be broken; Lasso:the rope that catches cattle; Rawhide:untanned leather, tough as it comes; Longhorn:the cattle of the Texas trails"),
  motif("drink", "whiskey whisky rum drink drinker drunk saloon bar beer gin wine tavern", "a taste for the tavern",
    "Whiskey:the frontier's favourite drink; Grog:the sailor's watered rum; Barrelhouse:a rough, cheap saloon; Sarsaparilla:the root drink of the saloon; Moonshine:liquor made by night; Tankard:a heavy drinking mug; Bilge Rum:rum kept where the water sloshes; Last Round:the call before the tavern shuts"),
  motif("gun", "draw gun guns shoot shooter sharpshooter pistol rifle revolver bullet aim sniper duel", "a sure aim",
    "Deadeye:a shot that never misses; Six-Gun:a revolver with six chambers; Quickdraw:the fastest hand; Trigger:the finger's last decision; Buckshot:a scatter of lead; Bullseye:the centre of the target; Sureshot:a hand that does not shake; Long Rifle:the gun of the frontier"),
  motif("scar", "scar scarred scars eye eyed hook leg wound patch", "the marks of old fights",
    "Scar:a fight remembered on the skin; Patch:the cover for a lost eye; Hook:the iron in place of a hand; Stitches:a wound sewn shut; Peg:the wooden leg; Crossbones:the bones under the skull on the flag; Cutlass:the short curved blade of the boarding party; Powder Burn:the mark a misfired pistol leaves; Broken Nose:a fight that was not won cleanly"),
  motif("fear", "scared fear afraid coward cowardly nervous seasick clumsy shy timid", "a nervous streak",
    "Butterfingers:a hand that drops everything; Jitters:nerves that will not settle; Wobble:legs that never find the deck; Green-Gills:the colour of the seasick; Fainting Goat:the goat that keels over at a fright; Yellowbelly:the old word for a coward; Landlubber:one who belongs on dry land; Queasy:a stomach that will not settle; Bucket:what the seasick keep close; Shivers:a shake that will not stop; Lily-Liver:the old word for a faint heart; Dry Boots:one who never means to get wet"),
  motif("cheer", "cheerful happy jolly laugh laughing smile smiling kind friendly joke", "a cheerful heart",
    "Sunny:bright in any weather; Chuckles:a laugh that is never far off; Merry:happy in the old way; Grin:the smile that shows teeth; Jolly:the cheer pirates sailed under; Dimple:the mark of a smile; Sunshine:warmth in any weather; Whistler:one who whistles while working; Giggles:laughter that escapes"),
  motif("grim", "grumpy angry cruel ruthless cold fierce grim revenge vengeance hate grudge betray betrayed", "a grudge that will not fade",
    "Grudge:a wrong never forgiven; Rancour:bitterness that lasts; Flintheart:a heart as hard as stone; Vendetta:a feud carried for years; Nemesis:the enemy fate sends; Spite:harm done for its own sake; Blackheart:a heart with no mercy in it"),
  motif("rule", "mayor boss politician president tycoon corrupt rule ruler king queen emperor empire crown throne royal power control conquer world", "hunger for power",
    "Sovereign:one who answers to no one; Dominion:rule over everything; Usurper:one who takes a throne; Regent:one who rules in another's place; Tyrant:a ruler without mercy; Overlord:the lord above all lords; Imperator:the Roman word for commander; Crown:what every tyrant wants; Scepter:the rod of royal power; Despot:a ruler with no limits; Chancellor:the power behind a throne; Warlord:a ruler by force"),
  motif("insect", "bug bugs insect insects bee bees swarm ant ants spider spiders", "a swarm at their command",
    "Swarm:many small things acting as one; Hive:the nest that thinks together; Stinger:the sharp end of a wasp; Mantis:the insect that prays before it strikes; Silk:what a spider spins; Queen Bee:the one the hive obeys"),
  motif("grief", "die died dead death wife husband widow widower grief grieving mourn mourning loss lost funeral haunted sorrow", "a grief that never healed",
    "Requiem:a mass for the dead; Elegy:a poem for someone lost; Lament:a cry of mourning; Wreath:the flowers laid on a grave; Widow's Veil:the black lace of mourning; Keepsake:a small thing kept of someone gone; Vigil:a watch kept through the night; Epitaph:the words cut on a gravestone"),
  motif("treasure", "treasure gold buried bury chest map doubloon loot plunder jewel jewels fortune", "a nose for treasure",
    "Doubloon:a Spanish gold coin; Pieces of Eight:the silver dollars of the Spanish Main; Goldtooth:a grin with a fortune in it; Spade:the tool that buries a hoard; Strongbox:the chest that keeps the loot; Compass:what points the way to the hoard; Plunder:what a raid brings home; Bullion:gold in bars"),
  motif("travel", "travel traveller drifter wander wanderer road trail desert plains lonely alone frontier", "a love of the open road",
    "Tumbleweed:the plant the wind rolls away; Drifter:one who never stays; Dust Devil:a small whirlwind on the plains; Lonesome:riding on alone; Sundown:the hour riders make camp; Crossroads:where every road meets; Wayfarer:a traveller on foot; Mesa:the flat-topped hill of the desert"),
];

/** Motifs every hero, spy or villain may fall back on when a description gives nothing to build on. */
export const FALLBACK_MOTIFS: Record<string, string[]> = {
  superhero: ["light", "storm", "speed", "strength", "shadow", "birds"],
  spy: ["disguise", "shadow", "tech", "locks"],
  villain: ["grim", "rule", "shadow", "chemistry"],
  cowboy: ["travel", "gun", "horse", "drink"],
  pirate: ["sea", "scar", "drink"],
};

// Surnames whose old meaning fits a motif, for character names: a sea
// captain may be a Seaton, a librarian a Booker. Meanings are the
// surnames' usual etymologies, read after "'Surname' comes from …".
export const MOTIF_SURNAMES: Record<string, Word[]> = {
  sea: words("Seaton:a farm by the sea; Fisher:a fisherman; Waters:a family living by the water; Shore:the edge of the sea; Mariner:a sailor; Seward:a guardian of the sea"),
  light: words("Ward:a watchman; Warden:a keeper of a gate or a light; Lantz:a lamp-bearer, in the old German; Sterne:a star"),
  books: words("Booker:a maker or copier of books; Page:a young attendant; Clerk:a scholar who could read and write; Scrivener:a writer of documents"),
  time: words("Wakeman:a town's night watchman; Morrow:the morning, the day to come"),
  medicine: words("Leach:a physician, in Old English; Barber:a barber-surgeon; Spicer:a seller of spices and cures"),
  locks: words("Locke:a keeper of locks; Keyes:a maker of keys; Fox:the cunning animal; Lovell:a little wolf; Reynard:the fox of old fables; Nightingale:a bird that works in the dark"),
  rule: words("King:a royal household; Prince:a prince's household; Steward:the keeper of a great house; Regan:a little king, in Irish"),
  food: words("Baker:a baker; Miller:a miller; Spicer:a seller of spices; Salter:a salt maker"),
  music: words("Harper:a harp player; Piper:a piper; Fiddler:a fiddle player"),
  garden: words("Gardner:a gardener; Fields:open farmland; Thorne:a thorn bush; Ashby:a farm by the ash trees; Birch:the birch tree"),
  earth: words("Stone:a family living by a great stone; Mason:a stonemason; Smith:a metal-worker; Ironside:a side no blade cuts; Hill:a hillside home"),
  law: words("Sheriff:a shire's reeve; Sargent:a servant of the law; Marshall:a keeper of horses, later an officer of the law"),
  grim: words("Grimes:from Grim, the masked one of Norse tales; Moody:brave, headstrong; Stern:severe; Crabbe:a sour crab apple; Blackwood:a dark forest"),
  cheer: words("Merriman:a merry man; Goodchild:a good child; Bliss:joy; Blythe:cheerful"),
  horse: words("Marshall:a keeper of horses; Rider:a horseman; Farrier:a shoer of horses; Stoddard:a keeper of horses"),
  birds: words("Crane:the long-legged bird; Sparrow:the small, bold bird; Finch:the bright songbird"),
  dance: words("Hopper:a dancer or leaper; Lightfoot:a quick runner; Gale:a merry, lively one"),
  tech: words("Wright:a maker; Turner:a lathe worker; Cartwright:a cart maker; Faber:a craftsman, in Latin"),
  grief: words("Grieve:a farm steward, in old Scots; Graves:a family living by a grove; Wake:the watchful one; Lowe:a burial mound"),
  money: words("Sterling:money of true worth; Chance:good fortune, in Old French; Banks:a family living on a riverbank; Penney:a penny paid in rent"),
  shadow: words("Black:a dark-haired family; Mirk:darkness, in old Scots; Nightingale:a bird that sings by night; Dunn:dark brown"),
  chemistry: words("Chandler:a candle maker; Potter:a pot maker; Glass:a glass maker"),
};
/** Glossed surnames for anyone, when no motif brings its own. */
export const PLAIN_SURNAMES = words("Harrow:a harrowing tool, and a hill in London; Calloway:a pebbly place; Whitfield:a white field; Hale:a nook of land; Lockwood:an enclosed wood; Winslow:a friend's hill; Ashford:a ford by the ash trees; Hollis:holly trees; Penrose:the top of the heath, in Cornish; Marlowe:land left by a drained lake; Ramsey:wild garlic island; Everly:a boar's clearing; Sinclair:the village of Saint-Clair; Mercer:a cloth merchant; Fairfax:fair hair; Wilder:a wild one; Navarro:a plain among hills, in Spanish; Moreau:dark-skinned, in French; Okafor:born on Afor market day, in Igbo; Tanaka:a middle rice field, in Japanese; Lindqvist:a linden twig, in Swedish; Kowalski:a smith, in Polish; Reyes:kings, in Spanish; Delacroix:of the cross, in French");

/**
 * Where each motif's words come from, read after "'Word' comes from …": the
 * trade or world that uses them, so a name's origin says where its word lives.
 */
export const MOTIF_SOURCES: Record<string, string> = {
  time: "the language of clocks and calendars", books: "the library and the printed book", birds: "the birdwatcher's vocabulary",
  fire: "the firefighter's vocabulary", light: "the language of lamps and lighthouses", sea: "the sailor's vocabulary",
  water: "the language of rivers and rain", cold: "the vocabulary of ice and winter", storm: "the language of storms and electricity",
  speed: "the racetrack", strength: "old myths of giants and the smith's forge", mind: "the language of the mind and its science",
  shadow: "the vocabulary of night and shadow", animals: "the language of the wild", dance: "the dance studio",
  music: "the musician's vocabulary", sound: "the language of sound and acoustics", locks: "the locksmith's and safecracker's trade",
  medicine: "the hospital ward", chemistry: "the chemist's and poisoner's shelf", tech: "the programmer's and hacker's vocabulary",
  money: "the card table and the bank vault", food: "the ship's galley and the kitchen", garden: "the gardener's vocabulary",
  earth: "the quarry and the mine", law: "the courtroom and the sheriff's office", teaching: "the school day",
  disguise: "spy tradecraft", horse: "the ranch and the cattle trail", drink: "the saloon and the tavern",
  gun: "the gunfighter's vocabulary", scar: "the marks old fights leave", fear: "the language of nerves",
  cheer: "the language of good cheer", grim: "the language of feuds and grudges", rule: "the language of thrones and empires",
  insect: "the insect world", grief: "the language of mourning", treasure: "the treasure hunter's vocabulary",
  travel: "the language of the open road",
};

/** Where the frontier surnames come from, read after "Surname is …". */
export const WEST_SURNAME_ORIGINS: Record<string, string> = {
  Calloway: "a Norman surname from Caillouet, 'pebbly place'", McCready: "a Scottish surname, 'son of Riada'", Boone: "a Norman surname from 'bon', good",
  Cassidy: "an Irish surname, Ó Caiside, 'curly-haired'", Walker: "an English surname for a cloth fuller, who trod wet wool", Tate: "an English surname from the old name Tata, 'cheerful'",
  Slade: "an English surname for someone from a small valley", Colton: "an English surname, 'Cola's settlement'", Ransom: "an old English surname, 'son of Rand'",
  Hardin: "an English surname from Harding, 'son of the hardy one'", McCoy: "a Scottish and Irish surname, 'son of Aodh', the fire god", Dalton: "an English surname, 'settlement in the valley'",
  Garrett: "a Norman surname from Gerard, 'spear-strong'", Hickok: "an English surname from Hick, a pet form of Richard", Cutter: "an English surname for a cutter of cloth or stone",
  Wade: "an English surname for someone living by a ford", Blackburn: "an English surname, 'dark stream'", Hollister: "an old English surname",
};
