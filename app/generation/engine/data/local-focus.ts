import { list, words } from "../core/words";
import type { Word } from "../core/words";

/**
 * What a trade's "speciality" option adds: words of that speciality, kinds
 * of place, and how to describe the business ("a cupcake bakery"). A
 * cupcake shop and a sourdough bakery should not be offered the same names.
 */
export interface Focus {
  label: string;
  nouns: Word[];
  places: string[];
  /** Puns of this speciality, used instead of the trade's own. */
  puns?: Word[];
  /** When the trade's general words belong to other specialities (a kiln is no use to a knitter). */
  only?: boolean;
}

function focus(label: string, nouns: string, places: string, puns?: string, only = false): Focus {
  return { label, nouns: words(nouns), places: list(places), puns: puns ? words(puns) : undefined, only };
}

/** A bakery's words when it names no speciality of the select's ("donuts", "dog biscuits"): no bread-only grains. */
export const GENERAL_BAKES: Word[] = words("Whisk:the baker's quick hand; Batch:a tray fresh from the oven; Sugar:sweetness; Dough:the start of every bake; Cooling Rack:where the bakes rest; Apron:the baker's uniform; Cinnamon:the warm spice; Mixing Bowl:where it all begins; Icing:the sweet finish; Oven Door:the first peek");

/** A detailing studio's words (ceramic coating, paint correction): a finish, not a splash of suds. */
export const DETAILING: Word[] = words("Lacquer:a deep, hard finish; Mirror:paint you can see yourself in; Polish:the final buff; Carnauba:the finest wax; Glaze:a deep coat of shine; Ceramic:a coating that lasts; Clearcoat:the paint's glassy top layer; Lustre:a deep sheen");

/** A florist's green and lasting words, for a shop whose names are to be nothing flowery (sympathy work). */
export const GREENERY: Word[] = words("Evergreen:what stays green all year; Laurel:the leaf of honour; Juniper:a hardy green; Moss:quiet green; Olive Branch:a token of peace; Eucalyptus:silver-green leaves; Ivy:faithful green; Cedar:a lasting wood");

