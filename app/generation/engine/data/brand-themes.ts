import { words } from "../core/words";
import type { Word } from "../core/words";

// Vocabulary by industry theme. Glosses say what a word suggests, so the
// engine can explain a compound such as "Northbeam" in plain English.
const T = (s: string): Word[] => words(s);

export const THEMES: Record<string, Word[]> = {
  tech: T(`signal:a clear message; logic:clear reasoning; spark:the first flash of an idea; loop:a cycle that keeps improving; beacon:a light that guides; compass:a sure direction; pilot:one who steers; lantern:a light to work by; relay:passing things on fast`),
  data: T(`insight:seeing what others miss; query:a precise question; lens:a way of seeing clearly; index:a map to everything; pulse:a live heartbeat; atlas:a book of maps; tally:a running count; gauge:a true reading; scope:the whole view`),
  cloud: T(`cloud:computing that lives everywhere; harbor:a safe place to dock; relay:passing things on fast; orbit:a steady path around a centre; drift:easy movement; port:a point of entry; vault:a secure store; summit:the top, in full view; anchor:what holds steady`),
  money: T(`ledger:the record of every account; coin:money in hand; vault:safe keeping; mint:where money is made, and fresh; yield:a return on effort; capital:wealth that builds wealth; anchor:stability; summit:the top; compass:direction; keystone:the stone that holds an arch; harbor:safety; sterling:the highest standard`),
  health: T(`vital:full of life; pulse:the heartbeat; bloom:flourishing; haven:a place of safety; cura:care, in Latin; well:good health and a spring of water; balance:equilibrium; thrive:to grow strongly; restore:to make whole again; sage:a healing herb and wisdom; harmony:everything in tune; calm:peace of mind`),
  wellness: T(`bloom:flourishing; breath:the first thing we control; sage:a calming herb; haven:a refuge; glow:healthy radiance; balance:equilibrium; root:being grounded; still:quiet calm; lotus:a flower rising from mud; ember:inner warmth; tide:natural rhythm; meadow:open calm`),
  green: T(`leaf:new growth; terra:the earth; verde:green, in Spanish and Italian; moss:quiet, patient growth; sprout:a fresh beginning; canopy:the sheltering forest roof; fern:an ancient, resilient plant; grove:a small wood; tide:natural cycles; solar:power from the sun; seed:the start of everything; root:deep foundations; willow:bending without breaking; clover:luck and healthy soil`),
  energy: T(`solar:power from the sun; volt:electric force; current:energy in motion; ray:a beam of sunlight; gale:a strong wind; spark:ignition; turbine:wind made useful; flux:constant change; dynamo:a generator of power; watt:a unit of power; helio:the sun, in Greek; horizon:the future`),
  food: T(`table:where people gather; kettle:warmth in the kitchen; spoon:a taste of something good; crumb:small good things; harvest:the season's best; pantry:a well-stocked store; basil:a fresh herb; honey:natural sweetness; salt:flavour and value; fig:ripe sweetness; hearth:the heart of the home; ladle:generous helpings; orchard:fruit trees; butter:rich comfort`),
  retail: T(`basket:a full haul; market:a lively place to buy; corner:the local shop; shelf:things within reach; parcel:a package on its way; goods:things worth having; bazaar:a bustling market; aisle:easy browsing; tag:a price and a label; cart:everything you need; lane:a familiar street; stall:a friendly booth`),
  craft: T(`loom:the weaver's frame; kiln:the potter's fire; thread:what holds things together; grain:the pattern in wood; clay:raw material shaped by hand; needle:fine handwork; chisel:precision carving; ember:warm glow; stitch:careful work; twine:simple, strong cord; wax:warmth and light; spindle:spinning yarn`),
  home: T(`hearth:the heart of a home; nest:a cosy place; beam:a supporting timber; key:access and belonging; porch:a welcoming front step; gable:the peak of a roof; haven:a safe place; oak:strength that lasts; brick:solid construction; door:a new start; keystone:what holds it together; threshold:the way in`),
  education: T(`scholar:a devoted learner; quill:a pen of the past; lantern:a guiding light; sage:wisdom; atlas:a map of knowledge; spark:curiosity; ladder:step-by-step growth; mentor:a trusted guide; bright:quick to learn; compass:direction; owl:wisdom; chapter:a new stage`),
  consulting: T(`summit:the top; keystone:the stone that holds an arch; compass:direction; bridge:a connection; meridian:the highest point; clarity:clear thinking; vantage:a good view of everything; pillar:support; axis:the centre that everything turns on; lever:small force, big results; north:true direction; beacon:a guiding light`),
  creative: T(`canvas:a blank start; muse:inspiration; prism:light split into colour; ink:ideas made permanent; palette:a range of colour; studio:a place to make things; spark:the first idea; echo:an idea that resonates; frame:focus; verse:creative rhythm; hue:a shade of colour; mosaic:many pieces, one picture`),
  beauty: T(`glow:healthy radiance; bloom:flourishing; silk:smoothness; petal:softness; rose:classic beauty; dew:freshness; velvet:luxury; luxe:indulgence; blush:a gentle colour; lumen:light, in Latin; pearl:natural lustre; aura:a subtle presence`),
  fashion: T(`thread:the start of every garment; seam:careful construction; atelier:a designer's workshop; hem:a finished edge; loom:weaving; stitch:craftsmanship; linen:natural cloth; denim:everyday toughness; velvet:richness; muse:inspiration; mode:fashion, in French; tailor:made to measure`),
  pets: T(`paw:a pet's footprint; tail:a happy wag; whisker:curiosity; fetch:play; bark:a friendly hello; purr:contentment; kibble:a good meal; snout:a curious nose; pup:a young dog; burrow:a cosy den; collar:belonging; treat:a reward`),
  outdoor: T(`trail:a path through wild places; summit:the peak; ridge:a mountain crest; pine:evergreen forest; cairn:a trail marker; ember:a campfire glow; north:adventure; canyon:deep wild country; basecamp:where the climb begins; timber:the woods; river:the way through; compass:direction`),
  kids: T(`sprout:a growing child; giggle:pure joy; pebble:something small and treasured; kite:play on the wind; crayon:first art; button:small and cute; puddle:a jump waiting to happen; acorn:a small start with big potential; bubble:light fun; doodle:carefree drawing; cub:a young one; rainbow:colour and hope`),
  electronics: T(`volt:electric force; circuit:connected paths; amp:power; pixel:the smallest dot on a screen; wire:connection; chip:the brains of a device; signal:a clear message; charge:stored power; spark:a flash of electricity; byte:data; diode:a one-way gate; ohm:resistance, tamed`),
  security: T(`shield:protection; sentinel:a watchful guard; bastion:a stronghold; vault:a secure store; aegis:the shield of Zeus; citadel:a fortress; warden:a keeper; ward:protection; lock:security; rampart:a defensive wall; keystone:what holds everything; sentry:a guard on duty; cipher:a secret code; fort:a fortified place`),
  crypto: T(`block:a unit of the chain; chain:links that cannot be broken; coin:digital money; ledger:a shared record; mint:the creation of tokens; node:a point in the network; hash:a cryptographic fingerprint; vault:secure storage; nonce:a number used once; satoshi:the smallest unit of bitcoin; token:a digital asset; fork:a new path`),
  ai: T(`mind:thinking; neural:brain-like networks; cortex:the thinking layer of the brain; synapse:where signals connect; logic:reasoning; sense:perception; cognition:knowing; vector:how models see meaning; lumen:light, in Latin; oracle:one who knows; tensor:the maths behind models; echo:language reflected back; prompt:a question that starts it all; insight:understanding`),
  vr: T(`realm:a world to explore; portal:a doorway between worlds; lens:a way of seeing; prism:light bent into colour; mirage:something real-looking; horizon:the edge of view; sphere:a full world around you; nexus:a meeting point; echo:presence; vista:a wide view; phase:a shift between states; holo:a hologram`),
  bio: T(`gene:the code of life; helix:the shape of DNA; cell:the unit of life; vita:life, in Latin; genome:a complete genetic map; cyte:a cell, in Greek; bio:life, in Greek; thera:healing, in Greek; nova:new; verde:green growth; spore:a seed of life; zyme:a ferment, the root of enzyme`),
  legal: T(`justice:fairness under law; counsel:expert advice; charter:a founding document; verity:truth; advocate:one who speaks for another; covenant:a binding promise; bench:the seat of judgement; shield:protection; beacon:a guiding light; pillar:support; summit:the top; keystone:what holds it together`),
  medical: T(`care:attention and kindness; well:good health; vital:full of life; haven:a safe place; cura:care, in Latin; bloom:flourishing; pulse:the heartbeat; harbor:safety; clear:clarity; bright:hope; meadow:calm; evergreen:lasting health`),
  engineering: T(`forge:where metal is shaped; keystone:the stone that holds an arch; span:the distance a bridge crosses; beam:a structural member; axis:the centre of rotation; gauge:precise measurement; truss:a rigid frame; vector:direction and force; pillar:support; girder:a main beam; torque:turning force; bedrock:a solid foundation`),
  fitness: T(`pulse:the heartbeat; forge:where strength is made; stride:a confident step; iron:weights and grit; peak:top form; core:the centre of strength; grit:determination; flex:strength shown; sprint:speed; summit:the top; rep:one more; ember:burn`),
  luxury: T(`aurum:gold, in Latin; velours:velvet, in French; maison:house, in French; lumière:light, in French; soie:silk, in French; étoile:star, in French; oro:gold, in Italian; seta:silk, in Italian; bella:beautiful, in Italian; nobile:noble, in Italian; opal:a rare shimmering gem; ivory:refined pale elegance; sable:rich dark fur; marble:timeless stone`),
  travel: T(`compass:direction; voyage:a long journey; horizon:the edge of the known; atlas:a book of maps; wander:exploring freely; passport:permission to go; roam:travel without a plan; harbor:a safe arrival; meridian:a line around the globe; trail:a path; journey:the trip itself; globe:the whole world`),
  music: T(`chord:notes in harmony; echo:sound returning; tempo:pace; riff:a catchy phrase; verse:a part of a song; encore:one more; hum:a quiet tune; vinyl:the classic record; reverb:a lingering sound; cadence:rhythm; anthem:a song everyone knows; groove:a feel you move to`),
  light: T(`beam:a line of light; glow:soft radiance; lumen:a unit of light; ray:a beam of sunlight; spark:a flash; dawn:a new beginning; halo:a ring of light; flare:a bright burst; shine:brilliance; lantern:a guiding light; ember:a glow that lasts; prism:light split into colour`),
  motion: T(`swift:speed; stride:a confident step; dash:a quick burst; glide:effortless movement; surge:a powerful rush; drift:easy flow; leap:a jump forward; arc:a graceful path; rally:coming together fast; zip:speed; orbit:a steady circuit; flow:smooth movement`),
  strength: T(`forge:where metal is shaped; summit:the peak; anvil:an unbreakable base; titan:a giant; granite:solid rock; oak:enduring strength; iron:toughness; bastion:a stronghold; apex:the highest point; vanguard:the front line; keystone:what holds it together; atlas:carrying the world`),
  yoga: T(`lotus:the seated pose and a flower rising from mud; breath:the first thing yoga teaches; asana:a posture, in Sanskrit; still:quiet calm; flow:moving with the breath; sage:a calming herb; prana:life force, in Sanskrit; mantra:a repeated phrase; moon:the cooling side of practice; root:being grounded; bloom:flourishing; zen:meditative calm`),
  running: T(`stride:a confident step; pace:steady speed; mile:the runner's measure; sprint:a burst of speed; trail:a path through wild places; tempo:a hard, steady run; kick:the finishing burst; lap:one more time round; dash:a short race; cadence:steps per minute; ridge:a hill to climb; finish:the line that matters`),
  nutrition: T(`fuel:what the body runs on; sprout:fresh growth; root:the source; leaf:greens; harvest:the season's best; grain:whole food; berry:small and nourishing; kale:the famous green; seed:the start of everything; pantry:a well-stocked store; vital:full of life; zest:flavour and energy`),
  games: T(`quest:an adventure; pixel:the smallest dot on a screen; level:the next challenge; arcade:where games lived; joystick:the classic controller; boss:the big fight; combo:moves chained together; loot:the reward; respawn:another try; turbo:extra speed; dice:chance; portal:a door to another world`),
  community: T(`guild:a company of equals; commons:what everyone shares; council:a place to decide; circle:people on equal footing; tribe:a close group; hive:many working as one; forum:a public square; village:a small world; assembly:a gathering with a voice; collective:shared ownership; crew:a team; union:strength together`),
  circular: T(`loop:nothing thrown away; cycle:round and round again; refill:use it again; jar:a container kept for years; mend:repair instead of replace; renew:make new again; reuse:a second life; compost:waste turned into soil; thrift:careful use; circle:a closed loop; swap:trade instead of buy; revive:bring back to life`),
  diagnostics: T(`lens:a way of seeing clearly; signal:a clear sign; marker:a measurable sign; insight:seeing what others miss; assay:a precise test; clarity:clear results; probe:a careful look; trace:the smallest hint; metric:what gets measured; scope:looking closely; pulse:a live reading; detect:finding early`),
  nature: T(`north:true direction; fern:quiet resilience; river:steady flow; cedar:enduring wood; wren:a small bright bird; maple:warmth; meadow:open calm; harbor:a safe haven; pine:evergreen; stone:permanence; willow:grace; lark:early joy`),
};

