import { list, words } from "../core/words";
import type { Word } from "../core/words";
import { STOPWORDS } from "../core/stopwords";

// Families of evocative, real English words for the things people describe.
// "organic coffee roastery in the mountains" points at the mountain and coffee
// families, so brand names can say "Summit Roast" or "Ridgeline Coffee Co."
// instead of inventing a suffix. Each family has:
//   about:    how the family reads in prose ("the mountains", "coffee")
//   kind:     place / quality words lead a two-word name ("Summit Roast"),
//             thing words follow it
//   triggers: description words that point at the family (plurals included)
//   words:    related real words with a short gloss for the "meaning" text
//   trades:   plain trade words that can end a name ("Coffee Co.", "Roasters")

export type FamilyKind = "place" | "thing" | "quality";

export interface Family {
  key: string;
  about: string;
  kind: FamilyKind;
  triggers: string[];
  words: Word[];
  trades: string[];
}

const F = (key: string, about: string, kind: FamilyKind, triggers: string, source: string, trades = ""): Family => ({
  key,
  about,
  kind,
  triggers: triggers.split(/\s+/).filter(Boolean),
  words: words(source),
  trades: list(trades),
});

export const FAMILIES: Family[] = [
  // Places and settings
  // ("a small eco lodge in the Scottish Highlands": glens and heather, never the Alps' edelweiss and chalets.)
  F("scotland", "the Scottish hills", "place", "scottish scotland highlands scots loch lochs glen glens hebrides skye cairngorms",
    `glen:a long, narrow Scottish valley; loch:a Scottish lake; heather:the purple flower of the hills; bothy:a simple shelter in the hills; thistle:Scotland's flower; cairn:a trail marker of stacked stones; stag:the red deer of the hills; burn:a Scottish stream; croft:a small Highland farm; brae:a hillside; ben:a Scottish mountain; moor:open upland`),
  F("mountain", "the mountains", "place", "mountain mountains hill hills alpine highland highlands peak peaks summit ski skiing hiking climbing climber climbers mountaineers mountaineering bouldering",
    `summit:the top of a mountain; ridge:a mountain crest; peak:the highest point; alpine:high mountain country; highland:high, open upland; timberline:where the high forest ends; crest:the top of a ridge; cairn:a trail marker of stacked stones; granite:hard mountain rock; vista:the view from the top; ridgeline:the long line of a mountain range; slope:the mountainside`),
  F("ocean", "the sea", "place", "ocean oceans sea seas beach beaches coast coastal shore seaside marine island islands waves wave",
    `tide:the sea's steady rhythm; harbor:a safe place to land; reef:a living ridge under the sea; shore:where land meets sea; cove:a sheltered bay; coral:colour from the reef; anchor:steadiness; wave:energy that keeps coming; driftwood:wood shaped by the sea; saltwater:the open sea; tidewater:the coast where tides reach; gull:a bird of the shore`),
  F("river", "the water", "place", "river rivers lake lakes water creek creeks stream streams pond lakeside riverside",
    `brook:a small clear stream; current:water on the move; delta:where a river meets the sea; ripple:a small wave spreading out; rapids:fast, lively water; willow:the tree by the water; heron:a patient river bird; ford:a shallow river crossing; eddy:a gentle swirl of water; bank:the river's edge; spring:fresh water rising; lakeshore:the edge of a lake`),
  F("forest", "the forest", "place", "forest forests woods woodland woodlands tree trees rainforest",
    `pine:an evergreen tree; cedar:a fragrant, lasting wood; grove:a small stand of trees; fern:the forest floor's oldest plant; timber:good, sturdy wood; oak:strength that lasts; canopy:the forest roof; moss:quiet, patient growth; birch:a pale, bright tree; hollow:a sheltered dip in the woods; thicket:dense, wild growth; acorn:a small start with big potential`),
  F("desert", "the desert", "place", "desert deserts sand dunes dune cactus cacti canyon canyons arid",
    `mesa:a flat-topped desert hill; dune:a ridge of sand; sage:the desert's silver herb; canyon:deep, carved country; oasis:water in a dry land; sandstone:warm layered rock; ember:desert heat; sundown:evening in the desert; yucca:a hardy desert plant; horizon:the long view; adobe:sun-dried earth; coyote:the desert's trickster`),
  F("city", "the city", "place", "city cities urban downtown street streets metro neighborhood neighbourhood town towns",
    `avenue:a broad city street; block:a city block; borough:a part of the city; corner:the local spot; district:a neighbourhood with character; skyline:the city's outline; transit:getting around town; loft:an open city space; plaza:a public square; quarter:an old part of town; alley:a back street; rooftop:the view over the city`),
  F("farm", "the farm", "place", "farm farms farmer farmers rural countryside ranch village villages pasture",
    `acre:a field's measure; barn:the heart of a farm; meadow:open grassland; pasture:land for grazing; furrow:a ploughed line; harvest:the season's best; orchard:rows of fruit trees; field:open, working land; homestead:a family farm; silo:a tall grain store; haystack:summer's stored gold; hedgerow:the old field border`),
  F("garden", "the garden", "place", "garden gardens gardening gardener gardeners backyard yard yards landscaping plant plants houseplants greenhouse",
    `bloom:a flower opening; sprout:new growth; trellis:a frame for climbing plants; greenhouse:a glass house for growing; seedling:a young plant; root:where growth begins; leaf:fresh green growth; bramble:a wild tangle; hedge:a living wall; potting:planting with care; thyme:a garden herb; marigold:a bright, easy flower`),
  F("sky", "space and the stars", "place", "space star stars astronomy rocket rockets satellite satellites galaxy galaxies moon cosmos planet planets telescope telescopes stargazing stargazer stargazers observatory astronomer astronomers",
    `orbit:a steady path around a centre; nova:a star flaring bright; comet:a bright traveller; zenith:the highest point in the sky; lunar:of the moon; rocket:fast and upward; meteor:a streak of light; horizon:the edge of the world; cosmos:the ordered universe; constellation:stars that tell a story; eclipse:a rare alignment; starlight:a distant glow`),
  F("sun", "sunlight and mornings", "place", "sun sunny sunshine summer morning mornings sunrise dawn breakfast daylight",
    `dawn:a new beginning; sunrise:the start of the day; daybreak:first light; ray:a beam of sunlight; glow:warm light; halo:a ring of light; solstice:the longest day; meridian:the sun at its height; amber:warm golden light; lark:an early riser; firstlight:the first light of day; bright:full of light`),
  F("snow", "snow and winter", "place", "snow snowy winter winters ice icy arctic cold frozen frost",
    `frost:a crisp white coat; glacier:a river of ice; polar:from the far north; tundra:open northern land; flurry:a burst of snow; north:true direction; aurora:the northern lights; drift:banked snow; evergreen:green through winter; icicle:winter's crystal; hearth:warmth in the cold; birch:the pale winter tree`),
  F("tropical", "the tropics", "place", "tropical tropics island islands paradise jungle palm palms hawaii caribbean",
    `palm:the tropical tree; lagoon:a calm sheltered water; reef:a living ridge under the sea; monsoon:the rainy season; mango:tropical sweetness; hibiscus:a bright island flower; coconut:the island staple; breeze:a warm wind; canopy:the jungle roof; toucan:a bright jungle bird; orchid:an exotic flower; sunset:the end of a warm day`),
  F("outdoor", "the outdoors", "place", "outdoors outdoor camping camp campers wilderness wild adventure adventures adventurers hiking hikers explore explorers",
    `trail:a path through wild places; cairn:a trail marker; ember:a campfire glow; basecamp:where the climb begins; pine:evergreen forest; canyon:deep wild country; compass:direction; ridge:a hill to climb; campfire:stories after dark; lantern:light in the dark; trailhead:where the path begins; wayfarer:a traveller on foot`, "Outfitters; Supply Co.; Outdoors"),

  // Qualities
  F("organic", "natural, organic living", "quality", "organic natural eco sustainable sustainability environment environmental planet earth green nature vegan plant",
    `leaf:new growth; sprout:a fresh beginning; root:deep foundations; fern:quiet resilience; moss:patient growth; seed:the start of everything; grove:a small wood; clover:luck and healthy soil; meadow:open, wild calm; field:open, honest land; sage:a wholesome herb; willow:bending without breaking`),
  F("kind", "kindness and care", "quality", "kindness caring compassion compassionate community neighbors neighbours",
    `kindred:people who belong together; harbor:a safe place; hearth:the warm heart of home; haven:a refuge; neighbor:the person next door; porch:a welcoming step; lantern:a light left on; commons:what everyone shares; open:welcoming; warmth:a kind welcome; shelter:protection; circle:people on equal footing`),

  // Food and drink
  F("coffee", "coffee", "thing", "coffee coffees espresso cafe cafes roastery roasteries roaster roasters roast roasting latte lattes barista baristas beans",
    `bean:where every cup begins; brew:coffee in the making; roast:the roaster's craft; pour:a slow pour-over; crema:the golden top of an espresso; cup:the daily ritual; grind:fresh-ground coffee; mug:a morning in your hands; drip:slow-brewed coffee; kettle:hot water for the pour; roastworks:a place where coffee is roasted; steam:the hiss of the espresso machine`, "Coffee; Coffee Co.; Roasters; Coffee Roasters; Roastery"),
  F("tea", "tea", "thing", "tea teas matcha chai herbal teahouse",
    `leaf:the tea leaf; steep:tea's patient moment; kettle:water on the boil; brew:tea in the pot; infusion:flavour drawn out slowly; chai:spiced tea; cup:a quiet moment; blend:leaves mixed with care; pekoe:a fine black tea; teapot:the centre of the table; bergamot:the scent of Earl Grey; jasmine:a fragrant green tea`, "Tea; Tea Co.; Teahouse; Tea Room"),
  F("bread", "baking", "thing", "bread breads bakery bakeries baker bakers baking bakes sourdough pastry pastries cake cakes cookies cookie biscuit biscuits croissant croissants",
    `loaf:a whole fresh bread; crumb:the soft inside of a loaf; crust:the golden outside; rye:a dark, hearty grain; flour:where every bake begins; proof:dough rising; oven:the heart of a bakery; hearth:the baker's fire; wheat:the grain of bread; knead:the baker's hands at work; sourdough:slow-risen bread; rise:dough growing`, "Bakery; Bakehouse; Bread Co.; Baking Co."),
  F("wine", "wine", "thing", "wine wines winery wineries vineyard vineyards sommelier vintner grapes",
    `vine:where wine begins; cellar:where wine waits; cask:an oak barrel; vintage:a year's harvest; cork:the seal on a good bottle; barrel:oak-aged patience; harvest:the grape picking; trellis:where the vines climb; oak:wood that shapes wine; decanter:wine given air; terrace:hillside vines; claret:a red wine of old`, "Wines; Cellars; Wine Co.; Vineyards"),
  F("beer", "beer", "thing", "beer beers brewery breweries brewing brewer brewers ale ales lager ipa taproom",
    `hops:beer's bitter flower; malt:the grain behind beer; barrel:aged in wood; tap:beer on draught; keg:a brewer's barrel; pint:a proper measure; cask:traditional ale; brew:beer in the making; grist:milled grain; foam:a good head on a beer; copper:the brewer's kettle; lager:a crisp cold beer`, "Brewing; Brewing Co.; Brewery; Beer Co."),
  F("food", "food and cooking", "thing", "food foods restaurant restaurants kitchen kitchens cooking cook cooks meals meal catering caterer chef chefs recipes recipe dinner lunch dining tapas taverna tavernas bistro bistros trattoria trattorias brasserie brasseries cantina cantinas diner diners eatery eateries canteen canteens izakaya dumpling dumplings noodle noodles ramen sushi taco tacos curry curries kebab kebabs pasta pizza pizzas burrito burritos",
    `table:where people gather; fork:a good meal; skillet:a cast-iron classic; pantry:a well-stocked store; supper:the evening meal; ladle:generous helpings; spoon:a taste of something good; salt:flavour and value; platter:a shared dish; hearth:the kitchen fire; feast:plenty for everyone; morsel:a small good bite`, "Kitchen; Eatery; Provisions; Foods; Table; Canteen"),
  F("sweets", "sweets", "thing", "chocolate chocolates candy candies sweets dessert desserts confectionery icecream gelato fudge",
    `cocoa:the heart of chocolate; sugar:simple sweetness; truffle:a rich chocolate bite; fudge:soft homemade sweetness; caramel:golden cooked sugar; praline:nut and sugar; toffee:a chewy treat; honey:natural sweetness; sprinkle:a little fun on top; bonbon:a small sweet; cherry:the one on top; swirl:soft-serve curls`, "Sweets; Confections; Chocolate Co.; Candy Co."),
  F("juice", "juice and smoothies", "thing", "juice juices juicery smoothie smoothies shakes fruit fruits citrus",
    `press:cold-pressed juice; citrus:bright, sharp fruit; zest:the bright outer peel; pulp:real fruit; orchard:rows of fruit trees; berry:small and nourishing; peel:fresh-cut fruit; blend:fruit whirled together; squeeze:fresh from the fruit; mango:tropical sweetness; lime:a sharp green citrus; grove:an orchard of citrus`, "Juice Co.; Juicery; Press"),
  F("hydration", "drinking water", "thing", "hydration hydrate hydrated hydrating thirst thirsty",
    `sip:a small, steady drink; spring:fresh water from the ground; well:deep, clean water; fountain:water that keeps flowing; splash:a quick, bright drop; dew:the morning's fresh drops; rain:clean water from the sky; glacier:pure, cold water; droplet:one clear drop; quench:thirst answered; crystal:clear as clean water; pour:water poured fresh`, "Water Co.; Hydration"),
  // ("a tapas bar", "a village pub": a bar pours drinks; it distils nothing, "Bristol Distillery".)
  F("bar", "bars and pubs", "thing", "bar bars pub pubs cocktails cocktail drinks taverns tavern",
    `tonic:the classic mixer; bitters:a drop of depth; shaker:a cocktail in motion; tumbler:a heavy glass; tap:poured fresh; snug:the cosy corner of a pub; nightcap:the last drink of the evening; toast:raising a glass; round:one for everyone; lantern:a light in the window; cellar:where the good stuff waits; measure:a proper pour; twist:a curl of peel; olive:the cocktail's garnish`, "Bar; Tavern; Taproom; Lounge"),
  F("spirits", "spirits and cocktails", "thing", "spirits whiskey whisky gin rum vodka distillery distilling",
    `still:the distiller's copper; barrel:aged in oak; cask:a spirit's resting place; oak:wood that shapes the flavour; tonic:the classic mixer; bitters:a drop of depth; shaker:a cocktail in motion; tumbler:a heavy glass; proof:the strength of a spirit; copper:the distiller's metal; rye:a spicy grain; juniper:the berry in gin`, "Distilling; Spirits; Distillery; Bar"),
  F("dairy", "dairy", "thing", "cheese cheeses dairy milk creamery yogurt butter",
    `curd:fresh cheese in the making; churn:cream turned slowly; cream:the richest part of milk; whey:the cheesemaker's by-product; rind:an aged cheese's coat; pasture:grass-fed land; wheel:a whole cheese; meadow:where the herd grazes; cellar:where cheese ages; dairymaid:the old maker of butter; clover:sweet summer grazing; pail:a milking bucket`, "Creamery; Dairy; Cheese Co."),
  F("grill", "grilling and barbecue", "thing", "bbq barbecue grill grilling smokehouse butcher butchers meat steak steaks burgers burger",
    `ember:a glowing coal; smoke:slow flavour; hickory:a smoking wood; brisket:low-and-slow beef; pit:the barbecue pit; flame:live fire; char:the grill's mark; skillet:cast iron; iron:the cook's grate; cleaver:the butcher's blade; oakwood:a steady smoking fire; rack:ribs on the bone`, "Smokehouse; Grill; Butchery; BBQ"),
  F("spice", "spices and sauces", "thing", "spice spices spicy sauce sauces hotsauce chili chilli chilies pepper peppers salsa seasoning",
    `pepper:heat and bite; chili:fiery flavour; ember:slow-burning heat; cayenne:a red-hot pepper; paprika:smoky red spice; saffron:the most precious spice; smoke:deep flavour; clove:a warm spice; anise:a sweet, licorice spice; zest:a bright kick; mortar:the spice grinder's bowl; jalapeno:a green, lively chili`, "Spice Co.; Sauce Co.; Provisions"),
  F("honey", "honey and bees", "thing", "honey bees bee beekeeping beekeeper apiary hive hives",
    `hive:a busy home for bees; comb:the honeycomb; nectar:the flower's sweetness; clover:the bees' favourite; bloom:a flower in season; amber:the colour of honey; meadow:where bees forage; pollen:the bees' gold dust; wax:the comb's building block; bumble:a friendly bee; linden:a tree bees love; heather:a moorland honey`, "Honey Co.; Apiary; Honey"),

  // Health, body and care
  F("skate", "skateboarding", "thing", "skateboarding skateboard skateboards skateboarder skateboarders skate skates skating skater skaters skatepark skateparks",
    `ollie:a jump with the board; kickflip:the board spun under your feet; deck:the board itself; grind:sliding along a rail; halfpipe:the U-shaped ramp; griptape:the rough top of a deck; truck:the axle under the board; bowl:an empty pool to ride; curb:the street's first ledge; rail:the bar riders grind; bail:falling off and getting back up; session:an afternoon of riding`, "Skate Co.; Skateboards; Supply"),
  F("blade", "blades and sharpening", "thing", "knife knives sharpening sharpen sharpener sharpeners blade blades cutlery scissors whetstone",
    `whetstone:the stone a blade is honed on; edge:a keen cutting line; hone:to sharpen by hand; steel:the rod a cook sharpens on; strop:leather that finishes an edge; keen:sharp as it should be; bevel:the angle of an edge; grind:the shape of a blade; temper:the hardness of good steel; razor:the sharpest edge there is; spark:what flies off the wheel; tang:the part of a blade in the handle`, "Sharpening; Edge Co.; Knife Works"),
  F("medicine", "medicines and doses", "thing", "medication medications medicine medicines meds pill pills prescription prescriptions pharmacy pharmacies pharmacist pharmacists dose doses dosage tablets vitamins supplements",
    `pill:a small daily dose; dose:just the right amount; capsule:medicine in a shell; tonic:something that restores; remedy:a cure; tablet:a pressed pill; dispensary:where medicines are handed out; apothecary:the old name for a chemist; vial:a small glass bottle; balm:something that soothes; script:a doctor's prescription; daily:every day, without fail`, "Health; Pharmacy; Care"),
  F("eyewear", "glasses and eyewear", "thing", "glasses spectacles specs eyewear eyeglasses sunglasses optician opticians optical optometrist optometrists bifocals varifocals frames",
    `lens:a clear way to see; frame:what holds the lenses; sight:seeing clearly; focus:everything sharp at last; clarity:a clear view; iris:the colour of the eye; vista:a clear view ahead; spectacle:a sight worth seeing; monocle:a single lens, the old way; blink:a moment's look; glint:light caught in a lens; gaze:a long, steady look`, "Optical; Eyewear; Opticians"),
  F("reminder", "reminders and keeping time", "thing", "remind reminds reminder reminders reminding alert alerts notification notifications routine routines schedule",
    `nudge:a gentle prompt; chime:a bell that marks the hour; memo:a note to remember by; cue:a signal to act; ping:a quick alert; tick:time passing; knot:a string tied to remember; bell:a sound that calls; prompt:on time; beacon:a light that guides; habit:what repeating makes easy; pocket:always with you`, "Reminders; Care; Daily"),
  F("health", "health and care", "thing", "health healthcare medical medicine clinic clinics nurse nurses nursing doctor doctors hospital hospitals patient patients caregiver caregivers care physiotherapy physio physiotherapist physiotherapists rehab rehabilitation therapy therapist therapists",
    `care:attention and kindness; pulse:the heartbeat; vital:full of life; balm:something that soothes; remedy:a cure; tend:to look after; mend:to make well; haven:a safe place; beacon:a guiding light; steady:a calm hand; shift:the working day of a carer; bedside:care up close`, "Health; Care; Medical"),
  F("wellness", "wellness", "quality", "wellness spa spas massage relax relaxation selfcare mindful mindfulness meditation retreat retreats",
    `calm:peace of mind; breath:the first thing we control; balm:something that soothes; still:quiet calm; haven:a refuge; bloom:flourishing; glow:healthy radiance; ease:life without strain; lotus:a flower rising from mud; sage:a calming herb; tide:natural rhythm; eucalyptus:a clearing scent`, "Wellness; Spa; Studio; Retreat"),
  F("fitness", "fitness", "thing", "fitness gym gyms workout workouts training trainer trainers exercise strength athletes athlete crossfit kettlebell kettlebells bootcamp hiit",
    `rep:one more; stride:a confident step; iron:weights and grit; grit:determination; core:the centre of strength; pulse:the heartbeat; sprint:a burst of speed; lift:strength in motion; anvil:an unbreakable base; forge:where strength is made; peak:top form; sweat:honest work`, "Fitness; Athletics; Training Co.; Gym"),
  F("yoga", "yoga", "thing", "yoga pilates stretching",
    `lotus:the seated pose; breath:the heart of practice; flow:moving with the breath; mat:where practice happens; still:quiet calm; root:being grounded; balance:poise; mantra:a repeated phrase; moon:the cooling side of practice; sage:a calming herb; pose:a held shape; bloom:opening up`, "Yoga; Studio"),
  F("shoes", "shoes and sneakers", "thing", "sneakers sneaker shoes shoe footwear boots boot runners running trainers",
    `stride:a confident step; sole:the base of every shoe; lace:what ties it together; step:the first move; tread:the grip underfoot; kick:a shoe with attitude; pace:steady speed; heel:the back of the step; track:where runners race; trail:a path to run; arch:the shape of a foot; stitch:careful making`, "Footwear; Shoe Co.; Kicks; Supply Co."),
  F("beauty", "beauty and skincare", "thing", "beauty skincare skin cosmetics makeup salon salons nails lashes",
    `glow:healthy radiance; dew:fresh morning skin; bloom:flourishing; blush:a gentle colour; silk:smoothness; petal:softness; balm:something that soothes; velvet:luxurious softness; gloss:a finishing shine; luster:a soft sheen; rose:classic beauty; pearl:natural lustre`, "Beauty; Studio; Apothecary; Beauty Co."),
  F("mind", "mental health", "quality", "therapy therapist therapists mental counseling counselling anxiety stress wellbeing",
    `calm:peace of mind; still:quiet calm; harbor:a safe place; anchor:steadiness; balance:equilibrium; clarity:a clear mind; ease:life without strain; lantern:light in dark times; shelter:protection; kindred:someone who understands; haven:a refuge; bridge:a way across`, "Therapy; Counseling; Wellbeing"),
  F("dental", "dental care", "thing", "dental dentist dentists teeth tooth smile smiles orthodontics",
    `smile:the reason people come; pearl:white and bright; enamel:the tooth's armour; bright:a bright smile; gleam:a clean shine; crown:a restored tooth; floss:daily care; ivory:the white of a healthy tooth; grin:a wide smile; brace:a straightening hand; molar:the strong back tooth; sparkle:a clean shine`, "Dental; Dentistry; Smiles"),
  F("sleep", "sleep", "thing", "sleep sleeping mattress mattresses bedding beds bed pillow pillows",
    `dream:what sleep brings; hush:quiet for the night; lull:a gentle calm; slumber:deep sleep; moon:the night watch; linen:cool sheets; quilt:warm layers; nap:a short rest; pillow:soft support; nest:a cosy place; dusk:the end of the day; feather:soft and light`, "Sleep Co.; Bedding; Linens"),

  // Animals and family
  // A cat is offered a cat's words ("Purr", "Whisker"), not a dog's biscuit and leash.
  F("cat", "cats", "thing", "cat cats kitten kittens kitty feline felines cattery catteries",
    `purr:a contented cat; whisker:curiosity; paw:a soft step; tabby:the striped cat; mitten:a white paw; pounce:a sudden leap; windowsill:a cat's favourite seat; yarn:a ball to chase; tom:a tomcat; velvet:soft fur; catnip:a cat's favourite plant; cushion:a warm place to nap`, "Cat Co.; Cats"),
  F("pets", "pets", "thing", "pet pets dog dogs puppy puppies animals animal vet vets veterinary grooming",
    `paw:a pet's footprint; tail:a happy wag; whisker:curiosity; fetch:play; snout:a curious nose; collar:belonging; pup:a young dog; den:a cosy hideaway; leash:a walk together; biscuit:a reward; burrow:a snug home; kibble:a good meal`, "Pet Co.; Pets; Pet Supply"),
  F("horse", "horses", "thing", "horse horses equestrian riding stable stables pony ponies",
    `saddle:ready to ride; stirrup:a rider's foothold; bridle:the rider's reins; canter:an easy gallop; gallop:full speed; paddock:a horse's field; mane:the horse's crown; farrier:the horseshoe maker; hoof:sure footing; bay:a classic coat colour; trot:a steady pace; meadow:open grazing`, "Equestrian; Stables; Tack Co."),
  F("baby", "babies and children", "thing", "baby babies kids kid children child toddler toddlers parents parenting moms mums nursery infant infants childcare daycare nanny nannies childminder childminders",
    `sprout:a growing child; cub:a young one; acorn:a small start with big potential; pebble:something small and treasured; nest:a safe home; lullaby:a song for sleep; cradle:where it all begins; bubble:light fun; kite:play on the wind; duckling:a little one; blanket:comfort; giggle:pure joy`, "Kids; Baby Co.; Little Co."),
  F("games", "games", "thing", "game games gaming gamer gamers boardgames",
    `quest:an adventure; dice:chance; level:the next challenge; pixel:the smallest dot on a screen; arcade:where games lived; token:a game piece; combo:moves chained together; marble:a classic toy; kite:play on the wind; domino:one thing leads to another; joystick:the classic controller; jigsaw:pieces that fit`, "Games; Studios; Play Co."),
  // (Wooden toys for toddlers are no arcade: "Arcade & Joystick", "Busy Joystick".)
  F("toys", "toys", "thing", "toy toys puzzle puzzles play playthings",
    `marble:a classic toy; kite:play on the wind; domino:one thing leads to another; jigsaw:pieces that fit; teddy:a first friend; pinwheel:colour spinning in the wind; hoop:a ring to chase; skittle:one to knock down; rattle:a baby's first toy; puppet:a friend on a hand; wagon:a cart to pull along; block:the first thing a child builds with`, "Toys; Toy Co.; Play Co."),

  // Making, art and media
  F("books", "books and stories", "thing", "book books bookshop bookstore bookstores reading reader readers library libraries novel novels stories story writing writer writers authors author publishing poetry",
    `page:where the story lives; chapter:a new stage; quill:the writer's pen; ink:words made permanent; spine:the back of a book; folio:a large printed page; margin:room for notes; verse:lines of poetry; shelf:a home for books; fable:a story with a lesson; story:what people remember; bookmark:where you left off`, "Books; Press; Bookshop; Publishing"),
  // Records bought and sold: the crate dug through, the groove and the needle ("Crate Diggers", "Second Spin", "The Vinyl Vault").
  F("records", "records and vinyl", "thing", "vinyl vinyls lp lps turntable turntables",
    `groove:the track the needle follows; crate:where collectors dig for records; spin:a record on the turntable; needle:what plays the groove; sleeve:a record's cover; flipside:the other side of the record; platter:an old word for a record; stylus:the needle's tip; wax:old slang for a record; dig:a collector's search through the crates; spindle:what the record turns on; dust:what an old record gathers`, "Records; Vinyl; Record Shop"),
  F("music", "music", "thing", "music musician musicians song songs band bands audio sound sounds record records concert concerts guitar guitars piano",
    `chord:notes in harmony; tempo:pace; riff:a catchy phrase; verse:a part of a song; encore:one more; vinyl:the classic record; cadence:rhythm; groove:a feel you move to; echo:sound returning; note:a single sound; hum:a quiet tune; chorus:the part everyone sings`, "Music; Records; Sound; Audio"),
  F("art", "art and design", "thing", "art arts artist artists design designer designers gallery galleries painting paintings painter illustration graphic graphics creative",
    `canvas:a blank start; palette:a range of colour; hue:a shade of colour; easel:the painter's stand; brush:the painter's tool; sketch:a first idea; ink:lines made permanent; frame:focus; mosaic:many pieces, one picture; studio:a place to make things; pigment:pure colour; gesso:a primed surface`, "Studio; Design; Gallery; Creative"),
  F("photo", "photography and film", "thing", "photography photographer photographers photo photos camera cameras film films video videos videography videographer videographers filmmaker filmmakers filmmaking cinematography documentary documentaries cinema movie movies",
    `lens:a way of seeing; frame:what you choose to show; shutter:the moment captured; focus:clear sight; reel:film on the spool; aperture:the eye of the camera; still:a single frame; exposure:the light let in; darkroom:where prints appear; flash:a burst of light; scene:a moment set up`, "Studio; Pictures; Films; Media"),
  F("apparel", "clothes", "thing", "sock socks shirt shirts tee tees tshirts hoodie hoodies apparel clothing clothes garments knitwear sweater sweaters jumpers scarf scarves hats",
    `stitch:careful needlework; thread:what holds it together; weave:threads crossed into cloth; cotton:soft, honest cloth; knit:loops of yarn; seam:careful construction; hem:a finished edge; bobble:a woolly bobble on top; patch:a mend with character; yarn:the start of every knit; loop:a stitch that holds; stripe:a bold line of colour`, "Apparel; Clothing Co.; Wear"),
  F("audio", "sound", "thing", "earbud earbuds headphone headphones headset headsets speaker speakers audio earphones",
    `hush:quiet when you want it; tune:a melody you carry; bass:the deep low notes; treble:the bright high notes; chord:notes in harmony; echo:sound coming back; cadence:the rhythm of a phrase; volume:how loud it plays; hum:a soft steady sound; tempo:the pace of the music; pitch:how high a note sits; encore:one more song`, "Audio; Sound Co."),
  F("leather", "leather goods", "thing", "leather wallet wallets belt belts satchel satchels saddle saddlery bags",
    `saddle:the rider's seat, made to last; hide:leather as it starts; buckle:the clasp that holds; strap:a strong band; tannery:where leather is made; satchel:a sturdy bag; brass:fittings that age well; cobbler:the leather mender; oxblood:a deep leather red; awl:the leatherworker's tool; bridle:the horse's headgear; tan:the colour of good leather; rivet:the stud that holds for good; welt:the strip that binds a seam; suede:soft brushed leather; burnish:an edge rubbed to a shine; saddler:the maker of saddles and straps; grain:full-grain, the strongest leather`, "Leather Co.; Goods; Saddlery"),
  F("icecream", "ice cream", "thing", "icecream cream creams scoop scoops cone cones sundae sundaes sorbet parlour parlor",
    `scoop:one round helping; cone:the crisp holder; sundae:ice cream dressed up; swirl:a soft-serve twist; sprinkle:a little colour on top; churn:how ice cream is made; float:ice cream in soda; parlour:the old ice-cream shop; waffle:the crisp cone; fudge:a rich ribbon; vanilla:the classic flavour; cherry:the one on top`, "Creamery; Scoops; Ice Cream Co."),
  F("craft", "handmade craft", "thing", "handmade craft crafts crafting maker makers artisan artisans",
    `bench:the maker's workplace; twine:simple, strong cord; forge:where things are shaped; workshop:where things get made; tool:what a maker trusts; mallet:the maker's steady hammer; apron:the maker's uniform; sawdust:the sign of work done; patina:the glow of things used for years; heirloom:made to be handed down; toolbox:everything a maker needs`, "Workshop; Makers; Goods; Craft Co."),
  F("pottery", "pottery", "thing", "pottery potter potters ceramic ceramics stoneware earthenware porcelain mugs mug bowls bowl vases vase",
    `kiln:the potter's fire; clay:earth shaped by hand; glaze:the glassy coat on a pot; wheel:where a pot is thrown; slip:liquid clay; stoneware:hard-fired clay; earthen:made of the earth; vessel:a pot made to hold; fired:hardened in the kiln; crackle:the fine lines of an old glaze; terracotta:warm baked earth; spiral:the mark the wheel leaves`, "Pottery; Ceramics; Clay Co."),
  F("woodwork", "woodwork", "thing", "woodwork woodworking woodworker carpentry carpenter joinery joiner wooden",
    `chisel:precision carving; grain:the pattern in wood; whittle:carving by hand; timber:good, sturdy wood; lathe:where wood is turned; plane:the tool that smooths; dovetail:a joint that never slips; oak:wood that lasts; walnut:a dark, fine wood; shavings:curls of fresh-cut wood; knot:the mark of a branch; mortise:a joint cut by hand`, "Woodworks; Joinery; Furniture Co."),
  F("needlework", "needlework", "thing", "knitting knitter sewing quilts quilt quilting yarn embroidery crochet weaving weaver fabric fabrics",
    `loom:the weaver's frame; stitch:careful work; spindle:spinning yarn; thread:what holds things together; thimble:the sewer's guard; skein:a loose coil of yarn; bobbin:thread wound ready; purl:a knitter's stitch; patchwork:pieces made whole; needle:the maker's fine point; wool:warm, honest fibre; quilt:layers stitched together`, "Stitchery; Yarns; Sewing Co."),
  F("candle", "candles and scent", "thing", "candle candles soap soaps scent scents scented fragrance fragrances perfume perfumes aromatherapy",
    `wick:the heart of a candle; wax:warmth and light; ember:a lasting glow; glow:soft light; flame:a living light; scent:what lingers; lather:a rich foam; sage:a cleansing herb; balm:something that soothes; amber:a warm, resinous note; cedar:a woody scent; lavender:a calming flower`, "Candle Co.; Soap Co.; Scents"),
  F("fashion", "clothing", "thing", "fashion clothing clothes apparel wear outfits outfit dresses dress shirts tees streetwear",
    `thread:the start of every garment; seam:careful construction; stitch:craftsmanship; hem:a finished edge; loom:weaving; linen:natural cloth; denim:everyday toughness; tailor:made to measure; cloth:honest fabric; weave:threads crossed; cotton:soft and natural; twill:a sturdy weave`, "Apparel; Clothing Co.; Outfitters; Wear"),
  F("jewelry", "jewellery", "thing", "jewelry jewellery jewels jewel rings ring necklaces necklace gems gem earrings bracelets",
    `gem:a precious stone; facet:a cut face that catches light; gilt:a thin coat of gold; pearl:natural lustre; clasp:what holds it together; charm:a small keepsake; band:a simple ring; luster:a soft sheen; karat:the measure of gold; locket:a keepsake worn close; filigree:fine metal lace; opal:a rare shimmering gem`, "Jewelry; Jewels; Atelier"),
  F("flowers", "flowers", "thing", "flower flowers florist florists floral bouquet bouquets blooms",
    `bloom:a flower opening; petal:softness; stem:what holds the flower; posy:a small bouquet; bouquet:flowers gathered; peony:a lush flower; lily:an elegant flower; sprig:a small cutting; blossom:a tree in flower; meadow:wildflowers; fern:green filler; dahlia:a showy flower`, "Flowers; Florals; Floral Co."),
  F("gifts", "gifts", "thing", "gift gifts gifting presents hamper hampers",
    `ribbon:the finishing touch; parcel:a package on its way; bow:a gift tied up; wrap:a surprise inside; token:a small sign of thanks; keepsake:something kept forever; treasure:something precious; box:a surprise waiting; tag:a note for someone; hamper:a basket of good things; confetti:celebration; lark:a bit of fun`, "Gifts; Gift Co.; Goods"),
  F("vintage", "vintage things", "quality", "vintage retro antique antiques collectibles collectible secondhand thrift heritage",
    `relic:a piece of the past; heirloom:handed down; patina:the shine of age; curio:a curious find; keepsake:something kept forever; attic:where treasures hide; archive:the past kept safe; brass:old-fashioned shine; gramophone:music of another age; trunk:a traveller's chest; lantern:old light; parlor:the old front room`, "Goods; Antiques; Trading Co."),
  F("events", "events and celebrations", "thing", "event events wedding weddings party parties celebration celebrations planner planning festival festivals",
    `toast:raising a glass; confetti:celebration; gather:coming together; ribbon:the finishing touch; lantern:light for the evening; garland:a string of flowers; banquet:a grand meal; occasion:a moment worth marking; fete:a festive gathering; sparkler:a bright moment; marquee:the big tent; waltz:the first dance`, "Events; Occasions; Event Co."),
  F("marketing", "marketing and media", "thing", "marketing advertising ads agency agencies media branding content seo publicity campaigns copywriter copywriters copywriting",
    `signal:a clear message; echo:an idea that resonates; spark:the first idea; beacon:a light people follow; reach:how far a message goes; buzz:people talking; headline:the first thing people read; pitch:the idea, well told; lens:a way of seeing; megaphone:a louder voice; story:what people remember; banner:a message held high`, "Media; Agency; Studio; Marketing"),

  // Work, money and technology
  // ("bookkeeping for builders", "tax returns": books kept and sums done, not wealth managed, "Coin Capital".)
  F("accounts", "bookkeeping and accounts", "thing", "accounting accountant accountants accountancy audit audits auditor auditors",
    `ledger:the record of every account; tally:a running count; column:figures in a row; balance:when the books agree; penny:every penny counted; abacus:counting by hand; quill:the bookkeeper's pen; sum:what it all adds up to; receipt:proof of every payment; figure:a number that counts; sterling:the highest standard; margin:what is left over; total:the bottom line; entry:a line in the books`, "Accounts; Accountancy; Bookkeeping"),
  F("money", "money and finance", "thing", "money finance financial banking bank banks payments payment pay invoice invoices invoicing billing invest investing investment investors budget budgeting savings saving pension pensions mortgage mortgages insurance loans loan wealth",
    `coin:money in hand; ledger:the record of every account; vault:safe keeping; mint:where money is made; yield:a return on effort; capital:wealth that builds wealth; penny:every cent counted; sterling:the highest standard; tally:a running count; purse:money kept close; harbor:a safe place for savings; acorn:small savings that grow; abacus:the oldest counting frame; balance:accounts that agree; column:figures in a row; florin:an old gold coin; nickel:small change that adds up`, "Capital; Finance; Pay; Wealth"),
  F("crypto", "crypto", "thing", "crypto cryptocurrency blockchain bitcoin ethereum nft nfts tokens defi",
    `block:a unit of the chain; chain:links that cannot be broken; ledger:a shared record; mint:the creation of tokens; node:a point in the network; hash:a cryptographic fingerprint; token:a digital asset; coin:digital money; fork:a new path; vault:secure storage; relay:passing it on; keystone:what holds it together`, "Labs; Protocol; Network"),
  F("ai", "artificial intelligence", "thing", "ai artificial intelligence intelligent chatbot chatbots gpt llm automation automate automated assistant assistants",
    `mind:thinking; neuron:a thinking cell; synapse:where signals connect; cortex:the thinking layer of the brain; logic:reasoning; sense:perception; oracle:one who knows; insight:understanding; prompt:the question that starts it; vector:how models see meaning; recall:memory on demand; reason:thinking it through`, "AI; Labs; Intelligence"),
  F("code", "software and code", "thing", "code coding coder coders developer developers programming programmer programmers engineers engineering api apis devops opensource",
    `commit:a saved change; branch:a line of work; syntax:the grammar of code; kernel:the core of a system; script:instructions that run; loop:a cycle that repeats; patch:a quick fix; byte:the basic unit of data; compile:code made real; stack:layers of software; bracket:code's punctuation; debug:finding the flaw`, "Labs; Dev; Works"),
  F("cloud", "cloud software", "thing", "cloud saas hosting server servers infrastructure platform backup storage",
    `nimbus:a rain cloud; relay:passing things on fast; mesh:a woven network; node:a point in the network; harbor:a safe place to dock; sky:open space without limits; orbit:a steady path; port:a point of entry; vault:a secure store; stratus:a layer of cloud; drift:easy movement; canopy:a cover over everything`, "Cloud; Systems; Labs"),
  F("data", "data", "thing", "data metrics dashboard dashboards insights insight reports reporting statistics analysis spreadsheets",
    `metric:what gets measured; insight:seeing what others miss; index:a map to everything; graph:connected facts; signal:a clear sign; chart:the picture of a trend; query:a precise question; vector:direction and magnitude; ledger:a careful record; atlas:a book of maps; lens:a way of seeing clearly; tally:a running count`, "Data; Insights; Labs"),
  F("tech", "technology", "thing", "technology tech gadgets gadget electronics electronic devices device hardware phones phone computers computer",
    `circuit:connected paths; volt:electric force; pixel:the smallest dot on a screen; chip:the brains of a device; signal:a clear message; wire:connection; spark:a flash of electricity; byte:data; gear:working parts; dial:a control in your hand; switch:on and off; sensor:a device that notices`, "Tech; Devices; Electronics; Labs"),
  // ("Clean Pixel", "Clean Dial", "Silly Robot" for a robot vacuum: a robot's own world, its moving parts and its sounds.)
  F("robot", "robots", "thing", "robots robot robotic robotics droid droids android androids automaton automata bot bots",
    `cog:a small part that turns; servo:a motor that moves exactly; sprocket:a wheel with teeth; beep:a robot's hello; whirr:the hum of moving parts; rivet:what holds it together; bolt:a sturdy fastener; gizmo:a clever little device; widget:a handy little gadget; axle:what it turns on; piston:power in motion; gear:working parts; dial:a control in your hand; sensor:a device that notices`, "Robotics; Labs; Works"),
  F("security", "security", "thing", "security cybersecurity privacy protection protect safety safe secure passwords password encryption",
    `shield:protection; vault:a secure store; sentinel:a watchful guard; ward:protection; bastion:a stronghold; lock:security; citadel:a fortress; aegis:a shield of protection; keystone:what holds everything; guard:someone on watch; rampart:a defensive wall; moat:a barrier around the castle`, "Security; Defense; Guard"),
  // ("phishing simulations": the fisherman's tackle the scam is named after, turned to catching it: "Baitguard", "Hook & Shield".)
  F("phishing", "phishing and scams", "thing", "phishing phish scam scams scammers fraud fraudsters spoofing",
    `hook:what a phishing email hides; bait:the lure in a scam; lure:what draws people in; net:what catches what slips past; tackle:the gear to catch it; reel:pulling it in; angler:the one who fishes; decoy:a fake that fools the fooler; tripwire:an early warning; snare:a trap for the trapper`),
  F("time", "time and scheduling", "thing", "schedule schedules scheduling calendar calendars shift shifts planning planner booking bookings appointments appointment rota roster rostering timesheets",
    `clock:time kept; dial:the face of a clock; hour:a unit of the day; chime:the clock striking; tempo:the pace of work; cadence:a steady rhythm; roster:who works when; rota:a turn-taking plan; almanac:a year's calendar; sundial:time from the sun; shift:a turn at work; week:the working rhythm`),
  F("team", "teams and work", "thing", "team teams collaboration collaborate remote workplace workplaces employees employee staff hr jobs careers freelancers freelance coworking office",
    `crew:people who pull together; guild:a company of equals; huddle:a quick team talk; circle:people on equal footing; tribe:a close group; union:strength together; roster:who is on the team; hive:many working as one; squad:a small team; relay:work handed on; forum:a place to talk; desk:where work gets done`),
  F("talk", "conversation and connection", "thing", "chat chats messaging messages message email emails communication calls social network networking connect connection connections",
    `signal:a clear message; relay:passing it on; echo:a message returned; chorus:many voices at once; letter:a message with care; post:a message sent; wire:a message on its way; courier:a trusted messenger; parlor:a room for conversation; bridge:a connection; thread:a conversation; hello:the first word`),
  F("learn", "learning", "thing", "school schools education educational teaching teacher teachers tutoring tutor tutors students student learning learners courses course classes class academy lessons tuition homework revision exams gcse gcses",
    `scholar:a devoted learner; quill:a pen of the past; lantern:a guiding light; chalk:the teacher's mark; primer:a first book; compass:direction; atlas:a map of knowledge; satchel:a school bag; slate:a clean start; mentor:a trusted guide; owl:wisdom; acorn:a small start with big potential`, "Academy; Learning; School; Tutors"),
  F("maths", "mathematics", "thing", "maths math mathematics algebra geometry calculus arithmetic numeracy equations",
    `sum:what it all adds up to; prime:a number of its own; axiom:a truth to build on; vector:direction and size; angle:a way in; theorem:a truth proved; integer:a whole number; equation:two sides in balance; fraction:a part of the whole; abacus:counting by hand; protractor:measuring angles; tangent:a line that just touches; radius:from the centre out; decimal:the point that matters; square:a number times itself; graph:numbers made into a picture`, "Maths; Tutoring; Academy"),
  F("language", "languages", "thing", "language languages fluency fluent bilingual translation translations translator translators interpreter interpreters interpreting linguistics esl",
    `lingo:the words of a place; phrase:words that travel together; accent:how a voice sounds; dialect:the way a region speaks; idiom:a saying of its own; tongue:a language; polyglot:one who speaks many; parley:a talk between two sides; lexicon:every word of a language; babel:many tongues at once; rosetta:the stone that unlocked a language; verb:the word that does; chatter:easy talk; fluent:words that flow`, "Languages; Language School"),
  F("law", "the law", "thing", "law laws legal lawyer lawyers attorney attorneys solicitor solicitors conveyancing court courts justice contracts contract",
    `counsel:expert advice; charter:a founding document; verity:truth; advocate:one who speaks for another; covenant:a binding promise; bench:the seat of judgement; gavel:the judge's hammer; statute:a written law; clause:a careful provision; writ:a formal order; pillar:support; scales:balance and fairness`, "Law; Legal; Counsel"),
  F("advice", "advice and strategy", "thing", "consulting consultant consultants strategy strategic advisors advisor advisory coaching coach coaches management leadership mentoring",
    `compass:direction; summit:the top; bridge:a connection; vantage:a good view of everything; keystone:the stone that holds an arch; lever:small force, big results; pillar:support; north:true direction; meridian:the highest point; beacon:a guiding light; bearing:knowing where you are; waypoint:the next marker`, "Partners; Advisory; Group; Consulting"),
  // Furniture and lamps are a room's, not a property's: no "Scandinavian Realty" for a furniture shop.
  // A lamp is its light, not the room's furniture ("Deskalcove", "Mantel Lamp" for a desk lamp).
  F("lighting", "lamps and light", "thing", "lamp lamps lighting chandelier chandeliers lantern lanterns bulb bulbs sconce sconces nightlight nightlights",
    `glow:warm light; halo:a ring of light; beam:a line of light; lumen:a measure of light; lantern:a light to carry; shade:what softens a lamp; wick:the heart of a flame; dusk:the hour lamps go on; flicker:a small, living light; ray:a beam of light; filament:the glowing thread of a bulb; amber:warm golden light`, "Lighting; Light Co."),
  F("interiors", "furniture and interiors", "thing", "furniture interior interiors decor homeware homewares sofa sofas rugs rug cushions",
    `oak:wood that lasts; linen:soft, honest cloth; loom:where cloth is woven; nook:a snug corner; hearth:the heart of a room; lantern:a warm light; settle:a high-backed bench; mantel:the shelf over the fire; grain:the pattern of wood; cushion:somewhere soft; alcove:a quiet recess; lumen:a measure of light`, "Interiors; Living; Home; Furniture Co."),
  F("home", "homes", "thing", "home homes house houses housing realestate estate property properties apartment apartments rentals rental",
    `hearth:the heart of a home; nest:a cosy place; porch:a welcoming front step; gable:the peak of a roof; threshold:the way in; beam:a supporting timber; haven:a safe place; keystone:what holds it together; door:a new start; key:access and belonging; dwelling:a place to live; mantel:the shelf over the fire`, "Homes; Home Co.; Realty; Interiors"),
  // Sharing a home is its own world: keys, bunks and the kettle, not a property's gables ("Renterhub" was all "renters find roommates" gave).
  F("sharing", "shared homes", "thing", "roommate roommates flatmate flatmates housemate housemates lodger lodgers coliving",
    `roomie:a friendly word for the one you share with; nest:a cosy place; bunk:a bed in a shared room; den:a shared hideout; key:a spare key and a welcome; couch:where friends land; commons:space held together; kettle:the heart of a shared kitchen; stoop:the front step everyone sits on; door:a new start; hallway:the space between rooms; porch:a welcoming front step`, "Living; Homes"),
  F("clean", "cleaning", "thing", "cleaning cleaner cleaners maid maids wash washing clean tidy",
    `sparkle:a clean shine; spotless:not a mark left; shine:brilliance; suds:soap at work; gleam:a bright clean; rinse:a fresh finish; spruce:to tidy up; fresh:clean air; bright:spotless; broom:the classic tool; linen:crisp sheets; bubble:soap at play`, "Cleaning; Cleaners; Cleaning Co."),
  // Trades of their own: a plumber is offered pipes and valves, an electrician circuits, never the builder's mortar and gable.
  F("plumbing", "plumbing", "thing", "plumbing plumber plumbers pipes pipework drains",
    `pipe:what carries the water; valve:the flow under control; tap:water at a turn; copper:the pipe that lasts; flow:water moving freely; wrench:the plumber's tool; spout:where the water pours; brass:fittings that last; gauge:the pressure checked; seal:a watertight join; cistern:the tank that refills; fountain:water rising freely`, "Plumbing; Plumbing & Heating; Plumbing Co."),
  F("electric", "electrical work", "thing", "electrician electricians electrical wiring rewiring rewire fuse fuses sockets",
    `volt:a measure of electric force; spark:the first flash of power; current:power on the move; circuit:a loop that carries power; switch:on at a touch; amp:a measure of flow; wire:what carries the current; dynamo:a maker of power; filament:the glowing thread of a bulb; bolt:a flash of lightning; beacon:a light that guides; live:power on`, "Electrical; Electric; Electrics"),
  F("lock", "locks and keys", "thing", "locksmith locksmiths locks lockout lockouts",
    `key:the way in; bolt:shut tight; latch:a simple hold; tumbler:the pin inside a lock; keyring:keys kept together; deadbolt:the lock that holds; brass:a metal that lasts; warden:one who keeps watch; vault:safe keeping; keyhole:where the key turns; hinge:what the door swings on; padlock:a lock to carry`, "Locksmiths; Lock & Key; Locks"),
  F("pest", "pest control", "thing", "pest pests exterminator exterminators termite termites rodent rodents infestation",
    `shield:protection; guard:keeping watch; sentry:a guard on watch; hawk:the natural hunter; barrier:nothing gets through; ward:to keep harm away; sweep:a thorough clear; owl:the silent hunter; gecko:the insect-eater; ferret:the hunter that goes in; kestrel:a small, sharp-eyed hunter; fort:a home held safe`, "Pest Control; Pest Solutions"),
  F("print", "printing", "thing", "print printing printer printers prints poster posters flyer flyers leaflet leaflets stationery letterpress",
    `ink:colour on paper; press:where pages are made; plate:where a printed image starts; proof:the first copy, checked; type:letters set for print; sheet:a single page; roller:ink spread even; stamp:a mark pressed in; folio:a large printed page; serif:letters with feet; block:a carved print; quire:a set of sheets`, "Print; Press; Printworks; Print Co."),
  F("tailor", "tailoring", "thing", "tailor tailors tailoring tailored alterations alteration suit suits bespoke seamstress dressmaker dressmaking",
    `thread:what holds it together; needle:the tailor's tool; seam:careful construction; cuff:the finished sleeve; lapel:the fold of a jacket; hem:a finished edge; stitch:careful needlework; pleat:a pressed fold; bobbin:thread wound ready; thimble:the tailor's guard; chalk:the tailor's mark; pinstripe:a fine tailored line`, "Tailors; Tailoring; Alterations"),
  F("hair", "hair", "thing", "hair haircut haircuts hairdresser hairdressers hairdressing hairstylist hairstylists curls curly braids braiding",
    `curl:a spring in the hair; comb:a neat parting; shear:the stylist's cut; braid:strands woven together; strand:a single hair; wave:a soft bend; mane:a full head of hair; tress:a long lock of hair; fringe:the cut over the brow; bob:a classic cut; crown:the top of the head; ringlet:a tight curl`, "Hair; Hair Studio; Salon"),
  F("barber", "beards and shaving", "thing", "beard beards bearded barber barbers barbershop barbershops shave shaves shaving shaver razor razors moustache moustaches mustache mustaches aftershave",
    `bristle:the stiff hair of a beard; lather:a rich foam before the shave; strop:the leather that keeps a razor keen; whisker:a hair of the beard; blade:a clean edge; pomade:a barber's shine; comb:a neat parting; brush:the shaving brush; stubble:a few days' growth; badger:the hair of the best shaving brushes; timber:a woodsman's beard; grizzly:a big, wild beard`, "Barbers; Beard Co.; Grooming Co."),
  F("dance", "dance", "thing", "dance dances dancer dancers dancing ballet ballroom salsa tango choreography",
    `pirouette:a turn on one foot; tempo:the pace of the music; step:a single move; twirl:a quick spin; rhythm:the beat the feet follow; encore:one more dance; waltz:a turning dance in three; barre:the rail dancers warm up at; leap:a jump across the floor; pointe:dancing on the toes; swing:a lively dance; spotlight:the light on the stage`, "Dance Studio; Dance Co.; Dance School"),
  F("lodging", "places to stay", "place", "hotel hotels inn inns guesthouse guesthouses hostel hostels lodge lodges b&b bnb motel motels",
    `lantern:a light left on for guests; hearth:a fire to come home to; key:a room of your own; pillow:a good night's sleep; threshold:the welcome at the door; haven:a place to rest; porch:a seat outside; rest:a night off the road; candle:a light by the bed; shutter:a window closed for sleep; welcome:a door held open; nook:a quiet corner`, "Inn; Guesthouse; Lodge; Rooms"),
  F("watches", "watches and clocks", "thing", "watches watchmaker watchmakers wristwatch wristwatches clocks clockmaker clockmakers horology",
    `dial:the face of a watch; crown:the winding knob; hand:the pointer that keeps time; tick:a second passing; chime:the clock striking; mainspring:the spring that drives a watch; pendulum:the clock's steady swing; bezel:the ring around the dial; jewel:the bearing inside a movement; escapement:the heart of a movement; tourbillon:a watchmaker's finest work; hour:a unit of the day`, "Watch Co.; Watchworks; Horology"),
  F("swim", "swimming", "thing", "swim swimming swimmer swimmers lifeguard lifeguards",
    `splash:a happy jump in; ripple:a small wave spreading out; lane:a clear way through the water; float:held up by the water; stroke:a swimmer's pull; dive:a clean way in; otter:a playful swimmer; fin:a swimmer's push; dolphin:a natural swimmer; tide:the water's rhythm; paddle:a stroke through water; wave:water in motion`, "Swim School; Swim Co.; Aquatics"),
  // Trades of the house, each with its own words and its own trade ("Slate Roofing", "Soot & Brush Chimney Sweeps"): a roofer
  // was offered the builder's mortar and the plumber's plumb ("Plumb Home"), a funeral director a manager ("Honest Manager").
  F("roof", "roofing", "thing", "roof roofs roofing roofer roofers gutter gutters guttering slate slates slating thatch thatched thatcher thatchers thatching",
    `slate:the roofer's stone; ridge:the line along the roof's top; gable:the peak of a roof; eave:the roof's overhanging edge; rafter:the roof's frame; shingle:a roof tile of wood or slate; tile:the roof's scale; flashing:the seal where roof meets wall; apex:the highest point; crest:the top of a ridge; skyline:roofs against the sky; weathervane:the wind's pointer on the roof`, "Roofing; Roofing & Guttering; Roofers"),
  F("chimney", "chimneys", "thing", "chimney chimneys sweep sweeps flue flues",
    `flue:the chimney's passage; soot:what the sweep clears; brush:the sweep's tool; stack:the chimney above the roof; hearth:the fire's floor; ember:a glowing coal; cinder:a burnt-out coal; draught:the pull of air up the flue; rook:a bird of the chimney tops; fireside:the warm seat by the fire; kindling:the wood that lights a fire; chimneypot:the pot at the chimney's top`, "Chimney Sweeps; Chimney Services; Sweeps"),
  F("stove", "stoves and fires", "thing", "stove stoves woodburner woodburners woodburning",
    `hearth:the fire's floor; ember:a glowing coal; fireside:the warm seat by the fire; flame:a fire's bright tongue; kindling:the wood that lights a fire; log:wood for the fire; inglenook:the seat beside an old fireplace; mantel:the shelf over the fire; glow:warm light; firedog:an iron rest for logs; blaze:a fire well lit; cinder:a burnt-out coal`, "Stoves; Stoves & Fireplaces; Fireplaces"),
  F("decorating", "painting and decorating", "thing", "decorating decorator decorators wallpaper wallpapering paintwork",
    `brush:the painter's tool; roller:paint laid even; coat:a layer of paint; gloss:a shining finish; sheen:a soft shine; satin:a smooth, low-shine finish; eggshell:a finish with a gentle glow; primer:the first coat; hue:a shade of colour; tint:a touch of colour; stripe:a clean painted line; trim:the finished edges`, "Decorators; Painting & Decorating; Decorating"),
  F("windows", "windows", "thing", "window windows glazing glazier glaziers conservatory conservatories",
    `pane:a sheet of glass; sash:a sliding window frame; sill:the ledge below the glass; glass:clear and bright; clear:nothing in the way; crystal:perfectly clear; view:what a clean window shows; frame:what holds the glass; bay:a window that stands out; skylight:a window in the roof; squeegee:the window cleaner's blade; gleam:a bright clean`, "Windows"),
  F("driving", "learning to drive", "thing", "",
    `mirror:check before you move; signal:telling the road your plan; lane:a clear path; road:the way ahead; clutch:the learner's first lesson; wheel:hands on the wheel; route:the way there; green:the light that says go; highway:the open road; junction:where roads meet; roundabout:every learner's test; pass:the day you pass`, "Driving School; School of Motoring; Driving Lessons"),
  F("kitchens", "fitted kitchens", "thing", "worktop worktops",
    `worktop:where the cooking happens; oak:wood that lasts; cabinet:a fitted cupboard; counter:the kitchen's long surface; drawer:everything in its place; larder:a well-stocked pantry; pantry:a room for the store cupboard; island:the kitchen's centre; shaker:the plain classic door; dresser:the old kitchen's shelves; hob:where the pans go; tile:a clean square`, "Kitchens; Kitchens & Bathrooms; Interiors"),
  F("bathrooms", "bathrooms", "thing", "bathroom bathrooms shower showers wetroom wetrooms ensuite ensuites",
    `tile:a clean square; basin:where the taps pour; tap:water at a turn; porcelain:the bathroom's white; marble:cool, veined stone; steam:a hot shower's cloud; lather:soap foam; ripple:a small wave spreading out; rain:a shower like soft rain; pebble:smooth stone underfoot; soak:a long bath; cascade:water falling freely`, "Bathrooms; Bathrooms & Kitchens; Interiors"),
  F("funeral", "funerals and remembrance", "thing", "funeral funerals undertaker undertakers cremation cremations bereavement bereaved burial burials",
    `evergreen:life that lasts; willow:the tree of mourning; yew:the churchyard tree; lily:the flower of remembrance; dove:peace; candle:a light kept burning; haven:a place of rest; lantern:a light to guide; cypress:the tree of remembrance; harbour:a safe landing; meadow:a quiet field; rosemary:the herb for remembrance`, "Funeral Directors; Funeral Care; Funeral Services"),
  F("recruit", "recruitment", "thing", "recruitment recruiter recruiters recruiting staffing headhunter headhunters headhunting hiring",
    `bridge:a connection made; match:the right fit; talent:people at their best; roster:the names on the list; crew:people who work together; compass:direction; keystone:the piece that holds it all; pathway:the way forward; handshake:the deal done; shortlist:the few who make it; beacon:a guiding light; summit:the top`, "Recruitment; Staffing; Talent"),
  F("laundry", "laundry", "thing", "laundry laundries laundrette laundrettes launderette launderettes laundromat laundromats ironing drycleaning",
    `press:a crisp finish; fold:neatly done; suds:soap at work; linen:crisp sheets; starch:a sharp collar; steam:creases gone; rinse:a fresh finish; spin:the last cycle; basket:the week's wash; peg:the washing line's clip; bubble:soap at play; crease:the pressed line`, "Laundry; Laundry Co.; Wash & Fold"),
  F("flooring", "floors", "thing", "flooring floorings carpet carpets carpeting laminate parquet",
    `plank:a board of the floor; oak:wood that lasts; tread:the step underfoot; weave:the carpet's pattern; pile:the carpet's soft depth; parquet:wood laid in patterns; herringbone:the classic zigzag; grain:the pattern of wood; rug:a soft spot; underfoot:where it matters; tile:a clean square; loom:where carpet is woven`, "Flooring; Carpets & Flooring; Floors"),
  F("heating", "heating", "thing", "heating boiler boilers hvac furnace furnaces radiator radiators",
    `flame:the boiler's blue flame; radiator:warmth in every room; thermostat:the right temperature; warmth:a warm home; glow:warm light; ember:a steady heat; copper:the pipe that lasts; flue:where the fumes go; hearth:warmth at home; blaze:a strong fire; therm:a unit of heat; cosy:warm and snug`, "Heating; Heating Services; Plumbing & Heating"),
  F("tree", "trees and their care", "thing", "arborist arborists arboriculture stump stumps",
    `bough:a big branch; oak:strength that lasts; canopy:the forest roof; timber:good, sturdy wood; branch:a limb of the tree; acorn:a small start; bark:the tree's skin; limb:a great branch; root:where growth begins; grove:a small stand of trees; heartwood:the strong core of a tree; ash:a tall, hardy tree`, "Tree Surgery; Tree Care; Tree Services"),
  F("handyman", "odd jobs", "thing", "handyman handymen handyperson",
    `toolbox:everything to hand; spanner:the fixer's tool; hammer:the first tool out; level:true and even; wrench:the turning tool; chisel:a clean cut; workbench:where jobs get done; ladder:reaching the high jobs; nail:what holds it; drill:the handy tool; mallet:a gentle knock; fix:a job put right`, "Handyman Services; Property Maintenance; Home Repairs"),
  F("scaffold", "scaffolding", "thing", "scaffolding scaffolder scaffolders scaffold scaffolds",
    `pole:the upright; tube:the scaffold's steel; clamp:what holds it together; tier:one level up; platform:a safe place to stand; brace:what keeps it steady; height:working up high; skyline:the view from the top; ladder:the way up; lift:a level higher; summit:the top; rig:the frame set up`, "Scaffolding; Scaffolding Services; Access"),
  F("build", "building and repair", "thing", "construction builder builders building repair repairs renovation renovations contractor contractors remodeling",
    `beam:a supporting timber; brick:solid construction; forge:where things are made; level:true and even; plumb:straight and true; keystone:the stone that holds an arch; mortar:what holds bricks together; timber:good, sturdy wood; trowel:the mason's tool; joist:a floor's support; anvil:an unbreakable base; rafter:the roof's frame`, "Builders; Construction; Works; Building Co."),
  F("metal", "metalwork", "thing", "welding welder welders fabrication fabricator fabricators metalwork metalworking metalworker metalworkers steelwork ironwork ironworks blacksmith blacksmiths blacksmithing",
    `forge:where metal is shaped; anvil:the smith's block; spark:what flies from the weld; rivet:a metal fastener; girder:a steel beam; bead:a clean line of weld; flux:what keeps a weld clean; temper:hardness given by heat; ingot:a bar of raw metal; alloy:metals made one; crucible:where metal melts; hammer:the smith's first tool`, "Metalworks; Fabrication; Ironworks"),
  F("car", "cars", "thing", "car cars auto autos automotive vehicle vehicles garage garages mechanic mechanics driving drivers driver dealership",
    `gear:working parts; piston:the engine's heartbeat; torque:turning force; axle:what the wheels turn on; motor:the engine; drive:moving forward; road:the way ahead; lane:a clear path; throttle:power on demand; chrome:a classic shine; clutch:the driver's control; tread:grip on the road`, "Motors; Auto; Garage; Autoworks"),
  F("motorbike", "motorbikes", "thing", "motorbike motorbikes motorcycle motorcycles motorcyclist motorcyclists scooter scooters moped mopeds",
    `throttle:power on demand; piston:the engine's heartbeat; torque:turning force; chrome:a classic shine; clutch:the rider's control; tread:grip on the road; kickstand:what holds it up at rest; redline:the engine at full song; rumble:the engine's low voice; highway:the open road; apex:the tightest point of a bend; thunder:a big engine's roar; sidecar:the seat for a friend; handlebar:where the rider steers; outrider:the one who rides ahead; nomad:a rider with no fixed home`, "Motorcycles; Moto; Garage"),
  F("bike", "cycling", "thing", "bike bikes bicycle bicycles cycling cyclist cyclists",
    `spoke:part of the wheel; pedal:power from your legs; gear:the right ratio; chain:what drives the wheel; cadence:pedal rhythm; sprocket:a toothed wheel; saddle:the rider's seat; wheel:always turning; crank:the pedal arm; peloton:riders in a pack; climb:the hill ahead; tailwind:help from behind`, "Cycles; Bikes; Cycle Co."),
  F("delivery", "delivery and logistics", "thing", "delivery deliveries shipping logistics courier couriers freight moving movers removals removal removalist removalists trucks truck trucking",
    `parcel:a package on its way; route:the way there; relay:passing it on fast; dispatch:sent on its way; haul:a load carried; cargo:goods on the move; crate:a sturdy box; convoy:travelling together; depot:a hub for goods; lane:a clear path; courier:a trusted messenger; waypoint:a stop on the route`, "Logistics; Freight; Delivery; Express"),
  // A warehouse and its shelves: the stock kept for shops that sell online ("Shelf Space", "The Stockroom", "Pick & Pack").
  // The hardware store's and the ironmonger's: nails by the pound and a key cut while you wait ("Nuts & Bolts", "The Toolbox").
  F("tools", "tools and hardware", "thing", "ironmonger ironmongers ironmongery diy toolbox toolboxes",
    `bolt:a threaded fastener; hinge:what a door swings on; toolbox:everything for the job; nail:the oldest fastener; spanner:the wrench in every kit; workbench:where the job gets done; hammer:the first tool; trowel:the builder's blade; anvil:the smith's block; key:cut while you wait; rivet:a metal fastener; bracket:what holds the shelf up`, "Hardware; Ironmongers; Tool Co."),
  F("stockroom", "warehousing and storage", "thing", "warehouse warehouses warehousing fulfilment fulfillment stockroom stockrooms",
    `shelf:where the stock waits; stockroom:the room behind the shop; pallet:goods stacked for moving; crate:a sturdy box; depot:a hub for goods; rack:shelving stacked high; bay:a loading bay; dock:where the lorries load; bin:a picking bin on the shelf; inventory:every item counted; parcel:an order on its way; stack:goods piled neatly`, "Storage; Fulfilment; Warehousing"),
  F("travel", "travel", "thing", "travel traveling travelling traveler travelers traveller travellers trips trip tourism tourist tourists tours tour vacation vacations holiday holidays journey journeys world",
    `compass:direction; voyage:a long journey; atlas:a book of maps; passport:permission to go; wander:exploring freely; roam:travel without a plan; journey:the trip itself; route:the way there; horizon:the edge of the known; globe:the whole world; suitcase:ready to go; postcard:a hello from afar`, "Travel; Tours; Expeditions; Journeys"),
  F("sailing", "sailing", "thing", "sail sails sailing sailboat sailboats yacht yachts yachting sailor sailors boat boats dinghy",
    `helm:the wheel that steers; keel:a boat's backbone; mast:what carries the sails; tide:the sea's rhythm; swell:a rising wave; anchor:steadiness; harbor:a safe landing; mooring:a place to tie up; wake:the trail a boat leaves; gull:a bird of the shore; breeze:a steady wind; compass:direction at sea; tradewind:the steady wind that carries ships; bowline:the sailor's trusted knot; westerly:the wind from the west; spindrift:spray blown off the waves; horizon:the edge of the sea; lighthouse:the light that guides you home; mainsail:the boat's biggest sail; topsail:the sail set highest; foresail:the sail at the bow; staysail:the sail on the forestay; sailcloth:the canvas sails are cut from; sailor:one who lives by the wind; sloop:a trim one-masted boat; schooner:a fast two-masted boat; clipper:the fastest of the old sailing ships; gunwale:the boat's upper edge; jib:the small sail up front; starboard:the right-hand side at sea`, "Marine; Yachts; Sailing Co."),
  F("water", "water sports", "thing", "surf surfing surfer surfers kayak kayaking paddle paddling fishing fish angler anglers angling diving divers",
    `tide:the sea's rhythm; swell:a rising wave; paddle:power through water; keel:a boat's backbone; anchor:steadiness; reel:the angler's line; lure:the catch waiting; wake:the trail a boat leaves; harbor:a safe landing; mooring:a place to tie up; current:water on the move; gull:a bird of the shore`, "Surf Co.; Outfitters; Marine"),
  // One family per game: a football team is offered no fairway, a golf club no kickoff.
  F("run", "running", "thing", "jogging jogger joggers marathon marathons parkrun ultramarathon ultrarunning",
    `stride:a runner's step; pace:how fast the miles go; mile:the runner's measure; split:one stretch of a run, timed; tempo:a steady, hard run; sprint:a burst of speed; trail:a path off the road; lap:once round the track; kick:the last burst to the line; cadence:steps a minute; finish:the line at the end; hill:the climb that makes you stronger`, "Running Club; Run Co.; Runners"),
  // Parking a car is its own world: a bay, a kerb, a permit ("Wild Driveway", "Calm Bit" for renting out a driveway).
  F("parking", "parking", "thing", "parking driveway driveways carpark carparks",
    `bay:a marked space to park; kerb:the pavement's edge; spot:a place to leave the car; meter:where parking is paid; permit:the right to park; gate:the way in; lane:a clear way through; drive:the way up to a home; arrow:the way to your space; ticket:proof you paid; barrier:the arm that lifts to let you in; pitch:a space of your own`, "Parking; Park Co."),
  F("football", "football", "thing", "football footballer footballers soccer futsal",
    `pitch:the field of play; goal:the target; kickoff:the start; striker:the one who scores; derby:a local rivalry; header:a goal with the head; touchline:the edge of the pitch; huddle:a quick team talk; endzone:where touchdowns are scored; touchdown:six points; penalty:one shot, one keeper; whistle:the referee's call`, "FC; United; Football Club"),
  F("basketball", "basketball", "thing", "basketball hoops",
    `hoop:the ring; court:where the game is played; dunk:a slam from above; rebound:the ball won back; buzzer:the final second; swish:nothing but net; tipoff:the start; layup:the easy two; assist:the pass that sets up a basket; baseline:the end line`, "Hoops; Basketball; Club"),
  F("baseball", "baseball", "thing", "baseball softball",
    `diamond:the field; dugout:the bench; bullpen:where pitchers warm up; homer:a home run; slugger:a big hitter; curveball:a pitch that bends; inning:a turn at bat; bleachers:the cheap seats; mitt:the catcher's glove; pennant:the league flag`, "Baseball Club; Nine; Sluggers"),
  F("tennis", "tennis", "thing", "tennis",
    `volley:a quick return; rally:a long exchange; ace:a serve nobody touches; deuce:all square; baseline:the back line; racquet:the racket; court:the game's ground; lob:a high shot; smash:a hit from above; net:the divide`, "Tennis Club; Tennis; Court"),
  F("golf", "golf", "thing", "golf golfer golfers golfing",
    `fairway:the golf course's path; birdie:one under par; eagle:two under par; tee:where each hole starts; caddie:the one who carries the bag; links:a seaside course; green:the putting ground; putt:the last tap; bunker:the sand trap; albatross:three under par`, "Golf Club; Golf; Links"),
  F("hockey", "hockey", "thing", "hockey",
    `puck:the disc; rink:the ice; slapshot:the hardest shot; blueline:the edge of the zone; faceoff:the start; breakaway:alone toward goal; goalie:the last defender; powerplay:one player up; stick:the player's tool; icing:a long clear`, "Hockey Club; Hockey; Rink"),
  F("sports", "sports", "thing", "sport sports league leagues club clubs coach",
    `pitch:the field of play; goal:the target; court:where the game is played; rally:a long exchange; volley:a quick return; fairway:the golf course's path; league:teams together; match:the contest; huddle:a quick team talk; dugout:the bench; kickoff:the start; trophy:the prize`, "Athletics; Sports; Club"),
  F("energy", "clean energy", "thing", "energy solar renewable renewables power electric electricity battery batteries wind ev charging",
    `volt:electric force; current:energy in motion; ray:a beam of sunlight; gale:a strong wind; turbine:wind made useful; dynamo:a generator of power; watt:a unit of power; charge:stored power; spark:ignition; flux:constant change; sunbeam:light as power; grid:the network that carries it`, "Energy; Power; Solar"),
  F("reuse", "reuse and recycling", "quality", "recycling recycled recycle reuse reused reusable waste zero upcycled upcycling refill refills circular",
    `loop:nothing thrown away; cycle:round and round again; refill:use it again; mend:repair instead of replace; renew:make new again; thrift:careful use; circle:a closed loop; revive:bring back to life; jar:a container kept for years; swap:trade instead of buy; boomerang:what comes back again; second:a second life`, "Refill Co.; Exchange; Goods"),
  F("science", "science", "thing", "science sciences research researchers lab labs laboratory scientist scientists biotech biology chemistry physics",
    `helix:the shape of DNA; cell:the unit of life; catalyst:what speeds change; element:a building block; formula:a proven recipe; prism:light split apart; atom:the smallest piece; spectrum:the full range; beaker:the lab's glass; quantum:the smallest step; theorem:a proven idea; orbit:a steady path`, "Labs; Sciences; Research"),
  F("grocery", "groceries", "thing", "grocery groceries grocer grocers supermarket supermarkets deli delis delicatessen delicatessens",
    `basket:a full haul; aisle:easy browsing; pantry:a well-stocked store; cart:one trip round the shop; larder:food kept for the week; shelf:things within reach; crate:fresh produce in; market:a lively place to buy; tote:the bag you carry home; grocer:the corner grocer; staple:what every kitchen needs; errand:the weekly shop`, "Grocer; Provisions; Market"),
  F("shop", "shops and retail", "thing", "shop shops store stores boutique boutiques retail retailer retailers marketplace market markets goods merchandise",
    `basket:a full haul; market:a lively place to buy; corner:the local shop; shelf:things within reach; parcel:a package on its way; aisle:easy browsing; stall:a friendly booth; bazaar:a bustling market; counter:where you pay and chat; crate:goods fresh in; ledger:every sale counted; window:what draws people in`, "Market; Goods; Supply; Shop"),
  F("senior", "older people and their care", "thing", "seniors senior elderly aging ageing retirement retired grandparents",
    `porch:a welcoming front step; evergreen:lasting life; harbor:safety; haven:a safe place; hearth:warmth at home; autumn:a golden season; heritage:a life's story; kindred:people who belong together; oak:strength that lasts; lantern:a light left on; garden:a place to potter; willow:grace`, "Care; Living; Home Care"),
];

