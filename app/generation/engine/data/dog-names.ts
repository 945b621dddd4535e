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
Pickle Juice | The tangy leftovers, for a dog with an acquired taste | English food word | goofy playful
Cornflake | A crunchy breakfast flake, golden and a little flaky | English food word | golden goofy
Crouton | A crunchy bread cube that improves any salad | French food word | small brown
Gravy | The good stuff poured over dinner | English food word | brown chubby
Meatloaf | A hearty family dinner, for a solid, lovable dog | American food word | big chubby brown
Sprout | A tiny green shoot, for a puppy who is still growing | English word | small
Kimchi | Spicy fermented cabbage, for a dog with a bit of heat | Korean food word | red energetic
Wasabi | A fiery green paste that clears the sinuses | Japanese food word | energetic
Pesto | A bright green sauce from Genoa | Italian food word | playful
Gnocchi | Little potato dumplings, soft and round | Italian food word | small chubby
Ravioli | Stuffed pasta parcels, for a dog full of surprises | Italian food word | chubby
Churro | A fried, sugary twist from Spain | Spanish food word | brown energetic
Empanada | A golden pastry turnover | Spanish food word | golden
Falafel | Crispy chickpea balls | Arabic food word | brown small
Samosa | A spiced, triangular pastry | Hindi food word | golden
Wonton | A little dumpling with a big personality | Cantonese food word | small
Dim Sum | Little bites of many things | Cantonese food word | small playful
Poutine | Chips, gravy and cheese curds, Quebec's comfort food | Canadian French food word | chubby
Haggis | Scotland's famous pudding, for a shaggy, sturdy dog | Scottish food word | fluffy big
Crumpet | A spongy tea-time cake full of holes | English food word | brown sweet
Scone | A crumbly tea-time bake | Scottish food word | golden
Custard | A sweet, wobbly pudding | English food word | cream golden
Skittles | Small sweets in every colour | English food word | spotted playful
Meatball Sub | A sandwich as big as the appetite | American food word | big chubby
Chimichanga | A deep-fried burrito with a name that is fun to shout | Mexican Spanish food word | goofy loud
Bean Burrito | A wrapped snack with a lot going on inside | Mexican Spanish food word | chubby goofy
Hot Dog | The obvious joke, for a sausage-shaped dog | American slang | long playful
Corndog | A sausage in batter on a stick | American food word | long golden
Jalapeño | A small green chilli with a kick | Mexican Spanish food word | energetic
Peppercorn | A tiny spice that packs a punch | English food word | black small
Potsticker | A pan-fried dumpling that sticks to the pan, and to you | English food word | chubby
Zucchini | A long green squash | Italian food word | long
Rhubarb | A sour red stalk, and old stage slang for background chatter | English | red loud
Turnip | A round root vegetable | English food word | white chubby
Radish | A small, peppery red root | English food word | red small
Kazooie | A bird from a video game, and a kazoo with extra joy | English | loud
Tuba | A big brass instrument with a deep honk | Latin | big loud
Ukulele | Jumping flea, in Hawaiian | Hawaiian | small energetic
Bongo | A small drum you play with your hands | Spanish | energetic playful
Maraca | A rattle full of seeds | Spanish | energetic loud
Yo-Yo | A toy that always comes back | Filipino | energetic playful
Frisbee | The flying disc every dog dreams of | American English | energetic fast
Slinky | A spring toy that walks downstairs | American English | long goofy
Pogo Stick | A springy toy that never stops bouncing | American English | energetic
Bumble | A clumsy, buzzing bee | English word | goofy
Bumper | A car's soft front, for a dog who bumps into everything | English word | goofy big
Wobbles | For a pup who has not quite mastered legs yet | English word | goofy small
Bruiser | A big softie with a tough-guy name | English slang | big strong
Chomper | Chews everything in sight | English slang | playful
Sir Barksalot | A knight of the realm who has a lot to say | English pun | loud
Barkley | A barking pun on an English surname | English pun | loud
Droolius | Julius Caesar, but with drool | English pun | goofy big
Bark Twain | Mark Twain, if he barked | English pun | smart loud
Chewie | Short for Chewbacca, and what the dog does to your shoes | English slang | playful
Wookiee | A tall, shaggy hero from a galaxy far away | Film invention | big fluffy
Scooby | After the cartoon Great Dane who solves mysteries | American cartoon | big goofy
Snoopy | After Charlie Brown's daydreaming beagle | American cartoon | white spotted
Goofy | After Disney's gangly, cheerful dog | American cartoon | goofy
Pluto | After Mickey Mouse's loyal dog, and the small far planet | Roman mythology | golden
Gromit | After Wallace's silent, clever dog | British animation | smart
Bolt | A flash of lightning, and a superhero dog in film | English word | fast energetic
Dug | After the talking dog in Up who loves squirrels | American film | goofy golden
Marley | After the troublemaking Labrador of Marley & Me | English | golden playful
Beethoven | After the giant St Bernard of the film | German | big
Fozzie | After the joke-telling Muppet bear | American television | goofy brown
Elmo | A cheerful red Muppet | Italian, from Erasmus | red
Kermit | A green frog with a lot to say | Irish | green
Dobby | A free elf, loyal to the end | English literature | small
Hagrid | A giant with a soft heart | English literature | big fluffy
Ewok | A small, fuzzy forest warrior | Film invention | small fluffy
Mario | The plumber who always jumps back up | Italian | energetic
Luigi | Famous warrior, and the taller brother | Italian | long
Sonic | Faster than sound | Latin | fast
Homer | Pledge, and a cartoon dad who loves doughnuts | Greek | chubby
Bart | Short for Bartholomew, son of Talmai, and a cartoon troublemaker | Aramaic | playful
Garfield | Spear field, and the comic strip's famous orange cat | Old English | orange chubby
Shaggy | Hairy, and Scooby's best friend | English | fluffy
Tinkerbell | A small fairy with a big temper | English | small
Dumbo | An elephant who flies on his big ears | English | big
Rocky | Rock, and the boxer who never stays down | English | strong
Rambunctious | Loud, rowdy and full of energy | American English | energetic loud
Zoomie | The sudden mad dash around the garden | English slang | fast energetic
Boing | The sound of a bounce | English word | energetic
Kaboom | An explosion of happiness | English word | energetic loud
Whoopsie | For a dog who knocks over everything | English word | goofy
Oopsie Daisy | What you say when the vase falls | English word | goofy
Hiccup | A sudden little jump | English word | small
Fiddlesticks | An old word for nonsense | English word | goofy
Shenanigans | Mischief and high spirits | American English | playful
Mayhem | Total chaos, lovingly | Anglo-Norman | energetic
Tornado | A spinning storm of fur | Spanish | energetic fast
Tumbleweed | A wild bundle that rolls wherever the wind goes | American English | fluffy brown
Dust Bunny | A ball of fluff from under the sofa | English slang | fluffy gray small
Rumble | A low, happy growl | English word | loud
Squiggles | A wiggly line, and a wiggly dog | English word | playful
Jiggles | Always in motion | English word | chubby
Mustard | A bright yellow sauce with a bite | English food word | golden energetic
Ketchup | The red sauce that goes on everything, and a dog who always catches up | English food word | red fast
Spaghetti | Long, tangled strings of pasta | Italian food word | long goofy
Lasagna | Layers of comfort, best enjoyed on the sofa | Italian food word | chubby lazy
Cannoli | A crisp Sicilian tube of sweet cream | Italian food word | cream sweet
Tortellini | Little twisted pasta parcels | Italian food word | small
Pierogi | A Polish dumpling, soft and filling | Polish food word | chubby
Flapjack | A thick pancake or an oat bar, depending where you live | English food word | brown golden
Doughnut | A sweet ring of fried dough | American food word | chubby sweet
Jambalaya | A spicy Louisiana rice pot with everything in it | Louisiana Creole food word | energetic spotted
Gumbo | A Louisiana stew with a lot going on | Louisiana Creole food word | brown goofy
Chicken Nugget | A small golden bite everyone loves | American food word | golden small
Fish Stick | A crumbed finger of fish | American food word | golden long
Pork Chop | A hearty cut of meat, for a sturdy, hungry dog | English food word | chubby big
Bean Bag | A squashy chair, for a dog who flops anywhere | English word | lazy chubby
Sock Thief | Steals one of every pair | English | playful smart
Wigglebutt | A tail that takes the whole back end with it | English slang | playful energetic
Snorkel | A breathing tube, for a dog who snorts | German | loud goofy
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