// Compound tails: the second half of "Northbeam", "Pawhub", "Leafworks".
export const TAILS: Record<string, Word[]> = {
  modern: T(`ly:made easy; loop:a cycle that keeps improving; path:a clear way; base:a foundation; hub:a central meeting point; wise:smart; mint:fresh; nest:a home; lane:an easy route; point:a place where things meet; well:a source that never runs dry; bay:a sheltered place to land; spring:a fresh start; dock:a place to come in to; way:a clear route; kit:everything you need; leaf:a fresh page; deck:everything laid out; lens:a way of seeing clearly; bay:a sheltered place to land; desk:where the work gets done; port:a way in`),
  classic: T(`house:a trusted house; works:a place of real work; & co:a company of partners; craft:skilled work; goods:things worth having; guild:a company of experts; trading:honest trade; mill:a place where things are made; & sons:a family business; supply:reliable supply`),
  playful: T(`bee:busy and friendly; pop:a burst of fun; nest:a cosy home; buddy:a friend; jar:a jar of good things; bop:a happy beat; doodle:carefree play; sprout:something growing; hop:a happy jump; bug:an enthusiast; bean:small and full of beans; pal:a friend; patch:a little plot of your own; pod:a small, close group; jam:a happy get-together; box:a box of surprises; dot:a small bright mark`),
  professional: T(`partners:a team of equals; group:a firm of specialists; advisors:trusted advice; solutions:problems solved; associates:a network of experts; collective:shared expertise; consulting:expert advice; works:real results`),
  bold: T(`forge:where things are made under pressure; force:unstoppable power; strike:decisive action; surge:a powerful rush; craft:mastery; rush:speed; peak:the top; core:the centre of strength; drive:determination; volt:energy; bolt:a flash of speed; blaze:a bright fire; jolt:a sudden burst; flare:a flash of light; rally:coming back stronger; roar:a sound you cannot ignore; dash:a burst of speed; grit:determination`),
  minimal: T(`form:shape; field:open space; line:simplicity; base:a foundation; set:a complete kit; mode:a way of being; loop:a cycle; one:unity; room:space; kit:the essentials`),
};