// Description words that describe rather than name. They lead a two-word
// name ("Eco Stride") but never carry an ending ("Organiciva").
// ("Valve Emergency", "Early Emergency": an emergency, a second-hand shop or a bespoke suit says which kind, never what.)
export const MODIFIERS: ReadonlySet<string> = new Set(list(`emergency, secondhand, firsthand, bespoke, organic, eco, friendly, fresh, busy, remote, local, natural, sustainable, green, handmade, artisan, artisanal,
  vegan, healthy, smart, simple, easy, fast, quick, affordable, cheap, premium, luxury, luxurious, modern, vintage, retro, wild, urban, rural,
  independent, indie, creative, personal, custom, digital, global, social, mobile, virtual, ethical, clean, pure, bold, bright, calm, cozy, cosy,
  warm, cool, happy, sunny, tiny, large, young, free, open, safe, secure, daily, weekly, slow, gentle, kind, honest, real, true, mini, gluten,
  electric, classic, zero, reusable, recycled, upcycled, artificial, intelligent, automated, quiet, loud, fun, funny, cute, elegant, minimalist,
  minimal, playful, professional, reliable, trusted, favourite, favorite, special, unique, exclusive, sleek, stylish, comfortable, comfy,
  durable, portable, wireless, homemade, seasonal, raw, whole, wholesome, nutritious, delicious, tasty, sweet, spicy, hot, cold, icy, snowy,
  tropical, coastal, alpine, outdoor, indoor, medical, financial, educational, environmental, renewable, herbal, floral, scented, electronic,
  open, plant, craft, family, small, big, ai, better, faster, easier, simpler, cleaner, greener, safer, healthier`));

