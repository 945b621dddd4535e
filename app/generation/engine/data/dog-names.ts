import { entries } from "../core/words";

// Dog names by style: "Name | meaning | origin | tags". Tags let the engine
// prefer names that match the description (colour, size, temperament).
export const DOG_NAMES = {
  fun: entries(`
Waffles | A crispy breakfast favourite, for a dog who is sweet and a little scattered | English food word | golden brown playful goofy
Pickles | A tangy snack that turns up everywhere, like a dog who is into everything | English food word | goofy playful green
Noodle | Long, wiggly and impossible to stay cross with | English food word | goofy long playful
Biscuit | A crumbly baked treat, and the thing most dogs would sell their soul for | English food word | brown golden sweet
Meatball | Round, hearty and always near the dinner table | Italian-American food word | big chubby food
Taco | A folded snack full of surprises | Mexican Spanish food word | small brown playful
Nugget | A small, golden, valuable lump | English word | small golden
Pretzel | A twisted bake, for a dog who sleeps tied in knots | German food word | brown goofy
Tater Tot | A crispy potato bite, for a small round pup | American food word | small brown chubby
Bagel | A ring of chewy bread with a hole in the middle | Yiddish food word | brown round
Gizmo | A clever little gadget nobody quite understands | English slang | small smart goofy
Rascal | A cheeky troublemaker you forgive instantly | English word | playful energetic
Dingo | A wild Australian dog, for a pup with a roaming streak | Australian word | red energetic
Boomer | Something that arrives with a thump | Australian slang for a big kangaroo | big loud energetic
Ziggy | Zig-zagging from one idea to the next | Nickname popular in music | energetic playful
Pogo | A bouncing stick, for a dog who jumps to say hello | English toy name | energetic small
Bingo | The cry of a lucky win | English exclamation | playful loud
Scooter | Always zooming off somewhere | English word | fast energetic small
Wiggles | The full-body wag of a happy dog | English word | playful small
Chewbacca | The furry copilot, for a shaggy, loyal dog who talks back | Film character name | fluffy big brown loud
Sprocket | A small gear that keeps everything turning | English mechanical word | small energetic
Pancake | Flat-out relaxed and stacked on the sofa | English food word | lazy golden calm
Dumpling | A soft, round, comforting parcel | English food word | chubby small white
Burrito | Loves being wrapped up in a blanket | Mexican Spanish food word | lazy cuddly
Kazoo | A buzzy little instrument that is impossible to ignore | American toy instrument | loud small
Moose | A huge, gentle, slightly clumsy animal | Algonquian animal word | big brown goofy
Tank | Built solid and unstoppable on walks | English word | big strong
Bubba | A big brother nickname for a big soft dog | American Southern nickname | big lazy
Zippy | Quick and full of zip | English word | fast energetic small
Doodle | A little scribble of fun | English word | curly fluffy playful
Muffin | A soft bake with a round top | English food word | small brown sweet
Cheddar | A sharp, golden cheese | English cheese named after a village | golden orange
Nacho | Cheesy, crunchy and always shared | Mexican Spanish food word | golden small
Gadget | A handy device full of tricks | English word | smart small
Pudding | A dense, sweet, comforting dessert | English food word | chubby sweet brown
Jellybean | Small, colourful and endlessly bouncy | English sweet name | small playful spotted
Sherlock | The famous detective, for a dog with a nose for mischief | Literary name | smart curious
Marshmallow | A puffy white sweet | English sweet name | white fluffy sweet
Meeko | A sneaky little raccoon-like name with a grin | Nickname | small playful
Rocket | Goes from zero to zoomies in a second | English word | fast energetic
Beans | A small, lively bundle of energy | English food word | small energetic
Yoda | Small, wise and a little wrinkled | Film character name | small smart
Turbo | Extra boost, all the time | Engineering term | fast energetic
Fuzzball | A round ball of fluff | English compound | fluffy small
Sausage | Long body, short legs, huge personality | English food word | long brown
Oreo | Black-and-white like the sandwich cookie | Cookie brand used as a pet name | black white spotted
Peanut | Tiny, tan and a favourite snack | English word | small brown
Hashbrown | Golden, crispy and a breakfast hero | American food word | golden brown
`, "English"),
  cute: entries(`
Button | Small, round and cute as a button | English word | small sweet
Peaches | Soft, sweet and rosy | English fruit word | golden orange sweet
Honey | Golden and sweet | Old English hunig | golden sweet
Cookie | A little sweet treat | Dutch koekje, little cake | brown sweet small
Poppy | A bright red wildflower | Old English popæg | red small playful
Bean | A tiny thing that grows on you | English word | small
Teddy | A cuddly teddy bear | Nickname of Theodore | fluffy brown cuddly
Bunny | Soft, hoppy and gentle | English word | small white fluffy
Daisy | The day's eye, a cheerful little flower | Old English dæges eage | white sweet
Mochi | A soft, chewy rice cake | Japanese | white small sweet
Pudding | A soft, sweet dessert | English | chubby sweet
Sugar | Sweet through and through | English via Arabic sukkar | white sweet
Pip | A tiny seed with a big future | English | small
Coco | Cocoa brown and sweet | Spanish cocoa nickname | brown
Lulu | A playful, sing-song name | French nickname | small playful
Buttercup | A glossy yellow meadow flower | English flower name | golden small
Cupcake | A small, frosted sweet | English food word | small sweet
Snickers | A little giggle | English word | playful brown
Pumpkin | Round, orange and autumnal | English via Greek pepon | orange chubby
Nibbles | A dog who takes tiny polite bites | English word | small
Twinkle | A small bright sparkle | English | small
Bubbles | Light, bouncy and fun | English | playful white
Sprinkles | Little bits of joy on top | English | spotted small
Toffee | A chewy caramel sweet | English | brown golden
Marshmallow | A puffy, soft white sweet | English | white fluffy
Pebbles | Small smooth stones | English | gray small
Snowball | A round ball of white fluff | English | white fluffy
Hazel | A warm nut-brown | Old English hæsel | brown
Cinnamon | A warm reddish spice | Latin cinnamomum | red brown
Maple | Sweet syrup and red autumn leaves | Old English mapul | red brown
Oreo | Black and white like the cookie | Brand-inspired pet name | black white
Bambi | A wide-eyed little deer | Italian bambino, child | brown small
Coconut | Fuzzy outside, sweet inside | Portuguese coco | brown fluffy
Waffle | A crispy sweet breakfast | Dutch wafel | golden
Cuddles | Always ready for a hug | English | cuddly
Pixie | A tiny, mischievous fairy | Cornish folklore | small playful
Sweet Pea | A fragrant climbing flower and a term of endearment | English | sweet
Tootsie | A playful endearment | American nickname | small
Ginger | Spicy and red-gold | Sanskrit via Latin zingiber | red orange
Biscotti | A crunchy Italian biscuit | Italian, twice-baked | brown
Mittens | White paws like little gloves | English | white spotted
Puddles | For a pup who still has a lot to learn | English | small goofy
Fudge | A rich brown sweet | English | brown
Bonbon | A little sweet | French, good good | small sweet
Dottie | A dog with a dot or two | English nickname | spotted
Smudge | A little mark of charm | English | spotted
Sunny | Bright and cheerful | English | golden happy
`, "English"),
  strong: entries(`
Titan | One of the giants of Greek myth | Greek | big strong
Thor | The Norse god of thunder | Old Norse | big strong loud
Rex | King | Latin | strong brave
Maximus | The greatest | Latin | big strong
Brutus | Heavy, forceful | Latin | big strong
Zeus | King of the Greek gods | Greek | big strong
Atlas | The titan who held up the sky | Greek | big strong
Diesel | A hard-working engine fuel | German, after Rudolf Diesel | big strong black
Bruno | Brown | Germanic | brown big
Koda | Friend, ally | Dakota Sioux | brave loyal
Ragnar | Warrior of the gods' counsel | Old Norse | strong brave
Odin | Chief of the Norse gods | Old Norse | strong smart
Kodiak | A huge brown bear of Alaska | Alutiiq place name | big brown
Blaze | A bright flame | Old English blæse | red fast
Hunter | One who tracks | English | fast brave
Axel | Father of peace | Scandinavian form of Absalom | strong
Rocco | Rest, or rock | Italian from Germanic | strong
Ranger | One who patrols wide land | English | brave loyal
Maverick | An independent one who runs his own way | American English, after Samuel Maverick | brave unique
Duke | Leader | Latin dux | big loyal
Magnus | Great | Latin | big strong
Apollo | Greek god of light and music | Greek | golden strong
Ares | Greek god of war | Greek | strong brave
Kane | Warrior | Irish Cathán | strong
Thunder | The roar after lightning | English | loud big
Boulder | A great rounded rock | Swedish-origin English word | big strong
Sarge | Short for sergeant | English military nickname | loyal brave
Gunner | Bold warrior | Old Norse Gunnar | strong brave
Chief | The one in charge | English | strong loyal
Goliath | The giant | Hebrew | big strong
Tyson | Firebrand | French/English | strong
Viking | Sea raider of the North | Old Norse | strong brave
Major | Greater | Latin | loyal
Jax | God has been gracious | Modern English short form | strong fast
Onyx | A black gemstone | Greek, claw or nail | black strong
Steel | Hard, tempered metal | English | gray strong
Bear | Big, strong and protective | English | big brown fluffy
Wolf | Wild, loyal to the pack | English | gray brave
Bandit | A bold outlaw, often with a mask-like face | Italian bandito | black spotted
Caesar | The Roman title of emperors | Latin | strong
Hercules | The strongest of Greek heroes | Greek | big strong
Leonidas | Son of the lion | Greek | brave strong
Ajax | Mourner, and a fearless Greek hero | Greek | brave strong
Brick | Solid as a wall | English | red big
Kong | A mighty giant | English film name | big black
Shadow | Always right behind you | English | black loyal
Storm | A force of nature | English | gray fast
Tusk | Big, bold and toothy | English | big
Cannon | Loud and powerful | English | loud big
Ironside | Strong as iron | English epithet | strong gray
`, "English"),
  elegant: entries(`
Duchess | A noblewoman of the highest rank | French duchesse | elegant calm
Bentley | Meadow with coarse grass | Old English | elegant calm
Winston | Joy stone | Old English | calm smart
Sophia | Wisdom | Greek | smart calm
Chanel | Canal, and a byword for style | French | black elegant
Beaumont | Beautiful mountain | French | elegant
Giselle | Pledge, and a famous ballet heroine | Germanic via French | graceful white
Ophelia | Help | Greek | gentle
Sterling | Of the finest silver | Old English | gray white
Atticus | From Attica, near Athens | Latin from Greek | smart calm
Valentina | Strong and healthy | Latin | elegant
Aurelia | Golden | Latin | golden
Florence | Flourishing | Latin | calm
Montgomery | Gumarich's mountain | Norman French | big calm
Remington | Raven farm | Old English | black
Seraphina | Fiery angel | Hebrew | white
Percival | Pierces the valley | Old French | brave
Genevieve | Woman of the people | French from Germanic | gentle
Cordelia | Heart | Latin | sweet
Ambrose | Immortal | Greek | calm
Isadora | Gift of Isis | Greek | elegant
Lancelot | The noblest knight of the Round Table | Old French | brave loyal
Ingrid | Beautiful | Old Norse | white
Sebastian | Venerable | Greek | calm
Clementine | Merciful, and a small sweet orange | Latin | orange sweet
Rosalind | Pretty rose | Latin and Germanic | red
Ellington | Ella's farm, and a nod to Duke Ellington | Old English | black smart
Penelope | The faithful wife of Odysseus | Greek | loyal calm
Reginald | Counsel rule | Germanic | regal
Vivienne | Alive | Latin via French | playful
Theodora | Gift of God | Greek | gentle
Fitzgerald | Son of Gerald | Anglo-Norman | smart
Juliet | Youthful | Latin | sweet
Mirabelle | Wonderful, and a small golden plum | French | golden
Beatrix | She who brings joy | Latin | happy
Cassius | Hollow, and a Roman family name | Latin | lean fast
Lorenzo | From Laurentum, crowned with laurel | Italian | elegant
Estelle | Star | French from Latin stella | white
Willoughby | Farm by the willows | Old English | gentle
Arabella | Yielding to prayer | Latin | gentle
Bellamy | Fine friend | Old French | loyal
Octavia | Eighth | Latin | calm
Ruby | A deep red gemstone | Latin rubeus | red
Pearl | A lustrous gem from the sea | Latin | white cream
Onyx | Polished black stone | Greek | black
Marquis | A noble ranked above a count | French | regal
Winifred | Blessed peace | Welsh | calm gentle
Everett | Brave as a boar | Germanic | brave
`, ""),
  unique: entries(`
Zephyr | The gentle west wind | Greek | fast calm
Juniper | An evergreen shrub with blue berries | Latin | unique
Pixel | The smallest dot of a picture | English coinage | small smart
Sage | A wise herb | Latin salvia | gray calm smart
Nova | A star that suddenly shines brighter | Latin, new | white bright
Kiwi | A bird and a fuzzy fruit from New Zealand | Maori | brown fluffy
Quill | A feather pen | Middle English | spiky smart
Soba | Thin buckwheat noodles | Japanese | brown
Echo | The nymph whose voice still answers back | Greek | loud
Maple | The tree of red autumn leaves | Old English | red
Indigo | A deep blue-violet dye | Greek indikon | black blue
Banjo | A bright, twangy string instrument | American from West African roots | playful
Cosmo | Order, the universe | Greek kosmos | unique smart
Figaro | The quick-witted barber of the opera | Italian opera name | smart playful
Yuki | Snow | Japanese | white fluffy
Tundra | The cold treeless plain of the North | Sami via Russian | white big
Basil | Royal, and a fragrant herb | Greek | green calm
Orion | The great hunter among the stars | Greek | big brave
Tamsin | Twin | Cornish | gentle
Bodhi | Awakening, enlightenment | Sanskrit | calm
Kai | Sea | Hawaiian | calm
Loki | The shape-shifting Norse trickster | Old Norse | playful smart
Miso | A rich fermented paste | Japanese | brown
Wren | A tiny, loud songbird | Old English | small loud
Fable | A short story with a moral | Latin fabula | smart
Cricket | A small chirping insect | Old French | small loud
Dune | A hill of wind-shaped sand | Dutch | golden
Ember | A glowing coal | Old English | red orange
Jasper | Treasurer, and a speckled stone | Persian | spotted
Ziggy | A zig-zagging free spirit | Nickname | energetic
Calypso | The sea nymph who hid Odysseus | Greek | calm
Tofu | Soft, pale and adaptable | Japanese from Chinese | white
Rumi | The Persian poet of love | Persian | gentle
Sable | A dark, rich fur | Slavic | black
Marlowe | Driftwood, and a hard-boiled detective | Old English | smart
Zuko | A restless hero | Invented | red
Nimbus | A rain cloud and a halo | Latin | gray fluffy
Olive | The fruit of peace | Latin | green calm
Clover | The lucky leaf | Old English | green
Thistle | A prickly purple wildflower | Old English | spiky
Quincy | Fifth | Latin via French | smart
Bramble | A wild blackberry bush | Old English | brown wiry
Atlas | Carries the world on his back | Greek | big
Mango | A sweet tropical fruit | Tamil | orange golden
Koa | Brave, and a Hawaiian hardwood | Hawaiian | brave brown
Tango | A dance of two | Argentine Spanish | energetic
Paprika | A red spice with a kick | Hungarian | red
Ozzy | Divine strength | Nickname of Oswald | loud
`, ""),
};

/** Honorifics that make a playful double name: "Sir Waffles". */
export const DOG_HONORIFICS = ["Sir", "Lady", "Captain", "Professor", "Duke", "Baron", "Miss", "Officer", "Doctor", "Lord", "Princess", "Admiral"];