export const TRADE_FOCUS: Record<string, Record<string, Focus>> = {
  bakery: {
    bread: focus("bread bakery", "Sourdough:slow-fermented bread; Rye:a dark, hearty grain; Crust:the crisp outside of a good loaf; Levain:the French sourdough starter; Miller:the one who grinds the flour; Hearth:the floor of a bread oven; Wheat Sheaf:the harvest bundle; Barley:an old grain; Baguette:the French stick; Stone Mill:flour ground the old way", "Bread Co., Bakehouse, Loaf Shop, Bread Kitchen, Mill"),
    pastry: focus("pastry shop", "Croissant:the buttery crescent; Éclair:a lightning-quick pastry; Mille-Feuille:a thousand leaves of pastry; Puff:light, layered pastry; Butter:the heart of laminated dough; Choux:the pastry of éclairs; Tart:a crisp shell with a filling; Danish:a sweet laminated pastry; Almond:a classic filling; Glaze:a glossy finish", "Pâtisserie, Pastry Shop, Pastry Kitchen, Viennoiserie", "Butter Half:better half, with butter; Tart of Gold:heart of gold, with a tart; Flake It Till You Make It:fake it till you make it, with flaky pastry; Whisk Takers:risk takers, with a whisk; Rise & Shine:rise and shine, with rising dough; Choux Business:show business, with choux pastry"),
    cakes: focus("cake shop", "Layer Cake:tiers of sponge and cream; Frosting:the sweet finish; Sponge:a light cake; Buttercream:the classic icing; Tiers:a celebration cake; Candle:a birthday wish; Ganache:chocolate and cream; Sprinkles:a party on top; Vanilla Bean:the real thing; Cake Stand:where it takes pride of place", "Cake Shop, Cake Studio, Cakery, Cake Co.", "Icing on the Cake:the finishing touch; Let Them Eat Cake:the famous line; Piece of Cake:something easy; Batter Up:the baseball call, with cake batter; Baked My Day:made my day, baked; Tiers of Joy:tears of joy, in tiers; Whisk Takers:risk takers, with a whisk; Sugar Rush:the happy buzz of a sweet treat"),
    cupcakes: focus("cupcake bakery", "Cupcake:a cake for one; Sprinkles:a party on top; Frosting:the swirl that makes it; Cherry:the one on top; Paper Case:the pleated wrapper; Swirl:a piped crown of icing; Bonbon:a small sweet; Candy:a treat; Lollipop:childhood joy; Buttercream:the classic icing", "Cupcakery, Cupcake Co., Cupcake Kitchen, Cake Bar", "Hey Cupcake:the pet name, said to a cupcake; Batter Up:the baseball call, with cake batter; Frost Things First:first things first, with frosting; Sprinkle Me Happy:tickled pink, in sprinkles; Icing on the Cake:the finishing touch; Sugar Rush:the happy buzz of a sweet treat; Whisk Takers:risk takers, with a whisk; Baked My Day:made my day, baked"),
    "gluten-free": focus("gluten-free bakery", "Almond Flour:a gluten-free staple; Buckwheat:a seed, despite its name; Oat:a gentle grain; Rice Flour:light and fine; Chestnut:sweet, nutty flour; Sorghum:an ancient grain; Millet:a tiny golden grain; Honest Crumb:a crumb everyone can eat; Teff:the tiny Ethiopian grain; Coconut:rich and naturally sweet", "Bakery, Kitchen, Bake Shop, Pantry"),
    artisan: focus("artisan bakery", "Levain:the French sourdough starter; Stone Oven:baked on stone; Hearth:the floor of a bread oven; Proof:dough rising slowly; Crust:the crisp outside of a good loaf; Flour & Salt:the only ingredients that matter; Wild Yeast:natural fermentation; Miller:the one who grinds the flour; Rye:a dark, hearty grain; Ember:a wood-fired glow", "Bakehouse, Boulangerie, Bakery, Oven, Bake Shop"),
  },
  "hotel-resort": {
    beach: focus("beach hotel", "Tide:the sea's rhythm; Dune:sand and marram grass; Cove:a sheltered bay; Driftwood:sea-worn wood; Palm:tropical ease; Coral:the reef; Shell:a keepsake from the shore; Seagrass:the green of shallow water; Sandpiper:a little shore bird; Lagoon:calm water behind the reef", "Beach House, Resort, Beach Club, Hotel, Bay Resort"),
    mountain: focus("mountain lodge", "Summit:the peak; Ridge:a mountain crest; Pine:mountain air; Alpine:high mountain meadows; Glacier:ancient ice; Timberline:where the trees stop; Edelweiss:the mountain flower; Cairn:a trail marker; Chalet:an alpine house; Snowcap:the white peak", "Lodge, Chalet, Mountain Lodge, Inn, Retreat"),
    city: focus("city hotel", "Avenue:a grand street; Skyline:the city at night; Metropole:the great city; Grand Central:the heart of town; Lantern:a welcome light; Gallery:art around the corner; Arcade:a covered street; Boulevard:a wide, tree-lined street; Rooftop:the view from above; Exchange:the old business district", "Hotel, Suites, House, Grand Hotel, Residences"),
    countryside: focus("country house hotel", "Meadow:open countryside; Orchard:apple trees in rows; Hedgerow:the old field boundary; Willow:graceful calm; Barn:a converted farm building; Mill:an old water mill; Hayloft:the top of the barn; Oak:an old tree in the park; Bramble:wild blackberries; Manor:the big house", "Country House, Inn, Farmhouse, Manor, Retreat"),
    desert: focus("desert resort", "Oasis:water in the desert; Mesa:a flat-topped hill; Sage:desert scrub; Saguaro:the tall cactus; Dune:a hill of sand; Mirage:a shimmer on the horizon; Canyon:deep red rock; Agave:the desert plant; Sandstone:warm rock; Starfield:a desert night sky", "Resort, Inn, Desert Camp, Retreat, Springs"),
    lake: focus("lakeside hotel", "Loon:the lake's call; Pier:where boats tie up; Boathouse:the lakeside shed; Reed:the lake's edge; Heron:a patient lake bird; Stillwater:calm water; Birch:white bark by the shore; Shoreline:the water's edge; Island:a place apart; Cove:a sheltered bay", "Lake House, Lodge, Inn, Boathouse, Retreat"),
  },
  "handmade-business": {
    pottery: focus("pottery studio", "Kiln:the potter's fire; Clay:raw material shaped by hand; Glaze:glass melted onto clay; Wheel:the potter's wheel; Slip:liquid clay; Stoneware:high-fired clay; Porcelain:the finest clay; Earthenware:warm, low-fired clay; Vessel:a pot made to hold things; Bisque:the first firing", "Pottery, Ceramics, Clay Studio, Studio, Pottery Co.", "Wheel Good:real good, on the potter's wheel; Kiln It:killing it, fired in a kiln; Clay Day:a play day, in clay; Glaze Craze:a craze for glazes", true),
    knitting: focus("knitting business", "Purl:the second stitch; Yarn:the knitter's material; Skein:a loose coil of yarn; Cable:a twisted knit pattern; Wool:warm and natural; Needle:fine handwork; Stitch:careful work; Fair Isle:the colourful Shetland pattern; Mohair:a soft, fuzzy fibre; Cosy:the point of it all", "Knits, Yarn Co., Knitwear, Wool Shop, Studio", "Purl Jam:Pearl Jam, with a purl stitch; Knot Your Average:not your average; Knit Wit:a nitwit with needles; Woolly Bully:the song Wooly Bully", true),
    woodwork: focus("woodworking business", "Grain:the pattern in wood; Chisel:precision carving; Oak:strong, lasting timber; Walnut:a dark, rich wood; Dovetail:the classic joint; Lathe:the turning machine; Timber:the woods; Shavings:curls from a plane; Mortise:a joint cut by hand; Ash:a pale, springy wood", "Woodworks, Joinery, Timber Co., Workshop, Woodshop", "Wood You Believe:would you believe; Knot Bad:not bad, with a knot in the grain; Plane Simple:plain and simple, with a wood plane; Grain of Truth:a grain of truth", true),
    jewelry: focus("jewellery studio", "Silver:the maker's metal; Solder:what joins the pieces; Gem:a treasure; Link:a chain that connects; Bezel:the rim that holds a stone; Hammered:marked by the maker; Pearl:natural lustre; Filigree:fine metal lace; Ring:a circle of metal; Clasp:what holds it together", "Jewellery, Studio, Atelier, Gems", "Ring Leader:the one in charge; Gem Dandy:a jim-dandy jewel; Chain Reaction:one link at a time; Karat Top:carrot top", true),
    "soap-and-candles": focus("soap and candle business", "Lather:rich soap foam; Wick:the heart of every candle; Tallow:the old candle fat; Lavender:a calming scent; Beeswax:wax from the hive; Oatmeal:a gentle soap; Rosemary:a fresh herb; Suds:bubbles; Ember:a soft glow; Goat Milk:a creamy soap", "Soap Co., Apothecary, Candle Co., Soapworks, Bath House", "Wick & Twisted:wicked and twisted; Lather Up:the bath-time order; Soap Opera:a dramatic bath; Scents & Sensibility:the novel", true),
    sewing: focus("sewing business", "Thread:what holds things together; Bobbin:the little spool; Thimble:the fingertip guard; Seam:careful construction; Hem:a finished edge; Pattern:the maker's plan; Calico:simple cotton; Pin Cushion:the sewer's companion; Quilt:pieces made whole; Button:the small finishing touch", "Sewing Co., Stitchery, Sewing Room, Workshop, Quilts", "Sew Much Fun:so much fun; Make It Sew:make it so; Sew What:so what; Reel Life:real life, on a cotton reel", true),
    paper: focus("paper goods business", "Paper:a blank page; Quill:a pen of the past; Ink:ideas made permanent; Fold:the first move of origami; Letterpress:printing you can feel; Deckle:the rough edge of handmade paper; Envelope:a letter's jacket; Card:a note for someone; Origami:folded paper art; Parchment:the old writing skin", "Paper Co., Press, Stationery, Paper Goods, Studio", "Paper Chase:the old film and a chase for paper; Fold Story:an old story, folded; Write On:right on; Note Worthy:noteworthy", true),
    "art-prints": focus("art print shop", "Print:the finished picture; Canvas:a blank start; Linocut:a print carved in lino; Palette:a range of colour; Ink:permanent colour; Brush:the painter's tool; Gouache:an opaque watercolour; Riso:a bright, grainy print; Easel:where the work stands; Giclée:a fine art print", "Prints, Print Shop, Press, Art Co., Studio", "Print Charming:Prince Charming; Ink Different:think different; Pressed for Time:short of time, in a print press; Easel Does It:easy does it", true),
  },
  "photography-business": {
    wedding: focus("wedding photographer", "Vow:a promise made on the day; Veil:the bride's lace; Ever After:the story's ending; Confetti:the moment after; First Look:the first sight of each other; Bouquet:the flowers in hand; Toast:a raised glass; Ring:the promise; Golden Hour:the softest light; Aisle:the walk to the altar", "Weddings, Photography, Wedding Co., Studio"),
    portrait: focus("portrait photographer", "Likeness:a true picture of you; Profile:a face in outline; Gaze:a look held; Character:what a portrait should show; Sitter:the one being photographed; Window Light:the portraitist's favourite light; Face:the subject; Mirror:how you see yourself; Still:a moment kept; Silhouette:a shape against the light", "Portraits, Studio, Photography, Portrait Co."),
    newborn: focus("newborn photographer", "Little Toes:the first details; Lullaby:a song for sleep; Cradle:the first bed; Swaddle:a wrapped newborn; Tiny:newborn and new; Button:small and sweet; First Days:the fleeting start; Blanket:soft and safe; Dream:a sleeping face; Sweet Pea:a tiny one", "Newborn Photography, Studio, Baby Portraits, Photography"),
    landscape: focus("landscape photographer", "Horizon:the edge of view; Ridge:a mountain crest; Vista:a wide view; Fjord:a sea inlet; Wilderness:land left wild; Tide:the sea's rhythm; Summit:the peak; Skyline:where land meets sky; Northern Light:a glow in the winter sky; Weather:the landscape photographer's partner", "Photography, Prints, Images, Gallery"),
    commercial: focus("commercial photographer", "Frame:the picture held; Studio:controlled light; Product:the thing to sell; Brand:the story behind it; Still Life:objects arranged; Aperture:the opening for light; Grid:a clean layout; Focus:clarity; Angle:the best side; Shutter:the click", "Studio, Creative, Photography, Visuals, Imaging"),
    pet: focus("pet photographer", "Paws:four feet and muddy; Whisker:a curious face; Wag:a happy tail; Fetch:a game caught mid-air; Snout:a curious nose; Good Boy:the best praise; Tails:happy wags; Treat:the secret to a good pose; Pounce:a cat mid-leap; Furball:a fluffy subject", "Pet Photography, Pet Portraits, Studio, Photography"),
    event: focus("event photographer", "Spotlight:the centre of attention; Applause:the crowd's response; Encore:one more time; Candid:caught unposed; Crowd:everyone in the room; Backstage:behind the scenes; Flash:the burst of light; Moment:the one that matters; Dancefloor:where it happens; Toast:a raised glass", "Events, Photography, Imaging, Studio"),
  },
  "event-planning-business": {
    weddings: focus("wedding planner", "Vow:a promise; Veil:the bride's lace; Ever After:the happy ending; Aisle:the walk to the altar; Bouquet:the flowers in hand; Ribbon:the finishing touch; Something Blue:the old wedding charm; Garland:festive decoration; I Do:the two words; Lace:fine wedding fabric", "Weddings, Wedding Co., Bridal, Events, Planning"),
    corporate: focus("corporate event planner", "Summit:a gathering of leaders; Keynote:the main talk; Agenda:the plan for the day; Forum:a place for discussion; Boardroom:where decisions are made; Venue:the right place; Podium:the speaker's stand; Network:people connected; Conference:a meeting of minds; Launch:a big reveal", "Events, Event Group, Meetings, Conferences, Event Management"),
    parties: focus("party planner", "Confetti:celebration; Balloon:party in the air; Piñata:the surprise inside; Streamer:colour overhead; Sparkler:a moment of magic; Cake:the centrepiece; Disco Ball:the light of the party; Bash:a big party; Shindig:a lively party; Fizz:bubbles in a glass", "Parties, Party Co., Events, Celebrations"),
    festivals: focus("festival organiser", "Bunting:flags on a string; Field:where festivals happen; Lantern:a warm light; Bonfire:the fire at the centre; Carnival:a festival of colour; Bandstand:the music stage; Wristband:the ticket you wear; Fairground:rides and lights; Meadow:open ground; Main Stage:the big act", "Festivals, Live, Events, Gatherings, Productions"),
    luxury: focus("luxury event planner", "Velvet:a luxury touch; Gilded:finished in gold; Champagne:the celebratory glass; Soirée:an evening party; Crystal:glittering glass; Orchid:a rare flower; Black Tie:formal dress; Silk:smooth and rich; Chandelier:light in crystal; Pearl:lustrous and rare", "Events, Occasions, Soirées, Maison, Collection"),
  },
  "car-dealership": {
    new: focus("new car dealership", "Showroom:the gleaming floor; Fresh Start:a new car, a new chapter; Keyfob:the new key; Mint:straight from the factory; Launch:a new model; Horizon:the road ahead; Signature:a car with your name on it; Sterling:excellent; Premier:first; Drive:the journey", "Motors, Auto, Auto Group, Motor Co."),
    used: focus("used car dealership", "Trusty:reliable; Second Gear:a second life; Mileage:honest miles; Road-Tested:proved on the road; Honest:trustworthy; Garage:where cars live; Wheel:control; Route:the way there; Pre-Loved:cared for before; Key:a new start", "Motors, Auto Sales, Cars, Autos"),
    luxury: focus("luxury car dealership", "Prestige:status; Marque:a noble car brand; Sovereign:supreme; Chrome:gleaming metal; Grand Tourer:a car for long, fast journeys; Coachwork:hand-built bodies; Velvet:smooth; Signature:personal; Crest:a badge of honour; Onyx:polished and dark", "Motors, Prestige Cars, Automobiles, Motor House"),
    trucks: focus("truck dealership", "Tow:pulling power; Haul:a heavy load; Torque:pulling power; Tailgate:the back of the truck; Diesel:heavy-duty fuel; Ranch:where trucks work; Frontier:open country; Payload:what it can carry; Big Rig:the biggest truck; Gravel:the back road", "Trucks, Truck Center, Truck Sales, Motors, Auto"),
    electric: focus("electric car dealership", "Volt:electric force; Charge:stored power; Current:energy in motion; Spark:ignition; Watt:a unit of power; Ampere:the flow of charge; Silent Drive:no engine noise; Grid:the power network; Solar:power from the sun; Plug:the new fuel pump", "EV, Electric Motors, E-Motors, Auto, Motors"),
    family: focus("family car dealership", "Road Trip:the family holiday; Homeward:the way back home; Car Seat:the safest seat; Minivan:room for everyone; Hometown:where you grew up; Sunday Drive:an easy outing; Five Seats:everyone comes along; Backseat:the children's kingdom; Neighbour:someone you trust; Family Road:the journey together", "Motors, Auto, Family Cars, Autos"),
  },
  "travel-agency": {
    adventure: focus("adventure travel company", "Trailhead:where the hike begins; Summit:the peak; Basecamp:where the climb begins; Expedition:a journey with a goal; Rapids:white water; Wild:untamed; Ridge:a mountain crest; Compass:direction; Canyon:deep wild country; Frontier:the edge of the map", "Expeditions, Adventures, Outfitters, Travel, Treks"),
    luxury: focus("luxury travel agency", "Voyage:a long journey; First Class:the best seat; Grand Tour:the old journey of culture; Riviera:the glamorous coast; Silk Road:the old trade route; Concierge:every detail arranged; Suite:the best room; Orient:the old romance of the East; Jetset:the travelling elite; Yacht:private sailing", "Voyages, Travel, Journeys, Collection, Escapes"),
    family: focus("family travel agency", "Suitcase:packed for everyone; Road Trip:the family holiday; Postcard:a note home; Sandcastle:the beach day; Sunhat:the holiday look; Map:the big plan; Picnic:lunch outdoors; Passport:permission to go; Holiday:time together; Bucket List:places to see together", "Holidays, Travel, Trips, Getaways, Vacations"),
    honeymoon: focus("honeymoon travel agency", "Just Married:the sign on the car; Ever After:the happy ending; Two Tickets:a journey for two; Sunset:the evening view; Paradise:the perfect place; Island:a place apart; Rose:classic romance; Moonlit:by the light of the moon; Lagoon:calm water; Forever:the promise", "Honeymoons, Escapes, Getaways, Travel, Journeys"),
    budget: focus("budget travel agency", "Backpack:everything you need; Hostel:a cheap, friendly bed; Rail Pass:the open ticket; Nomad:a traveller; Pocket:small and smart; Bargain:a good deal; Wanderer:one who roams; Passport:permission to go; Roam:travel without a plan; Savvy:smart with money", "Travel, Trips, Getaways, Travel Co."),
    cultural: focus("cultural travel agency", "Heritage:what the past left; Museum:art and history; Pilgrim:a traveller with purpose; Atlas:a book of maps; Chronicle:history written down; Cathedral:a great church; Bazaar:the old market; Silk Road:the old trade route; Ruins:ancient stones; Scholar:a devoted learner", "Journeys, Tours, Travel, Cultural Tours, Expeditions"),
  },
  "real-estate": {
    residential: focus("residential estate agency", "Hearth:the heart of a home; Porch:a welcoming front step; Nest:a cosy home; Key:access and belonging; Doorstep:the way in; Gable:a classic roof line; Hometown:where you belong; Haven:a safe place; Garden Gate:a welcome; Chimney:a warm home", "Homes, Realty, Real Estate, Properties"),
    luxury: focus("luxury real estate agency", "Estate:a grand property; Manor:the big house; Prestige:status; Penthouse:the top floor; Sterling:excellent; Crest:a badge of honour; Villa:a grand country house; Ivory:elegant; Marble:timeless stone; Sovereign:supreme", "Estates, Properties, Realty, Residences, Private Office"),
    commercial: focus("commercial property firm", "Cornerstone:a solid foundation; Keystone:the stone that holds an arch; Tower:a landmark building; Exchange:where business is done; Capital:first-rate; Quarter:a business district; Plaza:a public square; Frontage:the street side; Pillar:support; Meridian:the highest point", "Property Group, Commercial, Real Estate, Properties, Partners"),
    rentals: focus("lettings agency", "Tenant:the people who live there; Lease:the agreement; Let:a home for rent; Doorkey:the key you are handed; Move-In:day one; Nest:a cosy home; Landing:a place to land; Harbor:a safe place; Threshold:the way in; Corner:a good spot", "Lettings, Rentals, Property Management, Homes"),
    "first-time-buyers": focus("first-time buyer agency", "First Key:the first front door; Starter:a first home; Doorstep:the way in; Threshold:the way in; Milestone:a big moment; Launchpad:where it begins; New Chapter:a fresh start; Nest Egg:savings that become a home; Welcome Mat:the first thing you buy; Ladder:the property ladder's first rung", "Homes, Realty, Home Buying, Properties"),
  },
};

