import type { GeneratorContent } from "../types";

export const content: Record<string, GeneratorContent> = {
  business: {
    heading: "AI Business Name Generator",
    tagline: "Brandable business names shaped by your industry, style and keywords.",
    cardDescription: "Brandable company names for any industry, with meaning and origin.",
    seo: {
      title: "AI Business Name Generator – Free Company Names | Namesmith",
      description:
        "Generate business names that fit your industry and style, each with its meaning and why it works. Check the domain and trademark next. Try it free now.",
    },
    intro:
      "Tell the generator what your company does and who it serves, and it suggests names that fit your industry instead of random word mashups. Every name comes with its meaning, the personality it projects and why it suits you, so you can compare options quickly and shortlist the strongest.",
    howTo: [
      { title: "Pick your industry", text: "Choose the closest match, from Technology and Retail to Home Services, Consulting or Other, so the names use vocabulary your customers recognise." },
      { title: "Set the name style", text: "Modern, Classic, Playful, Professional, Bold or Minimal: pick the impression you want a first-time customer to have." },
      { title: "Add keywords and a description", text: "Optional keywords such as 'north' or 'craft' steer the wording; the description of what you sell and to whom is required." },
      { title: "Generate and shortlist", text: "Ask for 3, 7 or 15 names, open the details to read the meaning and origin, then check the domain of your favourites." },
    ],
    faq: [
      {
        question: "How do I know if a business name is available?",
        answer:
          "Check three things before you commit: the domain (each result has a domain check), registered trademarks in your country (we link to the official trademark searches), and your local company register. A name that passes all three is worth a closer look with a lawyer if you plan to grow nationally.",
      },
      {
        question: "What makes a good business name?",
        answer:
          "It is easy to say after hearing it once, easy to spell after seeing it once, and hints at what you do without locking you into one product. Read your shortlist aloud to a friend and ask them to type it: if they hesitate, keep looking.",
      },
      {
        question: "Is the business name generator free?",
        answer:
          "Yes. Visitors get 3 generations a day without an account and a free account raises that to 15 a day and lets you save favourites. Premium at $5 a month removes the daily limit.",
      },
      {
        question: "Can I use a generated name commercially?",
        answer:
          "You may use any name you like, but the generator cannot guarantee that nobody else already owns it. Treat the results as candidates and do your own availability and trademark checks before registering anything.",
      },
    ],
    prompt:
      "Generate {count} business names. Industry: {industry}. Name style: {style}. Business description: {description}. Optional keywords to draw on: {keywords}. Favour names that are easy to pronounce and spell, are not generic dictionary phrases, and leave room for the business to grow beyond its first product.",
  },
  product: {
    heading: "AI Product Name Generator",
    tagline: "Product names that say what it does, or make people curious to find out.",
    cardDescription: "Launch-ready names for physical and digital products.",
    seo: {
      title: "AI Product Name Generator – Free Launch Names | Namesmith",
      description:
        "Describe your product and get names in a modern, bold, playful or minimal style, each explained. Ideal for launches, new lines and features. Start free.",
    },
    intro:
      "A product name has less room than a company name: it sits on packaging, in a store listing or next to a price, and it often has to work beside your brand name. Describe what the product does and who uses it, and the generator returns names that are short enough for a label and distinct enough to remember.",
    howTo: [
      { title: "Describe the product", text: "Explain what it does, who it is for and what makes it different from the products next to it on the shelf or in the app store." },
      { title: "Choose a style", text: "Modern and Minimal suit tech and design-led goods, Playful fits snacks and toys, Professional and Classic suit B2B tools." },
      { title: "Add keywords if you have them", text: "Words such as 'pocket', 'fresh' or 'smart' are woven into some of the suggestions; leave the field empty for more freedom." },
      { title: "Generate and test on the packaging", text: "Pick 3, 7 or 15 names, then mock up your favourite on a label or product page to see how it reads at a glance." },
    ],
    faq: [
      {
        question: "Should a product name include the brand name?",
        answer:
          "Usually the brand and product names appear side by side, so the product name does not need to repeat the brand. Make sure the two sound good together, for example 'Brand + Product' read aloud, and avoid combinations that create an awkward double word.",
      },
      {
        question: "Descriptive or invented: which works better for a product?",
        answer:
          "Descriptive names such as 'Pocket Scale' explain themselves and help search, but are hard to protect. Invented or suggestive names are easier to trademark and more distinctive, but need marketing to explain them. Many teams pair an invented name with a descriptive subtitle.",
      },
      {
        question: "How do I name a product line with several versions?",
        answer:
          "Choose one memorable base name and add a consistent modifier for versions, such as Mini, Pro or a number. Mention the whole range in the description and the generator will favour names that extend well.",
      },
    ],
    prompt:
      "Generate {count} product names in a {style} style for this product: {description}. Optional keywords: {keywords}. Keep each name short enough to print on packaging or show in a store listing, make it easy to say, and avoid names that merely describe the product category.",
  },
  "ecommerce-store": {
    heading: "AI Ecommerce Store Name Generator",
    tagline: "Names for an online shop that customers remember and type correctly.",
    cardDescription: "Online shop names for Shopify, Etsy and your own website.",
    seo: {
      title: "AI Store Name Generator – Ecommerce Shop Names | Namesmith",
      description:
        "Name your online store: choose what you sell and a style, then get shop names for Shopify, Etsy or your own site, each with its meaning. Free to try today.",
    },
    intro:
      "An online store name does double duty as your brand and, usually, your web address, so it has to be memorable and easy to type. Choose what you sell and the style of your shop, and the generator suggests names that suit your niche without being limited to a single product.",
    howTo: [
      { title: "Choose what you sell", text: "Fashion, Home Decor, Beauty, Electronics, Pets, Handmade, Food, Outdoor, Kids or Other sets the vocabulary of the names." },
      { title: "Pick a style", text: "Modern, Classic, Playful, Professional, Bold or Minimal: match the look of your product photos and site theme." },
      { title: "Describe your store", text: "Mention your best sellers, your typical customer and the vibe you want; this field is required." },
      { title: "Generate and check the web address", text: "Choose 3, 7 or 15 names and run the domain check on the ones you like before you set up the shop." },
    ],
    faq: [
      {
        question: "Are there length limits for shop names on marketplaces?",
        answer:
          "Yes. Etsy shop names, for example, must be 4 to 20 characters with no spaces, and marketplace URLs are built from the name. Shorter names also fit better in a browser tab and on a shipping label.",
      },
      {
        question: "Should my store name say what I sell?",
        answer:
          "A hint helps new visitors and search engines, but naming the store after one product makes it awkward when you add new lines. A name that suggests your category or feeling, such as comfort or adventure, gives you room to grow.",
      },
      {
        question: "What if the .com for my store name is taken?",
        answer:
          "Try a small variation such as adding 'shop' or 'store', or a different ending like .shop or .co. Avoid hyphens and numbers, which people forget when they type your address from memory.",
      },
    ],
    prompt:
      "Generate {count} names for an online store. What it sells: {niche}. Name style: {style}. Store description: {description}. The names should work as a web address, be easy to spell after hearing them once, and leave room for the shop to add new product lines.",
  },
  domain: {
    heading: "AI Domain Name Generator",
    tagline: "Short, brandable domain ideas with the ending you prefer.",
    cardDescription: "Brandable domain ideas for .com, .io, .co, .app and more.",
    seo: {
      title: "AI Domain Name Generator – Find Available Ideas | Namesmith",
      description:
        "Get short, brandable domain name ideas for .com, .io, .co, .app, .net or .shop, then run a quick availability check on each. Describe your website to begin.",
    },
    intro:
      "Most obvious one-word domains were registered years ago, so finding a good address means getting creative with blends, short phrases and invented words. Describe your website, pick your preferred ending and length, and the generator suggests domains designed to be easy to say, spell and remember.",
    howTo: [
      { title: "Pick your preferred ending", text: "Choose .com, .io, .co, .app, .net or .shop; the names are written to read well with that extension." },
      { title: "Choose a name length", text: "Short keeps domains compact and typeable, Medium allows two-word blends, Long allows descriptive phrases." },
      { title: "Add keywords and describe the site", text: "Optional keywords such as 'cloud' or 'green' are blended into the ideas; the description of your website is required." },
      { title: "Generate and check availability", text: "Ask for 3, 7 or 15 ideas and use the domain check on each result before you head to a registrar." },
    ],
    faq: [
      {
        question: "Does the generator guarantee a domain is available?",
        answer:
          "No. The AI suggests names, and availability changes by the minute. Use the domain check on each result and confirm at a registrar before you build anything around the name.",
      },
      {
        question: "Which domain ending should I choose?",
        answer:
          ".com is still the ending people assume. .io and .app are popular with software products (.app requires HTTPS), .co reads as 'company', .shop tells visitors they can buy, and .net is a familiar fallback.",
      },
      {
        question: "What makes a domain name easy to remember?",
        answer:
          "Keep it under about 15 characters, avoid hyphens and numbers, and make sure it passes the radio test: someone who hears it once can type it without asking how it is spelled.",
      },
      {
        question: "Should I register similar spellings too?",
        answer:
          "If the name is likely to be misspelled, registering the common variant and redirecting it to your main site is cheap insurance. It is also worth grabbing the matching social media handles at the same time.",
      },
    ],
    prompt:
      "Generate {count} domain name ideas for this website: {description}. Domain ending: {tld}. Name length: {length}. Optional keywords: {keywords}. Each suggestion must include the ending, use only letters (no hyphens or digits), be easy to spell after hearing it once, and avoid well-known brand names.",
  },
  startup: {
    heading: "AI Startup Name Generator",
    tagline: "Names for a company that plans to grow fast and outlive its first product.",
    cardDescription: "Names for founders: fintech, health, climate, dev tools and more.",
    seo: {
      title: "AI Startup Name Generator – Names for Founders | Namesmith",
      description:
        "Name your startup by sector and style: fintech, health, climate, dev tools, marketplaces. Each name comes with meaning and reasoning. Generate your list free.",
    },
    intro:
      "Startup names need to work on a pitch deck, an app icon and an investor update, and they must still fit when you pivot. Choose your sector and style, explain the problem you solve, and get names with the reasoning behind each one.",
    howTo: [
      { title: "Select your sector", text: "Fintech, Health, Climate, Consumer, Developer Tools, Marketplace, Education or Other tunes the tone: a fintech name needs trust, a consumer app can be playful." },
      { title: "Choose a style", text: "Modern, Classic, Playful, Professional, Bold or Minimal, depending on whether you pitch to enterprises or consumers." },
      { title: "Explain the problem you solve", text: "Say who has the problem and how you fix it; the generator reads this to find metaphors that fit." },
      { title: "Generate and pressure-test", text: "Get 3, 7 or 15 names and say each one in a sentence like 'We just raised our seed round at ...' to hear which sounds real." },
    ],
    faq: [
      {
        question: "Should a startup name describe the product?",
        answer:
          "Startups pivot often, so a name tied to one feature can become a problem. Suggestive names that hint at a benefit, such as speed or trust, age better than literal descriptions of version one.",
      },
      {
        question: "Is it a problem if the .com is taken?",
        answer:
          "Many startups launch on a variant such as get-, try- or -hq, or on .io or .co, and buy the .com later. Check that the taken .com is not an active company in your space, which could cause confusion or a trademark dispute.",
      },
      {
        question: "How do I check a startup name before incorporating?",
        answer:
          "Search the trademark databases in your main markets (we link to them from each result), check the company register where you will incorporate, and look at app stores and social platforms for products with a similar name.",
      },
    ],
    prompt:
      "Generate {count} startup names for a company in this sector: {industry}. Name style: {style}. The startup: {description}. Prefer distinctive, ownable names that suggest the benefit rather than describe a single feature, so they still fit if the product changes.",
  },
  "catchy-brand": {
    heading: "AI Catchy Brand Name Generator",
    tagline: "Brand names with rhythm: rhymes, alliteration, punchy words and invented ones.",
    cardDescription: "Memorable brand names built on rhyme, alliteration and punch.",
    seo: {
      title: "Catchy Brand Name Generator – Memorable AI Names | Namesmith",
      description:
        "Create catchy brand names with rhyme, alliteration, punch or invented words. Each idea comes with its meaning and why it sticks. Describe your brand and start.",
    },
    intro:
      "Catchy names stick because of their sound: a rhyme, a repeated first letter, a short hard syllable or an invented word that feels familiar. Choose the kind of catchiness you want and describe your brand, and the generator builds names around that sound pattern.",
    howTo: [
      { title: "Choose the catchiness", text: "Rhyming (like a jingle), Alliterative (same first sound), Invented (a new word), Punchy (one or two hard syllables) or Playful." },
      { title: "Add keywords", text: "Optional words such as 'snap', 'glow' or 'bee' give the generator sounds to play with." },
      { title: "Describe the brand", text: "Say what the brand stands for and who it talks to, so the names stay catchy without becoming silly." },
      { title: "Generate and say them out loud", text: "Request 3, 7 or 15 names and read them aloud; the one you still remember the next morning is a strong candidate." },
    ],
    faq: [
      {
        question: "What makes a brand name catchy?",
        answer:
          "Sound patterns that the brain likes to repeat: alliteration (Coca-Cola), rhyme, short hard consonants such as k, t and p, and a clear rhythm. Names of one to three syllables are the easiest to recall.",
      },
      {
        question: "Can a catchy name be too clever?",
        answer:
          "Yes. Puns that need explaining or spellings that look like typos cost you searches and word of mouth. If people cannot guess how to spell it after hearing it, pick a simpler option from your list.",
      },
      {
        question: "Are invented words easier to trademark?",
        answer:
          "Generally, coined words are considered the most distinctive kind of mark, which helps registration. You still need to search for similar existing marks in your category before filing.",
      },
    ],
    prompt:
      "Generate {count} catchy brand names for this brand: {description}. Sound pattern to use: {style}. Optional keywords to play with: {keywords}. Each name should be one to three syllables where possible, easy to spell after hearing it, and memorable because of its sound.",
  },
  saas: {
    heading: "AI SaaS Name Generator",
    tagline: "Names for software products that teams adopt, pay for and talk about.",
    cardDescription: "Product names for B2B and B2C software-as-a-service.",
    seo: {
      title: "AI SaaS Name Generator – Software Product Names | Namesmith",
      description:
        "Find a name for your SaaS product that buyers trust and users remember. Pick a style, describe the workflow you automate, and get explained names for free.",
    },
    intro:
      "A SaaS name ends up in browser tabs, integration lists, invoices and sales calls, so it has to be short and credible. Describe what your software automates and for which teams, and the generator proposes names that sound like a product people would put on their company card.",
    howTo: [
      { title: "Describe what the software does", text: "Name the workflow you automate and the team that uses it, such as 'invoice chasing for small agencies'." },
      { title: "Pick a style", text: "Professional and Classic reassure finance and legal buyers; Modern, Minimal, Bold or Playful suit product-led tools." },
      { title: "Choose how many names", text: "Start with 7 to see the range, or 15 when you want a long list for a team vote; 3 is enough for a quick check." },
      { title: "Review and check the domain", text: "Open the details to read why each name fits, then check whether the .com, .io or a get- variant is free." },
    ],
    faq: [
      {
        question: "Should a SaaS name include words like 'cloud', 'hub' or 'ly'?",
        answer:
          "Those suffixes were popular for a decade and now make products blend together. Use them only if the rest of the name is distinctive; a clear metaphor for the job your product does usually works better.",
      },
      {
        question: "Do SaaS products need a .com domain?",
        answer:
          "Many successful tools started on .io, .app or a prefixed domain such as getname.com. What matters more is that the name is consistent across your site, app and integrations marketplaces.",
      },
      {
        question: "How do I test a SaaS name with customers?",
        answer:
          "Put two or three finalists in a short survey or a landing page test and ask existing users which one they would recommend to a colleague. Recall after a day is a good signal.",
      },
    ],
    prompt:
      "Generate {count} names for a software-as-a-service product in a {style} style. What the software does and for whom: {description}. The names should sound credible to business buyers, be short enough for a browser tab and app icon, and avoid overused suffixes unless the rest of the name is distinctive.",
  },
  "consulting-firm": {
    heading: "AI Consulting Firm Name Generator",
    tagline: "Names that make a consultancy sound experienced, trustworthy and focused.",
    cardDescription: "Names for management, strategy, IT, HR and marketing consultancies.",
    seo: {
      title: "AI Consulting Firm Name Generator – Free Ideas | Namesmith",
      description:
        "Name your consulting firm by field and style, from founder-name firms to modern brands. Each suggestion comes with meaning and fit. Describe your firm to start.",
    },
    intro:
      "Clients hire consultants for judgement, so a consulting firm name has to signal expertise before the first meeting. Choose your field and naming style, describe your clients and values, and get names ranging from founder-name partnerships to modern brands.",
    howTo: [
      { title: "Select your field", text: "Management, Strategy, IT, HR, Marketing, Finance or Operations sets the terms and metaphors the names draw on." },
      { title: "Choose a naming style", text: "Professional, Founder Name (built around a person's name), Modern or Classic." },
      { title: "Describe your firm", text: "Mention your expertise, typical clients and what you want to be known for; include your surname if you want founder-style names." },
      { title: "Generate and read it on a proposal", text: "Ask for 3, 7 or 15 names, then picture each on a proposal cover and an email signature." },
    ],
    faq: [
      {
        question: "Should I name my consultancy after myself?",
        answer:
          "A founder name builds personal reputation and suits solo advisors, but it is harder to sell or grow beyond you. A brand name lets you add partners and eventually sell the firm. Choose Founder Name or another style to compare both.",
      },
      {
        question: "Should the name include 'Consulting', 'Advisory' or 'Partners'?",
        answer:
          "A descriptor clarifies what you do, especially with an abstract name. Use 'Partners' or '& Associates' only if they are true, since clients and some regulators expect them to be accurate.",
      },
      {
        question: "How specific should a consulting firm name be?",
        answer:
          "A niche signal, such as supply chain or HR, helps you win early clients. Avoid naming a single method or tool that may be out of fashion in a few years.",
      },
    ],
    prompt:
      "Generate {count} names for a consulting firm. Field: {field}. Naming style: {style}. About the firm: {description}. The names should convey expertise and trust, look right on a proposal and an email signature, and only use words like 'Partners' or 'Associates' when the description supports them.",
  },
  "luxury-brand": {
    heading: "AI Luxury Brand Name Generator",
    tagline: "Refined names with a French, Italian, timeless, minimal or opulent flavour.",
    cardDescription: "Elegant names for premium fashion, beauty, spirits and goods.",
    seo: {
      title: "AI Luxury Brand Name Generator – Elegant Names | Namesmith",
      description:
        "Create a luxury brand name with French, Italian, timeless, minimal or opulent flair. Each name is explained, with origin and pronunciation notes. Try it now.",
    },
    intro:
      "Luxury names rely on restraint: a soft sound, a hint of heritage and nothing that looks like a discount. Choose a flavour and describe your craft and clientele, and the generator suggests names that would look at home embossed on a box or engraved on a clasp.",
    howTo: [
      { title: "Choose a flavour", text: "French and Italian draw on European craft traditions, Timeless avoids trends, Minimal keeps it to one clean word, Opulent goes rich and ornate." },
      { title: "Describe the brand", text: "Tell the generator about the products, materials, craft and the clients you want to attract." },
      { title: "Set the number of names", text: "Choose 3 for a focused set, 7 for a balanced list or 15 to explore every direction." },
      { title: "Check pronunciation and meaning", text: "Read the origin of each name and confirm foreign words mean what you think in the countries where you sell." },
    ],
    faq: [
      {
        question: "Why do so many luxury brands use French or Italian names?",
        answer:
          "Many historic fashion, leather and perfume houses come from France and Italy, so those languages carry an association with craft. It only works if the word is correct and pronounceable for your customers, so check with a native speaker.",
      },
      {
        question: "Should a luxury brand use a founder's name?",
        answer:
          "Many houses do, because a surname suggests a person who stands behind the work. If your own name does not fit, an invented surname or a place name can create the same sense of heritage.",
      },
      {
        question: "What should a luxury name avoid?",
        answer:
          "Words like 'deal', 'best' or 'premium' that sound like marketing, playful misspellings and long names that do not fit on a small label. Understatement reads as confidence.",
      },
    ],
    prompt:
      "Generate {count} luxury brand names. Flavour: {style}. The brand: {description}. The names should feel refined and understated, be pronounceable by an international clientele, avoid words that sound promotional, and if they use a foreign language, use it correctly.",
  },
  "green-business": {
    heading: "AI Green Business Name Generator",
    tagline: "Names for sustainable businesses that sound credible, not greenwashed.",
    cardDescription: "Eco-friendly names for renewables, zero-waste, organic and recycling.",
    seo: {
      title: "AI Green Business Name Generator – Eco Names | Namesmith",
      description:
        "Name an eco-friendly business: renewable energy, zero-waste, organic food, landscaping or recycling. Get explained names that avoid vague green cliches.",
    },
    intro:
      "Customers of sustainable businesses are quick to spot empty green marketing, so the best names point to something concrete: a material, a place, a process or a result. Choose your focus and describe how you help the planet to get names beyond the usual leaf-and-earth cliches.",
    howTo: [
      { title: "Choose your focus", text: "Renewable Energy, Zero Waste, Organic Food, Eco Products, Landscaping or Recycling sets the imagery." },
      { title: "Pick a style", text: "Modern, Classic, Playful, Professional, Bold or Minimal: an installer may want Professional, a refill shop Playful." },
      { title: "Describe your impact", text: "Explain what you do for the environment and for whom, so the names can reflect something real." },
      { title: "Generate and shortlist", text: "Get 3, 7 or 15 names and favour the ones that still make sense if you add new services later." },
    ],
    faq: [
      {
        question: "Can I use words like 'eco' or 'green' in my business name?",
        answer:
          "You can, but in many markets environmental claims in marketing must be substantiated; the US FTC Green Guides, for example, warn against broad unqualified claims. A name that implies more than you deliver can attract criticism, so keep it honest.",
      },
      {
        question: "How do I avoid a cliched eco name?",
        answer:
          "Avoid stacking 'eco', 'earth', 'leaf' and 'green'. Draw on specific imagery instead, such as a local river, a plant species, or the cycle your product closes, and describe it in the form.",
      },
      {
        question: "Should the name mention my location?",
        answer:
          "For local services such as landscaping or solar installation, a regional reference can build trust and help local search. For products shipped nationwide it can feel limiting.",
      },
    ],
    prompt:
      "Generate {count} names in a {style} style for a green business focused on {focus}. How the business helps the planet: {description}. Prefer specific natural or process imagery over generic words like 'eco' and 'green', and do not imply environmental claims the description does not support.",
  },
  "handmade-business": {
    heading: "AI Handmade Business Name Generator",
    tagline: "Warm, personal names for makers who sell what they craft by hand.",
    cardDescription: "Shop names for pottery, knitting, woodwork, candles and prints.",
    seo: {
      title: "Handmade Business Name Generator – Craft Names | Namesmith",
      description:
        "Name your craft shop: pottery, knitting, woodwork, jewelry, soap, sewing or prints. Get warm, personal names for Etsy and markets, each explained. Start free.",
    },
    intro:
      "Buyers of handmade goods are buying the maker as much as the object, so a craft business name can be personal, warm and a little quirky. Choose your craft and the feel of your shop, describe how you work, and get names that would look right on a market stall banner or an Etsy header.",
    howTo: [
      { title: "Choose your craft", text: "Pottery, Knitting, Woodwork, Jewelry, Soap and Candles, Sewing, Paper or Art Prints steers the vocabulary." },
      { title: "Pick the feel", text: "Cozy, Upscale, Trendy, Classic or Playful, matching how your stall or product photos look." },
      { title: "Describe what you make", text: "Mention your materials, techniques, who buys your work and anything personal, like your workshop or a family tradition." },
      { title: "Generate and check the shop name", text: "Pick 3, 7 or 15 names and check they fit your marketplace's rules, such as Etsy's 20-character limit without spaces." },
    ],
    faq: [
      {
        question: "Should I use my own name for a handmade business?",
        answer:
          "Using your name, as in 'Clay by Marta', tells customers a real person made the piece and keeps you flexible if you switch crafts. A descriptive name is easier to find in search; combining the two often works best.",
      },
      {
        question: "What if I expand to other crafts later?",
        answer:
          "Avoid names tied too tightly to one technique, such as a specific stitch, unless you are sure you will stay with it. Names built on a feeling or place travel better across crafts.",
      },
      {
        question: "Does my shop name need to match my social media handle?",
        answer:
          "It helps a lot: craft businesses sell through Instagram, markets and online shops at once, and a consistent name makes you easy to find. Check handle availability before ordering labels or stamps.",
      },
    ],
    prompt:
      "Generate {count} names for a handmade business. Craft: {craft}. Feel: {style}. About the maker and their work: {description}. The names should feel personal and crafted rather than corporate, work as a shop name on a marketplace and a stall banner, and fit within 20 characters where possible.",
  },
};
