import { words } from "../core/words";

// The Warriors naming convention: a prefix from the natural world and a
// suffix describing the cat. Glosses explain each half in the meaning text.
export const WARRIOR_PREFIXES = {
  thunderclan: words(`Oak:the great oaks of the forest; Bramble:thorny forest thickets; Fern:the ferns of the forest floor; Fire:the flame that lights the forest; Birch:the pale birch trees; Thorn:a sharp briar; Holly:the evergreen holly bush; Hazel:the hazel thicket; Leaf:the forest canopy; Acorn:the seed of the oak; Ivy:climbing ivy; Larch:the larch tree; Beech:the smooth beech; Rowan:the rowan with red berries; Thistle:the prickly thistle; Elder:the elder tree; Moss:soft forest moss; Ember:a glowing coal; Spark:a flying spark; Bracken:the bracken of the hollow; Ash:the ash tree; Sorrel:a woodland herb; Lion:the great lion of the old stories; Briar:a tangle of briars; Maple:the maple in autumn; Cedar:the cedar tree`),
  riverclan: words(`Reed:the reeds along the riverbank; Minnow:the small river fish; Ripple:rings on still water; Pike:the hunting river fish; Otter:the sleek river otter; Heron:the patient fishing heron; Mist:mist over the water; Pebble:smooth river stones; Rush:the riverside rushes; Splash:a leap through the water; Brook:a running brook; Trout:the speckled trout; Dew:morning dew on the reeds; Willow:the willow that leans over the river; Lily:the water lily; Sedge:the sedge grass of the marsh; Carp:the heavy pond fish; Silver:the flash of scales; Cloud:clouds reflected in the river; Mallow:the marsh mallow; Ice:river ice in leaf-bare; Drizzle:soft rain on the water; Stream:the running stream; Shell:a river shell; Kingfisher:the bright diving bird`),
  windclan: words(`Heather:the heather of the moor; Gorse:the yellow gorse; Hare:the swift moorland hare; Wind:the wind over the open moor; Crow:the crow of the uplands; Breeze:a light wind; Swift:the darting swift; Lark:the singing skylark; Moor:the high moor; Rabbit:the moorland rabbit; Gust:a sudden gust; Dust:dust kicked up on the run; Tall:the tall grass; Stag:the running stag; Kestrel:the hovering kestrel; Harrier:the low-flying harrier; Whin:the whin bush; Bilberry:the moorland berry; Dawn:the first light over the hills; Cloud:clouds racing over the hills; Feather:a feather on the wind; Flint:flint stones of the uplands; Sedge:sedge of the moorland; Ash:the wind-bent ash; Thrift:the pink thrift flower`),
  shadowclan: words(`Pine:the pines of the dark forest; Toad:the toad of the marsh; Night:the night; Raven:the black raven; Adder:the marsh adder; Tawny:the tawny owl; Dark:deep shadow; Marsh:the wet marshland; Rowan:the rowan by the border; Scorch:a burned patch of ground; Snake:the slithering snake; Crow:the carrion crow; Cedar:the cedar tree; Owl:the night owl; Tiger:the tiger of the old stories; Slate:dark slate; Bog:the sucking bog; Nettle:the stinging nettle; Smoke:drifting smoke; Yarrow:a bitter marsh herb; Shade:cool shade; Frog:the marsh frog; Dusk:the falling dusk; Blackberry:the dark bramble fruit; Newt:the pond newt`),
  skyclan: words(`Sky:the open sky; Sparrow:the darting sparrow; Hawk:the hunting hawk; Leap:the great leap between branches; Cloud:the high clouds; Sun:the warm sun; Swallow:the swooping swallow; Robin:the red-breasted robin; Echo:the echo in the gorge; Bird:birds on the wing; Flight:flight through the air; Jay:the bright jay; Plum:the wild plum; Rock:the gorge rocks; Finch:the little finch; Blossom:tree blossom; Wren:the tiny wren; Feather:a drifting feather; Gorge:the deep gorge of home; Petal:a falling petal; Morning:morning light; Cherry:wild cherries; Rain:summer rain; Bounce:a springing bounce; Starling:the murmuring starling`),
};

