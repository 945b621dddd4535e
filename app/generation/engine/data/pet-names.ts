import { entries } from "../core/words";

// Fun names for small and unusual pets, keyed by the kind of animal. The pet
// generator's tone is always fun (SPEC.md), so these lean playful.
export const PET_TYPE_NAMES: Record<string, ReturnType<typeof entries>> = {
  rabbit: entries(`
Juniper | A hardy evergreen shrub | English | green
Snowball | Round and white | English | white fluffy
Pudding | Soft, round and sweet | English | brown round
Waffles | A golden breakfast favourite | English | golden
Velvet | The softest fabric there is | English | soft black
Basil | The fragrant green herb | Greek | green
Oreo | The black-and-white biscuit | English | black white
Dumpling | Small, round and soft | English | round
Pancake | Flat out and golden when asleep | English | golden lop
Bramble | The wild blackberry hedge rabbits hide in | Old English | brown
Nutmeg | A warm brown spice | English | brown
Truffle | A rich little chocolate | French | brown
Snowdrop | The first white flower of spring | English | white
Thumper | A rabbit's warning thump of the back foot | English | energetic
Clover | The lucky leaf rabbits love to nibble | English | green
Hopscotch | A hopping game | English | energetic
Cinnabun | A sweet bun, with a bunny in it | English pun | brown
Dandelion | A rabbit's favourite weed | French, lion's tooth | golden
Bun Jovi | A rock-star pun | English pun | loud
Flopsy | Floppy ears, from Beatrix Potter | English | lop
Biscuit | A small golden treat | English | brown
Hoppity | Always hopping | English | energetic
Radish | A crunchy pink snack | English | small
Parsnip | A sweet pale root | English | white
Bunbun | The name every bunny hears anyway | English | small
Marshmallow | White and fluffy | English | white fluffy
Cottonball | A puff of white tail | English | white
Nibbles | Small polite bites | English | small
`, ""),
  rodent: entries(`
Butterscotch | A golden, buttery sweet | English | golden
Hazelnut | A nut worth stuffing your cheeks with | English | brown golden
Mochi | A soft, round rice cake | Japanese | white round
Pretzel | A twisty salted snack | German | brown
Nugget | A small lump of gold | English | golden small
Muffin | Small, round and soft | English | round
Biscotti | A crunchy Italian biscuit | Italian | golden
Tater Tot | Small, round and golden | American English | golden round
Ginger Snap | A crisp spiced biscuit | English | orange
Dumpling | Small, round and soft | English | round
Waffle | A golden breakfast treat | English | golden
Pipsqueak | Very small and very loud | English | small loud
Sesame | The tiny seed in 'open sesame' | Greek | golden small
Chestnut | A glossy brown nut | English | brown
Peanut | A tiny tan snack | English | small brown
Nibbles | Always nibbling | English | small
Squeak | The sound of a happy rodent | English | loud
Hammy | A hamster's nickname | English | chubby
Pip | A tiny seed | English | small
Cheeks | For pouches full of food | English | chubby
Gizmo | A clever little gadget | English | smart
Acorn | A small nut with a cap | Old English | brown
Pumpernickel | A dark rye bread | German | brown
Whiskers | Twitchy cheek hairs | English | gray
Crumb | Small bits everywhere | English | small
Sunflower | The seed they dream of | English | golden
Houdini | The escape artist | Stage name | smart
Cashew | A curved little nut | Portuguese | cream
Mr. Wiggles | A wriggly gentleman | English | playful
`, ""),
  bird: entries(`
Basil | The fragrant green herb | Greek | green
Olive | The small green fruit | Latin | green
Pickle | Green, sharp and a little sour | English | green loud
Jingle | The bell sound it loves to copy | English | loud
Ringo | The drummer, for a bird with rhythm | English | loud
Doorbell | For a bird that does the impression | English | loud
Lime | The bright green citrus | English | green
Sprout | A small green shoot | English | green small
Caruso | After the great opera tenor | Italian | loud
Beaker | The lab assistant who only says 'meep' | English | loud
Piccolo | The smallest, highest flute | Italian | small loud
Jade | The green gemstone | Spanish | green
Whistler | For the whistling | English | loud
Kiwi | A small green fruit and a bird | Maori | green
Mango | A bright tropical fruit | Tamil | orange golden
Pico | Beak | Spanish | small
Tweety | Cheerful chirping | English | golden loud
Sunny | A bright yellow mood | English | golden
Skye | The open sky | Old Norse | blue
Chirpy | Always chatting | English | loud
Mozart | A tiny composer | Austrian | loud smart
Echo | Repeats everything | Greek | loud smart
Captain Flint | A parrot's pirate name | English | green loud
Pistachio | A green nut | Persian | green
Blueberry | Small and blue | English | blue
Zazu | A fussy, talkative bird | Swahili-inspired | loud
Feathers | All fluff and flight | English | fluffy
Birdie | A little bird, and a golf score under par | English | small
`, ""),
  fish: entries(`
Bubbles | The fish's favourite thing | English | playful
Finn | Fair, with a fin pun | Irish | small
Goldie | Golden scales | English | golden orange
Captain Fin | Commander of the tank | English | brave
Splash | A little wave | English | energetic
Sushi | Best not to say it too loud | Japanese | orange
Gill Bates | A tech pun | English pun | smart
Coral | The reef's colour | Greek | orange red
Marlin | A fast ocean fish | English | fast
Neptune | God of the sea | Latin | blue
Guppy | A small lively fish | After R. J. L. Guppy | small
Fishstick | A family favourite | English | golden
Sunny | A bright orange glow | English | orange
Wanda | Wanderer, after the film | Germanic | calm
Squirt | A tiny one | English | small
`, ""),
  reptile: entries(`
Spike | A sharp little point | English | spiky
Sheldon | Steep valley, with a shell in it | Old English pun | turtle
Slinky | Smooth and sliding | English | snake
Noodle | Long and bendy | English | snake long
Gecko | The wall-walking lizard | Malay | small
Rex | King of the dinosaurs | Latin | big
Draco | Dragon | Latin | green
Basil | Royal, and green | Greek | green
Ziggy | Zig-zag movement | Nickname | snake
Monty | A python pun | English pun | snake
Shelly | A shell in her name | English | turtle
Godzilla | A giant monster | Japanese film name | big
Pebble | Small and smooth | English | gray
Kaa | The hypnotic snake of The Jungle Book | Literary | snake
Tank | Slow and armoured | English | turtle big
`, ""),
  ferret: entries(`
Bandit | Masked thief | Italian | spotted
Slinky | Long and bendy | English | long
Ninja | Sneaky and fast | Japanese | fast
Rascal | A cheeky thief | English | playful
Zippy | Fast and zippy | English | fast
Noodle | Long and wiggly | English | long
Sneaks | Always sneaking | English | smart
Dooks | The ferret's happy chatter | English | loud
Houdini | Escape artist | Stage name | smart
Weasley | A weasel-ish wizard pun | English pun | red
`, ""),
};

/** Which words in "pet type" point at which list. */
export const PET_TYPE_ALIASES: Record<string, string> = {
  rabbit: "rabbit", bunny: "rabbit", hare: "rabbit",
  hamster: "rodent", gerbil: "rodent", mouse: "rodent", mice: "rodent", rat: "rodent", guinea: "rodent", chinchilla: "rodent", degu: "rodent", squirrel: "rodent",
  bird: "bird", parrot: "bird", budgie: "bird", parakeet: "bird", cockatiel: "bird", canary: "bird", finch: "bird", chicken: "bird", duck: "bird", hen: "bird",
  fish: "fish", goldfish: "fish", betta: "fish", guppy: "fish", axolotl: "fish",
  snake: "reptile", lizard: "reptile", gecko: "reptile", turtle: "reptile", tortoise: "reptile", iguana: "reptile", python: "reptile", dragon: "reptile", chameleon: "reptile", frog: "reptile",
  ferret: "ferret", weasel: "ferret",
};
