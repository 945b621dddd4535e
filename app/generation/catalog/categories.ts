import type { CategoryDefinition } from "./types";

/** The eight category pages, in CATEGORY_SLUGS order. */
export const CATEGORIES: CategoryDefinition[] = [
  {
    slug: "business-brand",
    title: "Business & Brand Names",
    shortTitle: "Business & Brand",
    description:
      "Name a company, a product, an online store or a new brand. Set the industry, style and keywords, then check the domain before you commit.",
    icon: "briefcase",
    color: "blue",
    seo: {
      title: "Business & Brand Name Generators – Free AI Tools | Namesmith",
      description:
        "Free AI generators for business, startup, product, store, SaaS and brand names. Pick your industry and style, get names with meanings and check domains.",
    },
  },
  {
    slug: "personal-social",
    title: "Personal & Social Media",
    shortTitle: "Personal & Social",
    description:
      "Usernames, handles and channel names for YouTube, Twitch, TikTok, Snapchat, X and gaming, written to be short, memorable and easy to type.",
    icon: "users",
    color: "violet",
    seo: {
      title: "Username & Social Media Name Generators | Namesmith",
      description:
        "Find a username, YouTube channel name, Twitch name or TikTok handle that fits you. Free AI generators tuned to each platform's style and length rules.",
    },
  },
  {
    slug: "writing-creative",
    title: "Writing & Creative",
    shortTitle: "Writing & Creative",
    description:
      "Titles and names for creative work: books, characters, pen names, bands, podcasts, poems, screenplays, songs, fan fiction and comics.",
    icon: "feather",
    color: "amber",
    seo: {
      title: "Book Title, Band & Podcast Name Generators | Namesmith",
      description:
        "Free AI tools for writers, musicians and podcasters: book titles, pen names, band names, song and poem titles, podcast names. Describe your work to start.",
    },
  },
  {
    slug: "niche-specific",
    title: "Niche-Specific",
    shortTitle: "Niche-Specific",
    description:
      "Generators built for one job: naming a restaurant, a baby, a dog, a cat, a horse or a warrior cat, or a fitness, fashion, candle or jewelry brand.",
    icon: "heart",
    color: "rose",
    seo: {
      title: "Pet, Baby & Niche Name Generators – Free AI | Namesmith",
      description:
        "Name your dog, cat, horse or baby, or a restaurant, candle shop or jewelry brand. Free AI generators built for each niche, with meanings and origins.",
    },
  },
  {
    slug: "tech-industry",
    title: "Tech & Industry-Specific",
    shortTitle: "Tech & Industry",
    description:
      "Names for apps, AI and tech startups, crypto projects, VR studios and biotech companies, plus law firms, medical practices and engineering firms.",
    icon: "cpu",
    color: "cyan",
    seo: {
      title: "Tech, App & Professional Firm Name Generators | Namesmith",
      description:
        "AI name generators for apps, tech and AI startups, crypto, biotech and cybersecurity, plus law, medical and engineering firms. Free to try, no sign-up.",
    },
  },
  {
    slug: "geographical-local",
    title: "Geographical & Local",
    shortTitle: "Geographical & Local",
    description:
      "Names for businesses that serve a neighbourhood: coffee shops, bakeries, barbershops, florists, hotels, travel agencies, realtors and car washes.",
    icon: "map-pin",
    color: "emerald",
    seo: {
      title: "Local Business Name Generators – Free AI Tools | Namesmith",
      description:
        "Name your coffee shop, bakery, barbershop, florist, hotel or car wash. Free AI generators that can work in your city or area. Describe your shop to start.",
    },
  },
  {
    slug: "fantasy-gaming",
    title: "Fantasy & Gaming",
    shortTitle: "Fantasy & Gaming",
    description:
      "Names for characters, worlds and games: D&D heroes, elves, wizards, vampires, pirates, aliens, superheroes and whole video game titles.",
    icon: "swords",
    color: "indigo",
    seo: {
      title: "Fantasy & Gaming Name Generators – D&D, Elf, RPG | Namesmith",
      description:
        "Free AI name generators for D&D and RPG characters, elves, wizards, vampires, sci-fi worlds, pirates and games. Pick a race, class or style and roll names.",
    },
  },
  {
    slug: "specialty-fun",
    title: "Specialty & Fun",
    shortTitle: "Specialty & Fun",
    description:
      "Playful generators for costumes, personas and props: roller derby and drag names, spies, cowboys, villains, robots, pirate ships and unicorns.",
    icon: "party-popper",
    color: "fuchsia",
    seo: {
      title: "Fun Name Generators – Drag, Derby, Spy & More | Namesmith",
      description:
        "Get a drag name, roller derby name, spy codename, villain name or Halloween costume name in seconds. Free, playful AI generators with the story behind each.",
    },
  },
];