// Colour and pattern prefixes, chosen when the description mentions them.
export const COLOUR_PREFIXES: Record<string, ReturnType<typeof words>> = {
  black: words(`Crow:the black crow; Raven:the glossy raven; Night:the night sky; Coal:black coal; Soot:black soot; Dark:deep shadow; Ebony:black wood`),
  white: words(`Snow:fresh snow; Frost:white frost; Ice:clear ice; Cloud:a white cloud; Swan:the white swan; Moon:the pale moon; Pale:a pale coat`),
  gray: words(`Ash:soft gray ash; Smoke:drifting smoke; Stone:gray stone; Dove:the gray dove; Mouse:mouse-gray fur; Fog:gray fog; Silver:silver fur; Slate:blue-gray slate`),
  orange: words(`Fire:flame-coloured fur; Flame:a bright flame; Ginger:ginger fur; Ember:glowing embers; Rust:rust-red fur; Fox:a fox-red coat; Copper:copper fur; Sun:sun-gold fur`),
  red: words(`Rust:rust-red fur; Russet:russet fur; Fox:a fox-red coat; Robin:a red breast; Cherry:cherry red`),
  brown: words(`Bark:tree bark; Hazel:hazel brown; Oak:oak-brown fur; Mud:river mud; Acorn:acorn brown; Bracken:dry bracken; Mouse:mouse-brown fur; Sorrel:reddish brown`),
  golden: words(`Gold:golden fur; Sun:sunlight; Honey:honey-coloured fur; Lion:a lion's golden mane; Amber:amber eyes and fur; Sand:warm sand`),
  cream: words(`Sand:pale sand; Dove:soft cream; Dawn:dawn light; Daisy:the daisy`),
  spotted: words(`Dapple:a dappled coat; Speckle:a speckled pelt; Spotted:a spotted pelt; Patch:a patched coat; Fleck:flecked fur`),
  calico: words(`Dapple:a dappled coat; Tortoise:a tortoiseshell pelt; Patch:patches of colour; Mottle:a mottled coat; Tawny:tawny fur`),
  tabby: words(`Tiger:tiger stripes; Stripe:a striped coat; Bramble:brambled stripes; Tawny:tawny stripes`),
  blue: words(`Blue:blue-gray fur; Jay:jay-blue; Sky:the colour of the sky`),
  green: words(`Fern:fern-green eyes; Leaf:leaf-green eyes; Moss:moss-green eyes`),
};

export const WARRIOR_SUFFIXES = words(`heart:a brave and loving heart; claw:sharp claws in battle; pelt:a striking pelt; fur:a thick, soft coat; stripe:bold stripes; tail:a fine, expressive tail; leaf:a gentle, growing spirit; storm:a stormy, powerful temper; whisker:keen senses; fang:fierce fangs; foot:sure, quiet paws; step:a light and careful step; song:a gentle voice; flight:swift movement; fall:graceful leaps; frost:a cool, calm mind; wing:speed as if flying; pool:a deep, still calm; shine:a gleaming coat; cloud:a dreamy nature; spots:a spotted coat; nose:a keen nose for scent; ear:sharp hearing; eye:a watchful eye; blaze:a fiery spirit; flower:a kind, gentle nature; breeze:an easy-going spirit; dapple:a dappled pelt; thorn:a prickly toughness; shade:a quiet, watchful presence; scar:battle scars worn with pride; streak:speed like a streak of light; fern:a soft, quiet grace; light:a bright spirit; mist:a mysterious way; wish:a hopeful heart; whisper:a soft voice; willow:a graceful build; jaw:a strong bite; tuft:tufted fur; shadow:a stealthy hunter's shadow; runner:great speed; poppy:a bright spirit; stream:a flowing, patient nature; pounce:a perfect pounce; feather:a light step`);

// Canon protagonists and leaders: fans want their own cat, not a copy.
export const WARRIOR_AVOID = new Set(
  "firestar fireheart graystripe greystripe bramblestar brambleclaw squirrelflight leafpool jayfeather lionblaze hollyleaf tigerstar tigerclaw bluestar sandstorm ravenpaw cinderpelt spottedleaf yellowfang scourge onestar tallstar leopardstar mistystar blackstar rowanstar crowfeather feathertail stormfur leafstar hawkfrost mothwing dovewing ivypool alderheart needletail sparkpelt"
    .split(" "),
);

// What each suffix says about temperament, for personality_traits.
export const SUFFIX_TRAITS: Record<string, string[]> = {
  heart: ["Loyal", "Brave"], claw: ["Fierce", "Bold"], storm: ["Fiery", "Fierce"], fang: ["Fierce", "Ambitious"], song: ["Gentle", "Kind"],
  leaf: ["Gentle", "Wise"], foot: ["Steady", "Quiet"], step: ["Careful", "Quiet"], whisker: ["Perceptive", "Curious"], flight: ["Swift", "Free-spirited"],
  frost: ["Cool-headed", "Calm"], pool: ["Calm", "Wise"], blaze: ["Fiery", "Energetic"], flower: ["Kind", "Gentle"], thorn: ["Prickly", "Tough"],
  shade: ["Stealthy", "Watchful"], scar: ["Battle-hardened", "Proud"], mist: ["Mysterious", "Thoughtful"], wish: ["Hopeful", "Dreamy"], jaw: ["Tough", "Bold"],
  shadow: ["Stealthy", "Patient"], runner: ["Swift", "Energetic"], pounce: ["Quick", "Playful"], eye: ["Watchful", "Sharp"], nose: ["Keen", "Curious"],
};
