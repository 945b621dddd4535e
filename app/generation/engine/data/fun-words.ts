import { list, words } from "../core/words";

export const HALLOWEEN = {
  puns: words(`Cereal Killer:a cereal box costume with a plastic knife; Holy Cow:a cow costume with a halo; Smarty Pants:trousers covered in Smarties; Deviled Egg:an egg costume with horns; Social Butterfly:butterfly wings covered in app logos; Ctrl Alt Delete:three keyboard keys in a group; Candy Corn Queen:a crowned candy corn; Boo-tiful Bride:a ghostly bride; Mummy Dearest:a bandaged mum; Witch Please:a witch with attitude; Frank N. Stein:a monster holding a beer stein; Pumpkin Spice Ghoul:an autumn-flavoured ghoul; Grim Sweeper:the Grim Reaper with a broom; Count Snackula:a vampire with snacks; Hocus Pocus Focus:a witch with reading glasses; Skele-Ton of Fun:a cheerful skeleton; Fangs for Nothing:an ungrateful vampire; Zom-Bae:a zombie sweetheart`),
  adjectives: list("Haunted, Headless, Zombie, Cursed, Ghostly, Undead, Spooky, Possessed, Glow-in-the-Dark, Vampire, Skeleton, Witchy"),
  funnyShapes: ["The {} Who Needs a Nap", "Retired {}", "{} on Holiday", "Off-Duty {}", "{} in Pyjamas", "Extremely Polite {}", "{} Who Lost the Party", "Slightly Tired {}"],
  cuteAdj: list("Little, Tiny, Baby, Sweet, Itty-Bitty, Cuddly, Pocket-Sized, Sleepy"),
  groupNouns: list("Coven, Squad, Crew, Pack, Gang, Family, Haunt, Society"),
  subjects: list("Pumpkin, Witch, Ghost, Vampire, Mummy, Werewolf, Skeleton, Bat, Scarecrow, Zombie, Black Cat, Goblin"),
};

export const DERBY = {
  standalone: words(`Brawl Street:Wall Street; Skate Expectations:Great Expectations; Ruth Less:ruthless; Anita Bandage:I need a bandage; Sharon Pain:sharing pain; Paige Turner:page-turner; Ella Mental:elemental; Hannah Slammer:Hannah and a hammer; Lil' Miss Demeanor:misdemeanour; Maim Street:Main Street; Carrie Oakie:karaoke; Polly Graph:polygraph; Skatie Perry:Katy Perry; Bruise Lee:Bruce Lee; Wreck-a-Nize:recognise; Whip It Good:the Devo song; Holly Wood-Chopper:Hollywood; Rolla Coaster:roller coaster; Tess Tosterone:testosterone; Barbie Wire:barbed wire`),
  before: list("Lethal, Mad, Bloody, Wrecking, Slammin', Killer, Rowdy, Ruthless, Savage, Hurricane"),
  glamBefore: list("Glitter, Diamond, Velvet, Lady, Miss, Sequin, Rhinestone, Golden, Starlet, Queen"),
  glamAfter: words(`Stiletto:sharp as a heel; Sparkle:shines under the lights; Glitterbomb:leaves a trail of glitter; Diva:owns the track; Sequins:dazzles as she passes; Couture:dressed to kill; Rhinestone:hard and shiny; Lipstick:leaves a mark`),
  funnyBefore: list("Polite, Sorry-Not-Sorry, Wobbly, Snack-Sized, Grandma, Sleepy, Cuddly, Tiny"),
  funnyAfter: words(`the Speed Bump:small but unavoidable; Bruise Control:cruise control, with bruises; Knee Pad:well padded; Elbow Grease:hard work; Hip Check:the derby move; Pancake:flattens opponents; Penalty Box:lives there; Snack Attack:always hungry`),
  after: words(`Havoc:total chaos; the Hammer:a heavy hitter; Wrecking Ball:unstoppable; Knockout:lights out; Blitz:a sudden attack; Rampage:out of control; Thunder:loud and powerful; Mayhem:pure chaos; Crush:crushing blocks; Smash:smashing through`),
};

