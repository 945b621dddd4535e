import type {
  CategorySlug,
  ColorName,
  Field,
  FieldOption,
  GeneratorStructure,
  IconName,
  RequiredRule,
  SelectField,
} from "./types";

const MISSING = "Missing Information";

function options(...values: string[]): FieldOption[] {
  return values.map((value) => ({
    value,
    label: value
      .split(/[-_]/)
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join(" "),
  }));
}

function select(name: string, label: string, values: string[] | FieldOption[], def?: string): SelectField {
  const opts = typeof values[0] === "string" ? options(...(values as string[])) : (values as FieldOption[]);
  return { kind: "select", name, label, options: opts, default: def ?? opts[0].value };
}

function describe(label: string, placeholder: string): Field {
  return { kind: "textarea", name: "description", label, placeholder, maxLength: 500 };
}

function text(name: string, label: string, placeholder: string, maxLength = 120): Field {
  return { kind: "text", name, label, placeholder, maxLength };
}

/** The description is required, with the generator's own wording. */
function needs(what: string): RequiredRule {
  return { fields: ["description"], title: MISSING, message: `Please provide a description of ${what}` };
}

// Option sets shared by several generators.
const BRAND_STYLE = select("style", "Name style", ["modern", "classic", "playful", "professional", "bold", "minimal"], "modern");
const LENGTH = select("length", "Name length", ["short", "medium", "long"], "short");
const TONE = select("tone", "Tone", ["fun", "serious", "quirky", "dramatic", "elegant"], "fun");
const LOCAL_STYLE = select("style", "Feel", ["cozy", "upscale", "trendy", "classic", "playful"], "cozy");
const FANTASY_GENDER = select("gender", "Gender", ["any", "female", "male", "neutral"], "any");

interface Entry {
  slug: string;
  title: string;
  noun: string;
  icon: IconName;
  fields: Field[];
  required?: RequiredRule | null;
  /** Path when it is not /ai-<slug>-name-generator. */
  path?: string;
  featured?: boolean;
  dedicated?: boolean;
  resultKind?: "general" | "podcast";
  color?: ColorName;
}

const CATEGORY_COLOR: Record<CategorySlug, ColorName> = {
  "business-brand": "blue",
  "personal-social": "violet",
  "writing-creative": "amber",
  "niche-specific": "rose",
  "tech-industry": "cyan",
  "geographical-local": "emerald",
  "fantasy-gaming": "indigo",
  "specialty-fun": "fuchsia",
};