// Words that name the kind of business rather than the idea ("tool",
// "platform"). They make dull names on their own and are dropped when the
// description offers anything better.
export const GENERIC: ReadonlySet<string> = new Set(list(`tool, tools, platform, platforms, software, solution, solutions, system, systems, app, apps, application,
  applications, startup, startups, service, services, marketplace, company, companies, agency, brand, business, businesses, product, products,
  user, users, everyone, everything, anyone, world, stuff, thing, things, shop, shops, store, stores, site, online, website, team, teams, work,
  way, help, helps, based, friends, customers, clients, owners, owner, small, local, people, person, life, lives, focus, quality, price, prices,
  support, range, options, option, variety, kind, kinds, place, places, studio, studios, lifetime, lifetimes, firm, firms, consultancy, consultancies, enterprise, enterprises, self, control, available, availability, style, styles, description, descriptions,
  subscription, subscriptions, membership, memberships, delivery, deliveries, rental, rentals, restaurant, restaurants, advice, broker, brokers, adviser, advisers,
  advisor, advisors, consultant, consultants, specialist, specialists, agent, agents, lesson, lessons, class, classes, course, courses, session, sessions,
  repair, repairs, maintenance, installation, installations, hire, practice, practices`));

// How a firm is set up or vouched for ("an independent broker", "a qualified electrician"): true, and no name's word
// ("Independent Florin", "Private Co.").
export const CREDENTIALS: ReadonlySet<string> = new Set(list(`independent, private, freelance, qualified, certified, licensed, accredited,
  registered, insured, experienced, professional`));