/**
 * What a style option makes of a trade's own words: a streetwear label is offered no tailor's silk and linen, a
 * witchy candle maker the moon and the coven. The nouns and kinds of place replace the trade's; `cues` are the
 * description's words that say this style when the option is left at its default ("oversized hoodies": streetwear).
 */
export interface StyleWords {
  nouns: Word[];
  places: string[];
  puns?: Word[];
  cues: string[];
}

function styled(nouns: string, places: string, cues: string, puns?: string): StyleWords {
  return { nouns: words(nouns), places: list(places), cues: list(cues), puns: puns === undefined ? undefined : words(puns) };
}

export const TRADE_STYLE: Record<string, Record<string, StyleWords>> = {
  "fashion-brand": {
    streetwear: styled("Concrete:raw city ground; Block:the neighbourhood; Drop:a limited release; Kerb:the street's edge; Crew:the people you roll with; Tag:a name sprayed on a wall; Static:raw energy; Pavement:where the style is worn; Rebel:defiance; Asphalt:the street itself; Corner:the local spot; Hype:the buzz before a release",
      "Supply, Supply Co., Club, Goods, Clothing, Co.", "streetwear, hoodie, hoodies, skate, skateboard, skateboarding, sneakers, tees, graphic, graphics, caps, urban, hip-hop, graffiti", ""),
    minimal: styled("Line:a clean line; Form:shape and nothing more; Seam:careful construction; Cotton:everyday comfort; Linen:natural cloth; Thread:the start of every garment; Mono:one colour; Plain:nothing extra; Stone:a quiet neutral; Fold:a crisp crease; Grey:the calm neutral; Edit:a wardrobe pared back",
      "Studio, Label, Clothing, Wardrobe", "minimal, minimalist, capsule, basics, essentials, neutral, neutrals"),
    luxury: styled("Silk:luxury; Velvet:richness; Cashmere:the softest wool; Muse:inspiration; Tailor:made to measure; Couture:made by hand to order; Satin:a gleaming weave; Gilt:a gold finish; Noir:black, the evening colour; Sable:the richest dark",
      "Atelier, Maison, House, Couture, Label", "luxury, couture, cashmere, silk, tailored, bespoke, designer"),
    vintage: styled("Archive:garments kept from the past; Attic:where old treasures wait; Reel:an old film reel; Heirloom:handed down; Jukebox:the old diner music; Patch:a repair worn with pride; Denim:everyday toughness; Thrift:the joy of the hunt; Rerun:a favourite played again; Cassette:the old mixtape",
      "Archive, Supply, Clothing Co., Goods, Vintage Co.", "vintage, retro, thrift, thrifted, secondhand, reworked, 70s, 80s, 90s, y2k"),
    bohemian: styled("Fringe:a swinging edge; Tassel:a playful finish; Loom:weaving; Indigo:a deep dye; Meadow:open fields; Wander:roaming free; Paisley:the old swirling print; Saffron:a warm spice colour; Feather:lightness; Juniper:a wild shrub",
      "Collective, Studio, Label, Clothing", "boho, bohemian, festival, flowy, crochet, hippie, free-spirited"),
    sportswear: styled("Stride:a confident step; Pace:speed; Sprint:a burst of speed; Tempo:the rhythm of a run; Lap:one more round; Kinetic:energy in motion; Split:a timed stretch of a race; Heat:a qualifying race; Summit:the top; Cadence:steps per minute",
      "Athletic, Sport, Active, Athletics, Performance", "sportswear, athleisure, running, gym, training, leggings, tights, activewear, workout, yoga, sweat-wicking", "Sweat Equity:a stake earned by hard work; Run the World:a nod to the song; Hustle & Flow:the film, with effort"),
  },
  "jewelry-brand": {
    minimal: styled("Line:a clean line; Loop:a simple circle; Arc:a gentle curve; Bar:a slim bar of metal; Orbit:a circle that repeats; Dot:a single point; Form:shape and nothing more; Thread:a fine chain; Hoop:a simple circle; Plain:nothing extra; Halo:a ring of light; Axis:a single clean line; Still:calm; Thread:a fine chain",
      "Studio, Jewelry, Co., Atelier", "minimal, minimalist, dainty, delicate, simple, everyday"),
    fine: styled("Carat:the weight of a gem; Facet:a cut face of a gem; Solitaire:a single stone; Heirloom:handed down; Gilt:a layer of gold; Lustre:shine; Halo:a ring of light; Pearl:natural lustre; Brilliant:the classic diamond cut; Pavé:stones set close like paving",
      "Fine Jewelry, Jewelers, Atelier, Goldsmiths, Studio", "diamond, diamonds, solitaire, engagement, heirloom, platinum, carat, fine"),
    boho: styled("Turquoise:the desert stone; Feather:lightness; Moonstone:a milky, glowing stone; Desert:sun-baked land; Fringe:a swinging edge; Cowrie:the little shell once used as money; Wander:roaming free; Driftwood:sea-worn wood; Sunstone:a warm, glinting stone; Sage:a wild herb; Canyon:deep wild country; Mesa:the flat-topped desert hill; Juniper:a wild desert shrub; Luna:the moon",
      "Jewelry, Studio, Collective, Co., Trading Co.", "boho, bohemian, turquoise, festival, desert, shell, shells, crystals, feather, feathers"),
    vintage: styled("Locket:a keepsake on a chain; Cameo:a carved portrait; Heirloom:handed down; Filigree:fine metal lace; Keepsake:something kept for love; Deco:the art deco line; Trinket:a small treasure; Marcasite:the glinting old stone; Attic:where old treasures wait; Relic:a piece of the past; Curio:a curious old find; Sepia:the colour of old photographs; Gilt:a gold finish; Pocketwatch:a treasure on a chain",
      "Jewelry, Antiques, Co., Keepsakes, Jewelers", "vintage, antique, antiques, retro, victorian, deco, estate, heirloom, brooch, brooches, cameo"),
    statement: styled("Stud:a bold point of metal; Hoop:a big circle; Cuff:a bold wrist band; Chain:heavy links; Spike:an edge; Flash:a burst of shine; Shine:a bright finish; Drop:a long earring; Charm:a piece with a story; Sparkle:light caught; Bangle:a bold ring for the wrist; Chunk:a heavy piece; Gleam:a flash of light; Brass:the bold yellow metal",
      "Jewelry, Studio, Co., Club, Jewelry Co.", "statement, bold, chunky, oversized, big, loud, maximalist"),
  },
  "tattoo-shop": {
    "fine-line": styled("Needle:the artist's tool; Line:a single fine line; Sprig:a small stem of leaves; Script:fine lettering; Petal:softness; Fern:lush fronds; Moth:a delicate night wing; Feather:lightness; Vine:a climbing line; Stem:a single line of a flower; Thread:a fine line; Wren:a tiny bird",
      "Tattoo, Tattoo Studio, Studio, Ink, Atelier", "fine-line, fineline, delicate, dainty, tiny, micro, botanical, script, single-needle"),
    minimal: styled("Line:a single clean line; Dot:a single point; Mark:a sign on the skin; Trace:a faint line; Point:the needle's tip; Needle:the artist's tool; Form:shape and nothing more; Still:calm; Arc:a gentle curve; Axis:a straight line",
      "Tattoo, Tattoo Studio, Studio, Ink", "minimal, minimalist, geometric, dotwork, linework, symbols"),
    japanese: styled("Koi:strength through struggle; Crane:long life; Wave:the great wave; Peony:the king of flowers; Tiger:courage; Dragon:wisdom and power; Lotus:rising from mud; Sakura:cherry blossom; Hannya:the jealous demon mask; Maple:the autumn leaf",
      "Tattoo, Irezumi, Studio, Ink, Tattoo Co.", "japanese, irezumi, koi, yakuza, horimono, tebori"),
    dark: styled("Raven:a dark omen; Bone:what lasts; Moth:a creature of the night; Thorn:sharp beauty; Crow:a dark messenger; Skull:a memento mori; Hollow:an empty dark; Nightshade:the poisonous flower; Ash:what fire leaves; Serpent:a bold motif",
      "Tattoo, Tattoo Co., Ink, Collective, Studio", "dark, gothic, goth, horror, blackwork, occult, macabre"),
  },
  "candle-business": {
    witchy: styled("Moon:the witch's light; Coven:a circle of witches; Hex:a spell; Spell:words with power; Ritual:a rite done with care; Cauldron:the witch's pot; Crow:a dark messenger; Mugwort:the dreaming herb; Rune:a carved sign; Omen:a sign of what comes; Sage:a cleansing herb; Wick:the heart of every candle",
      "Apothecary, Candle Co., Candles, Conjure Co., Wax Works, Candle Works", "witch, witches, witchy, ritual, rituals, spell, spells, moon, lunar, crystal, crystals, tarot, coven, pagan, altar, sabbat"),
    botanical: styled("Sage:a cleansing herb; Fern:lush green; Moss:quiet green; Herb:the garden's scent; Meadow:open fields; Thyme:a fragrant herb; Wildflower:the untamed meadow; Bloom:flowers at their best; Rosemary:the herb of remembrance; Wick:the heart of every candle",
      "Candle Co., Apothecary, Botanicals, Candles", "botanical, herbs, herbal, flowers, floral, lavender, garden, eucalyptus, rosemary, essential"),
    luxury: styled("Amber:a warm resin; Oud:the precious dark wood; Noir:black, the evening colour; Velvet:richness; Onyx:a polished dark stone; Gilt:a gold finish; Ember:a soft glow; Smoke:a curling trail; Cashmere:softness; Flame:living light",
      "Maison, Candle House, Atelier, Parfums", "luxury, luxurious, oud, designer, hotel, fragrance"),
    minimal: styled("Wick:the heart of every candle; Wax:warm, slow light; Flame:living light; Glow:soft radiance; Form:shape and nothing more; Still:calm; Ash:what a fire leaves; Plain:nothing extra; Light:a quiet flame; Stone:a quiet neutral",
      "Candle Co., Studio, Candles, Wax Works", "minimal, minimalist, simple, unscented, concrete"),
  },
};

