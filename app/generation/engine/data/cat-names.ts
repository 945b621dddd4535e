import { entries } from "../core/words";

// Cat names by style: "Name | meaning | origin | tags".
export const CAT_NAMES = {
  elegant: entries(`
Cleo | Glory of the father, after Cleopatra | Greek | elegant black
Audrey | Noble strength, and a nod to Audrey Hepburn | Old English | elegant black white
Isabella | Pledged to God | Hebrew via Spanish | elegant
Celeste | Heavenly | Latin | white gray
Sapphire | A deep blue gemstone | Greek | gray blue
Opal | A gem that shimmers with every colour | Sanskrit | white cream
Giselle | Pledge | Germanic via French | white graceful
Blanche | White | French | white
Ivory | Smooth creamy white | Latin ebur | white cream
Coco | After Coco Chanel, the picture of chic | French | black
Amber | Warm golden resin | Arabic anbar | orange golden
Silk | Smooth, soft and lustrous | Old English sioloc | gray soft
Velvet | The softest, richest cloth | Latin villus | black soft
Duchess | A noblewoman | French | white fluffy
Chanel | Canal, and a fashion house | French | black
Soleil | Sun | French | orange golden
Lumiere | Light | French | white
Odette | Wealth, and the swan queen of the ballet | French | white
Jasmine | A fragrant white flower | Persian | white
Eloise | Healthy, wide | French | elegant
Margaux | Pearl, and a fine Bordeaux wine | French | red
Ophelia | Help | Greek | gentle
Oscar | Divine spear | Irish | black
Sebastian | Venerable | Greek | calm
Wilhelmina | Resolute protector | German | elegant
Aurora | Dawn | Latin | orange golden
Beatrice | She who makes happy | Latin | calm
Fitzwilliam | Son of William, and Mr Darcy's first name | Anglo-Norman | elegant
Persephone | Queen of the underworld who returns each spring | Greek | black
Artemis | Goddess of the moon and the hunt | Greek | gray silver
Tiffany | Manifestation of God | Greek | elegant
Belle | Beautiful | French | elegant
Genevieve | Woman of the people | French | elegant
Stella | Star | Latin | white
Marcel | Little warrior | French | gray
Florian | Flowering | Latin | orange
Emerald | A green gemstone, for green eyes | Greek | green
Pearl | A lustrous gem | Latin | white cream
Lavender | A soft purple herb | Latin | gray
Camille | Attendant at a ceremony | French | elegant
Josephine | God will add | Hebrew via French | elegant
Dorian | From Doris in Greece | Greek | black gray
Sterling | Of the finest silver | English | gray silver
Noir | Black | French | black
Bijou | Jewel | French | small
Silvio | Of the forest | Italian | gray
Fleur | Flower | French | gentle
Sable | Dark, rich fur | Slavic | black
Adeline | Noble, of a noble kind | Germanic via French | elegant calm
Anouk | Grace, and the name of a French film star | Dutch and French | elegant
Arabella | Yielding to prayer, a name from Scottish gentry | Latin | elegant white
Astrid | Divinely beautiful | Norse | white gray
Aurelia | Golden | Latin | golden orange
Aveline | Hazelnut, a medieval Norman name | Old French | brown
Bianca | White | Italian | white
Blythe | Carefree and cheerful | Old English | white cream
Cassius | Empty, a Roman family name worn by senators | Latin | gray regal
Cecily | Blind, after Saint Cecilia, the patron of music | Latin | calm
Celestine | Of the heavens | Latin | white gray
Clementine | Mild and merciful, and a small sweet orange | Latin | orange
Colette | Victory of the people, after the French novelist | French | elegant
Cordelia | Heart, the faithful daughter in King Lear | Latin | sweet
Cosima | Order and beauty | Greek | elegant
Dahlia | A showy garden flower named for the botanist Dahl | Swedish | red
Delphine | From Delphi, the home of the oracle | Greek | gray blue
Dulcie | Sweet | Latin | sweet cream
Eden | Delight, and the first garden | Hebrew | calm
Elodie | Foreign riches | Greek via French | elegant
Esme | Esteemed and loved | Old French | sweet
Estelle | Star | Old French | white
Evangeline | Bearer of good news | Greek | elegant
Gatsby | After the glamorous host of F. Scott Fitzgerald's novel | American literature | elegant black
Grace | Elegance of movement | Latin | elegant calm
Harriet | Ruler of the home | Germanic via French | regal
Helena | Torch, bright light | Greek | golden
Imogen | Maiden, a heroine of Shakespeare | Celtic | elegant
Iris | Rainbow, and the messenger of the Greek gods | Greek | gray blue
Isolde | Ice battle, the heroine of a Celtic romance | Celtic | white
Juliet | Youthful, Shakespeare's famous lover | Latin | sweet
Juniper | An evergreen with blue berries | Latin | gray blue
Lalique | After René Lalique, maker of glass jewels | French | white
Liesl | God is my oath, the eldest von Trapp daughter | German | sweet
Lorelei | The siren of the Rhine whose song lured sailors | German | golden
Lucienne | Light | French | white
Magnolia | A grand, creamy flowering tree | Latin | cream white
Maribel | Beautiful Mary | Spanish | elegant
Mathilde | Strength in battle | Germanic via French | brave
Mirabel | Wonderful | Latin | elegant
Nerissa | Sea nymph | Greek | gray blue
Octavia | Eighth, the name of a Roman empress | Latin | regal
Olympia | From Mount Olympus, home of the gods | Greek | regal
Oriana | Golden dawn | Latin via Spanish | orange golden
Portia | Offering, Shakespeare's clever heroine | Latin | smart
Rosalind | An old Germanic name later read as "lovely rose" | Germanic | sweet
Sabine | Of an ancient Italian people | Latin | elegant
Saffron | The golden spice from crocus flowers | Arabic | orange golden
Seraphina | Fiery, like the six-winged angels | Hebrew | golden
Sienna | The reddish-brown earth of Tuscany | Italian | red brown
Sylvie | Of the forest | French | gray
Tallulah | Leaping water, and the actress Tallulah Bankhead | Choctaw | elegant
Valentina | Strong and healthy | Latin | red
Vivienne | Alive, the Lady of the Lake | French | elegant
Winifred | Blessed peace | Welsh | calm
Xanthe | Golden-haired | Greek | golden
Yvette | Yew tree | French | elegant
Zelda | Short for Griselda, grey battle, and the jazz-age writer Zelda Fitzgerald | Germanic | gray
Ambrose | Immortal | Greek | gray
Alistair | Defender of the people | Scottish | brave
Atticus | Man of Attica, and the wise lawyer of To Kill a Mockingbird | Latin | calm smart
Byron | At the barns, and the Romantic poet | Old English | black
Casimir | Proclaimer of peace | Slavic | calm
Cedric | Kindly, loved | Welsh | sweet
Cosmo | Order and beauty | Greek | gray
Darcy | From Arcy, and Austen's proud hero | Anglo-Norman | regal
Edmund | Rich protector | Old English | calm
Ellington | After Duke Ellington, the king of swing | English | black
Florentine | From Florence, the city of art | Italian | orange
Gideon | Feller of trees, a Biblical hero | Hebrew | brave
Hugo | Mind, spirit | Germanic | smart
Julian | Youthful | Latin | elegant
Lucian | Light | Latin | white
Laurent | From Laurentum, the city of laurels | French | gray
Lysander | Liberator, a lover in A Midsummer Night's Dream | Greek | elegant
Maximilian | Greatest | Latin | big regal
Montague | Pointed hill, Romeo's family name | French | regal
Orlando | Famous land, the hero of As You Like It | Italian | orange
Percival | Pierce the valley, a knight of the Round Table | Old French | gray
Rafferty | Abundance and prosperity | Irish | red
Remy | Oarsman, from the French town of Reims | French | gray
Rupert | Bright fame | Germanic | orange
Silas | Of the forest | Latin | gray
Tobias | God is good | Hebrew | calm
Valentino | Strong and healthy, and the silent film idol | Italian | black
Wolfgang | Path of the wolf, after Mozart | German | gray
Alabaster | A smooth, white stone used for carving | Greek | white
Cashmere | The softest goat's wool, from Kashmir | Kashmiri via English | cream fluffy
Chiffon | A sheer, floating silk | French | white fluffy
Champagne | The sparkling wine, and a pale golden coat | French | cream golden
Ebony | A dense black wood | Egyptian | black
Jade | A green stone prized in China | Spanish | green
Mink | A glossy, dark fur | English | brown
Onyx | A banded black stone | Greek | black
Porcelain | Fine white china | Italian | white
Satin | A glossy, smooth weave | Old French | black gray
Tourmaline | A gem that comes in every colour | Sinhalese | calico
Topaz | A golden-orange gem | Greek | orange golden
Cognac | A fine amber brandy from France | French | orange brown
Mocha | A rich coffee from the port of Mocha | Arabic | brown
Beaumont | Beautiful mountain | French | regal
Rousseau | Red-haired, and the painter of jungle cats | French | red orange
Monet | After Claude Monet, painter of water lilies | French | gray
Degas | After Edgar Degas, painter of ballet dancers | French | elegant
Matisse | After Henri Matisse, master of colour | French | calico
Vermeer | After the painter of Girl with a Pearl Earring | Dutch | white
Chopin | After the Polish composer of nocturnes | Polish | calm
Debussy | After the composer of Clair de Lune | French | calm gray
Puccini | After the composer of Madame Butterfly | Italian | elegant
Verdi | Green, and the great Italian composer | Italian | green
`, ""),
  cute: entries(`
Mochi | A soft, round rice cake | Japanese | white round
Pumpkin | Round and orange | English | orange round
Muffin | A small round bake | English | brown
Whiskers | Those long, twitchy cheek hairs | English | gray
Peanut | Tiny and sweet | English | small brown
Boots | White paws that look like boots | English | white black tuxedo
Mittens | Paws like little gloves | English | white tuxedo
Oreo | Black and white like the cookie | Brand-inspired pet name | black white tuxedo
Biscuit | A little golden bake | English | orange golden
Button | Small and sweet | English | small
Cupcake | A frosted treat | English | small sweet
Marshmallow | White, puffy and soft | English | white fluffy
Pebbles | Small smooth stones | English | gray
Tofu | Soft and pale | Japanese | white cream
Nugget | Small and golden | English | orange small
Jellybean | Colourful and bouncy | English | playful
Sushi | Neat little rolls | Japanese | calico
Dumpling | A soft parcel | English | round
Snowball | A white ball of fluff | English | white fluffy
Smudge | A little dark mark | English | gray spotted
Noodle | Long and wiggly | English | long playful
Pudding | Soft and round | English | round
Taffy | A stretchy sweet | American | orange cream
Butterscotch | A golden caramel sweet | English | orange golden
Cinnamon | A warm brown spice | Latin | brown orange
Ginger | Red-gold and spicy | Sanskrit via Latin | orange
Pip | A tiny seed | English | small
Beans | For pink toe beans | Internet slang | small
Socks | White feet | English | white tuxedo
Sprout | A little growing thing | English | small green
Bubbles | Bouncy and light | English | playful
Mittsy | A small mitten | English | white
Truffle | A rich chocolate sweet | French | brown black
Cocoa | Warm chocolate brown | Spanish | brown
Fluffy | Soft all over | English | fluffy
Pixie | A small mischievous sprite | Cornish | small playful
Miso | Rich and savoury | Japanese | brown
Kiki | Sing-song and sweet | Nickname | playful
Poppet | A little darling | English | small
Tater | A small potato | American | brown
Maple | Sweet syrup | English | brown orange
Honeybun | A sweet bun | English | orange golden
Fig | A small sweet fruit | Latin ficus | brown
Sugar | Sweet and white | English | white
Clover | Lucky little leaf | English | green
Toast | Warm and golden | English | golden
Olive | Small and green-eyed | Latin | green
Dot | A tiny spot | English | spotted small
`, ""),
  mythical: entries(`
Freya | Norse goddess of love, who rode a chariot pulled by cats | Old Norse | elegant
Bastet | Egyptian cat goddess of home and protection | Egyptian | black elegant
Sekhmet | Lion-headed Egyptian goddess of power | Egyptian | orange fierce
Loki | The Norse trickster | Old Norse | playful black
Luna | The moon | Latin | white gray
Selene | Greek goddess of the moon | Greek | white silver
Nyx | Greek goddess of the night | Greek | black
Hecate | Goddess of crossroads and magic | Greek | black
Merlin | The wizard of Arthurian legend | Welsh | gray smart
Morgana | The enchantress of Camelot | Welsh | black
Phoenix | The bird reborn from its ashes | Greek | orange red
Sphinx | The riddling guardian | Greek | golden smart
Athena | Goddess of wisdom | Greek | gray smart
Apollo | God of the sun | Greek | orange golden
Osiris | Egyptian lord of the afterlife | Egyptian | black
Anubis | Jackal-headed guide of souls | Egyptian | black
Isis | Egyptian goddess of magic | Egyptian | elegant
Pan | Wild god of the woods | Greek | brown playful
Puck | The mischievous sprite of Shakespeare | English folklore | playful
Titania | Queen of the fairies | English literature | elegant
Oberon | King of the fairies | English literature | regal
Ra | The Egyptian sun god | Egyptian | orange
Thor | God of thunder | Old Norse | big loud
Odin | The all-father who gave an eye for wisdom | Old Norse | gray
Valkyrie | Chooser of the slain | Old Norse | fierce
Kitsune | A fox spirit that grows more tails with age | Japanese | orange
Bakeneko | A shape-shifting cat of Japanese legend | Japanese | playful
Cait Sith | The fairy cat of the Highlands | Scottish Gaelic | black
Pyewacket | A witch's familiar of English lore | English folklore | black
Grimalkin | An old witch's cat | Scottish | gray
Ember | A coal that never quite goes out | English | orange
Zephyrus | God of the west wind | Greek | fast
Artemis | Moon huntress | Greek | gray
Circe | Enchantress who turned men into beasts | Greek | elegant
Medusa | The gorgon whose look turned to stone | Greek | green
Pegasus | The winged steed of Greek myth | Greek | white
Orion | The hunter in the stars | Greek | gray
Gryphon | Half eagle, half lion | Greek | golden
Hermes | Swift messenger of the gods | Greek | fast
Calypso | Sea nymph who kept Odysseus | Greek | blue
Eos | Goddess of dawn | Greek | orange
Mab | The queen of dreams | English folklore | small
Salem | A witch's black cat of legend | Hebrew place name | black
Banshee | A wailing spirit | Irish | white loud
Draco | Dragon | Latin | gray
Nimue | The Lady of the Lake | Welsh | white
Astra | Of the stars | Latin | silver
`, ""),
  quirky: entries(`
Meatloaf | A comfort dinner, for a loafing cat | American food word | chubby lazy orange
Sir Pounce | A knight of the ambush | English | playful
Toaster | Warm, square and always in the kitchen | English | orange lazy
Gravy | Rich, brown and poured on the sofa | English | brown lazy
Pickle | A tangy oddball | English | green
Chairman Meow | The supreme leader of the household | English pun | regal
Catsby | The great host of midnight parties | Pun on Gatsby | elegant
Pawl McCartney | A pun on the Beatle | English pun | playful
Wasabi | Small, green-eyed and sharp | Japanese | green
Waffles | A crispy, slightly chaotic breakfast | English | golden
Pancake | Flat out asleep | English | lazy
Kevin | An ordinary name for an extraordinary cat | Irish | orange
Cheddar | Orange, mature and a little sharp | English | orange
Carrot Cake | Orange, sweet and gone in a flash | English food word | orange
Jaffa | Orange on the inside, and on the outside | English | orange
Clementine | A small, sweet orange | English | orange small
Ginger Nut | A biscuit for a ginger nutcase | English | orange playful
Cheeto | Orange, crunchy and everywhere | Brand-inspired pet name | orange
Gary | A dad-name for a cat who owns the place | English | gray
Linda | A neighbourly name | Germanic | calm
Dave | Beloved, and delightfully ordinary | Hebrew | gray
Nugget | A small golden chunk | English | orange
Spaghetti | Long, tangled and everywhere | Italian | orange
Tuna Turner | A pun on the singer | English pun | loud
Cat Damon | A pun on the actor | English pun | calm
Bagel | Curls up in a ring | Yiddish | brown round
Fuzzbucket | A bucket of fuzz | English compound | fluffy
Gremlin | A mischief-maker in the machinery | English folklore | playful black
Noodle | Bendy and odd | English | playful
Chicken Nugget | For the cat who acts like one | English | orange
Beans | Mostly toe beans | Internet slang | small
Sushi | Steals it | Japanese | calico
Crouton | Small and crunchy | French | orange
Dorito | A crunchy triangle | Brand-inspired pet name | orange
Pumpernickel | A dark rye bread with a silly name | German | brown black
Burrito | Loves to be wrapped up | Spanish | lazy
Potato | Round, lazy and lovable | English | brown lazy
Socks McGee | A sock-footed rascal | English | tuxedo
Meowzart | A pun on Mozart, for a chatty cat | English pun | loud
Purrlock Holmes | A detective who purrs | English pun | smart
Baron von Whiskers | A pretend aristocrat | Mock-German | regal
Mister Pickles | A gentleman oddball | English | playful
Biscuit Thief | Says it all | English | playful
Mustard | Sharp and yellow-eyed | English | orange
Tater Tot | Small and round | American | small
Ravioli | A little stuffed parcel | Italian | chubby
Kale | Green and trendy | English | green
Pudge | Round and proud | English | chubby
Zoomies | For midnight sprints | Internet slang | energetic
Dumpster | Eats anything | English | gray
Sprocket | A small cog | English | small
Butters | Soft and a bit clueless | English | cream
Wonton | A little dumpling | Cantonese | small
Grumpus | A grumpy fellow | English | grumpy
`, ""),
  regal: entries(`
Empress | A woman who rules an empire | Latin imperatrix | regal elegant
Caesar | Title of the Roman emperors | Latin | regal
Cleopatra | The last queen of Egypt | Greek | regal black
Victoria | Victory, and a queen of an empire | Latin | regal
Duke | A noble leader | Latin | regal
King Louis | After the Sun King of France | French | regal orange
Queen Bee | The one the whole hive serves | English | regal golden
Baron | A noble lord | Old French | regal
Countess | Wife of a count | Old French | elegant
Regina | Queen | Latin | regal
Leo | Lion | Latin | orange regal
Tsar | Emperor of Russia | Russian from Caesar | regal gray
Sultan | Ruler | Arabic | regal
Maharani | Great queen | Sanskrit | regal
Pharaoh | Great house, the king of Egypt | Egyptian | regal golden
Augustus | Venerable, the first Roman emperor | Latin | regal
Catherine | Pure, and a great empress | Greek | regal
Anastasia | Resurrection, a Russian grand duchess | Greek | regal
Napoleon | Of Naples, and an emperor | Italian | small regal
Winston | Joy stone, after a prime minister | Old English | regal gray
Majesty | A royal title | Latin maiestas | regal
Princess | A king's daughter | French | white elegant
Prince | First in rank | Latin princeps | regal
Elizabeth | Pledged to God, after two queens | Hebrew | regal
Alexander | Defender of the people | Greek | regal
Henry | Ruler of the home | Germanic | regal
Arthur | The once and future king | Celtic | regal
Guinevere | White and smooth, Arthur's queen | Welsh | white
Sovereign | One who rules, and a gold coin | Old French | golden
Marquise | Noblewoman | French | elegant
Aurelius | Golden, after the philosopher emperor | Latin | golden
Ptolemy | Warlike, a royal line of Egypt | Greek | regal
Nefertiti | The beautiful one has come | Egyptian | elegant
Xerxes | Ruler over heroes | Persian | regal
Cyrus | Sun, the great king of Persia | Persian | orange
Isabella | Queen of Castile | Spanish | regal
Rex | King | Latin | regal
Monarch | A sole ruler, and a regal butterfly | Greek | orange black
Kaiser | Emperor | German | regal
Raja | King | Sanskrit | regal
Baroness | Lady of a barony | Old French | elegant
Lord Byron | A poet lord | English | black
Sir Reginald | A knight of counsel | Germanic | regal
Theodora | Empress of Byzantium | Greek | regal
Balthazar | One of the three kings | Babylonian | regal
Tiberius | Of the Tiber, an emperor | Latin | regal
Lady Grey | A tea and a noblewoman | English | gray
Earl Grey | A count, and a tea | English | gray
`, ""),
};