const ENTRIES: Record<CategorySlug, Entry[]> = {
  "business-brand": [
    {
      slug: "business", title: "AI Business Name", noun: "Business Names", icon: "briefcase", featured: true,
      fields: [
        select("industry", "Industry", ["technology", "retail", "food-and-drink", "health-and-wellness", "finance", "creative", "home-services", "education", "consulting", "other"], "technology"),
        BRAND_STYLE,
        text("keywords", "Keywords (optional)", "e.g. bright, north, craft"),
        describe("Describe your business", "What you sell, who it is for, and the feeling the name should give"),
      ],
      required: needs("your business"),
    },
    {
      slug: "product", title: "Product Name", noun: "Product Names", icon: "package", featured: true,
      fields: [BRAND_STYLE, text("keywords", "Keywords (optional)", "e.g. fresh, pocket, smart"), describe("Describe your product", "What it does, who uses it, what makes it different")],
      required: needs("your product"),
    },
    {
      slug: "ecommerce-store", title: "Ecommerce Store Name", noun: "Store Names", icon: "store",
      fields: [select("niche", "What you sell", ["fashion", "home-decor", "beauty", "electronics", "pets", "handmade", "food", "outdoor", "kids", "other"], "fashion"), BRAND_STYLE, describe("Describe your store", "Your products, your customers and the vibe of the shop")],
      required: needs("your store"),
    },
    {
      slug: "domain", title: "Domain Name Finder", noun: "Domain Names", icon: "globe", featured: true,
      fields: [select("tld", "Preferred ending", [".com", ".io", ".co", ".app", ".net", ".shop"].map((v) => ({ value: v, label: v })), ".com"), LENGTH, text("keywords", "Keywords (optional)", "e.g. cloud, pet, green"), describe("Describe your website", "What the site is about and who will visit it")],
      required: needs("your website"),
    },
    {
      slug: "startup", title: "Startup Name", noun: "Startup Names", icon: "rocket", featured: true,
      fields: [select("industry", "Sector", ["fintech", "health", "climate", "consumer", "developer-tools", "marketplace", "education", "other"], "consumer"), BRAND_STYLE, describe("Describe your startup", "The problem you solve and for whom")],
      required: needs("your startup"),
    },
    {
      slug: "catchy-brand", title: "Catchy Brand Name", noun: "Brand Names", icon: "sparkles", featured: true,
      fields: [select("style", "Catchiness", ["rhyming", "alliterative", "invented", "punchy", "playful"], "punchy"), text("keywords", "Keywords (optional)", "e.g. snap, glow, bee"), describe("Describe your brand", "What the brand stands for and who it talks to")],
      required: needs("your brand"),
    },
    { slug: "saas", title: "SaaS Name", noun: "SaaS Names", icon: "cloud", fields: [BRAND_STYLE, describe("Describe your software", "What the product automates and for which teams")], required: needs("your software") },
    { slug: "consulting-firm", title: "Consulting Firm Name", noun: "Consulting Firm Names", icon: "handshake", fields: [select("field", "Field", ["management", "strategy", "it", "hr", "marketing", "finance", "operations"], "management"), select("style", "Name style", ["professional", "founder-name", "modern", "classic"], "professional"), describe("Describe your firm", "Your expertise, clients and values")], required: needs("your firm") },
    { slug: "luxury-brand", title: "Luxury Brand Name", noun: "Luxury Brand Names", icon: "gem", fields: [select("style", "Flavour", ["french", "italian", "timeless", "minimal", "opulent"], "timeless"), describe("Describe your brand", "The products, the craft and the clientele")], required: needs("your brand") },
    { slug: "green-business", title: "Green Business Name", noun: "Green Business Names", icon: "leaf", fields: [select("focus", "Focus", ["renewable-energy", "zero-waste", "organic-food", "eco-products", "landscaping", "recycling"], "eco-products"), BRAND_STYLE, describe("Describe your business", "How your business helps the planet")], required: needs("your business") },
    { slug: "handmade-business", title: "Handmade Business Name", noun: "Handmade Business Names", icon: "scissors", fields: [select("craft", "Craft", ["pottery", "knitting", "woodwork", "jewelry", "soap-and-candles", "sewing", "paper", "art-prints"], "pottery"), LOCAL_STYLE, describe("Describe your craft", "What you make, how, and who buys it")], required: needs("your handmade business") },
  ],
  "personal-social": [
    {
      slug: "username", title: "Username", noun: "Usernames", icon: "at-sign", path: "/ai-username-generator", featured: true,
      fields: [select("platform", "Platform", ["any", "gaming", "instagram", "tiktok", "reddit", "discord", "professional"], "any"), select("style", "Style", ["cool", "cute", "funny", "aesthetic", "edgy", "clean"], "cool"), describe("Describe yourself", "Hobbies, favourite things, a nickname you like")],
      required: needs("yourself or your interests"),
    },
    { slug: "youtube-channel", title: "YouTube Channel Name", noun: "YouTube Channel Names", icon: "video", featured: true, fields: [select("niche", "Channel type", ["gaming", "vlog", "education", "tech", "cooking", "fitness", "comedy", "music", "beauty"], "vlog"), TONE, describe("Describe your channel", "What your videos are about and who watches")], required: needs("your channel") },
    { slug: "twitch", title: "Twitch Name", noun: "Twitch Names", icon: "gamepad-2", fields: [select("style", "Style", ["cool", "funny", "dark", "cute", "pro"], "cool"), text("games", "Games you stream (optional)", "e.g. Minecraft, Valorant"), describe("Describe your stream", "Your personality on stream and what viewers get")], required: needs("your stream") },
    { slug: "twitter-handle", title: "Twitter/X Handle", noun: "Twitter/X Handles", icon: "message-circle", path: "/ai-twitter-handle-generator", fields: [select("style", "Style", ["professional", "witty", "personal", "niche-expert"], "personal"), describe("Describe yourself", "What you post about and how you want to come across")], required: needs("yourself or your account") },
    {
      slug: "fantasy", title: "Fantasy Name", noun: "Fantasy Names", icon: "wand-sparkles", featured: true,
      fields: [select("race", "Race", ["human", "elf", "dwarf", "orc", "halfling", "dragonborn", "fae"], "human"), FANTASY_GENDER, describe("Describe the character or world", "Their role, homeland and personality")],
      required: needs("your character or world"),
    },
    { slug: "personal-blog", title: "Personal Blog Name", noun: "Blog Names", icon: "pen-line", fields: [select("topic", "Topic", ["lifestyle", "travel", "food", "parenting", "personal-finance", "tech", "wellness"], "lifestyle"), TONE, describe("Describe your blog", "What you write about and for whom")], required: needs("your blog") },
    { slug: "linkedin-profile", title: "LinkedIn Profile Name", noun: "LinkedIn Profile Names", icon: "user-round", fields: [text("profession", "Profession", "e.g. product designer", 80), select("style", "Style", ["professional", "creative", "expert", "friendly"], "professional"), describe("Describe your work", "Your skills and the audience you want to reach")], required: needs("your work") },
    { slug: "snapchat-username", title: "Snapchat Username", noun: "Snapchat Usernames", icon: "ghost", path: "/ai-snapchat-username-generator", fields: [select("style", "Style", ["cute", "funny", "cool", "aesthetic"], "cute"), describe("Describe yourself", "Interests, nicknames, favourite things")], required: needs("yourself") },
    { slug: "tiktok-username", title: "TikTok Username", noun: "TikTok Usernames", icon: "music", path: "/ai-tiktok-username-generator", fields: [select("niche", "Content", ["dance", "comedy", "beauty", "food", "lifestyle", "gaming", "education"], "lifestyle"), select("style", "Style", ["catchy", "funny", "aesthetic", "bold"], "catchy"), describe("Describe your content", "What your videos show and your on-camera persona")], required: needs("your content") },
    { slug: "gaming-clan", title: "Gaming Clan Name", noun: "Clan Names", icon: "swords", fields: [select("game", "Game type", ["shooter", "battle-royale", "mmo", "moba", "strategy", "sports"], "shooter"), select("style", "Style", ["intimidating", "funny", "mysterious", "honorable"], "intimidating"), describe("Describe your clan", "How you play and what holds you together")], required: needs("your clan") },
  ],
  "writing-creative": [
    {
      slug: "book-title", title: "Book Title", noun: "Book Titles", icon: "book-open", path: "/ai-book-title-generator", featured: true,
      fields: [select("genre", "Genre", ["fantasy", "mystery", "thriller", "romance", "science-fiction", "literary", "horror", "young-adult", "non-fiction", "memoir"], "fantasy"), describe("Describe your book", "The plot, the main character and the mood")],
      required: needs("your book"),
    },
    {
      slug: "character", title: "Character Name", noun: "Character Names", icon: "drama", featured: true,
      fields: [select("genre", "Setting", ["contemporary", "historical", "fantasy", "science-fiction", "noir", "western"], "contemporary"), FANTASY_GENDER, describe("Describe your character", "Role in the story, personality, background")],
      required: needs("your character"),
    },
    { slug: "pen-name", title: "Pen Name", noun: "Pen Names", icon: "feather", fields: [select("genre", "Genre you write", ["romance", "mystery", "fantasy", "literary", "thriller", "poetry", "children"], "mystery"), FANTASY_GENDER, describe("Describe your writing", "What you write and the image you want")], required: needs("your writing") },
    { slug: "band", title: "Band Name", noun: "Band Names", icon: "music", fields: [select("genre", "Genre", ["rock", "indie", "metal", "pop", "punk", "jazz", "electronic", "folk", "hip-hop"], "indie"), describe("Describe your band", "Your sound, influences and attitude")], required: needs("your band") },
    {
      slug: "podcast", title: "Podcast Name", noun: "Podcast Names", icon: "mic", dedicated: true, resultKind: "podcast", featured: true,
      fields: [text("niche", "Podcast niche", "e.g. true crime, startups, parenting", 120), { kind: "textarea", name: "description", label: "Describe your podcast", placeholder: "Topics, format, hosts and listeners (sent as keywords)", maxLength: 500 }],
      required: null,
    },
    { slug: "blog", title: "AI Blog Name", noun: "Blog Names", icon: "newspaper", fields: [select("topic", "Topic", ["business", "tech", "food", "travel", "fashion", "health", "finance", "diy"], "business"), BRAND_STYLE, describe("Describe your blog", "Subjects, audience and voice")], required: needs("your blog") },
    { slug: "poetry-title", title: "Poetry Title", noun: "Poem Titles", icon: "feather", path: "/ai-poetry-title-generator", fields: [select("mood", "Mood", ["melancholic", "romantic", "hopeful", "dark", "nature", "playful"], "melancholic"), describe("Describe your poem", "Its subject, images and feeling")], required: needs("your poem") },
    { slug: "screenplay", title: "Screenplay Name", noun: "Screenplay Titles", icon: "clapperboard", path: "/ai-screenplay-title-generator", fields: [select("genre", "Genre", ["drama", "comedy", "thriller", "horror", "action", "science-fiction", "romance"], "drama"), describe("Describe your screenplay", "The premise in a few lines")], required: needs("your screenplay") },
    { slug: "song", title: "Song Name", noun: "Song Titles", icon: "radio", path: "/ai-song-title-generator", fields: [select("genre", "Genre", ["pop", "rock", "country", "hip-hop", "r-and-b", "indie", "electronic", "folk"], "pop"), select("mood", "Mood", ["happy", "sad", "angry", "romantic", "nostalgic", "empowering"], "nostalgic"), describe("Describe your song", "What the lyrics are about")], required: needs("your song") },
    { slug: "fan-fiction", title: "Fan Fiction Name", noun: "Fan Fiction Titles", icon: "book-open", path: "/ai-fan-fiction-title-generator", fields: [text("fandom", "Fandom", "e.g. Harry Potter, Star Wars", 80), select("genre", "Genre", ["romance", "adventure", "angst", "humor", "alternate-universe", "hurt-comfort"], "adventure"), describe("Describe your story", "Characters, pairing and plot")], required: needs("your story") },
    { slug: "comic-book", title: "Comic Book Name", noun: "Comic Book Titles", icon: "zap", path: "/ai-comic-book-title-generator", fields: [select("genre", "Genre", ["superhero", "science-fiction", "horror", "fantasy", "crime", "slice-of-life"], "superhero"), describe("Describe your comic", "The hero, the world and the conflict")], required: needs("your comic") },
  ],
  "niche-specific": [
    { slug: "restaurant", title: "Restaurant Name", noun: "Restaurant Names", icon: "utensils", fields: [select("cuisine", "Cuisine", ["italian", "mexican", "japanese", "indian", "french", "american", "mediterranean", "thai", "chinese", "vegan", "seafood", "fusion"], "italian"), LOCAL_STYLE, describe("Describe your restaurant", "Dishes, atmosphere, location and guests")], required: needs("your restaurant") },
    {
      slug: "pet", title: "Pet Name", noun: "Pet Names", icon: "paw-print", dedicated: true, featured: true,
      fields: [text("petType", "Pet type", "e.g. hamster, parrot, rabbit", 60), describe("Personality", "Describe your pet's personality, looks and habits")],
      required: { fields: ["petType", "description"], title: MISSING, message: "Please provide both pet type and description." },
    },
    {
      slug: "dog", title: "Dog Name", noun: "Dog Names", icon: "dog", dedicated: true, featured: true,
      fields: [select("style", "Name style", ["fun", "cute", "strong", "elegant", "unique"], "fun"), describe("Describe your dog", "Breed, size, colour, personality")],
      required: needs("your dog"),
    },
    {
      slug: "cat", title: "Cat Name", noun: "Cat Names", icon: "cat", dedicated: true,
      fields: [select("style", "Name style", ["elegant", "cute", "mythical", "quirky", "regal"], "elegant"), describe("Describe your cat", "Colour, coat, temperament, habits")],
      required: needs("your cat"),
    },
    {
      slug: "horse", title: "Horse Name", noun: "Horse Names", icon: "trophy", dedicated: true,
      fields: [select("horseType", "Horse type", ["race", "show", "pleasure", "draft", "western", "sport"], "pleasure"), describe("Describe your horse", "Breed, colour, markings, temperament")],
      required: needs("your horse"),
    },
    {
      slug: "warrior-cat", title: "Warrior Cat Name", noun: "Warrior Cat Names", icon: "shield", dedicated: true,
      fields: [select("clan", "Clan", [{ value: "thunderclan", label: "ThunderClan" }, { value: "riverclan", label: "RiverClan" }, { value: "windclan", label: "WindClan" }, { value: "shadowclan", label: "ShadowClan" }, { value: "skyclan", label: "SkyClan" }], "thunderclan"), describe("Describe your warrior cat", "Pelt colour, eyes, skills and temperament")],
      required: needs("your warrior cat"),
    },
    { slug: "baby", title: "Baby Name Finder", noun: "Baby Names", icon: "baby", fields: [select("gender", "Gender", ["any", "girl", "boy", "neutral"], "any"), select("origin", "Origin", ["any", "english", "latin", "greek", "hebrew", "irish", "italian", "french", "german", "nordic", "spanish", "japanese", "arabic", "indian"], "any"), select("style", "Style", ["classic", "modern", "rare", "nature", "vintage"], "classic"), describe("What are you looking for?", "Sounds you love, meanings that matter, sibling names")], required: needs("the name you are looking for") },
    { slug: "fitness-brand", title: "Fitness Brand Name", noun: "Fitness Brand Names", icon: "dumbbell", fields: [select("focus", "Focus", ["gym", "yoga", "personal-training", "crossfit", "running", "apparel", "nutrition"], "gym"), BRAND_STYLE, describe("Describe your fitness brand", "Who you train and how")], required: needs("your fitness brand") },
    { slug: "fashion-brand", title: "Fashion Brand Name", noun: "Fashion Brand Names", icon: "shirt", fields: [select("style", "Aesthetic", ["streetwear", "minimal", "luxury", "vintage", "bohemian", "sportswear"], "minimal"), describe("Describe your label", "Pieces, materials and the people who wear them")], required: needs("your fashion brand") },
    { slug: "candle-business", title: "Candle Business Name", noun: "Candle Business Names", icon: "flame", fields: [select("style", "Feel", ["cozy", "luxury", "botanical", "witchy", "minimal"], "cozy"), describe("Describe your candles", "Scents, wax, jars, and the mood they set")], required: needs("your candle business") },
    { slug: "jewelry-brand", title: "Jewelry Brand Name", noun: "Jewelry Brand Names", icon: "gem", fields: [select("style", "Style", ["fine", "boho", "minimal", "vintage", "statement"], "minimal"), describe("Describe your jewelry", "Metals, stones, designs and buyers")], required: needs("your jewelry brand") },
    { slug: "car-dealership", title: "Car Dealership Name", noun: "Car Dealership Names", icon: "car", fields: [select("focus", "Stock", ["new", "used", "luxury", "trucks", "electric", "family"], "used"), text("town", "Town (optional)", "e.g. Springfield", 60), describe("Describe your dealership", "What you sell and how you treat buyers")], required: needs("your dealership") },
    { slug: "photography-business", title: "Photography Business Name", noun: "Photography Business Names", icon: "camera", fields: [select("focus", "Speciality", ["wedding", "portrait", "newborn", "landscape", "commercial", "pet", "event"], "wedding"), select("style", "Style", ["elegant", "artistic", "modern", "warm"], "elegant"), describe("Describe your photography", "Your eye, your clients and your style")], required: needs("your photography business") },
    { slug: "event-planning-business", title: "Event Planning Business Name", noun: "Event Planning Business Names", icon: "party-popper", fields: [select("focus", "Events", ["weddings", "corporate", "parties", "festivals", "luxury"], "weddings"), select("style", "Style", ["elegant", "fun", "professional", "boutique"], "elegant"), describe("Describe your business", "The events you plan and for whom")], required: needs("your event planning business") },
  ],
  "tech-industry": [
    {
      slug: "software-app", title: "Software & App Name", noun: "App Names", icon: "app-window", path: "/ai-app-name-generator", featured: true,
      fields: [select("platform", "Platform", ["mobile", "web", "desktop", "game", "api"], "mobile"), BRAND_STYLE, describe("Describe your app", "What it does and who it is for")],
      required: needs("your app"),
    },
    { slug: "crypto-nft", title: "Crypto & NFT Name", noun: "Crypto & NFT Names", icon: "bitcoin", fields: [select("kind", "Project", ["token", "nft-collection", "dao", "defi", "exchange"], "token"), BRAND_STYLE, describe("Describe your project", "What it does and its community")], required: needs("your project") },
    // /ai-startup-name-generator is the general startup generator's page, so this one spells out its subject.
    { slug: "ai-startup", title: "AI Startup Name", noun: "AI Startup Names", icon: "bot", path: "/artificial-intelligence-startup-name-generator", fields: [BRAND_STYLE, describe("Describe your AI product", "What it automates or understands")], required: needs("your AI startup") },
    { slug: "legal-firm", title: "Legal Firm Name", noun: "Law Firm Names", icon: "scale", fields: [select("practice", "Practice area", ["general", "family", "corporate", "criminal", "immigration", "personal-injury", "estate"], "general"), text("surnames", "Partner surnames (optional)", "e.g. Reyes, Whitfield", 80), describe("Describe your firm", "Clients, values and reputation")], required: needs("your firm") },
    { slug: "medical-practice", title: "Medical Practice Name", noun: "Medical Practice Names", icon: "stethoscope", fields: [select("specialty", "Specialty", ["family", "pediatrics", "dental", "dermatology", "physiotherapy", "cardiology", "mental-health"], "family"), describe("Describe your practice", "Patients, location and approach")], required: needs("your practice") },
    { slug: "engineering-firm", title: "Engineering Firm Name", noun: "Engineering Firm Names", icon: "cog", fields: [select("discipline", "Discipline", ["civil", "mechanical", "electrical", "structural", "environmental", "software"], "civil"), describe("Describe your firm", "Projects, clients and strengths")], required: needs("your firm") },
    { slug: "tech-startup", title: "Tech Startup Name", noun: "Tech Startup Names", icon: "cpu", featured: true, fields: [BRAND_STYLE, text("keywords", "Keywords (optional)", "e.g. data, flow, edge"), describe("Describe your startup", "Product, market and ambition")], required: needs("your startup") },
    { slug: "vr-ar", title: "VR & AR Name", noun: "VR & AR Names", icon: "glasses", fields: [select("kind", "Product", ["game", "app", "studio", "hardware", "experience"], "studio"), BRAND_STYLE, describe("Describe your project", "What people see and do in it")], required: needs("your VR or AR project") },
    { slug: "biotech-company", title: "Biotech Company Name", noun: "Biotech Company Names", icon: "dna", fields: [select("field", "Field", ["therapeutics", "diagnostics", "genomics", "agritech", "medical-devices"], "therapeutics"), describe("Describe your company", "The science and the mission")], required: needs("your company") },
    { slug: "cybersecurity-business", title: "Cybersecurity Business Name", noun: "Cybersecurity Names", icon: "shield-check", fields: [BRAND_STYLE, describe("Describe your business", "What you protect and for whom")], required: needs("your cybersecurity business") },
  ],
  "geographical-local": [
    { slug: "city-business", title: "City-Based Business Name", noun: "Local Business Names", icon: "map-pin", path: "/ai-city-business-name-generator", fields: [text("city", "City or area", "e.g. Portland, the Lake District", 80), text("business", "Type of business", "e.g. plumbing, bookshop", 80), describe("Describe your business", "What makes it part of the place")], required: needs("your business") },
    { slug: "coffee-shop", title: "Coffee Shop Name", noun: "Coffee Shop Names", icon: "coffee", featured: true, fields: [LOCAL_STYLE, describe("Describe your coffee shop", "Drinks, food, seating, neighbourhood")], required: needs("your coffee shop") },
    { slug: "bakery", title: "Bakery Name", noun: "Bakery Names", icon: "croissant", featured: true, fields: [select("focus", "Speciality", ["bread", "pastry", "cakes", "cupcakes", "gluten-free", "artisan"], "artisan"), LOCAL_STYLE, describe("Describe your bakery", "What you bake and the feel of the shop")], required: needs("your bakery") },
    { slug: "hotel-resort", title: "Hotel & Resort Name", noun: "Hotel & Resort Names", icon: "hotel", path: "/ai-hotel-name-generator", fields: [select("setting", "Setting", ["beach", "mountain", "city", "countryside", "desert", "lake"], "beach"), select("style", "Style", ["luxury", "boutique", "family", "eco", "budget"], "boutique"), describe("Describe your hotel", "Location, guests and experience")], required: needs("your hotel") },
    { slug: "travel-agency", title: "Travel Agency Name", noun: "Travel Agency Names", icon: "plane", fields: [select("focus", "Trips", ["adventure", "luxury", "family", "honeymoon", "budget", "cultural"], "adventure"), describe("Describe your agency", "Destinations and travellers")], required: needs("your travel agency") },
    { slug: "real-estate", title: "Real Estate Business Name", noun: "Real Estate Names", icon: "house", path: "/ai-real-estate-name-generator", fields: [select("focus", "Focus", ["residential", "luxury", "commercial", "rentals", "first-time-buyers"], "residential"), text("area", "Area (optional)", "e.g. Austin", 60), describe("Describe your business", "Clients, properties, approach")], required: needs("your real estate business") },
    { slug: "barbershop", title: "Barbershop Name", noun: "Barbershop Names", icon: "scissors", fields: [select("style", "Style", ["classic", "modern", "vintage", "urban", "upscale"], "classic"), describe("Describe your barbershop", "Cuts, atmosphere, customers")], required: needs("your barbershop") },
    { slug: "tattoo-shop", title: "Tattoo Shop Name", noun: "Tattoo Shop Names", icon: "brush", fields: [select("style", "Style", ["traditional", "fine-line", "dark", "japanese", "neo-traditional", "minimal"], "traditional"), describe("Describe your studio", "Artists, styles and vibe")], required: needs("your tattoo shop") },
    { slug: "florist", title: "Florist Business Name", noun: "Florist Names", icon: "flower-2", path: "/ai-florist-name-generator", fields: [LOCAL_STYLE, describe("Describe your flower shop", "Flowers, arrangements, occasions")], required: needs("your florist business") },
    { slug: "car-wash", title: "Car Wash Name", noun: "Car Wash Names", icon: "droplets", fields: [select("style", "Style", ["fun", "premium", "eco", "fast", "classic"], "fun"), describe("Describe your car wash", "Services and location")], required: needs("your car wash") },
  ],
  "fantasy-gaming": [
    {
      slug: "game", title: "Game Name", noun: "Game Names", icon: "gamepad-2", featured: true,
      fields: [select("genre", "Genre", ["platformer", "rpg", "puzzle", "shooter", "strategy", "horror", "cozy", "racing", "roguelike"], "rpg"), describe("Describe your game", "Setting, mechanics and mood")],
      required: needs("your game"),
    },
    { slug: "rpg-character", title: "RPG Character Name", noun: "RPG Character Names", icon: "sword", fields: [select("race", "Race", ["human", "elf", "dwarf", "orc", "halfling", "tiefling"], "human"), select("class", "Class", ["warrior", "rogue", "mage", "cleric", "ranger", "bard"], "warrior"), FANTASY_GENDER, describe("Describe your character", "Backstory, personality and goals")], required: needs("your character") },
    { slug: "dnd", title: "Dungeons & Dragons Name", noun: "D&D Names", icon: "swords", featured: true, path: "/ai-dnd-name-generator", fields: [select("race", "Race", ["human", "elf", "dwarf", "halfling", "gnome", "half-orc", "tiefling", "dragonborn"], "elf"), select("class", "Class", ["fighter", "wizard", "rogue", "cleric", "paladin", "bard", "druid", "warlock", "ranger", "barbarian"], "wizard"), FANTASY_GENDER, describe("Describe your character", "Background, alignment and quirks")], required: needs("your character") },
    { slug: "elf", title: "Elf Name", noun: "Elf Names", icon: "leaf", fields: [select("kind", "Elf kind", ["high-elf", "wood-elf", "dark-elf", "sea-elf", "christmas-elf"], "wood-elf"), FANTASY_GENDER, describe("Describe your elf", "Homeland, appearance and temperament")], required: needs("your elf") },
    { slug: "vampire", title: "Vampire Name", noun: "Vampire Names", icon: "skull", fields: [select("style", "Style", ["gothic", "aristocratic", "modern", "ancient", "feral"], "gothic"), FANTASY_GENDER, describe("Describe your vampire", "Age, origin, temperament")], required: needs("your vampire") },
    { slug: "sci-fi", title: "Sci-Fi Name", noun: "Sci-Fi Names", icon: "orbit", fields: [select("kind", "What to name", ["character", "starship", "planet", "corporation", "ai"], "character"), describe("Describe it", "The universe, era and role")], required: needs("what you are naming") },
    { slug: "pirate", title: "Pirate Name", noun: "Pirate Names", icon: "anchor", fields: [FANTASY_GENDER, select("style", "Style", ["fearsome", "funny", "legendary", "cunning"], "fearsome"), describe("Describe your pirate", "Look, reputation, signature habit")], required: needs("your pirate") },
    { slug: "zombie", title: "Zombie Name", noun: "Zombie Names", icon: "skull", fields: [select("style", "Style", ["funny", "creepy", "gross", "tragic"], "funny"), describe("Describe your zombie", "Who they were before, how they move")], required: needs("your zombie") },
    { slug: "superhero", title: "Superhero Name", noun: "Superhero Names", icon: "zap", fields: [text("power", "Main power", "e.g. super speed, ice", 60), FANTASY_GENDER, describe("Describe your hero", "Powers, costume, origin story")], required: needs("your superhero") },
    { slug: "wizard", title: "Wizard Name", noun: "Wizard Names", icon: "wand-sparkles", fields: [select("magic", "School of magic", ["fire", "ice", "storm", "nature", "shadow", "light", "time"], "storm"), FANTASY_GENDER, describe("Describe your wizard", "Age, tower, temperament")], required: needs("your wizard") },
    { slug: "alien", title: "Alien Name", noun: "Alien Names", icon: "orbit", fields: [select("kind", "Alien type", ["humanoid", "insectoid", "reptilian", "energy-being", "aquatic"], "humanoid"), describe("Describe your alien", "Home world, body, culture")], required: needs("your alien") },
  ],
  "specialty-fun": [
    { slug: "halloween-costume", title: "Halloween Costume Name", noun: "Halloween Costume Names", icon: "ghost", fields: [select("style", "Style", ["spooky", "funny", "punny", "cute", "group"], "punny"), describe("Describe your costume", "What you are dressing up as")], required: needs("your costume") },
    { slug: "roller-derby", title: "Roller Derby Name", noun: "Roller Derby Names", icon: "zap", fields: [select("style", "Style", ["punny", "fierce", "funny", "glam"], "punny"), text("realName", "Your first name (optional)", "e.g. Kate", 40), describe("Describe your skating", "Position, style and attitude")], required: needs("your derby persona") },
    { slug: "drag-queen", title: "Drag Queen Name", noun: "Drag Names", icon: "crown", path: "/ai-drag-name-generator", fields: [select("style", "Style", ["glamour", "comedy", "camp", "edgy", "pageant"], "glamour"), describe("Describe your persona", "Look, talent and attitude")], required: needs("your drag persona") },
    { slug: "cowboy", title: "Cowboy Name", noun: "Cowboy Names", icon: "star", fields: [FANTASY_GENDER, select("style", "Style", ["outlaw", "sheriff", "rancher", "drifter"], "drifter"), describe("Describe your cowboy", "Reputation, horse, hometown")], required: needs("your cowboy") },
    { slug: "pirate-ship", title: "Pirate Ship Name", noun: "Pirate Ship Names", icon: "ship", fields: [select("style", "Style", ["fearsome", "mysterious", "funny", "legendary"], "fearsome"), describe("Describe your ship", "Size, crew, captain and legend")], required: needs("your ship") },
    { slug: "spy", title: "Spy Name", noun: "Spy Names", icon: "venetian-mask", fields: [select("style", "Style", ["codename", "alias", "funny", "classic"], "codename"), describe("Describe your spy", "Skills, missions, cover story")], required: needs("your spy") },
    { slug: "robot", title: "Robot Name", noun: "Robot Names", icon: "bot", fields: [select("kind", "Robot type", ["helper", "battle", "companion", "industrial", "retro"], "companion"), describe("Describe your robot", "What it does and how it behaves")], required: needs("your robot") },
    { slug: "villain", title: "Villain Name", noun: "Villain Names", icon: "skull", featured: true, fields: [select("style", "Style", ["mastermind", "monster", "comic", "tragic", "dark-lord"], "mastermind"), describe("Describe your villain", "Powers, goals, grudge")], required: needs("your villain") },
    { slug: "steampunk", title: "Steampunk Name", noun: "Steampunk Names", icon: "cog", fields: [select("kind", "What to name", ["character", "airship", "invention", "guild"], "character"), describe("Describe it", "Trade, gadgets and personality")], required: needs("what you are naming") },
    { slug: "unicorn", title: "Unicorn Name", noun: "Unicorn Names", icon: "sparkles", fields: [select("style", "Style", ["magical", "cute", "majestic", "rainbow", "funny"], "magical"), describe("Describe your unicorn", "Colours, powers and personality")], required: needs("your unicorn") },
  ],
};