// Tails for what is not software, in place of the endings of apps and networks (TECH_TAILS in brand.ts): "Silkdale",
// "Bikeyard", never "Bikegrid".
export const PLACE_TAILS = T(`field:open ground; yard:a working yard; fold:a sheltered place; brook:a small, steady stream; stone:something that lasts; crest:the top of the hill; cove:a sheltered bay; ridge:a high line of land; mere:a still lake; dale:a green valley`);

// Endings that turn a word into a brandable name: "Northly", "Pawify".
export const BRAND_SUFFIXES: Record<string, string[]> = {
  modern: ["ly", "ify", "io", "ora", "iva", "able", "r", "eo"],
  classic: ["ton", "worth", "field", "wood", "ford"],
  playful: ["oo", "zy", "ie", "ster", "pop"],
  professional: ["ent", "ia", "ium", "ix", "ara"],
  bold: ["x", "ion", "ex", "max", "on", "ax"],
  minimal: ["o", "a", "i", "ly"],
};

// Latin and Greek roots for professional, medical and scientific names.
export const ROOTS = T(`lux:light; nova:new; vita:life; terra:earth; aqua:water; veri:truth; fides:trust; clar:clarity; prima:first; magna:great; sol:the sun; astra:the stars; cura:care; medi:the middle, and healing; gen:birth and origin; neo:new; opti:best; alti:height; fort:strength; vent:wind; aur:gold; cel:the heavens; sana:health; lumin:light; sapi:wisdom; axi:worth; kine:motion; therm:warmth; cor:the heart; pax:peace`);
// The worlds a root suits, by the description's family keys (description-families.ts) and the field's themes:
// "therm" (warmth) names a heating engineer, not a bakery or a bookkeeper ("Thermora"), and "fides" (trust) a
// bank, not a dog blanket. A root not listed here ("nova", "veri", "prima") suits any business.
const LIGHT = /^(light|photo|sun|candle|electric|energy|art|creative|beauty|jewelry|luxury|interiors)$/;
const SKY = /^(sky|ai|tech|data|vr|science|cloud)$/;
const ROOT_WORLDS: Record<string, RegExp> = {
  lux: LIGHT,
  lumin: LIGHT,
  vita: /^(health|wellness|fitness|food|juice|organic|bio|nutrition|medical|medicine|garden|farm|senior|baby|kind|green)$/,
  terra: /^(garden|farm|outdoor|organic|green|nature|mountain|desert|forest|build|engineering|home|pottery|reuse|circular|energy)$/,
  aqua: /^(ocean|river|water|swim|sailing|plumbing|clean|tropical)$/,
  fides: /^(money|law|legal|security|advice|consulting|crypto|lock)$/,
  sol: /^(sun|energy|tropical|travel|desert|light)$/,
  astra: SKY,
  cel: SKY,
  cura: /^(health|medical|medicine|dental|wellness|mind|senior|baby|kind|pets)$/,
  medi: /^(health|medical|medicine|dental|mind|senior|science|diagnostics)$/,
  sana: /^(health|medical|medicine|dental|wellness|mind|senior|fitness|yoga|nutrition)$/,
  gen: /^(bio|science|baby|diagnostics|data)$/,
  alti: /^(mountain|sky|outdoor|build|engineering|travel)$/,
  fort: /^(strength|fitness|security|build|engineering|lock|sports)$/,
  vent: /^(sky|energy|sailing|outdoor|water|travel)$/,
  aur: /^(jewelry|luxury|money|fashion|beauty|gifts)$/,
  sapi: /^(learn|education|books|advice|consulting|ai|law|legal)$/,
  kine: /^(motion|fitness|sports|car|bike|delivery|travel|running|motorbike|skate|football|basketball|tennis|golf|hockey|baseball)$/,
  therm: /^(energy|electric|plumbing|build|home)$/,
  pax: /^(wellness|yoga|mind|sleep|kind|advice|law|legal|senior)$/,
};