// Well-loved everyday cat names, the ones people actually pick.
export const CLASSIC_CAT_NAMES = entries(`
Luna | The moon | Latin | white calm
Milo | Gracious, or merciful | Germanic | playful
Oliver | The olive tree | Latin | calm
Simba | Lion, in Swahili | Swahili | golden orange brave
Nala | Gift | Swahili | golden
Leo | The lion | Latin | orange golden brave
Willow | The graceful tree by the water | English | calm gray
Tiger | Striped and fierce | Greek | orange brave
Jasper | Treasurer, and a speckled stone | Persian | brown
Poppy | The red field flower | English | small
Bella | Beautiful | Italian | sweet
Chloe | A green shoot | Greek | sweet
Felix | Lucky | Latin | black white
Smokey | The colour of smoke | English | gray
Shadow | Dark and always close behind | English | black
Misty | A grey, misty morning | English | gray
Pepper | A pinch of spice | English | black spotted
Binx | After the black cat of Hocus Pocus | American film | black
Ziggy | A zig-zagging ball of energy | Nickname | energetic
Ollie | Short for Oliver | English | playful
Theo | Gift of God | Greek | calm
Hazel | The hazelnut tree | English | brown
Lily | The white lily | English | white
Sooty | The colour of soot | English | black
Tigger | Bouncy and striped | English | orange energetic
Rusty | A warm coppery colour | English | orange red
Archie | Genuine and bold | Germanic | playful
Millie | Gentle strength | Germanic | sweet
Frankie | Free one | Germanic | playful
Cleo | Glory, short for Cleopatra | Greek | elegant
Basil | Royal, and the fragrant herb | Greek | green
Ginger | The warm orange spice | English | orange
Maisie | A pearl | Scottish | sweet
Pumpkin | Round and orange | English | orange chubby
Alfie | Elf counsel | Old English | playful
Bramble | The blackberry hedge | English | brown
Toffee | A chewy brown sweet | English | brown golden
Marmalade | Orange and sweet on toast | Portuguese | orange
Percy | Pierce the valley | French | elegant
Minnie | Small and sweet | English | small
Tabitha | A gazelle | Aramaic | calico
Boris | Fighter | Slavic | chubby
Suki | Beloved | Japanese | sweet
Jinx | A little charm, or a curse | Greek | black
Mittens | White paws like little gloves | English | tuxedo white
Mister Whiskers | A distinguished gentleman of whiskers | English | gray
Biscuit | A golden baked treat | English | golden
Nova | A new star | Latin | elegant
Ivy | The climbing evergreen | English | green
Mabel | Lovable | Latin | sweet
Pippin | A small sweet apple | English | small
Tilly | Mighty in battle | Germanic | small
Wilbur | Bright will | Germanic | chubby
Otto | Wealth | Germanic | calm
Hugo | Mind and spirit | Germanic | calm
Margot | A pearl | French | elegant
Ruby | The red gemstone | Latin | red
Lottie | Free, a little Charlotte | French | small
Bertie | Bright and famous | Old English | chubby
Dexter | Skilful | Latin | smart
Frida | Peace | Germanic | calm
Gus | Short for Augustus, the great | Latin | chubby
Hazelnut | A small brown nut | English | brown
Juno | Queen of the Roman gods | Latin | regal
Lulu | A playful double nickname | French | playful
Mochi | A soft rice cake | Japanese | white
Neville | New town | French | grumpy
Olive | The little green fruit | Latin | green
Pablo | Small, humble | Spanish | playful
Rocco | Rest | Italian | brave
Stanley | Stony meadow | Old English | calm
Toast | Warm and golden | English | golden
Winnie | Fair and white, or a friendly bear | Welsh | sweet
Yoshi | Good luck | Japanese | playful
Ziggy | A zig-zagging ball of energy | Nickname | energetic
Dusty | Dusty grey | English | gray
`);
