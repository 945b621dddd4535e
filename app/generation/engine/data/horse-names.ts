import { entries, words } from "../core/words";

// Registered (race and show) names are two-part compounds; the gloss says
// what each half brings to the name.
export const RACE_FIRST = words(`Midnight:the darkest hour, full of mystery; Northern:the cold, hardy north; Silver:bright, swift metal; Golden:the colour of winners; Royal:fit for a king; Secret:something held back until the last furlong; Storm:a force of nature; Wild:untamed; Lucky:blessed with fortune; Rapid:fast-moving; Brave:fearless; Crimson:deep red; Thunder:the roar after lightning; Noble:high-born and proud; Mystic:touched by magic; Desert:hot, wide open country; Iron:unbreakable; Distant:far-off; Electric:charged with energy; Copper:warm red metal; Winter:crisp and cold; Summer:bright and warm; Bold:daring; Gallant:brave and dashing; Steel:tempered strength; Blazing:on fire; Sovereign:ruling; Sunday:the day of rest and big races; Captain's:belonging to the one in command; Western:from the open west; Highland:from the hills; Shadow:dark and close behind; Velvet:smooth and rich; Cosmic:from the stars; Liberty:freedom; Vanguard:the front line; Ocean:vast and restless; Heavenly:divine; Rebel:defiant; Tiger's:striped and fierce; Hidden:concealed; Dawn:first light; Twilight:the last light; Regal:kingly; Urban:of the city`);
export const RACE_SECOND = words(`Dancer:one who moves with rhythm; Sonata:a piece for a solo instrument; Legacy:what a great one leaves behind; Spirit:inner fire; Prospect:future promise; Gambit:a bold opening move; Warning:a sign of what is coming; Express:fast and direct; Promise:a pledge kept; Rhythm:steady beat; Ruler:one who commands; Dream:a hope in the night; Flight:soaring movement; Charm:winning appeal; Fortune:luck and riches; Monarch:a sole ruler; Verdict:the final decision; Ambition:the drive to win; Tempo:pace; Echo:a returning sound; Forecast:what lies ahead; Victory:the win; Runner:one who races; Clipper:a fast sailing ship; Tide:an unstoppable flow; Command:authority; Gold:the top prize; Crown:the royal prize; Quest:a long search; Cadence:rhythm in motion; Mirage:a vision over the sand; Rocket:pure speed; Sprint:a burst of speed; Arrow:straight and swift; Harbor:a safe haven; Ballad:a story in song; Kingdom:a realm; Whisper:a quiet word; Voyage:a long journey; Comet:a blazing streak; Valor:courage; Tribute:an honour; Outlaw:one who breaks the rules; Signal:a sign; Ransom:a king's price`);
export const SHOW_FIRST = words(`Vintage:classic and aged to perfection; Simply:nothing but; Moonlit:bathed in moonlight; Ivory:smooth creamy white; Grand:large and impressive; Sterling:of the highest quality; Classic:timeless; Starlight:the glow of stars; Champagne:sparkling and celebratory; Dancing:moving gracefully; Heart's:of the heart; Satin:glossy and smooth; Gilded:covered in gold; Majestic:stately; Enchanted:under a spell; Radiant:glowing; Timeless:never out of style; Secret:hidden; Silken:soft as silk; Polished:refined; Luminous:full of light; Autumn:rich and golden; Crystal:clear and sparkling; Opulent:lavish; Graceful:elegant in motion; Sapphire:deep blue gem; Amber:warm golden; Celestial:heavenly; Royal:regal; Velvet:deep and soft`);
export const SHOW_SECOND = words(`Sonata:a composed piece; Couture:high fashion; Waltz:a turning ballroom dance; Reverie:a daydream; Serenade:a song at evening; Affair:an elegant occasion; Elegance:refined grace; Romance:a love story; Opera:grand musical drama; Encore:one more time; Allure:attraction; Debut:a first appearance; Irresistible:impossible to resist; Masterpiece:the finest work; Rhapsody:an outpouring of feeling; Legend:a story that lasts; Jewel:a precious stone; Promise:a pledge; Curtsy:a graceful bow; Ovation:applause; Minuet:a courtly dance; Sensation:a thrill; Impression:a lasting mark; Cadence:rhythm; Finale:the last act; Solitaire:a single gem; Tango:a passionate dance; Nocturne:a night piece; Sparkle:a flash of light; Harmony:perfect agreement`);