// Well-loved everyday names: the ones people actually pick, heard in every park.
export const CLASSIC_DOG_NAMES = entries(`
Max | The greatest, from Maximilian | Latin | big brave
Bella | Beautiful | Italian | sweet
Charlie | Free man, a cheerful everyday name | Germanic | playful
Luna | The moon | Latin | calm white
Cooper | A barrel maker, now a favourite family name | English | playful
Daisy | The day's eye, a sunny meadow flower | Old English | sweet small
Buddy | A friend for life | American English | playful sweet
Milo | Gracious, soldier or merciful, depending on who you ask | Germanic | playful
Rosie | A little rose | English | sweet
Teddy | Short for Theodore, and a cuddly bear | English | cuddly fluffy
Bailey | A bailiff, a happy-go-lucky favourite | English | playful golden
Ollie | Short for Oliver, the olive tree | English | playful
Winston | A friend's town, and Churchill's grit | Old English | chubby brave
Ruby | The red gemstone | Latin | red
Murphy | Sea warrior | Irish | playful
Louie | Famous warrior | French | playful
Gus | Short for Augustus, the great | Latin | chubby
Penny | A bright copper coin | English | small
Maggie | A pearl | English | sweet
Sadie | A princess | Hebrew | sweet
Toby | God is good | Hebrew | playful
Scout | One who goes ahead to look | English | smart curious
Archie | Genuine and bold | Germanic | playful
Rocky | Solid as a rock | English | strong brave
Jack | A good, sturdy everyday name | English | energetic
Lucy | Light | Latin | sweet
Molly | A sweet old nickname for Mary | Irish | sweet
Oscar | Friend of deer, or god's spear | Irish | playful
Leo | The lion | Latin | brave golden
Alfie | Elf counsel, a cheeky British favourite | Old English | small playful
Bruno | Brown | Germanic | brown big
Hazel | The hazelnut tree | English | brown
Poppy | The red field flower | English | red small
Frankie | Free one | Germanic | playful
Otis | Wealthy | Germanic | calm
Remy | Oarsman, from Rémy | French | smart
Benji | Son of the right hand, and a famous film dog | Hebrew | small playful
Coco | Coconut, or chocolate | Spanish | brown
Rosco | A deer forest | Old Norse | strong
Willow | The graceful tree by the water | English | calm
Finn | Fair | Irish | energetic
Bear | Big, brown and huggable | English | big fluffy brown
Ziggy | A zig-zagging ball of energy | Nickname | energetic
Nala | Gift | Swahili | golden
Harley | The hare's meadow | Old English | energetic
Riley | Courageous | Irish | energetic
Stella | Star | Latin | sweet
Jasper | Treasurer, and a speckled stone | Persian | brown
Dexter | Right-handed, skilful | Latin | smart
Marley | Pleasant wood | English | golden playful
Zeus | King of the gods | Greek | big strong
Olive | The little green fruit | Latin | small
Tucker | A cloth finisher, and Australian slang for food | English | chubby
Hank | A home ruler, friendly and plain | English | big
Mabel | Lovable | Latin | sweet
Duke | A leader | Latin | big brave
Maple | The tree of syrup and autumn leaves | English | red golden
Pepper | A pinch of spice | English | black spotted
Banjo | A bright, twanging instrument | American English | playful
Arlo | Fortified hill | Old English | playful
Beau | Handsome | French | sweet
Bonnie | Pretty, in Scots | Scottish | sweet
Bertie | Bright and famous | Old English | chubby
Biscuit | A golden baked treat, and a dog's favourite word | English | golden brown
Blue | The colour of the sky, a working dog's classic | English | gray
Bodhi | Awakening | Sanskrit | calm
Bonnie Lass | A pretty girl, in Scots | Scottish | sweet
Cassie | Short for Cassandra, the seer | Greek | smart
Chester | A Roman fort town | Latin | chubby
Cleo | Glory | Greek | elegant
Dolly | A little doll | English | small sweet
Ellie | Bright light | Greek | sweet
Ember | A glowing coal | English | red
Fern | The green forest plant | English | calm
Freya | The Norse goddess of love | Old Norse | brave
George | Farmer, a solid British favourite | Greek | calm
Ginny | A nickname with a spark | English | playful
Hugo | Mind and spirit | Germanic | big
Indie | Independent | English | energetic
Iggy | Fiery | Latin | energetic
Juno | Queen of the Roman gods | Latin | brave
Kipper | A smoked herring, an old British nickname | English | playful
Lottie | Free, a little Charlotte | French | small sweet
Mack | Son of, a sturdy nickname | Scottish | strong
Millie | Gentle strength | Germanic | sweet
Monty | A mountain | French | calm
Nellie | Bright light, an old favourite | English | sweet
Norman | A man from the north | Old English | big calm
Pippa | Lover of horses, a lively nickname | Greek | small energetic
Percy | Pierce the valley | French | playful
Roxy | Dawn | Persian | energetic
Sasha | Defender | Russian | brave
Shadow | Always close behind you | English | black
Skye | The misty island, and the sky | Scottish | gray
Sunny | Bright and cheerful | English | golden
Tilly | Mighty in battle | Germanic | small
Walter | Army ruler, a grand old name | Germanic | calm
Wilbur | Bright will | Germanic | chubby
Wilson | Son of Will | English | playful
Zola | Earth | Italian | calm
Honey | Golden and sweet | English | golden sweet
Lola | Sorrows, and a showgirl's sparkle | Spanish | playful
Enzo | Ruler of the home | Italian | energetic
Koda | Friend, in Dakota | Dakota Sioux | brave
Nova | A new star | Latin | energetic
Sam | Heard by God, a dependable friend | Hebrew | calm
Theo | Gift of God | Greek | calm
`);