export const DRAG = {
  first: list("Anita, Crystal, Coco, Lola, Venus, Ivy, Diamond, Raven, Sasha, Jasmine, Honey, Cherry, Roxy, Velvet, Trixie, Peaches, Tiffany, Farrah"),
  last: words(`Chandelier:dripping with crystals; Monroe:Old Hollywood glamour; LaBelle:the beautiful one; Deluxe:top of the range; Diamonds:always sparkling; Stiletto:sharp heels; Sequins:covered in sparkle; DeVille:a touch of villainy; Heartbreak:leaves them wanting more; Couture:high fashion; Mascara:lashes for days; Valentine:all about love; Glitterati:the glittering elite; Von Teese:burlesque glamour; Riviera:Côte d'Azur chic; Fabulosa:beyond fabulous`),
  puns: words(`Ella Vator:elevator; Anna Conda:anaconda; Ida Claire:I declare; Lotta Glam:a lot of glam; Bea Havior:behaviour; Mona Lotte:moan a lot; Rhoda Dendron:rhododendron; Ophelia Payne:feel a pain; Sal Monella:salmonella; Polly Esther:polyester; Tara Dactyl:pterodactyl; Dee Vine:divine; Kitty Litter:kitty litter; Iva Headache:I've a headache; Cara Van:caravan`),
  pageant: list("Miss, Madame, Lady, Princess, Duchess, Dame"),
};


export const SPY = {
  codeAnimals: words(`Nightjar:a bird that hides in plain sight; Kestrel:a hovering hunter; Viper:quick and venomous; Silver Fox:cunning and experienced; Raven:a watcher; Cobra:patient and deadly; Moth:drawn to light, hard to catch; Lynx:sharp-eyed; Heron:still and patient; Jackal:opportunistic; Sparrow:small and overlooked; Wolfsbane:a poison that protects`),
  codeObjects: words(`Glass:transparent and sharp; Cipher:a secret code; Blackout:nothing seen; Paper Moon:a fake sky; Quicksilver:fast and impossible to hold; Northstar:a guiding point; Checkmate:the final move; Ghostwire:an invisible link; Nightfall:darkness; Ironclad:unbreakable cover`),
  classicFirst: list("Sebastian, Victor, Natalia, Elena, Julian, Ingrid, Maxim, Celeste, Viktor, Sofia, Leon, Mara"),
  classicLast: list("Vane, Lang, Sterling, Kovac, Marlowe, Cross, Devereaux, Hale, Drake, Volkova, Reyes, Faust"),
  funny: words(`Agent Double-Oh-Snack:never misses lunch; Agent Sneaky Pete:not very sneaky; Codename: Decaf:calm under pressure; Agent Clumsy Eagle:always knocks something over; Agent Nap Time:sleeps on stakeouts; Special Agent Sock:lost one on every mission; Codename: Tuesday:nobody suspects a Tuesday; Agent Incognito Burrito:disguised as lunch; Agent Loud Whisper:terrible at whispering; Codename: Left Shoe:always half-dressed`),
};

export const ROBOT = {
  nicknames: words(`Bolt:a fastening, and a flash of speed; Sprocket:a toothed gear; Gizmo:a clever gadget; Widget:a small useful part; Cog:a gear in the machine; Pixel:a point of light; Rivet:a strong fastening; Circuit:a loop of current; Servo:a precise motor; Dynamo:a generator; Tinker:a mender; Beacon:a guiding light; Atlas:a carrier of burdens; Titan:a giant; Ratchet:a one-way grip; Chip:a tiny brain`),
  helperShapes: ["Handy {}", "{}-Bot", "Helper {}", "Mister {}", "{} the Tidy", "Busy {}"],
  prefixes: list("Unit, Model, Series, Mark, RX, KX, TX, B, Z, MK, AR, Q"),
};