// Words that name who a business is for rather than what it does. They say
// something true about the customers but never stand as the thing a brand is
// ("Root Beginner", "Busy Parent Co."): the activity leads instead.
export const AUDIENCE: ReadonlySet<string> = new Set(list(`beginner, beginners, student, students, parent, parents, kid, kids, child, children,
  family, families, people, person, customer, customers, client, clients, owner, owners, roommate, roommates, flatmate, flatmates, housemate, housemates, everyone, adult, adults,
  teen, teens, teenager, teenagers, senior, seniors, newbie, newbies, learner, learners, mom, moms, mum, mums, dad, dads, user, users,
  member, members, women, men, woman, man, girls, boys, toddler, toddlers, professionals, worker, workers, employee, employees, staff`));

/** Whether a description word names the audience ("beginners", "busy parents"). */
export function isAudience(word: string): boolean {
  const w = word.toLowerCase();
  return AUDIENCE.has(w) || AUDIENCE.has(w.replace(/s$/, ""));
}

// What a business does, when the visitor names it: these lead a name
// ("Leeds Plumbing Co.", "Yoga & Pine"). Words ending in -ing that name a
// trade ("plumbing", "heating") count as well; see activityWord().
const ACTIVITIES: ReadonlySet<string> = new Set(list(`yoga, pilates, barre, dance, karate, judo, boxing, tennis, golf, coffee, tea, pottery, ceramics,
  photography, tattoo, massage, therapy, music, fitness, bread, pizza, sushi, ramen, tacos, taco, pasta, cake, cakes, chocolate, wine, beer,
  juice, smoothies, flowers, candles, soap, jewelry, jewellery, furniture, plants, books, toys, games, skincare, beauty, design, code,
  software, data, security, travel, tours, surf, golf, hair, nails, spa, bbq, barbecue, burgers, gelato, honey, cheese, physiotherapy,
  physio, osteopathy, chiropractic, acupuncture, counselling, counseling, bookkeeping, payroll, dentistry,
  accountancy, insurance, mortgage, mortgages, tax, law, tuition`));