/**
 * The description's distinctive modifiers and what they put on a sign: "recycled silver" a second life, "stacking
 * bands" a stack, "beaded earrings" a bead, "full moon rituals" the full moon. A noun leads or pairs ("Bead &
 * Kente", "Full Moon Apothecary"); a describing word goes before the thing it describes ("Second Silver").
 */
export interface Modifier {
  w: string;
  /** What the word means on the sign; `{w}` is the visitor's own word. */
  g: string;
  adj: boolean;
  material: boolean;
}

function mods(src: string): [RegExp, Modifier][] {
  return src.split(";").map((x) => x.trim()).filter(Boolean).map((x) => {
    const [cue, w, g, kind] = x.split(/\s+\|\s+/).map((s) => s.trim());
    return [new RegExp(`\\b(${cue})\\b`), { w, g, adj: kind !== "n", material: kind === "material" }];
  });
}

export const MODIFIERS: [RegExp, Modifier][] = mods(`
  ocean plastic|ocean-bound plastic|ocean waste|sea plastic|marine plastic|plastic from the ocean|plastic from the sea|ghost nets?|fishing nets? | Second Tide | plastic the tide brought in, given a second life as your pieces | n;
  ocean plastic|ocean-bound plastic|ocean waste|sea plastic|marine plastic|plastic from the ocean|plastic from the sea|ghost nets?|fishing nets? | Tideline | the line where the tide leaves what it carries, the {w} your pieces are made from | n;
  crocheted|crochet|amigurumi | Hooked | made loop by loop with a hook, as your {w} pieces are | adj;
  recycled|upcycled|reclaimed|repurposed|salvaged|reworked|second-hand|secondhand|thrifted | Second | a second life, as your {w} pieces have | material;
  stacking|stackable|stacked | Stack | a stack, the way your {w} pieces are worn | n;
  beaded|beads|beadwork | Bead | the bead, from your {w} work | n;
  oversized|oversize|baggy | Oversized | the loose cut of your {w} pieces | adj;
  hammered | Hammered | the marks of the hammer on your {w} metal | adj;
  braided|plaited | Braid | the braid of your {w} pieces | n;
  woven|handwoven|hand-woven | Weave | the weave of your {w} pieces | n;
  knotted|macrame | Knot | the knot of your {w} work | n;
  patchwork|patched | Patch | a patch, as in your {w} pieces | n;
  embroidered|hand-embroidered | Stitch | the stitch of your {w} work | n;
  full moon|full moons | Full Moon | the full moon your rituals are lit by | n;
  new moon|new moons | New Moon | the new moon your rituals are lit by | n;
  rituals?|rites? | Ritual | the ritual you light them for | n
`);