export const HORSE_NAMES = {
  pleasure: entries(`
Biscuit | A warm golden bake, for a friendly, easy horse | English | golden bay calm
Maple | The tree of sweet syrup and red leaves | English | chestnut red
Dakota | Friend, ally | Sioux | calm loyal
Willow | A graceful tree that bends without breaking | Old English | gentle
Clover | The lucky meadow leaf | Old English | calm
Hazel | Warm nut-brown | Old English | bay brown
Honey | Golden and sweet | Old English | palomino golden
Chance | A lucky opportunity | Old French | calm
Misty | Soft and grey like morning fog | English | gray
Sunny | Bright and cheerful | English | palomino golden
Peaches | Soft and sweet | English | chestnut
Cocoa | Chocolate brown | Spanish | brown
Duke | A noble leader | Latin | big
Rosie | Little rose | English | red roan
Buttercup | A yellow meadow flower | English | palomino
Whisper | Quiet and gentle | English | gray calm
Ginger | Red-gold and lively | Sanskrit via Latin | chestnut
Dusty | Dusty coated from the trail | English | dun gray
Meadow | A field of grass and flowers | Old English | calm
Pepper | Speckled and spirited | Latin | gray dapple spotted
Nutmeg | A warm brown spice | English | brown
Apple | The favourite treat | Old English | red
Toffee | A golden caramel | English | chestnut
Daisy | The day's eye | Old English | white
Jasper | A speckled stone | Persian | spotted appaloosa
Bramble | A wild blackberry bush | Old English | brown
Sugar | Sweet and gentle | English | white gray
Fern | A soft green woodland plant | Old English | calm
Pippin | A small sweet apple | Old French | small pony
Autumn | The golden season | Latin | chestnut
Chester | Fortified camp | Latin | chestnut
Moonbeam | A ray of moonlight | English | white gray
Oakley | Oak meadow | Old English | brown
Shiloh | Peaceful | Hebrew | calm
Caramel | Smooth golden brown | Spanish | palomino
Sage | Wise and calm | Latin | gray calm
Ziggy | A free spirit | Nickname | spirited
Bella | Beautiful | Italian | elegant
Teddy | Cuddly and kind | English | brown fluffy
Marigold | A bright golden flower | English | palomino
Acorn | A small nut that grows into an oak | Old English | brown small
Almond | A pale, sweet nut | Greek via Latin | cream
Applejack | An old American apple brandy | American English | red brown
Aspen | A tree whose leaves tremble in the breeze | Old English | golden
Banjo | A cheerful, twangy instrument | American English | playful
Barley | A hardy grain that fills the feed bucket | Old English | golden
Beau | Handsome | French | elegant
Birdie | A little bird | English | small
Blaze | A white stripe down the face, and a bright fire | Old English | red
Bluebell | A woodland flower that carpets spring forests | English | gray blue
Bonnie | Pretty | Scottish | sweet
Brandy | A warm amber spirit | Dutch | brown red
Breeze | A light, cool wind | English | calm
Brownie | A chocolate square, for a friendly brown horse | English | brown
Buddy | A good friend | American English | calm loyal
Butterscotch | A buttery golden sweet | Scottish | golden palomino
Calypso | A Caribbean song, and a sea nymph | Greek | playful
Cappuccino | Coffee with frothy milk, for a brown and cream horse | Italian | brown cream
Cashew | A curved, creamy nut | Portuguese | cream
Cedar | A fragrant, enduring tree | Latin | brown
Charlie | Free man | Germanic | calm
Cheerio | A cheerful British goodbye | British English | playful
Chestnut | The glossy red-brown nut and coat colour | Old English | red brown
Cider | Pressed apples | French | golden
Cinder | A glowing ember | Old English | gray black
Clementine | A small, sweet orange | Latin | orange
Cobbler | A fruit pudding with a biscuit top | American English | brown
Cricket | A chirping insect, and a very English game | Old French | small
Crumble | A warm fruit pudding | English | brown
Cupid | The Roman god of love | Latin | sweet
Dandelion | Lion's tooth, a sunny yellow weed | French | golden
Doc | Short for doctor | English | smart calm
Domino | A black-and-white tile | Italian | black white spotted
Dottie | Gift of God, and a spotted coat | Greek | spotted
Dove | A gentle grey bird of peace | Old English | gray white calm
Echo | A sound that comes back | Greek | calm
Elsie | Pledged to God | Scottish | sweet
Emmy | Whole, universal | Germanic | sweet
Fable | A short story with a lesson | Latin | calm
Fiddle | A country violin | Old English | playful
Finn | Fair | Irish | white
Flicka | Little girl, the famous horse of My Friend Flicka | Swedish | red
Freckles | Little spots across the nose | Old Norse | spotted
Harley | Hare meadow | Old English | energetic
Holly | An evergreen with red berries | Old English | red
Huckleberry | A wild blue berry, and Mark Twain's boy | American English | playful
Indigo | A deep blue dye | Greek | black gray
Ivy | A climbing evergreen | Old English | green
Jack | God is gracious | English | calm
Jelly Bean | A small, bright sweet | American English | playful spotted
Jingle | A little ringing bell | English | playful
Juniper | An evergreen shrub with blue berries | Latin | gray
Kit | Short for Christopher or Katherine | English | small
Lacey | Delicate like lace | French | white
Lady | A woman of good manners | Old English | elegant
Latte | Milk, in Italian, and a milky coffee | Italian | cream brown
Lemonade | A sunny summer drink | French | golden
Licorice | A black, chewy sweet | Greek | black
Lily | A pure white flower | Latin | white
Lucky | Blessed with good fortune | English | calm
Lulu | Famous warrior, a playful nickname | German | playful
Maggie | Pearl | Greek | sweet
Mango | A sweet tropical fruit | Tamil | orange golden
Marble | A swirled, polished stone | Greek | gray spotted
Mercy | Kindness and compassion | Latin | gentle
Midge | A tiny fly, for a small pony | Old English | small
Milo | Soldier, or merciful | Germanic | calm
Mocha | A chocolate coffee | Arabic | brown
Molly | Star of the sea | Hebrew via Irish | sweet
Mustang | A free-roaming horse of the American West | Spanish | spirited
Nellie | Bright, shining light | Greek | sweet
Noodle | A long, wiggly pasta | German | goofy
Nugget | A small lump of gold | English | golden small
Oatmeal | A warm porridge of oats | English | cream brown
Olive | The fruit of peace | Latin | green brown
Paddington | After the polite bear who loves marmalade | English | brown
Patches | Pieces of colour sewn together | English | spotted
Peanut | A small, friendly nut | English | small brown
Pebbles | Small smooth stones | Old English | gray small
Penny | A small copper coin | Old English | red
Petal | A soft part of a flower | Greek | gentle
Pickles | A tangy snack | Dutch | playful
Pie | A warm baked dish | English | sweet
Poppy | A bright red field flower | Old English | red
Posey | A small bunch of flowers | English | sweet
Pumpkin | A round orange squash | Greek | orange
Quincy | Fifth son's estate | French | calm
Rain | Water from the sky | Old English | gray
Raisin | A dried grape | French | brown small
Red | The colour of a chestnut coat | Old English | red
Rosemary | Dew of the sea, a fragrant herb | Latin | gentle
Rusty | The reddish colour of old iron | Old English | red
Sadie | Princess | Hebrew | sweet
Sandy | The colour of sand | Old English | golden cream
Scout | One who goes ahead to explore | Old French | brave
Shadow | A dark shape that follows | Old English | black
Skye | The Scottish isle of mists | Scottish | gray
Smokey | Grey like a wisp of smoke | English | gray
Snickerdoodle | A cinnamon sugar biscuit | American English | brown playful
Snowball | A round handful of snow | English | white
Sorrel | A red-brown coat colour, and a sour herb | Old French | red
Sparrow | A small, common, cheerful bird | Old English | brown small
Stormy | Full of weather | English | gray
Sweetpea | A fragrant climbing flower | English | sweet
Tango | A passionate Argentine dance | Spanish | energetic
Tinker | A mender of pots who travels the roads | English | small
Tucker | A cloth fuller, and Australian slang for food | Old English | calm
Waylon | Land by the road, after Waylon Jennings | Old English | calm
Wren | A tiny brown songbird | Old English | brown small
Yankee | A New Englander | American English | spirited
Zeke | God strengthens | Hebrew | strong
`, ""),
  draft: entries(`
Barnaby | Son of consolation | Aramaic | gentle
Boris | Fighter | Slavic | strong
Hamish | Supplanter, a Scots form of James | Scottish | big
Jock | A cheerful Scots nickname | Scottish | strong
Mountain | As big and steady as one | English | big
Oakley | From the oak meadow | Old English | strong brown
Rosie | A rose, rosy-cheeked | English | mare gentle
Sherman | Shearer of wool | Old English | big strong
Teddy | A big, soft bear of a horse | English | gentle big
Bramwell | From the bramble spring | Old English | brown
Hector | Holding fast | Greek | strong
Maisie | Pearl | Scottish | mare gentle
Dougal | Dark stranger | Scottish Gaelic | black
Ebony | Deep black wood | Greek | black
Domino | Black and white, like the game pieces | Latin | black white
Magpie | The black-and-white bird | English | black white
Snowdrop | The first white flower of the year | English | white gentle
Barley | The grain a farm horse helped bring in | Old English | golden
Fergus | Man of vigour | Irish | strong
Mabel's Pride | A farmyard show name | English | big
Bonnie | Pretty | Scottish | mare gentle
Titan | A giant of Greek myth | Greek | big strong
Goliath | The giant | Hebrew | big
Samson | Of the sun, famed for strength | Hebrew | strong
Hercules | The strongest hero | Greek | strong
Clyde | After the river Clyde, home of the Clydesdale | Scottish | bay big
Moose | Huge and gentle | Algonquian | big brown
Atlas | Holds up the sky | Greek | big
Boulder | A great rock | English | gray big
Barney | Son of encouragement | Aramaic | gentle
Duke | A noble leader | Latin | big
Bruno | Brown | Germanic | brown
Major | Greater | Latin | big
Thor | God of thunder | Old Norse | big gray
Ox | The patient beast of burden | Old English | strong
Bishop | Overseer | Greek | black
Brutus | Heavy | Latin | big
Magnus | Great | Latin | big
Bear | Big and gentle | English | brown
Tank | Solid | English | big
Rocky | Rocky ground | English | gray
Gus | Great strength | Latin | big
Hank | Ruler of the home | Dutch | bay
Jumbo | Enormous | Swahili | big
Duchess | A noblewoman | French | mare
Bertha | Bright, famous | Germanic | mare big
Mabel | Lovable | Latin | mare gentle
Winston | Joy stone | Old English | calm
Ploughman | One who ploughs the fields | English | working
Oakheart | Heart of oak, stout and steady | English | brown
Thunder | A deep roll of sound | English | gray loud
Belle | Beautiful | French | mare
Maximus | The greatest | Latin | big
Dozer | Pushes through anything | English | big
Ironwood | Timber hard as iron | English | strong
Haystack | Big and golden | English | palomino big
Captain | The one in charge | English | big
Harvest | The season's gathering | Old English | chestnut
Prince | First in rank | Latin | black
Shire | The English county and the heavy breed | Old English | big black
`, ""),
  western: entries(`
Buckshot | A handful of small shot | American English | fast
Canyon | A deep valley cut by a river | Spanish | brown
Cinch | The girth strap of a western saddle | Spanish | reliable
Cowboy | The rider of the range | American English | tough
Gunsmoke | After the long-running western | American English | gray
Lasso | The roper's loop | Spanish | fast
Nugget | A lump of gold | English | golden
Rawhide | Untanned leather | English | tough
Sagebrush | The grey-green shrub of the plains | English | gray
Wrangler | The one who rounds up horses | American English | tough
Dusty | Coated in trail dust | English | dun buckskin
Whiskey | Amber and bold | Irish Gaelic, water of life | chestnut bay
Cheyenne | A Plains nation and a Wyoming town | Lakota | spirited
Rio | River | Spanish | calm
Colt | A young horse | Old English | young
Maverick | An unbranded calf, one who runs free | American English | spirited
Bandit | A masked outlaw | Italian | spotted
Ranger | A rider of the open range | English | brave
Shiloh | Peaceful | Hebrew | calm
Buck | A male deer | Old English | buckskin
Dixie | The American South | American | mare
Sierra | Mountain range | Spanish | gray
Pistol | Quick on the draw | Czech via German | fast
Tex | From Texas | American | brave
Rowdy | Loud and lively | American | spirited loud
Cactus | Tough and prickly | Greek | spirited
Sundance | A celebration of the sun, and a famous kid | American | palomino
Cisco | A freshwater fish, and a cowboy hero | Spanish | spirited
Bonanza | A rich strike of gold | Spanish | palomino golden
Laredo | A border town of Texas | Spanish | calm
Jesse | Gift | Hebrew | brave
Stetson | The cowboy's hat | American | brown
Dolly | A sweet gift | English | mare
Copper | Warm red metal | English | chestnut red
Tumbleweed | Rolls wherever the wind says | American | dun
Mesa | Tableland | Spanish | red
Apache | A Southwestern people | Zuni | spirited
Rebel | Defiant | Latin | spirited
Boone | Good, after Daniel Boone | Old French | brave
Cody | Helpful, after Buffalo Bill Cody | Irish | brave
Remington | Raven farm, and the painter of the West | English | brave
Sage | The silver-green brush of the plains | Latin | gray
Santa Fe | Holy faith, a trail town | Spanish | calm
Tucson | Black base, a desert city | O'odham | black
Abilene | Grassy plain | Hebrew | calm
Hickory | A hard wood | Algonquian | brown
Ace | The best card | Latin | fast
Blue | Blue roan | English | roan gray
Montana | Mountainous | Spanish | big
Outlaw | Lives by his own rules | Old Norse | black
`, ""),
  sport: entries(`
Corrado | Bold counsel | Italian | strong
Galileo | From Galilee | Italian | smart
Lorenzo | From Laurentum, crowned with laurel | Italian | elegant
Zenith | The highest point | Arabic | athletic
Cortez | Courteous | Spanish | bold
Valegro | A valiant stride | Invented Italianate | elegant
Quidam | Someone, a nobody who becomes somebody | Latin | bay
Cassius | Hollow, a Roman family name | Latin | fast
Dante | Enduring | Italian | black
Falco | Falcon | Italian | fast
Donatello | Given by God | Italian | bay
Contessa | Countess | Italian | mare elegant
Balou | Big and easygoing | Invented from Baloo | big
Ravel | After the composer of Bolero | French | elegant
Zinedine | Beauty of faith | Arabic | elegant
Vivaldi | Lively, after the composer | Italian | spirited
Casall | A warmblood-sounding stallion name | German | gray
Elektra | Shining | Greek | mare fast
Lucero | Bright star | Spanish | white gray
Bellissima | Most beautiful | Italian | mare
Fidelio | Faithful | Italian | loyal
Escapado | Escape artist | Spanish-inspired | spirited
Sanctos | Holy, sacred | Latin | elegant
Acapella | Without accompaniment | Italian | mare
Tornado | A whirlwind | Spanish | fast
Diamant | Diamond | German | gray
Rubin | Ruby | German | chestnut red
Cornelius | Horn | Latin | bay
Fiorella | Little flower | Italian | mare
Giacomo | Supplanter | Italian | bay
Wanderer | One who travels far | English | spirited
Cavalier | A horseman | French | brave
Lord Sinclair | A titled name in the sport-horse tradition | English | elegant
Ramiro | Wise and famous | Spanish | black
Hermès | Messenger of the gods | Greek via French | fast
Paloma | Dove | Spanish | white gray mare
Sirocco | A hot Mediterranean wind | Italian | fast
Voltaire | After the French writer | French | smart
Amadeus | Loves God, after Mozart | Latin | elegant
Caprice | A sudden whim | French | mare spirited
Corsaro | Corsair | Italian | black
Zandor | Defender | Hungarian form of Alexander | brave
Belvedere | Beautiful view | Italian | elegant
Fürst Romancier | A prince of romance | German | elegant
Sapphira | Sapphire | Greek | mare
`, ""),
};