/** A description word that names the activity or product itself ("plumbing", "yoga"), not the audience or the setting. */
export function activityWord(word: string): boolean {
  const w = word.toLowerCase();
  if (isAudience(w) || GENERIC.has(w)) return false;
  if (ACTIVITIES.has(w)) return true;
  // "plumbing", "heating", "landscaping", but not "amazing" or "thing".
  // (Nor a thing in -ing: "wedding", "clothing", "bedding" name what is sold or celebrated, "Wedding Services" for a florist.)
  return /[^aeiou]ing$/.test(w) && w.length >= 7 && !/(thing|morning|evening|everything|something|nothing|amazing|exciting|interesting|building|wedding|clothing|bedding|pudding|dumpling|stuffing|filling|frosting|ceiling|railing|lodging|seedling|sibling|earring|offspring|herring|lightning|awning|bearing|landing|footing|siding)$/.test(w);
}

const BY_TRIGGER = new Map<string, Family>();
for (const f of FAMILIES) for (const t of f.triggers) if (!BY_TRIGGER.has(t)) BY_TRIGGER.set(t, f);

/** The family a description word points at, if any ("mountains" -> mountain). */
export function familyFor(word: string): Family | undefined {
  return BY_TRIGGER.get(word.toLowerCase());
}

// Words with more than one sense, each with the words that confirm the family's sense: "safety training for
// employees" is no gym ("Grit Construction"), "recovering at home" no house ("Mobile Gable").
// What confirms a computer's server, not a waiter: hosting, data, a rack.
const SERVER_WORLD = /^(cloud|data|hosting|infrastructure|devops|api|apis|developers?|saas|deploy|deployment|backups?|storage|websites?|racks?|uptime)$/;
// What is planned when planning is scheduling: "rota planning", "route planning" ("Shift Planning" fits them).
const TIMED_PLANS = /^(rotas?|shifts?|staff|staffing|schedules?|routes?|projects?|workforce|capacity|resources?|production|lessons?|class|classes|appointments?|teams?|sprints?|time|calendars?|jobs?|crews?|visits?|deliveries)$/;
// How or when planning is done, not what is planned: "easy planning", "weekly planning".
const PLAN_MANNER = /^(easy|easier|simple|smart|smarter|better|quick|quicker|fast|faster|online|digital|daily|weekly|monthly|advance|forward)$/;
const PARENTHOOD = /^(bab(y|ies)|kids?|children|child|toddlers?|infants?|newborns?|parenting|parenthood|nursery|nurseries|schools?|pregnan\w*|prenatal|antenatal|postnatal|postpartum|nappies|diapers?|feeding|breastfeeding|bedtime|naps?|toys?|daughters?|sons?|teens?|teenagers?|family|families|childcare|playdates?|strollers?|prams?|pushchairs?)$/;
const MONEY_BANK = /^(money|savings?|savers?|accounts?|loans?|lending|lenders?|mortgages?|finance|financial|credit|debit|cards?|payments?|interest|deposits?|cash|invest\w*|banking|fintech|branch|branches|atms?|overdrafts?|transfers?|budget\w*|currency|currencies)$/;
const PHARMACY = /^(pharmac(y|ies|ists?)|medicines?|medications?|meds|drugs?|pills?|tablets?|doses?|dosing|refills?|doctors?|gps?|chemists?|dispensar(y|ies)|repeat|patients?|clinics?|health|healthcare|nhs|surgery|surgeries|collection|collections)$/;
// What a sports club is with, and what a house move takes (senses of "club" and "removal" below).
const SPORTING = /^(sports?|football|soccer|rugby|cricket|tennis|golf|hockey|netball|basketball|baseball|athletics|running|runners|cycling|swimming|rowing|sailing|league|leagues|teams?|players?|matches|fixtures|coach|coaches|coaching|training|pitch|pitches|juniors?|youth|grassroots|amateur|boxing|martial|judo|karate|climbing|bowls|darts|snooker)$/;
// What a mechanic's garage works on (the sense of "garage" below).
const MECHANICS = /^(cars?|vans?|mot|mots|mechanics?|repairs?|servicing|service|tyres?|tires|engines?|auto|autos|vehicles?|motors?|brakes?|exhausts?|bodywork|valeting|clutch(es)?|gearbox(es)?|diagnostics|breakdowns?|recovery)$/;
// What software engineering is done with (the sense of "engineers" below).
const SOFTWARE_MAKING = /^(software|code|coding|data|devops|api|apis|web|apps?|cloud|platforms?|saas|backend|frontend|machine|ml|ai|developers?|startups?|tech|sre|qa|platform)$/;
const HOUSE_MOVES = /^(house|houses|home|homes|office|offices|furniture|vans?|man|men|storage|moving|movers|packing|relocations?|flat|flats)$/;