/** Places and peoples whose craft the description draws on ("inspired by West African textiles"): a motif of theirs. */
export const ORIGIN_MOTIFS: [RegExp, Word[]][] = [
  [/\bwest african|\bghana(ian)?\b|\bnigerian?\b|\bafrican\b/, words("Kente:the woven cloth of Ghana; Ankara:the bright wax-print cloth of West Africa; Adinkra:the West African symbols of wisdom")],
  [/\bjapan(ese)?\b/, words("Sashiko:the Japanese running stitch; Kintsugi:the Japanese art of mending with gold; Wabi:the Japanese beauty of the simple")],
  [/\bmoroccan?\b|\bmorocco\b/, words("Zellige:the Moroccan mosaic tile; Souk:the Moroccan market; Medina:the old walled town")],
  [/\bscandinavian\b|\bnordic\b/, words("Fjord:the Nordic sea inlet; Hygge:the Nordic comfort; Rune:the old Norse letter")],
  [/\bceltic\b|\birish\b|\bscottish\b/, words("Knotwork:the Celtic endless knot; Tartan:the woven check of the clans")],
  [/\bmexican\b|(?<!new )\bmexico\b|\boaxaca\b/, words("Talavera:the painted pottery of Mexico; Marigold:the flower of the Day of the Dead")],
  [/\bindian\b|\bindia\b|\brajasthan/, words("Paisley:the teardrop motif of India; Kantha:the Indian running-stitch quilt")],
  [/\bart deco\b|\bdeco\b|\b1920s\b|\broaring twenties\b/, words("Deco:the art deco line; Gatsby:the jazz-age glamour")],
  [/\bgreek\b|\bgreece\b|\baegean\b/, words("Aegean:the Greek sea; Meander:the Greek key pattern")],
  [/\bandean\b|\bperuvian\b|\bperu\b/, words("Alpaca:the soft Andean wool; Inca:the old Andean empire")],
];