export const UNICORN = {
  first: words(`Stardust:sparkling particles of starlight; Moonbeam:a ray of moonlight; Sparkle:a flash of light; Twilight:the magical hour; Rainbow:every colour at once; Silver:a gleaming coat; Celeste:heavenly; Aurora:the dawn; Crystal:clear and shining; Sugarplum:a sweet; Glimmer:a faint shine; Opal:a shimmering gem; Pixie:a tiny fairy; Blossom:a flower`),
  second: words(`Whisper:a gentle voice; Dream:a magical wish; Dancer:graceful movement; Shimmer:soft sparkle; Wish:a hope come true; Song:a melody; Hooves:magical feet; Mane:a flowing mane; Glow:soft light; Sprinkles:sweet toppings; Storm:untamed power; Breeze:gentle wind`),
  cuteFirst: words(`Buttercup:a sunny little flower; Cupcake:a sweet treat; Marshmallow:soft and sweet; Jellybean:a little sweet; Cotton Candy:spun sugar; Pudding:soft and sweet; Bubblegum:pink and sweet; Honeydew:a sweet melon; Sprinkles:sweet toppings; Button:small and cute`),
  rainbowFirst: words(`Rainbow:every colour at once; Prism:light split into colour; Spectrum:the whole range of colour; Kaleidoscope:colours that shift; Aurora:the dancing sky lights; Candy Stripe:bright stripes; Technicolor:colour turned up; Opal:a shimmering gem; Confetti:colour in the air; Painted Sky:a sunset of colour`),
  titles: list("Princess, Lady, Sir, Queen, Captain, Duchess, Prince, Lord"),
  funny: words(`Sir Sparkles McGallop:the knight of gallops; Glitterbutt:leaves a trail of glitter; Sprinkle Snort:snorts rainbow sprinkles; Captain Cupcake Horn:a horn like a cupcake; Lady Neighsayer:always disagrees; Rainbow Burpington:burps rainbows; Duke Fluffernutter:a sticky sweet; Twinkle Toes McHoof:dainty and silly`),
};

export const PIRATE = {
  nicknames: words(`One-Eyed:lost an eye in a sea fight; Calico:wears bright calico; Black:feared across the seas; Red:named for a red beard; Mad:reckless in battle; Salty:seasoned by the sea; Gentleman:polite while robbing you; Iron-Hook:with a hook for a hand; Bloody:never shows mercy; Barnacle:stuck to the ship; Lucky:survived every storm; Silver-Tongue:talks out of any trouble`),
  firstFemale: list("Mara, Anne, Grace, Bess, Moll, Ruby, Scarlett, Nell, Sadie, Jenny, Mary, Isla"),
  firstMale: list("Ned, Jack, Silas, Bartholomew, Finn, Morgan, Rackham, Tom, Edward, Hugo, Caleb, Ezra"),
  surnames: words(`Blackwake:the dark wake of a ship; Saltmarsh:the salty shore; Bones:bones on the flag; Flint:hard as flint; Stormcrow:a bird of bad weather; Redsail:red sails on the horizon; Kidd:after Captain Kidd; Gallows:cheated the noose; Driftwood:washed up everywhere; Rum:never far from a barrel; Cutlass:handy with a blade; Deepwater:from the open ocean`),
  cunningNicknames: words(`Silver-Tongue:talks out of any trouble; Gentleman:polite while robbing you; Smiling:grins while picking your pocket; Sly:always two moves ahead; Whispering:never raises a voice; Velvet:soft words, hard bargains; Two-Faced:friend to all, loyal to none; Cardsharp:never loses a game of dice`),
  funnyTitles: list("Captain, First Mate, Cabin Boy, Bosun, Admiral, Lookout"),
  funnyNames: list("Barnacle Bob, Soggy Pete, Squidbeard, Parrotless Pete, Seasick Sally, Plank Walker, Long John Silverware, Captain Crunch-Bones, Patch McScurvy, Peg-Leg Meg"),
};

export const SHIP = {
  first: words(`Black:feared on every sea; Crimson:blood-red; Queen's:stolen from royalty; Widow's:leaves widows behind; Storm:born of bad weather; Silent:arrives without warning; Salt:seasoned by the sea; Iron:armoured; Drowned:back from the deep; Golden:laden with treasure; Ghost:never quite there; Devil's:bargained for`),
  second: words(`Gull:the sea bird; Revenge:payback; Serpent:a sea monster; Fortune:riches; Maiden:a fair ship; Tide:the sea's pull; Kraken:the legendary beast; Tempest:a violent storm; Mistress:a proud vessel; Reaper:death itself; Sparrow:small and quick; Corsair:a raider`),
  mysteriousFirst: words(`Silent:arrives without warning; Ghost:never quite there; Drowned:back from the deep; Grey:the colour of sea fog; Whispering:heard before seen; Phantom:a ship that should not exist; Midnight:sails at the darkest hour; Veiled:hidden in mist`),
  mysteriousSecond: words(`Wraith:a ghostly shape; Mist:sea fog; Lantern:a light where none should be; Shade:a shadow; Siren:a deadly song; Echo:a sound from nowhere; Tide:the sea's pull; Shroud:a covering for the dead`),
  legendaryFirst: words(`Golden:laden with treasure; Queen's:stolen from royalty; Eternal:never sunk; Sovereign:ruler of the seas; Royal:a prize from a king's fleet; Undying:survived every battle; Black:feared on every sea; Admiral's:taken from a navy`),
  legendarySecond: words(`Fortune:riches; Revenge:payback; Crown:a king's prize; Legend:a story that outlives the crew; Triumph:victory at sea; Glory:fame; Dragon:a beast of the sea; Conquest:seas taken`),
  funny: list("Salty Biscuit, Soggy Bottom, Leaky Teacup, Rum Runner, Seasick Sally, Wobbly Plank, Damp Squid, Unsinkable Mostly, Loose Cannon, Barnacle Bucket"),
};