/** The random generator belongs to no category page but is featured everywhere. */
const RANDOM: GeneratorStructure = {
  slug: "random",
  path: "/generator/random",
  aliases: ["/random-name-generator"],
  title: "Random Name",
  noun: "Names",
  category: "specialty-fun",
  icon: "shuffle",
  color: "slate",
  fields: [
    select("category", "Category", ["general", "business", "product", "character", "username", "project"], "general"),
    { kind: "textarea", name: "description", label: "Requirements", placeholder: "Describe the type of names you want: theme, length, sounds to include or avoid", maxLength: 500 },
  ],
  required: { fields: ["description"], title: MISSING, message: "Please provide a description for the type of names you want" },
  resultKind: "general",
  featured: true,
  dedicated: true,
};

/**
 * /ai-{slug}-name-generator, without saying a word twice: "pen-name" is
 * /ai-pen-name-generator. The doubled forms pages once had (such as
 * /ai-pen-name-name-generator) stay as aliases and redirect (301).
 */
function defaultPath(slug: string): string {
  const head = slug.startsWith("ai-") ? "" : "ai-";
  const tail = slug.endsWith("-name") ? "generator" : "name-generator";
  return `/${head}${slug}-${tail}`;
}

function build(): GeneratorStructure[] {
  const all: GeneratorStructure[] = [RANDOM];
  for (const [category, entries] of Object.entries(ENTRIES) as [CategorySlug, Entry[]][]) {
    for (const e of entries) {
      const path = e.path ?? defaultPath(e.slug);
      const aliases = new Set([`/generator/${e.slug}`, `/${e.slug}-name-generator`, `/ai-${e.slug}-name-generator`]);
      aliases.delete(path);
      all.push({
        slug: e.slug,
        path,
        aliases: [...aliases],
        title: e.title,
        noun: e.noun,
        category,
        icon: e.icon,
        color: e.color ?? CATEGORY_COLOR[category],
        fields: e.fields,
        required: e.required === undefined ? null : e.required,
        resultKind: e.resultKind ?? "general",
        featured: e.featured ?? false,
        dedicated: e.dedicated ?? false,
      });
    }
  }
  // An alias never shadows another generator's page.
  const pages = new Set(all.map((g) => g.path));
  for (const g of all) g.aliases = g.aliases.filter((a) => !pages.has(a));
  return all;
}

export const GENERATOR_STRUCTURES: readonly GeneratorStructure[] = build();