const SENSES: Record<string, RegExp> = {
  training: /^(personal|gym|gyms|fitness|strength|workout|workouts|athletes?|sports?|running|marathon|weights|crossfit|bootcamp|coach|coaching)$/,
  trainer: /^(personal|gym|gyms|fitness|strength|workout|workouts|athletes?|sports?)$/,
  home: /^(house|houses|decor|interior|interiors|furniture|renovation|renovations|cleaning|garden|kitchen|kitchens|property|cosy|cozy|homeware|homewares|living|rooms?|diy)$/,
  homes: /^(house|houses|decor|interior|interiors|furniture|renovation|renovations|cleaning|garden|kitchen|kitchens|property|real|estate|sale|sell|selling|buyers?)$/,
  charge: /^(battery|batteries|electric|ev|evs|power|solar|charger|chargers|charging|volt|cars?)$/,
  charges: /^(battery|batteries|electric|ev|evs|power|solar|charger|chargers|charging|volt|cars?)$/,
  // An energy bar or a soap bar is no cocktail bar; a night cream no ice cream.
  bar: /^(cocktails?|drinks?|pubs?|wine|wines|beer|beers|ale|whiske?y|gin|rum|vodka|spirits|nightlife|night|bartenders?|happy|lounge|tapas|karaoke|jazz|live|music|sports|dive|speakeasy|taps?)$/,
  bars: /^(cocktails?|drinks?|pubs?|wine|wines|beer|beers|ale|whiske?y|gin|rum|vodka|spirits|nightlife|night|bartenders?|happy|lounge|tapas|karaoke|jazz|live|music|sports|dive|speakeasy|taps?)$/,
  // Kettlebell or pottery classes are no school ("Owl Works", "Peak Tutors" for a gym).
  class: /^(school|schools|students?|pupils?|teach|teaching|teachers?|tutors?|tutoring|lessons?|learn|learning|learners|exams?|maths?|math|science|english|language|languages|homework|kids|children|revision|courses?|online|academy)$/,
  classes: /^(school|schools|students?|pupils?|teach|teaching|teachers?|tutors?|tutoring|lessons?|learn|learning|learners|exams?|maths?|math|science|english|language|languages|homework|kids|children|revision|courses?|online|academy)$/,
  // A comedy club, a book club or a supper club is no sports club ("Smart Nine", "Metric Club" for comedy nights).
  club: SPORTING,
  clubs: SPORTING,
  // Snacks "from around the world" travel ("Snack Atlas"); "the world's best coffee" and "change the world" go nowhere.
  world: /^(around|across|round|travel\w*|countries|global|globe|international|abroad|overseas)$/,
  // Moss or rubbish removal is no house move ("Roof Freight", "Dispatch Gutter Cleaning"); house removals are.
  removal: HOUSE_MOVES,
  removals: HOUSE_MOVES,
  // A pharmacy or a bakery in a village is no farm ("Furrow Pharmacy"); a farming village is.
  village: /^(rural|country|countryside|farm|farms|farmers?|farming|fields?|harvest|pasture|barns?|crops?|sheep|cows?|orchards?)$/,
  villages: /^(rural|country|countryside|farm|farms|farmers?|farming|fields?|harvest|pasture|barns?|crops?|sheep|cows?|orchards?)$/,
  // A bike or a phone repair is no building work ("Timber Bikes"); a house repair is.
  repair: /^(house|houses|home|homes|roof|roofs|roofing|wall|walls|building|buildings|property|properties|renovation|renovations|handyman|kitchen|kitchens|bathroom|bathrooms|floor|floors|flooring|fence|fences|brick|bricks|plaster|carpentry|joinery|construction)$/,
  repairs: /^(house|houses|home|homes|roof|roofs|roofing|wall|walls|building|buildings|property|properties|renovation|renovations|handyman|kitchen|kitchens|bathroom|bathrooms|floor|floors|flooring|fence|fences|brick|bricks|plaster|carpentry|joinery|construction)$/,
  // Odd jobs and jobs around the house are a handyman's, no employer's ("Roster Home", "Job Homeworks").
  jobs: /^(careers?|hiring|recruit\w*|employers?|employees?|candidates?|vacanc\w*|cvs?|resumes?|interviews?|applicants?|boards?|seekers?|search|hunting|market|graduates?|staff|staffing|workers?|roles?|positions?)$/,
  // Garage punk, a garage gym or a clock mended in a garage workshop are no mechanic's ("The Torque Crew", "Smart Throttle").
  garage: MECHANICS,
  garages: MECHANICS,
  // A Sunday roast or a roast dinner is no coffee roaster's ("Crema & Plough", "Grind & Stag" for a roast pub).
  roast: /^(coffee|coffees|beans?|espresso|roaster(y|ies)?|roasters?|roasting|cafes?|brew\w*|blends?|dark|light|medium|single|origin|batch|small-batch)$/,
  roasting: /^(coffee|coffees|beans?|espresso|roaster(y|ies)?|roasters?|cafes?|brew\w*|blends?|small|batch|small-batch)$/,
  // A coworking space or a space to think is a room, no rocket's ("Spaceforce", "Orbit Creche").
  space: /^(astronom\w*|rockets?|stars?|planets?|galax\w*|satellites?|nasa|orbit\w*|cosmos|cosmic|astronauts?|launch\w*|moon|mars|telescopes?|stargaz\w*|universe|aliens?|exploration|station|shuttle|spacecraft|spaceships?|sci-fi|scifi|outer|deep)$/,
  // Gas and heating engineers fit boilers; only software's engineers write code ("Debug Flue", "Boiler Labs" for gas engineers).
  engineers: SOFTWARE_MAKING,
  engineering: SOFTWARE_MAKING,
  // Runners who wear earbuds are people, not trainers ("Runnerlace", "Chord Shoe Co."); running shoes are.
  runners: /^(shoes?|sneakers?|trainers?|footwear|laces?|soles?|spikes|insoles?)$/,
  running: /^(shoes?|sneakers?|trainers?|footwear|laces?|soles?|spikes|insoles?)$/,
  // A food truck is a kitchen on wheels, not a haulier ("Courier Taco Co.").
  truck: /^(delivery|deliveries|freight|haul|hauling|haulage|shipping|logistics|moving|movers|removals|cargo|loads?|courier|trucking|warehouse)$/,
  trucks: /^(delivery|deliveries|freight|haul|hauling|haulage|shipping|logistics|moving|movers|removals|cargo|loads?|courier|trucking|warehouse)$/,
  // A food storage bag or a storage unit is no cloud ("Depot & Sky", "Nimbus Null"); file storage is.
  storage: /^(cloud|data|files?|online|digital|backups?|servers?|photos?|documents?|drives?|encrypted|hosting|saas|software|apps?|gb|tb|terabytes?|gigabytes?|sync)$/,
  backup: /^(cloud|data|files?|online|digital|servers?|photos?|documents?|drives?|encrypted|hosting|saas|software|apps?|computers?|laptops?|phones?)$/,
  // A platform for tenants to report repairs or a supper club hosting dinners is no cloud ("Stratus Repair", "Photo & Nimbus").
  platform: /^(cloud|data|hosting|servers?|infrastructure|devops|api|apis|developers?|saas|deploy|deployment|backups?|storage)$/,
  server: SERVER_WORLD,
  servers: SERVER_WORLD,
  hosting: /^(cloud|data|servers?|infrastructure|devops|api|apis|developers?|saas|websites?|web|domains?|wordpress|uptime|backups?|storage)$/,
  cream: /^(ice|icecream|gelato|frozen|desserts?|scoops?|sundaes?|cones?|parlou?r|soft|serve|whipped|sorbet|dairy|vanilla)$/,
  creams: /^(ice|icecream|gelato|frozen|desserts?|scoops?|sundaes?|cones?|parlou?r|soft|serve|whipped|sorbet|dairy|vanilla)$/,
  // Mums and dads at the gym or in business are no nursery ("Bastion Cradle" for home workouts for busy mums); with their children they are.
  ...Object.fromEntries(["mum", "mums", "mom", "moms", "dad", "dads", "parent", "parents"].map((w) => [w, PARENTHOOD])),
  // A food bank or a blood bank is no lender ("Foodpurse", "Bank Hearth"); a bank with accounts and loans is.
  ...Object.fromEntries(["bank", "banks"].map((w) => [w, MONEY_BANK])),
  // Prescription glasses are no pharmacy ("Affordable Apothecary", "Dispensary Door"); prescriptions a chemist fills are.
  ...Object.fromEntries(["prescription", "prescriptions"].map((w) => [w, PHARMACY])),
  // Frames are eyewear beside glasses and lenses, not beside pictures and photos.
  frames: /^(glasses|spectacles|specs|eyewear|lenses|optician|opticians|optical|sight|eyes?|prescription|sunglasses)$/,
  // Cold feet, cold calls and cold sores are no winter ("Heated Glacier" for warm insoles); a cold plunge or cold-water swim is.
  cold: /^(snow|snowy|winters?|ice|icy|arctic|frozen|frost|frosty|ski|skiing|polar|glaciers?|plunges?|swim|swims|swimming|swimmers?|dips?|water|weather|climates?|mountains?|alpine)$/,
};

