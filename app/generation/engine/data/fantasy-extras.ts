import { list, words } from "../core/words";

// Epithets by class or calling: "Thalia Quickfingers", "Bran the Oathsworn".
export const CLASS_EPITHETS: Record<string, ReturnType<typeof words>> = {
  warrior: words(`the Unbroken:who never yields; Shieldbreaker:who shatters shields; the Bold:known for daring; Ironhand:with a grip of iron; the Red:named for battle; Stormblade:whose blade strikes like lightning; Ashguard:who held the line at the burning gate`),
  rogue: words(`Quickfingers:with the fastest hands in town; the Whisper:never heard coming; Nightstep:who walks unseen; the Fox:sly and quick; Silkknife:with a gentle blade; Lockbane:no lock can stop; the Grin:always smiling at danger`),
  mage: words(`the Learned:deep in books of power; Spellwright:a crafter of spells; Starcaller:who calls down starlight; the Grey:wise and weathered; Runeweaver:who weaves runes; Emberhand:with fire at the fingertips; the Far-Seeing:who reads the future`),
  cleric: words(`the Devout:faithful above all; Lightbringer:who carries the sacred light; the Merciful:known for mercy; Dawnkeeper:who keeps the dawn vigil; the Blessed:touched by the gods; Hearthward:protector of the weak`),
  ranger: words(`Far-Eye:who sees what others miss; the Wanderer:always on the road; Greencloak:in the colours of the forest; Wolfsbane:hunter of wolves; Trailfinder:who never loses a track; the Quiet:silent in the woods`),
  bard: words(`Silvertongue:with a golden voice; the Songweaver:maker of songs; Lutehand:never without a lute; the Charming:impossible to dislike; Tallteller:spinner of tall tales; the Lark:singing at dawn`),
  paladin: words(`the Oathsworn:bound by a holy oath; Sunshield:shield of the dawn; the Just:who judges fairly; Lightward:guardian of the light; the Steadfast:never wavering`),
  druid: words(`Oakcaller:who speaks with trees; the Green:one with the wild; Mossheart:gentle as moss; Stormspeaker:who talks to the weather; Thornwalker:who walks the wild paths`),
  warlock: words(`the Bound:bound by a pact; Hexborn:marked by a hex; the Whispered:who hears voices in the dark; Voidtouched:touched by the void; the Pactkeeper:who always pays debts`),
  barbarian: words(`the Unchained:free of every chain; Skullsplitter:feared in battle; Bearhide:clad in a bear's hide; the Howling:whose war cry chills; Stonefist:with fists like rock`),
};
export const CLASS_ALIASES: Record<string, string> = { fighter: "warrior", wizard: "mage", sorcerer: "mage" };

export const WIZARD_EPITHETS: Record<string, ReturnType<typeof words>> = {
  fire: words(`Flamecaller:who calls fire from nothing; the Emberwright:a shaper of embers; Ashmantle:cloaked in ash; Cinderheart:with a heart of cinders; the Kindler:who lights the first spark; Emberhand:whose hands hold embers; Sparkwright:who shapes sparks like clay; Ashcloak:cloaked in ash; Cindermoot:who speaks for the cinders; the Scorched:marked by a spell gone wrong`),
  ice: words(`Frostweaver:who weaves frost; the Winterborn:born in deep winter; Rimeward:keeper of the rime; Glacierheart:cold and patient; the Pale:white as snow; the Frostbound:bound to the frost; Snowmantle:cloaked in snow; Hailcaller:who calls down hail; the Still:calm as frozen water; Icevein:with ice in the veins`),
  storm: words(`Stormcaller:who summons storms; the Thunderer:whose voice is thunder; Galeborn:born in a gale; Skyrender:who tears the sky; Lightningward:keeper of the lightning; Windspeaker:who talks with the wind; the Gale:restless as wind; Rainbinder:who binds the rain; Thunderstaff:whose staff cracks like thunder; Cloudwalker:who walks above the clouds`),
  nature: words(`Rootspeaker:who talks with roots; the Greenwarden:guardian of the green; Mossbeard:old as moss; Thornweaver:who grows thorns at will; Bloomcaller:who makes flowers open; Fernwhistle:who whistles to ferns; the Mossgrown:grown over with moss; Barkskin:tough as old bark; Seedkeeper:keeper of seeds; Mushroomwise:who knows every mushroom`),
  shadow: words(`the Veiled:hidden behind a veil; Shadowmantle:wrapped in shadow; Duskwhisper:who whispers at dusk; Nightbinder:who binds the night; the Hollow:emptied by dark magic; Bonewhisper:who hears the bones; the Unlit:who needs no lamp; Gravecall:who calls from the grave; Nightglass:who sees in the dark glass; Ashenhand:whose touch leaves ash`),
  light: words(`Dawnbringer:who brings the dawn; the Radiant:shining with power; Sunweaver:who weaves sunlight; Starglass:whose staff holds a star; the Lucent:clear and bright; Lampwright:maker of lamps that never go out; the Bright:full of light; Daystar:the morning star; Candlewise:who reads by a single flame; Glimmerhand:whose hands glimmer`),
  time: words(`Hourkeeper:keeper of the hours; the Timeless:who never ages; Sandturner:who turns the hourglass; Clockwarden:warden of the clocks; the Eternal:who has seen every age; Gearwright:maker of clockwork; the Unhurried:who is never late; Tickwhistle:who whistles with the clocks; Pendulum:steady as a pendulum; Yesterward:who walks back into yesterday`),
};
export const WIZARD_GIVEN = {
  female: list("Morwen, Elspeth, Ysolde, Isolde, Thessaly, Mirabel, Seraphine, Rowena, Agatha, Nimue, Hespera, Ondine, Vesna, Cordelia"),
  male: list("Aldric, Thaddeus, Balthazar, Alaric, Cornelius, Erasmus, Magnus, Orrin, Caspian, Ignatius, Barnaby, Lucan, Percival, Ezekiel"),
};