/** The roots that suit a business of these worlds (family keys and theme ids). */
export function rootsFor(worlds: Iterable<string>): Word[] {
  const all = [...worlds];
  return ROOTS.filter((root) => !ROOT_WORLDS[root.w] || all.some((w) => ROOT_WORLDS[root.w].test(w)));
}
export const ROOT_ENDINGS = ["a", "ia", "ora", "is", "ix", "ium", "ent", "era", "on", "ara", "ova", "ire"];

// Adjectives for two-word names: "Bright Harbor".
export const ADJECTIVES: Record<string, Word[]> = {
  modern: T(`bright:clear and optimistic; true:honest; clear:simple and transparent; open:welcoming; swift:fast; fresh:new; pure:clean; smart:clever; good:honest and decent; kind:gentle; calm:unhurried; easy:effortless; simple:no fuss; daily:part of every day; steady:dependable; wild:untamed; north:a true direction; nimble:quick and light; keen:eager; quiet:unhurried; warm:friendly; neat:tidy and clever; sure:dependable; silver:quietly valuable; honest:nothing hidden; happy:cheerful; little:small and friendly`),
  classic: T(`old:established; golden:the best; royal:first-class; honest:trustworthy; grand:impressive; true:reliable; noble:principled; heritage:long-standing; fine:of quality; good:honest and decent; hearty:generous; stout:sturdy; fair:honest; faithful:loyal; gentle:kind; worthy:deserving`),
  playful: T(`happy:joyful; silly:fun; little:small and friendly; busy:lively; sunny:cheerful; jolly:merry; cheeky:playful; lucky:fortunate; bouncy:full of life; merry:cheerful; tiny:small and sweet; snug:cosy; giddy:excited; chirpy:bright and cheerful; perky:lively; plucky:brave and cheerful; peppy:full of energy; breezy:light and easy; nifty:clever and handy; dandy:first-rate; dizzy:spinning with fun; zippy:quick and lively; wiggly:always moving`),
  professional: T(`summit:the top; premier:first; sterling:excellent; prime:the best; clear:transparent; trusted:reliable; apex:the peak; true:honest; steady:dependable; sound:solid; keystone:what holds it together; north:a true direction; bright:clear-sighted`),
  bold: T(`iron:tough; wild:untamed; rebel:defiant; black:bold; red:energetic; titan:huge; thunder:loud; fierce:fearless; brave:daring; loud:impossible to ignore; raw:unpolished; steel:unbending; rogue:independent; mighty:powerful; blaze:burning bright; daring:unafraid; electric:charged with energy; vivid:full of colour; rapid:fast; epic:larger than life; big:larger than life; bright:bold and vivid; bold:confident`),
  minimal: T(`true:honest; clear:simple; pure:clean; white:blank; still:calm; plain:honest; bare:essential; mono:single; soft:gentle; slow:unhurried; even:balanced; light:weightless; simple:no fuss`),
};