const LANGUAGE_NAMES = /^(spanish|french|german|italian|portuguese|mandarin|chinese|cantonese|japanese|korean|arabic|russian|dutch|greek|polish|turkish|hindi|urdu|welsh|gaelic|irish|swedish|norwegian|danish|latin|english)$/;
const LEARNING = /^(lessons?|class|classes|courses?|tutors?|tutoring|tuition|teach|teaches|teaching|teacher|teachers|learn|learns|learning|learners?|speak|speaks|speaking|speakers|conversation|conversational|fluent|fluency|grammar|vocabulary|immersion|exams?|gcses?|students?|translat\w*|interpret\w*)$/;

// A word in another world than its own family's, by the words beside it, the first that matches: [word, words beside it, world].
const OTHER_WORLDS: [RegExp, RegExp, string][] = [
  // Watering plants or a garden is gardening ("Plant Delta", "Ford Works" for a self-watering pot);
  [/^waters?$/, /^(plants?|houseplants?|garden|gardens|gardening|pots?|soil|seeds?|seedlings?|lawns?|flowers?|veg|vegetables|herbs?|watering|succulents?|greenhouses?)$/, "garden"],
  // water one drinks, bottles or pipes is drinking water ("Heron Tracker" for a habit of drinking water, "Delta Ford" for a bottle).
  [/^waters?$/, /^(drink|drinks|drinking|drank|hydration|hydrate|hydrated|bottles?|flasks?|glass|glasses|cups?|filters?|filtered|filtration|taps?|plumbing|plumbers?|leaks?|pipes?|heaters?|heating|boilers?|softeners?|tanks?|coolers?|dispensers?|intake|sparkling|bottled|mineral)$/, "hydration"],
  // Drinks kept cold in a bottle or a flask are what one drinks all day, no cocktail bar ("Bottle & Bitters", "Cold Cask").
  [/^drinks?$/, /^(bottles?|flasks?|tumblers?|cups?|mugs?|coolers?|water|insulated|reusable|lunchbox(es)?)$/, "hydration"],
  // An electric or a kick scooter is ridden to work, no motorbike ("Torque Motorcycles", "Piston" for a folding e-scooter).
  [/^scooters?$/, /^(electric|e|kick|push|folding|foldable|commut\w*|micromobility|escooters?)$/, "bike"],
  // Driving taught is a school's, no garage's ("Torque Learning", "Owl Axle" for a driving school for nervous learners).
  [/^(driving|drive|drivers?)$/, /^(schools?|lessons?|instructors?|instruction|learners?|tests?|theory|pupils?|intensive|beginners?)$/, "driving"],
  // (and the lessons, the school and the learners are the driving school's too: "Chapter Driving Lessons", "Mentor Chalk".)
  [/^(schools?|lessons?|instructors?|instruction|learners?|tests?|theory|pupils?)$/, /^(driving|drive|drivers?)$/, "driving"],
  // A house painter decorates; a painter of pictures is the artist's ("Easel Painting", "Picture Gallery" for painting and decorating).
  [/^(painting|painters?|paint)$/, /^(decorat\w*|walls?|ceilings?|houses?|homes?|interiors?|exteriors?|fences?|wallpaper\w*|plastering|rooms?|doors?|skirting|trade|commercial|residential)$/, "decorating"],
  // Tree surgery is an arborist's, no hospital's; the trees cut are no walk in the woods ("Tree Co.", "Oak Studio").
  [/^(trees?|surgery|surgeons?)$/, /^(trees?|surgery|surgeons?|felling|pruning|lopping|stumps?|hedges?|arborists?|crown|grinding)$/, "tree"],
  // A kitchen fitted is a room, no cook's ("Supper Kitchen", "Ladle Salt" for kitchen fitters).
  [/^kitchens?$/, /^(fitters?|fitting|fitted|installers?|installation|installations|worktops?|cabinets?|cupboards?|units|refurb\w*|renovat\w*|makeovers?|joinery|carpentry|bathrooms?|bespoke|showrooms?|designers?|remodel\w*)$/, "kitchens"],
  // Running tracked, raced or done with a club is the runner's own world ("Lumen Run", "Zip Route" for a running app); running shoes stay shoes.
  [/^(running|runners?|jogging|joggers?|runs?)$/, /^(track\w*|routes?|miles?|km|5k|10k|marathons?|race|races|racing|clubs?|pace|apps?|plans?|coach\w*|parkrun|trails?|streaks?|group|groups|beginners?|couch|distance|distances|splits?|training)$/, "run"],
  // Records sold on vinyl are a collector's crates, not a band's chorus ("Happy Chorus", "Riffkit" for a vintage vinyl shop).
  [/^records?$/, /^(vinyl|vinyls|lps?|turntables?|crates?|collectors?|secondhand|second-hand|vintage|used|rare|pressings?|albums?|45s)$/, "records"],
  // A running coach is a runner's ("Stride", "Pace"), no consultant's.
  [/^(coach|coaches|coaching|coached)$/, /^(running|runners?|jogging|joggers?|marathons?|5k|10k|parkrun|ultra|ultras|trail)$/, "run"],
  // Fitness coaching is a trainer's, no consultant's ("Core Consulting", "Sprint Partners" for coaching busy mums to get fit).
  [/^(coach|coaches|coaching|coached)$/, /^(fitness|fit|gym|gyms|workouts?|exercise|strength|weights|lifting|personal|trainers?|training|hiit|bootcamp|kettlebells?|crossfit|postnatal|postpartum|weight|fat|muscles?|toning|cardio|mobility)$/, "fitness"],
  // A dog daycare or boarding kennels look after pets, no nursery's children ("Dog Yoyo", "Conker Paw").
  [/^(daycare|day-care|creche|nursery|nurseries|boarding|childcare)$/, /^(dogs?|doggy|doggie|puppy|puppies|pets?|cats?|kittens?|kennels?|cattery|catteries)$/, "pets"],
  // A book club reads and a running club runs: neither plays a match ("Volley Running Club", "Society Goods").
  [/^clubs?$/, /^(books?|reading|readers?|novels?)$/, "books"],
  [/^clubs?$/, /^(running|runners?|jogging|joggers?|parkrun)$/, "run"],
  // A tennis or a netball court is played on, no judge's ("Writ Tennis").
  [/^courts?$/, /^(tennis|badminton|squash|padel|pickleball)$/, "tennis"],
  [/^courts?$/, /^(basketball|netball|volleyball|hoops)$/, "basketball"],
  // Salsa danced is no sauce ("Mortar Dance Co." for a ballroom and salsa school).
  [/^salsa$/, /^(danc(e|es|er|ers|ing)|ballroom|bachata|tango|merengue|rumba|cha-cha|lessons?|classes)$/, "dance"],
];

