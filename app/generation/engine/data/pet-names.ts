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
Mister Wiggles | A wriggly gentleman | English | playful
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

/**
 * Names that answer something the visitor said about their animal: a colour,
 * a habit, a breed, a place, a food it loves. One motif per line:
 * "trigger words | animals it suits | Name = what it means; …". Animals are
 * kinds (dog, cat, horse, rabbit, rodent, bird, fish, reptile, ferret), "fur"
 * for the furry ones, or "*" for any. Each motif holds several names so that no
 * single one wins every result.
 */
const MOTIF_SOURCE = `
sock socks | * | Sock Thief = a thief whose loot is always odd socks; Socks = named for the loot itself; Bandit = a masked robber who gets away with it; Pickpocket = light-fingered and proud of it; Odd Sock = what every sock drawer is left with; Sir Socks-a-Lot = a knight with a hoard of socks; Robin Hood = steals from the laundry and gives to the bed; Loot = everything that goes missing ends up here
steal steals stealing thief sneaky | * | Bandit = a masked robber who gets away with it; Rascal = a cheeky rogue you forgive instantly; Pickpocket = light-fingered and proud of it; Houdini = the great escape artist; Klepto = cannot help helping himself; Outlaw = lives by their own rules; Nicked = British slang for stolen, and for caught; Swiper = always swiping something
scruffy shaggy messy scraggly wiry unkempt | fur | Scruffy = exactly as scruffy as you said; Scraps = a bundle of odds and ends; Ragamuffin = a lovable little scruff; Tufty = all tufts and tangles; Mop = a head like a mop; Bedhead = permanently just got up; Muddle = a happy mess; Shaggy = after the scruffiest cartoon sidekick
rescue rescued adopted shelter stray found | * | Lucky = lucky to be found, and you too; Chance = the second chance you gave them; Hope = what a rescue is all about; Fortune = the good fortune of a new home; Miracle = the small miracle of a rescue; Journey = for the long road home; Phoenix = rising again in a new home; Finder = a keeper, finders keepers
terrier jack westie scottie yorkie | dog | Scrappy = small, fearless and up for a scrap; Digger = a terrier was born to dig; Pip = small and full of pep; Alfie = a cheeky little chap; Toby = a classic British terrier name; Jock = a Scottish terrier's old nickname; Rags = a terrier's scruffy coat; Tig = quick as a game of tag
three-legged tripod tripawd | fur | Tripod = steady on three legs; Hopalong = after Hopalong Cassidy, who got along just fine; Trio = three legs, all the charm; Skip = a skip in every step; Lucky = still lucky, on three legs; Tri = short, sweet and three-sided; Eileen = because she leans a little, an old pun
greyhound whippet lurcher saluki | dog | Dash = a burst of speed; Flash = gone in a flash; Comet = a streak across the sky; Zoom = top speed, then a long nap; Rocket = zero to full speed; Arrow = straight and swift; Velvet = a greyhound's velvet coat; Noodle = long, thin and bendy
scared scaredy nervous anxious shy timid frightened skittish | * | Bashful = the shy one of the seven dwarfs; Courage = brave when it counts, like the cartoon hero who was scared of everything; Jitters = a bundle of nerves; Whisper = quiet and careful; Peep = barely a peep; Wobbles = a little unsure; Shadow = always close behind you; Bashy = a bashful nickname; Nervous Nellie = an old name for a worrier; Tiptoe = moves without a sound; Hush = the quietest one in the house; Blossom = slow to open, lovely when it does; Nell = a gentle, old-fashioned name; Quiet = for one of few words; Mimsy = delicate and careful; Tremble = a little tremble; Cautious = careful in every step; Violet = a shrinking violet; Wallflower = watches from the edge; Secret = keeps to themselves; Timmy = after the timid; Tiddles = small and careful; Pocket = small enough to hide; Shy Guy = the masked shy one; Hideaway = always hiding; Bunker = best hiding place
husky malamute samoyed sled | dog | Balto = the sled dog who carried medicine to Nome; Togo = Balto's team leader, the real hero of Nome; Koda = a friend, in Dakota; Yukon = the northern river and territory; Sitka = an Alaskan town on the sea; Juneau = Alaska's capital; Nanook = the polar bear spirit of Inuit lore; Blizzard = a storm of snow
howl howls howling siren sirens sing sings singing | * | Siren = answers every siren in town; Aria = a solo from the opera; Echo = answers every sound; Yodel = sings in a style all their own; Opera = grand, loud and heartfelt; Choir = a whole choir in one animal; Foghorn = the loudest voice in the house; Caruso = after the great opera tenor
bark barks barking loud vocal noisy yells yelling talkative chatty chatters chattering | * | Chatterbox = always has something to say; Gossip = news travels fast with this one; Foghorn = the loudest voice in the house; Opera = grand, loud and heartfelt; Echo = answers every sound; Rumble = a deep voice; Boomer = arrives with a boom; Squawk = says it loud; Boombox = plays it loud; Megaphone = always amplified; Blabber = never stops talking; Siren = answers every siren; Yapper = has a lot to say; Trumpet = loud and brassy; Holler = a proper shout; Banshee = a legendary wail
swim swims swimming water lake river beach sea | * | Splash = always in the water; Paddle = a paddler at heart; Puddles = never met a puddle they skipped; Marina = of the sea; Dipper = always taking a dip; Skipper = master of the water; Brooke = a small stream; Tide = comes and goes with the water
texas texan | * | Tex = short for Texas; Dallas = the big Texas city; Austin = Texas' capital; Lone Star = the Texas flag's single star; Houston = the Texas city of space flight; Bluebonnet = the Texas state flower; Pecos = the west Texas river; Rio = the Rio Grande
ireland irish | * | Paddy = the classic Irish nickname; Murphy = the most Irish surname; Shamrock = Ireland's three-leafed emblem; Clover = the lucky Irish leaf; Finn = after the giant Finn McCool; Guinness = Dublin's famous stout; Seamus = the Irish James; Killarney = the lakes of Kerry
scotland scottish highland | * | Hamish = the Scottish James; Angus = a Scottish county and a classic name; Haggis = Scotland's famous pudding; Bonnie = Scots for pretty; Nessie = the Loch Ness monster; Dougal = a dark stranger, in Gaelic; Tartan = the Highland cloth; Skye = the misty Hebridean island
japan japanese shiba akita | * | Mochi = a soft rice cake; Hachi = eight, a lucky number in Japanese; Kiko = a bright child; Sushi = rolled up tight; Yuki = snow; Tofu = soft and pale; Kuma = bear; Sora = sky
carrot carrots | * | Carrots = named for their favourite snack; Carrot Top = a nickname for a sunny redhead; Crunch = the best sound in the world; Veggie = for a proud vegetable lover; Root = the best part of the carrot; Orange Crush = a crush on all things orange; Bugsy = a gangster who lives for carrots; Nibbles = one carrot at a time; Carrot Cake = the sweetest way to eat one; Crunchy = all crunch; Orange = the carrot's own colour; Karotte = carrot, in German; Zanahoria = carrot, in Spanish; Beta = for the beta-carotene; Chomp = one big bite; Root Beer = a root, and a treat
cucumber lettuce kale veggies vegetables salad greens | * | Cucumber = cool as one; Pickle = a cucumber that got interesting; Sprout = a tiny green shoot; Kale = a leafy green; Crunch = the best sound in the world; Romaine = a crisp lettuce; Salad = a one-animal salad bar; Basil = a fragrant green herb
cricket crickets bugs insects mealworms worms flies | * | Cricket = named for the favourite snack; Jiminy = after Jiminy Cricket; Hopper = a hunter of hoppers; Chirp = what dinner says; Buzz = always after a buzzing snack; Bugsy = a gangster with a taste for bugs; Snapper = snaps up every snack; Gobbler = never leaves a crumb
cheese | * | Cheddar = a sharp golden cheese; Brie = a soft French cheese; Gouda = a mild Dutch cheese; Feta = a crumbly Greek cheese; Halloumi = a squeaky grilled cheese; Nacho = cheese, always; Mozzarella = stretchy and soft; Colby = a mild American cheese
cheek cheeks stuff stuffs hoards hoarder | rodent | Cheeks = for pouches full of food; Pouch = always packed for a trip; Stash = a secret supply; Hoarder = keeps everything, just in case; Chubby Cheeks = two full pouches; Acorn = one more for the stash; Snack Pack = packed lunch on the go; Puffball = round with hidden snacks; Stuffing = always stuffed; Pockets = full pockets; Butterball = round and full; Snacks = named for the stash; Dumpling = small and round; Bulgy = cheeks that bulge; Hamish = a bonny Scottish name; Pouches = two pockets full; Hoover = hoovers up every crumb; Stuffy = always stuffed; Larder = a walking pantry; Picnic = carries a picnic everywhere; Bulge = a bulging pair of cheeks
whistle whistles whistling | * | Whistler = for the whistling; Tweet = a short sweet note; Piper = a player of pipes; Trill = a quick run of notes; Melody = always humming a tune; Piccolo = the smallest, highest flute; Kettle = whistles when it's happy; Whistles = for the whistling itself; Tin Whistle = a small, bright whistle; Flute = a sweet high note; Warble = a trilling song; Tootles = toots a tune; Bebop = a jazzy little tune; Yankee Doodle = the tune everyone whistles
mimic mimics doorbell phone copies talks impressions | bird | Doorbell = fools everyone, every time; Echo = repeats everything; Ringo = rings like a phone; Mimi = a mimic's nickname; Ditto = says it again; Rich Little = after the great impressionist; Polly = every talking bird's first name; Ringtone = does the phone too; Ding Dong = the doorbell, exactly; Alexa = always answers back; Karaoke = sings along to everything; Encore = says it again; Jukebox = plays everything it hears
sleep sleeps sleepy lazy naps nap snores snoring snooze couch | * | Snooze = just five more minutes; Dozy = always half asleep; Pillow = soft and always lying down; Slumber = deep, happy sleep; Snorlax = after the sleepiest game creature; Nap Queen = a royal of the afternoon nap; Dreamer = off in dreamland; Rumble = the snore you hear from the next room; Duvet = lives under the duvet; Siesta = the afternoon nap; Lazybones = proud of it; Couch Potato = knows every sofa; Sleepy = the sleepiest of the seven dwarfs; Nap Time = every time; Hibernate = a long winter sleep, all year; Marshmallow = soft and always resting
snores snoring | * | Snorkel = snores like one; Rumble = the snore you hear from the next room; Duvet = lives under the duvet; Siesta = the afternoon nap; Lazybones = proud of it; Couch Potato = knows every sofa; Sleepy = the sleepiest of the seven dwarfs; Nap Time = every time; Hibernate = a long winter sleep, all year; Marshmallow = soft and always resting; Foghorn = the loudest sleeper in the house; Buzzsaw = snores like one; Wheezy = a gentle wheeze; Snort = a snore's little cousin; Snorty = snorts in his sleep; Rattle = rattles the windows; Thunder = snores like thunder; Honk = a honking snore; Grumble = a grumbly snore
sink bath tub bathroom basin | * | Sinker = found in the sink again; Suds = soap bubbles; Faucet = lives by the tap; Puddle = always somewhere wet; Plumber = inspects every pipe; Basin = the favourite bed; Soap = smells clean, mostly; Drip = the tap's best friend; Bubbles = a bath of bubbles; Splash = in the water again; Sudsy = covered in suds; Spout = sits under the spout; Tappy = sits by the tap
chonky chonk fat chubby plump round heavy pudgy tubby | * | Chonk = proud and round; Biggie = a big personality in a big body; Tubby = comfortably round; Butterball = round and soft; Chunk = all of it good; Dumpling = small, round and soft; Meatball = round and hearty; Pudge = a pudge worth hugging
ginger orange marmalade | * | Ginger = the warm orange spice; Marmalade = orange and sweet on toast; Pumpkin = round and orange; Tango = the orange fizzy drink; Cheeto = the orange crunchy snack; Clementine = a small sweet orange; Rusty = a warm copper colour; Saffron = the golden-orange spice; Mango = ripe and orange; Apricot = soft and orange; Butterscotch = a golden sweet; Tangerine = a bright orange; Sunset = an orange sky; Copper = a warm orange metal; Cinnamon = a warm spice; Nacho = orange as the cheese; Fanta = the orange soda; Amber = glowing orange; Carrot Cake = orange and sweet; Peaches = soft and orange-pink; Sherbet = a fizzy orange sweet; Ginger Snap = a crisp ginger biscuit; Cayenne = a fiery spice; Sunkist = kissed by the sun; Tango = the orange fizzy drink; Ochre = an earthy orange; Nectarine = a smooth orange fruit
black dark jet midnight ebony | * | Shadow = dark and always close; Onyx = the black gemstone; Midnight = the darkest hour; Licorice = the black sweet; Pepper = black as ground pepper; Ink = black as ink; Jet = the glossy black stone; Eclipse = the sun gone dark; Salem = the old witch town of New England; Raven = black as a raven's wing; Sable = the dark fur of old heraldry; Coal = black as coal; Nightshade = the dark flower; Jinx = a black charm of luck; Sooty = black as soot; Vesper = evening; Inkwell = full of ink; Noir = black, in French; Tar = glossy and black; Espresso = black and strong; Stormy = dark as a storm; Nox = night, in Latin; Spooky = dark and mysterious; Ninja = black and stealthy; Truffle = dark and rare
white snow snowy pale | * | Snowy = white as fresh snow; Ghost = pale and quiet; Frost = a morning frost; Pearl = the white gem; Casper = the friendly ghost; Blanca = white, in Spanish; Cotton = soft and white; Ivory = creamy white; Snowflake = one of a kind and white; Marshmallow = white and soft; Blizzard = a white storm; Polar = white as the pole; Sugar = white and sweet; Dove = soft and white; Meringue = white and fluffy; Alabaster = smooth white stone; Yeti = white and legendary; Opal = a milky white gem
grey gray silver smoky slate | * | Smokey = the colour of smoke; Ash = soft grey ash; Silver = the bright grey metal; Sterling = the finest silver; Pewter = a soft grey metal; Slate = the grey roof stone; Storm = a grey storm cloud; Misty = a grey morning; Dusty = dusty grey; Nimbus = a grey rain cloud; Pebble = a smooth grey stone; Flint = a hard grey stone; Graphite = pencil grey; Thistle = grey-purple and prickly; Earl Grey = the grey tea; Cinder = the grey of a cooled fire; Mercury = the silver metal; Granite = grey stone; Haze = a soft grey haze; Fog = a grey morning fog; Gunmetal = dark, cool grey; Moonstone = a pale grey gem; Tinsel = silver and bright; Zinc = a bluish-grey metal; Cobble = a grey cobblestone; Shale = a grey layered stone; Drizzle = grey, soft rain
brown chocolate tan bay mocha coffee | * | Cocoa = a warm brown drink; Mocha = coffee and chocolate; Hazel = the brown nut; Biscuit = a brown baked treat; Toffee = a chewy brown sweet; Fudge = a rich brown sweet; Brownie = the chocolate bake; Nutmeg = a warm brown spice; Bourbon = the brown whiskey; Mahogany = the dark red-brown wood; Pretzel = a brown bake; Chestnut = a glossy brown nut; Teddy = a brown bear; Bruno = brown, in Italian; Cappuccino = coffee and foam; Walnut = a brown nut; Cinnamon = a warm spice; Acorn = a small brown nut
golden gold yellow blonde honey palomino | * | Goldie = golden all over; Honey = golden and sweet; Sunny = a bright yellow mood; Butter = golden and soft; Nugget = a small lump of gold; Marigold = the golden flower; Maple = golden syrup; Sunflower = the tall golden flower; Amber = golden stone; Buttercup = the yellow meadow flower; Biscuit = a golden bake; Waffle = golden and crisp; Caramel = golden and sweet; Custard = golden and soft; Dandelion = the golden weed; Sunshine = all sunshine; Saffron = the golden spice; Blondie = the golden one
brindle striped stripes tabby | fur | Tiger = striped like one; Stripes = named for the stripes; Tigger = the bounciest striped friend; Marble = swirls of colour; Mocha Swirl = coffee with a swirl; Zig = zigzag stripes; Tabby = a striped coat; Humbug = the striped mint; Tiger Lily = a striped flower; Barcode = a coat of stripes; Pinstripe = a smart striped suit; Candy Cane = striped and sweet; Tigerlily = a striped flower; Stripey = all stripes; Bengal = tiger-striped; Zig Zag = stripes every which way; Marbles = swirls of stripes; Tabitha = the classic tabby's name; Liquorice Allsort = stripes of sweets; Rugby = a striped jersey
spotted spots spotty dalmatian dapple dappled speckled freckles | * | Dot = a spot of a name; Spot = the classic for a spotted one; Domino = black spots on white; Freckles = freckles all over; Pepper = speckled like pepper; Polka = polka dots; Confetti = spots of every colour; Sprinkles = covered in sprinkles
tuxedo tux | cat,dog | Tux = dressed for dinner; Bow Tie = always dressed up; Jeeves = the best-dressed butler; Oreo = black and white; Domino = black and white; Mister Tux = a gentleman in formal wear; Sylvester = a tuxedo-coated cartoon star; Dapper = neat and well dressed
calico tortoiseshell tortie patches patchwork | cat | Patches = a patchwork coat; Calico = named for the coat; Marble = swirls of colour; Confetti = spots of every colour; Quilt = a coat of patches; Tortie = the tortoiseshell's nickname; Mosaic = made of pieces; Autumn = orange, black and brown like the leaves
barn farm farmyard hay field | * | Barney = a barn-born name; Hayley = from the hay meadow; Clover = from the field; Dusty = a dusty barn; Straw = the barn floor; Barnaby = a barn in the name; Haybale = found in the hay; Tractor = the farm's hardest worker
guard guards protective protector watchdog | * | Ranger = keeps watch over the land; Sentry = always on guard; Warden = the keeper; Sheriff = keeps the peace; Major = an officer on duty; Guardian = watches over the family; Bruno = brown and strong; Sarge = the sergeant in charge; Captain = in charge of the yard; Chief = the chief of security; Marshal = keeps order; Knight = a protector; Fort = strong as a fort; Bouncer = nobody gets past
shepherd collie herding herds sheep | dog | Shep = short for shepherd; Ranger = keeps watch over the land; Bo Peep = who keeps the flock; Laddie = a Scottish lad; Moss = a classic collie name; Fly = a sheepdog's classic name; Cap = a working dog's name; Glen = a Scottish valley; Bess = a classic working sheepdog's name; Nell = a farm dog's classic; Jess = a herder's favourite; Rover = ranges over the fields; Ben = a steady farm name; Flock = in charge of the flock; Whistle = answers the shepherd's whistle
old senior elderly grey-muzzled retired | * | Gramps = the old timer; Pops = an old favourite; Walter = a classic old name; Mabel = an old-fashioned sweetheart; Elder = wise and grey; Ol' Blue = the old favourite of the folk song; Biscuit = a comfortable old favourite; Winston = an elder statesman; Grandad = the old boy of the house; Old Timer = seen it all; Percy = a dapper old gent; Doris = a dear old name; Bertie = an old-fashioned charmer; Sage = old and wise; Vintage = better with age; Hubert = a grand old name
racehorse racing raced track retired | horse | Champ = a champion still; Legend = a racing legend; Second Wind = a new life off the track; Derby = the great race; Photo Finish = won by a nose; Jockey = the rider's friend; Paddock = home at last; Furlong = the race's measure
gentle kind sweet calm soft | * | Gentle Ben = the gentle giant of the old TV show; Angel = sweet as can be; Velvet = soft as velvet; Honey = golden and sweet; Serenity = calm itself; Pax = peace, in Latin; Sugar = sweet; Mellow = easy and calm; Dove = gentle and soft; Teddy = a gentle bear; Lullaby = soothes everyone; Cotton = soft as cotton; Meadow = calm and open; Willow = soft and swaying; Bliss = pure calm; Tender = gentle and kind
trail trails hack hacking ride rides | horse | Trailblazer = first down every trail; Scout = goes out ahead; Wanderer = loves the long way; Ranger = rides the range; Rambler = out for a ramble; Compass = always finds the way; Pathfinder = finds the path; Journey = for the long ride; Trekker = made for long treks; Outrider = rides out ahead; Nomad = never in one place for long; Wayfarer = a traveller of the roads; Roamer = loves to roam; Drifter = goes where the trail goes
dragon bearded beardie | reptile | Draco = dragon, in Latin; Spike = a dragon's spiny collar; Smaug = the dragon of The Hobbit; Puff = the magic dragon; Mushu = the little dragon of Mulan; Norbert = Hagrid's baby dragon; Drogon = the great black dragon; Toothless = the dragon who trained them all
pair twins duo brothers sisters siblings couple bonded | * | Salt and Pepper = a matched pair; Bubble and Squeak = two old friends on a plate; Thelma and Louise = partners on an adventure; Laurel and Hardy = the famous double act; Mac and Cheese = better together; Sonny and Cher = a duo with a hit; Peanut and Butter = one without the other is not the same; Bert and Ernie = the inseparable roommates; Pip and Squeak = a pair of small voices; Fred and Ginger = dancing partners
curious nosy explorer explores inquisitive | * | Scout = always out ahead; Sherlock = investigates everything; Nosy = into everybody's business; Columbo = just one more question; Curio = a curious little thing; Rover = roams everywhere; Snoop = snoops about; Inspector = inspects everything
fast speedy zoomies quick hyper energetic | * | Zoom = top speed; Dash = a burst of speed; Turbo = extra boost, always; Flash = gone in a flash; Zippy = full of zip; Rocket = zero to full speed; Bolt = like lightning; Sonic = faster than sound; Blitz = lightning fast; Zinger = zips about; Jet = jet fast; Sprint = a burst of speed; Pogo = never stops bouncing; Ziggy = zig-zags everywhere; Whirlwind = all motion; Boing = bounces off the walls
tiny small little miniature runt | * | Peanut = tiny and tan; Pip = a tiny seed; Bean = small as a bean; Tiny = named for the size, or as a joke; Button = small and neat; Pixie = a tiny sprite; Minnie = mini and sweet; Squirt = a little one; Sprout = still growing; Tater Tot = small and round; Nugget = small and precious; Mini = small and mighty; Bitsy = an itsy-bitsy one; Shrimp = tiny and pink; Jellybean = small and sweet; Titch = a tiny one
fluffy fluff fuzzy furry poofy | fur | Fluffy = all fluff; Fuzzball = a round ball of fluff; Cloud = soft as a cloud; Cotton = soft and white; Teddy = a teddy bear; Puff = a puff of fur; Floof = pure floof; Mop = a mop of fur; Fuzzy = fuzz all over; Pompom = a ball of fluff; Dandelion = a puff of fluff; Cottonball = soft and round; Wookiee = all hair; Cumulus = a fluffy cloud; Fluffernutter = a fluffy sweet sandwich; Muppet = all fluff and fun
cuddles cuddly snuggly affectionate lap | * | Cuddles = lives for a cuddle; Snuggles = a champion snuggler; Lovebug = a bundle of love; Honey = sweet and golden; Sweet Pea = a sweet little flower; Teddy = a cuddly bear; Velcro = sticks to you; Hug = a hug in an animal; Cuddlebug = a bug for a cuddle; Marshmallow = soft and sweet; Cupcake = sweet and small; Smoochie = loves a kiss; Pudding = soft and sweet; Dolly = a little doll; Squish = soft to squeeze
green | bird,reptile,fish | Kiwi = a small green fruit; Pickle = green and sharp; Basil = a fragrant green herb; Lime = the bright green citrus; Olive = the small green fruit; Jade = the green stone; Pistachio = a green nut; Sprout = a small green shoot
window windowsill watches birds | cat | Lookout = always at the window; Sentry = on watch; Peeper = watches everything; Hawkeye = sharp-eyed; Scout = keeps watch; Birdie = chatters at birds; Tweety = an old favourite to chase; Spy = watching from behind the curtain
knock knocks knocking tables table chaos mischief trouble cheeky naughty mischievous | * | Chaos = exactly what you said; Mayhem = trouble, cheerfully; Havoc = leaves a trail of it; Gremlin = a small troublemaker; Trouble = as named; Calamity = after Calamity Jane; Loki = god of mischief; Rascal = a cheeky rogue; Bedlam = all the noise at once; Kerfuffle = a bit of a fuss; Hooligan = a lovable troublemaker; Gravity = tests it, every day; Pandemonium = everything at once; Tornado = leaves a trail; Dennis = a menace of the comic strip; Mischief = as named; Rumpus = a lively row; Crash = heard from the next room; Shenanigans = up to them, always; Gremlin = a small troublemaker; Tumble = sends things tumbling; Vandal = the culprit; Oops = what you say, every time; Poltergeist = things move by themselves
lop lop-eared ears floppy | rabbit,dog | Flopsy = floppy ears, from Beatrix Potter; Dumbo = the ears say it all; Floppy = all ears; Lop = one for the lop ears; Flaps = ears like flaps; Velvet = soft velvet ears; Earl = an Earl of Ears; Wings = ears like wings; Lopsy = a lop's own nickname; Earnest = all ears, and very sincere; Slippers = ears soft as slippers; Droopy = ears that droop just so; Flopper = flops everywhere; Lop Lop = twice the lop; Pippa = soft and sweet
persian flat-faced | cat | Sultan = a Persian ruler; Shah = a Persian king; Darius = a Persian king; Jasmine = a Persian flower; Saffron = a Persian spice; Cyrus = a great Persian king; Pasha = a grand title; Rumi = the Persian poet; Shiraz = a Persian city of poets; Soraya = a Persian princess; Xerxes = a Persian king; Nadir = rare and precious; Mehri = kind and loving; Pistachio = a Persian nut; Parisa = like a fairy; Farah = joy; Cyra = sun, in Persian; Kian = a king's name; Roxana = little star; Zara = radiant; Esther = star, a Persian queen; Babak = a Persian hero; Laleh = tulip; Dara = a rich name of kings
shire clydesdale draft feathers | horse | Goliath = a gentle giant; Big Ben = a giant with a bell; Hercules = the strongest; Samson = strong as the legend; Clyde = after the Clydesdale; Boots = feathered like boots; Duke = grand and strong; Titan = a giant
pony lessons child first | horse | Pepper = a lesson pony's favourite; Button = small and neat; Biscuit = a classic pony name; Pickles = cheeky and small; Smarties = a sweet little pony; Teacher = a first-lesson schoolmaster; Jellybean = small and sweet; Poppet = a darling little one; Patch = a pony with a patch; Mister Ed = the famous talking horse; Bramble = a hedge pony; Cupcake = small and sweet; Ladybird = a small red beetle; Trotter = trots along; Tinkerbell = small and bright
basset beagle bloodhound hound coonhound | dog | Droopy = long ears and sad eyes; Sniffer = follows the nose anywhere; Columbo = the shabby, brilliant detective; Snoopy = the daydreaming beagle; Barnaby = an old-fashioned gentleman; Elvis = ain't nothing but a hound dog; Waddles = low to the ground; Copper = a tracker's name, the cop on the case
ball balls tennis fetch fetching frisbee | dog | Ace = a serve nobody returns; Wilson = after the ball in Cast Away; Deuce = all square at tennis; Volley = a ball hit before it lands; Rally = a long back-and-forth; Bounce = always on the go; Catcher = never misses one; Frisbee = the flying disc
clumsy klutz klutzy goofy wobbly gangly | * | Bumble = a clumsy, buzzing bee; Noodle = all legs and no plan; Wobbles = never quite steady; Bambi = the wobbly legs of a young deer; Goofy = Disney's lovable klutz; Oops = said every day; Butterfingers = drops everything
labrador lab retriever retrievers | dog | Buddy = everybody's friend; Fetch = the only game that matters; Goldie = golden all over; Marley = after the mischievous Labrador of the book; Bailey = a happy-go-lucky classic; Cooper = a solid, friendly name; Toast = warm and golden; Duke = a big friendly gent
poodle doodle labradoodle cockapoo curly | dog | Curly = all curls; Ringlet = one big curl; Fifi = a poodle's classic French nickname; Pom Pom = a ball of curls; Noodle = curly noodle; Bouclé = a curly wool; Poppy = pretty and bouncy; Marcel = after the curling iron's wave
dachshund sausage wiener | dog | Frank = short for frankfurter; Slinky = long and bendy; Schnitzel = a German classic; Bratwurst = a German sausage; Noodle = long and wiggly; Pretzel = a German twist; Oscar = after the wiener of the jingle; Fritz = a cheeky German name
pug bulldog frenchie boxer | dog | Winston = Churchill's bulldog face; Tank = built solid; Gus = a gruff old gent; Otis = a soulful snorer; Rocky = a boxer's name; Ali = float like a butterfly; Tyson = the famous boxer; Biscuit = squashed and lovable
corgi | dog | Biscuit = a loaf of a dog; Waffles = low and golden; Nugget = short and golden; Loaf = a loaf of bread with legs; Stumpy = short legs, big heart; Queenie = after the Queen's corgis; Toast = a corgi's golden toast; Muffin = small and round
chihuahua pomeranian yorkie | dog | Taco = a small snack with attitude; Peanut = tiny and tan; Tinkerbell = tiny with a big light; Napoleon = short and in charge; Chiquita = little one, in Spanish; Pixie = a tiny sprite; Bitsy = an itsy-bitsy one; Paco = a Spanish nickname
siamese | cat | Suki = beloved, in Japanese; Mai Tai = a Thai-sounding cocktail; Bangkok = after the Thai capital; Sapphire = blue eyes; Suri = a princess; Anya = grace; Sing = a famously talkative breed; Thai = after Siam itself
maine coon ragdoll norwegian | cat | Moose = a giant of a cat; Bear = big and soft; Maine = after the state; Thor = a Norse giant; Lynx = a wild cousin; Viking = big and northern; Timber = the woods of Maine; Yeti = the big hairy one
bengal leopard tiger | cat | Rajah = a prince of India; Leo = a lion's name; Jungle = a wild heart; Bagheera = the panther of The Jungle Book; Safari = a wild adventure; Tigger = bouncy and striped; Kali = a fierce goddess; Stripes = named for the stripes
bombay sleek | cat | Panther = sleek and black; Onyx = the black gemstone; Noir = black, in French; Obsidian = the black volcanic glass; Bagheera = the sleek black panther of The Jungle Book; Velvet = sleek and soft; Silk = smooth as silk; Mumbai = after the city Bombay became
buckskin dun | horse | Buck = short for buckskin; Sandy = the colour of sand; Dune = a sand dune; Latte = coffee with milk; Caramel = a golden brown sweet; Doeskin = soft and tan; Khaki = dusty tan; Tumbleweed = the prairie's tan drifter
appaloosa pinto paint piebald skewbald | horse | Patches = patches of colour; Domino = black and white; Picasso = a painted masterpiece; Freckles = freckles all over; Paintbrush = painted on; Speckles = speckled all over; Chief = a proud name; Dottie = dotted all over; Leopard = spotted like the big cat; Palette = every colour a painter needs; Splash = a splash of paint; Galaxy = spots like stars on a night sky; Pinto = the painted horse's own word; Fleck = flecked with colour; Canvas = painted on
thoroughbred arab arabian | horse | Khalid = eternal, in Arabic; Zephyr = a swift west wind; Sultan = a ruler; Amira = a princess, in Arabic; Sahara = the great desert; Aladdin = the lamp's lucky owner; Desert Rose = a rose of the desert; Mirage = a vision over the sand
eats eating hungry greedy food foodie snacks treats breakfast dinner | * | Gobbler = never leaves a crumb; Hoover = hoovers up everything; Snacks = always looking for one; Munch = one more munch; Crumbs = follows the crumbs; Gravy = the good stuff on top; Muncher = a champion muncher; Dumpster = will eat anything; Snack Attack = strikes at mealtimes; Waffles = breakfast is the best meal; Seconds = always back for more; Pudding = dessert first
cream beige champagne vanilla | * | Latte = coffee with cream; Custard = creamy and sweet; Vanilla = creamy and mild; Buttermilk = pale and soft; Oatmeal = warm and creamy; Cashew = a pale nut; Eggnog = creamy and festive; Meringue = light and pale; Biscotti = a pale biscuit; Crème = cream, in French; Fudge = soft and creamy; Shortbread = pale and buttery
grumpy grouchy cranky bites bitey moody sassy | * | Grumpy = the grumpiest of the seven dwarfs; Grouch = after Oscar in his bin; Grinch = grumpy, but a heart that grows; Scrooge = bah, humbug; Cranky = as described; Nipper = gets the odd nip in; Jaws = all teeth; Snappy = quick to snap; Mardy = grumpy, in northern English; Crabapple = sour and small; Grumble = always grumbling; Attitude = all of it
strawberry strawberries berries berry fruit banana apple melon watermelon | * | Strawberry = the favourite; Berry = sweet and small; Shortcake = the strawberry cake; Jam = sweet and sticky; Smoothie = a fruity blend; Fruitcake = a sweet nutty treat; Sundae = with a cherry on top; Tutti Frutti = all the fruits; Melon = round and sweet; Peaches = soft and sweet; Juicy = full of juice; Pippin = a small sweet apple
slow slowly lazy-paced pokey | * | Turbo = the fastest name for the slowest friend; Speedy = named with a wink; Flash = ironically; Dawdle = takes the scenic route; Slowpoke = no hurry at all; Mosey = moseys along; Lightning = as a joke; Pokey = takes their time; Zoom = not quite; Rocket = someday
smiles smiling smiley happy cheerful grin grins | * | Smiley = always smiling; Sunny = a sunny mood; Grin = all grin; Chuckles = always seems to be laughing; Giggles = a giggle in every look; Happy = the happiest of the seven dwarfs; Joy = pure joy; Beamer = beams at everyone; Dimples = a smile with dimples; Jolly = jolly all day
pink rosy | * | Pinky = pink all over; Rosie = rosy pink; Blossom = a pink blossom; Bubblegum = pink and sweet; Peony = a pink flower; Petal = a soft pink petal; Candy Floss = pink and fluffy sweet; Sakura = cherry blossom; Raspberry = pink and sweet; Fuchsia = the brightest pink
blue azure | * | Bluebell = the blue woodland flower; Blueberry = small and blue; Sky = the open sky; Indigo = deep blue; Sapphire = the blue gem; Cobalt = a bright blue; Denim = blue jeans blue; Azure = the blue of a clear sky; Skye = the misty island; Ocean = deep blue sea; Periwinkle = a soft blue flower; Blue = the plainest, best name for it
axolotl axolotls | fish | Axel = an axolotl's first half; Lotl = the axolotl's last half; Gills = all frilly gills; Smiley = that permanent smile; Pinky = pink and cheerful; Frilly = all frills; Aztec = after the axolotl's Mexican home
spain spanish andalusian andalusia | * | Diego = a Spanish classic; Paco = a Spanish nickname; Flamenco = the Spanish dance; Toledo = the city of swords; Sevilla = the city of Andalusia; Bravo = well done, in Spanish; Salsa = the sauce and the dance; Tapas = little Spanish plates; Rioja = the Spanish wine region; Picasso = the great Spanish painter
fiery fire chestnut red spirited | * | Blaze = a fire and a white stripe; Ember = a glowing coal; Copper = a warm red metal; Rusty = a warm red colour; Cinnamon = a warm red-brown spice; Phoenix = reborn in fire; Paprika = a warm red spice; Sorrel = a warm red-gold
`;

export interface Motif {
  /** Description words that call it up. */
  on: string[];
  /** Animal kinds it suits; empty for any. */
  kinds: string[];
  names: { name: string; meaning: string }[];
}

const FUR_KINDS = ["dog", "cat", "horse", "rabbit", "rodent", "ferret"];

export const PET_MOTIFS: Motif[] = MOTIF_SOURCE.trim().split("\n").map((line) => {
  const [on, kinds, names] = line.split("|").map((p) => p.trim());
  return {
    on: on.split(/\s+/),
    kinds: kinds === "*" ? [] : kinds.split(",").flatMap((k) => (k === "fur" ? FUR_KINDS : [k])),
    names: names.split(";").map((n) => {
      const [name, meaning] = n.split("=").map((p) => p.trim());
      return { name, meaning };
    }),
  };
});