export const VAMPIRE = {
  gothicFemale: list("Seraphine, Morgana, Lilith, Ravenna, Isolde, Carmilla, Odile, Sabine, Veronique, Elvira, Ligeia, Mircalla"),
  gothicMale: list("Lucien, Damien, Sebastian, Alaric, Valerian, Corvin, Dorian, Lazarus, Malachai, Silvanus, Cassius, Orlok"),
  slavicFemale: list("Ilona, Katarina, Mirela, Anastasia, Zorana, Vesna, Milena, Dragana, Ludmila, Svetlana"),
  slavicMale: list("Vladislav, Radu, Mihail, Bogdan, Dimitri, Stanislav, Casimir, Anton, Viktor, Vasile"),
  surnames: words(`Morcant:an old Welsh name meaning bright sea; Nightshade:the poisonous flower; Ravencroft:a croft of ravens; Blackthorne:the black thorn; Draven:the hunter; Vasilescu:of royal blood; Drakov:of the dragon; Von Carstein:of the castle stone; Crowhurst:a wood of crows; Lacroix:the cross; Ashgrave:a grave of ashes; Sanguine:blood-red; Mortain:the dead mountain; Bathory:a countess of legend; Sorrowind:a wind of sorrow; Grimwald:a grim forest`),
  titles: list("Count, Countess, Baron, Baroness, Lord, Lady, Duke, Duchess, Prince, Princess, Marquis, Marquise"),
  ancientEpithets: words(`the Eternal:who has outlived empires; the Pale King:who ruled before the first cities; the First-Bitten:one of the very first; of the Long Night:born in a winter that never ended; the Unburied:never laid to rest; Bloodmother:ancestor of a whole line`),
  feral: words(`Gash:a fresh wound; Rake:raking claws; Hollow-Eye:with empty eyes; the Hunger:driven by thirst; Scrape:the sound in the walls; Nettle:stinging and wild; Mange:ragged and wild; Skulk:always lurking; Bramble:tangled and thorned; Marrow:gnawing to the bone; Snarl:all teeth; Ditchwater:risen from the ditches; Rookery:nesting in ruins; Gutter:crawling low; Burrow:sleeping under the earth; Fangmoss:grown over like a stone; Howler:heard before it is seen; Tatters:dressed in rags; Mire:risen from the mud; Grave-Dirt:never washed clean of the grave; the Starveling:thin with endless hunger; Carrion:feeding on the fallen; Claw:all hooks and grip; Rattle:breath like dry leaves`),
};

export const CHRISTMAS_ELF = {
  first: list("Jingles, Twinkle, Sprinkle, Tinsel, Pepper, Buddy, Sparkle, Holly, Noel, Ginger, Snowy, Cocoa, Buttons, Candy, Pudding, Merry, Bells, Frosty"),
  last: words(`Snowberry:snowy winter berries; Tinseltoes:toes wrapped in tinsel; McJingle:a family of bell-ringers; Gumdrop:a sweet; Sugarplum:the Christmas sweet; Candycane:peppermint stripes; Mistletoe:the kissing plant; Peppermint:a festive mint; Hollyberry:red holly berries; Cinnamonstick:warm spice; Sleighbell:the bells on the sleigh; Fruitcake:the cake everyone regifts; Stockingstuff:treats in the stocking; Wrappington:a master of wrapping`),
};