// What a storage business keeps when it keeps things, and what it keeps when it keeps files.
const STORAGE_GOODS = /^(warehouses?|warehousing|self|units?|lockers?|lock-?ups?|containers?|boxes|pallets?|stock|inventory|fulfil\w*|fulfill\w*|furniture|removals?|moving|movers|garages?|shops?|sellers?|retailers?|goods|products?|parcels?|orders?|belongings|bikes?|boats?|caravans?)$/;
const STORAGE_DIGITAL = /^(cloud|data|files?|digital|backups?|servers?|photos?|documents?|drives?|encrypted|hosting|saas|software|apps?|gb|tb|terabytes?|gigabytes?|sync)$/;
// Words for making things by hand in general ("handmade", "makers"): when the description names what is made
// (leather, clothes, candles), that craft speaks for it, not the potter's kiln or the weaver's loom.
const GENERAL_CRAFT = new Set(["handmade", "craft", "crafts", "crafting", "maker", "makers"]);

/**
 * The family a description word points at in this description: a word of two senses ("training", "home")
 * counts only when another word confirms the sense ("personal training", "home decor"), and never after
 * "at" or "from" ("at home" says where, not what).
 */
export function familyInContext(word: string, said: readonly string[]): Family | undefined {
  const w = word.toLowerCase();
  // ("Spanish lessons", "conversation classes in French": a people's word taught is their language; "Spanish tapas" is no lesson.)
  if (LANGUAGE_NAMES.test(w) && said.some((x) => LEARNING.test(x))) return FAMILIES.find((x) => x.key === "language");
  const f = familyFor(w);
  if (!f) return f;
  const at = said.indexOf(w);
  if (at > 0 && /^(at|from)$/.test(said[at - 1]) && /^homes?$/.test(w)) return undefined;
  // ("vintage sewing machines", "knitting machine repairs": the machines are mended, no yarn is spun, "The Machine Purl".)
  if (/^(sewing|knitting)$/.test(w) && /^machines?$/.test(said[at + 1] ?? "")) return undefined;
  // Ice in "ice cream" is the dessert, not the winter ("Black Ice", "Tundra Milk").
  if (/^(ice|icy)$/.test(w) && /^creams?$/.test(said[at + 1] ?? "")) return undefined;
  // A farmers' market is a market, not a farm ("Pasturebarn" for a knife-sharpening van).
  if (/^farmers?'?$/.test(w) && /^markets?$/.test(said[at + 1] ?? "")) return undefined;
  // A print shop or a bike store sells its own trade: "shop" names the premises, and the retailer's crates and baskets stay out ("Basket Print Co.").
  // (So is a workshop named for its work, "a woodworking shop", "a metalworking shop that sold custom gates": no "Shine Stall", "Aisle Woodworking".)
  if (/^(shop|shops|store|stores)$/.test(w) && at > 0 && ((BY_TRIGGER.has(said[at - 1]) && BY_TRIGGER.get(said[at - 1])?.key !== "shop") || (/ing$/.test(said[at - 1]) && activityWord(said[at - 1])))) return undefined;
  if (GENERAL_CRAFT.has(w) && said.some((x) => x !== w && !GENERAL_CRAFT.has(x) && BY_TRIGGER.get(x)?.kind === "thing" && BY_TRIGGER.get(x)?.key !== "craft")) return undefined;
  if (/^plann(ing|ers?)$/.test(w)) {
    // ("meal planning", "trip planning": what is planned has its own world, and planning brings no rota, "Shift Meal", "Roster Kitchen".)
    const planned = said[at - 1] ?? "";
    if (at > 0 && !STOPWORDS.has(planned) && !PLAN_MANNER.test(planned) && !TIMED_PLANS.test(planned) && BY_TRIGGER.get(planned)?.key !== "events") return undefined;
    // "rota planning", "route planning": planning is scheduling unless there is an event to plan ("Dental Fete").
    if (!said.some((x) => x !== w && BY_TRIGGER.get(x)?.key === "events")) return FAMILIES.find((x) => x.key === "time");
  }
  // What is taken away before "removal" says it is no house move: rubbish, moss, a tree stump ("Rubbish Delivery").
  if (/^removals?$/.test(w) && at > 0 && /^(rubbish|waste|junk|moss|weeds?|stains?|graffiti|trees?|stumps?|snow|asbestos|wasps?|nests?|mould|mold|hair|tattoos?|carpets?|garden)$/.test(said[at - 1])) return undefined;
  // Designer spectacles and designer handbags are fashion's word for made by a name, no studio's easel ("Gesso Spectacle").
  if (w === "designer" && /[^s]s$/.test(said[at + 1] ?? "") && !/^(is|was|has|does)$/.test(said[at + 1] ?? "")) return undefined;
  // Reading glasses and a reading lamp help one read; they are no bookshop ("Spectacle Bookshop", "Cheap Bookmark").
  if (w === "reading" && /^(glasses|specs|spectacles|lamps?|lights?|lenses|magnifiers?)$/.test(said[at + 1] ?? "")) return undefined;
  // Wine glasses and pint glasses hold drinks; glasses that help one see are eyewear ("Glassray").
  if (f.key === "eyewear" && said.some((x) => /^(wine|wines|drink|drinks|drinking|cocktails?|beer|beers|pints?|champagne|whiske?y|gin|tumblers?|glassware|crystal|mugs?|cups?|jars?|bottles?|stained|window|windows|blown|blowing)$/.test(x))) return undefined;
  // A hardware store sells nails, paint and tools, no computer's parts ("Sensor", "Town Switch" for a family-run hardware shop).
  if (w === "hardware" && said.some((x) => /^(stores?|shops?|ironmongers?|ironmongery|diy|tools?|nails|screws|paint|timber|garden|family-run|merchants?|builders)$/.test(x))) return FAMILIES.find((x) => x.key === "tools");
  // A storage unit, a self-storage lock-up or a warehouse's shelves hold things, not files ("Warehouse Stratus", "Dispatch Nimbus").
  if (w === "storage" && !said.some((x) => STORAGE_DIGITAL.test(x)) && said.some((x) => STORAGE_GOODS.test(x))) return FAMILIES.find((x) => x.key === "stockroom");
  for (const [word, cue, key] of OTHER_WORLDS) if (word.test(w) && said.some((x) => cue.test(x))) return FAMILIES.find((x) => x.key === key);
  // An office chair or an office desk is furniture; the office's team ("Tribe", "Guild", "Huddle") works elsewhere.
  if (w === "office" && at >= 0 && /^(chairs?|desks?|furniture|lamps?|supplies|stationery|printers?|plants?|snacks|cleaning|cleaners?|fit-?outs?|refurb(ishment)?s?|space|spaces|moves?|removals?|equipment|phones?)$/.test(said[at + 1] ?? "")) return undefined;
  // "growing tomatoes and peppers", "planting herbs": what is grown belongs to the garden, not the kitchen ("The Clear Cayenne", "Ember Diaries").
  if ((f.key === "spice" || f.key === "food") && said.some((x) => /^(grow|grows|growing|grew|grown|planting|sowing|allotments?|greenhouses?|seedlings?)$/.test(x))) return FAMILIES.find((x) => x.key === "garden");
  // ("a small team of undertakers": a team of people is who works there, no world of teamwork, "Kind Squad".)
  if (/^(team|teams|crew|crews)$/.test(w) && said[at + 1] === "of") return undefined;
  // "antique clocks in my garage", "pottery from our kitchen": where someone works is no world of its own when another word has one ("Antique Clock Motor").
  if (at > 1 && /^(my|our)$/.test(said[at - 1]) && /^(in|from|at)$/.test(said[at - 2]) && said.some((x) => x !== w && BY_TRIGGER.has(x) && BY_TRIGGER.get(x) !== f)) return undefined;
  // ("energy levels", "boosts your energy": a person's own energy is no power station's, "Sunbeam Level", "Wearable Volt" for a wearable.)
  if (w === "energy" && (/^levels?$/.test(said[at + 1] ?? "") || /^(your|my|their|our|his|her|daily|low|body|mental|personal|natural|more|boost|boosts|boosting|lasting|steady|crash|crashes)$/.test(said[at - 1] ?? "")) && !said.some((x) => /^(solar|renewables?|renewable|grid|electricity|power|panels?|wind|turbines?|batter(y|ies)|utility|utilities|bills?|tariffs?)$/.test(x))) return undefined;
  // ("security audits", "accessibility audits", "code audits": an audit of systems is no bookkeeper's, "Tally Security", "Receipt Security Co.".)
  if (/^(audit|audits|auditing|auditors?)$/.test(w) && said.some((x) => /^(security|cyber|cybersecurity|code|accessibility|seo|compliance|penetration|pentests?|pentesting|safety|fire|energy|websites?|network|networks|cloud|it|gdpr|privacy|carbon|environmental|infrastructure|servers?|software|apps?|contracts?)$/.test(x))) return undefined;
  // ("cloud accounts", "social media accounts": accounts one logs into are no ledger's, "Quill Security", "Sumlogic".)
  if (/^accounts?$/.test(w) && /^(cloud|user|users|social|email|online|aws|azure|admin|media|instagram|tiktok|twitter|google|microsoft|gaming|streaming|login|staff)$/.test(said[at - 1] ?? "")) return undefined;
  const sense = SENSES[w];
  // ("a bike repair service that comes to your home": the home it comes to is where, no house that is repaired.)
  const where = (i: number) => /^homes?$/.test(said[i]) && /^(your|their|our|my|the)$/.test(said[i - 1] ?? "") && /^(to|at|in|from|around)$/.test(said[i - 2] ?? "");
  if (sense && !said.some((x, i) => x !== w && sense.test(x) && !where(i))) return undefined;
  return f;
}

// Plain trade words for each brand theme (brand-themes.ts), so the industry
// or sector option still shapes names such as "Ridgeline Labs".
export const THEME_TRADES: Record<string, string[]> = {
  tech: ["Labs", "Systems", "Technologies", "Works"], data: ["Data", "Insights", "Labs"], cloud: ["Cloud", "Systems", "Sync"], money: ["Capital", "Finance", "Pay"],
  health: ["Health", "Care"], wellness: ["Wellness", "Studio"], green: ["Earth Co.", "Collective", "Goods"], energy: ["Energy", "Power"],
  food: ["Kitchen", "Provisions", "Foods"], retail: ["Supply", "Goods", "Market"], craft: ["Workshop", "Makers"], home: ["Home", "Homeworks", "Living"],
  education: ["Academy", "Learning"], consulting: ["Partners", "Advisory", "Group"], creative: ["Studio", "Creative", "Collective"],
  beauty: ["Beauty", "Studio"], fashion: ["Apparel", "Clothing"], pets: ["Pet Co.", "Pets"], outdoor: ["Outfitters", "Supply Co."],
  kids: ["Kids", "Little Co."], electronics: ["Electronics", "Devices"], security: ["Security", "Defense"], crypto: ["Labs", "Protocol"],
  ai: ["AI", "Labs"], vr: ["Reality", "Studios"], bio: ["Bio", "Therapeutics"], fitness: ["Fitness", "Athletics"], strength: ["Strength", "Athletics"],
  yoga: ["Yoga", "Studio"], running: ["Running Co.", "Athletics"], nutrition: ["Nutrition", "Foods"], games: ["Games", "Studios"],
  community: ["Collective", "Co-op"], circular: ["Refill Co.", "Exchange"], diagnostics: ["Diagnostics", "Labs"], travel: ["Travel", "Tours"],
  music: ["Music", "Records"], light: ["Co.", "Studio"], motion: ["Co.", "Works"], nature: ["Co.", "Goods"],
};

// Trade words that suit a style whatever the field: "Summit & Co.", "Ridge Partners".
export const STYLE_TRADES: Record<string, string[]> = {
  modern: ["Co.", "Studio", "Works"],
  classic: ["& Co.", "Trading Co.", "& Sons", "Company"],
  playful: ["Co.", "Club", "Shop"],
  professional: ["Partners", "Group", "Company"],
  bold: ["Co.", "Works", "Supply"],
  minimal: ["Co.", "Studio", "Supply"],
};