export const ZOMBIE = {
  first: list("Steve, Gary, Brenda, Doug, Linda, Carl, Karen, Phil, Debbie, Kevin, Marge, Stan"),
  funnyAfter: words(`the Shambler:walks like Monday morning; the Groaner:never stops complaining; Brainsworth:a connoisseur of brains; McNibbles:takes small bites; the Slow:very, very slow; Droolington:drools a lot; No-Arms:lost track of them; the Hungry:always snacking`),
  creepy: words(`The Hollow Man:empty behind the eyes; Rotfinger:points with what is left; Whisperjaw:murmurs from a broken jaw; The Pale Walker:never stops walking; Gravemouth:tastes of soil; Lantern-Eyes:eyes that still glow; The Quiet One:never groans, which is worse`),
  gross: words(`Oozy Ollie:always oozing; Puddle:leaves puddles; Maggot Mae:never alone; Crusty Carl:crusted over; Squelch:the sound it makes; Gutsy Gus:wears it on the outside; Mouldy Mo:a little green`),
  tragic: words(`The Bride:still in her wedding dress; Little Sam:too young; The Mailman:still delivering; Grandpa Joe:still wears his cardigan; The Teacher:still holding chalk; The Gardener:still carries a trowel; The Groom:waiting at the altar`),
};


export const STEAMPUNK = {
  first: list("Cornelius, Thaddeus, Ada, Percival, Octavia, Bartholomew, Evangeline, Horatio, Philippa, Archibald, Henrietta, Ignatius, Lavinia, Erasmus"),
  last: words(`Brassbolt:brass fittings and bolts; Cogsworth:worth its cogs; Copperkettle:a copper boiler; Gearhart:a heart of gears; Steamwright:a maker of steam engines; Ironvale:an iron valley; Quillfeather:a writer of patents; Sprocket:a toothed wheel; Blacksmoke:coal smoke; Ratchetford:a ford of ratchets; Gaslight:the glow of gas lamps; Fogsworth:the London fog`),
  titles: list("Professor, Captain, Lady, Lord, Doctor, Madame, Inspector, Sir"),
  airshipFirst: words(`Gilded:gold-trimmed; Brass:polished brass; Iron:armoured; Copper:gleaming copper; Clockwork:wound and ticking; Aether:the upper air; Gale:a strong wind; Sovereign:royal; Smoke:coal smoke; Cloud:the high clouds`),
  airshipSecond: words(`Zephyr:the west wind; Albatross:the great sea bird; Leviathan:a giant; Dauntless:fearless; Majesty:royal grandeur; Nautilus:the spiral shell; Cormorant:a diving bird; Orrery:a clockwork model of the heavens; Endeavour:a great effort; Skylark:a singing bird`),
  inventionAdj: words(`Aetheric:powered by aether; Automated:self-acting; Pneumatic:air-powered; Galvanic:electric; Chronometric:time-measuring; Hydraulic:water-powered; Luminiferous:light-bearing; Perpetual:never-ending`),
  inventionNoun: list("Condenser, Difference Engine, Velocipede, Ornithopter, Calculator, Telegraph, Spectacles, Gauntlet, Automaton, Pressure Cannon, Music Box, Barometer"),
  guildAdj: list("Copper, Brass, Iron, Silver, Gilded, Clockwork, Steam, Gaslight, Aether, Smokestack"),
  guildNoun: list("Cog Society, Gear Guild, Order of Engineers, Boiler Brotherhood, Spanner League, Rivet Club, Valve Fellowship, Piston Union"),
};
