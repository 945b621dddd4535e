import type { GeneratorContent } from "../types";

export const content: Record<string, GeneratorContent> = {
  "software-app": {
    heading: "AI App Name Generator",
    tagline: "Names for mobile apps, web apps, desktop software, games and APIs.",
    cardDescription: "Names for mobile, web and desktop apps, games and APIs.",
    seo: {
      title: "AI App Name Generator – Software & App Names | Namesmith",
      description:
        "Name your mobile, web or desktop app, game or API. Pick a platform and style, describe what it does, and get short, store-ready names with reasons. Try free.",
    },
    intro:
      "An app name has to fit under an icon, stand out in store search and still make sense in a one-line pitch. Choose the platform and style, describe what your software does and who uses it, and get names that are short, pronounceable and ready for a store listing.",
    howTo: [
      { title: "Choose the platform", text: "Mobile, Web, Desktop, Game or API: a developer API can be technical, a mobile app needs to fit under an icon." },
      { title: "Pick a style", text: "Modern, Classic, Playful, Professional, Bold or Minimal; consumer apps can be playful, B2B tools usually lean professional." },
      { title: "Describe your app", text: "What it does, who it is for and the one thing that makes it better than the alternatives." },
      { title: "Generate and search the stores", text: "Ask for 3, 7 or 15 names and search the App Store and Google Play for each before you design the icon." },
    ],
    faq: [
      {
        question: "How long can an app name be in the app stores?",
        answer:
          "Apple's App Store and Google Play both allow app names of up to 30 characters, but only about 12 to 15 characters show under the icon on a phone's home screen. Put the brand first and any descriptive words after it.",
      },
      {
        question: "Should I add keywords to my app name?",
        answer:
          "A short descriptor after the brand, such as 'Name: Budget Planner', can help store search. Stores reject names stuffed with keywords or competitors' names, so keep it to one honest phrase.",
      },
      {
        question: "What if another app already uses my name?",
        answer:
          "Stores usually do not allow duplicate names, and a similar name in the same category risks confusion and complaints. Pick a distinct name and check trademarks in your main markets.",
      },
    ],
    prompt:
      "Generate {count} names for a software product. Platform: {platform}. Style: {style}. What it does and who it is for: {description}. Keep each name short enough to show under an app icon (ideally under 15 characters), easy to pronounce and search, and distinct from well-known existing apps.",
  },
  "crypto-nft": {
    heading: "AI Crypto & NFT Name Generator",
    tagline: "Names for tokens, NFT collections, DAOs, DeFi protocols and exchanges.",
    cardDescription: "Names and ticker ideas for tokens, NFTs, DAOs and DeFi.",
    seo: {
      title: "AI Crypto & NFT Name Generator – Token Names | Namesmith",
      description:
        "Name your token, NFT collection, DAO, DeFi protocol or exchange. Choose a style, describe the project and community, and get names with ticker ideas. Free.",
    },
    intro:
      "Crypto projects live in crowded lists of tokens and collections, so a name and ticker need to be distinctive and easy to type into a search box. Choose the kind of project and a style, describe what it does and its community, and get names that sound credible rather than like a quick cash grab.",
    howTo: [
      { title: "Choose the project type", text: "Token, NFT Collection, DAO, DeFi or Exchange; each needs a different tone." },
      { title: "Pick a style", text: "Modern, Classic, Playful, Professional, Bold or Minimal; a DeFi protocol wants trust, an NFT collection can be playful." },
      { title: "Describe the project", text: "What it does, the chain you build on and the community you want to attract." },
      { title: "Generate and check tickers", text: "Get 3, 7 or 15 names, then search the suggested tickers and names on block explorers and marketplaces." },
    ],
    faq: [
      {
        question: "How do I choose a ticker symbol?",
        answer:
          "Tickers are usually 3 to 5 letters taken from the name. Search existing tokens first, since duplicate tickers on the same chain confuse users and are often exploited by copycat scams.",
      },
      {
        question: "What should a crypto project name avoid?",
        answer:
          "Names that promise returns ('moon', 'profit', 'safe') attract scepticism and possibly regulatory attention, and names close to established projects look like imitations. Aim for credibility.",
      },
      {
        question: "What makes a good NFT collection name?",
        answer:
          "A name that describes the world or the characters, works as a community identity (holders often call themselves after the collection) and is short enough for a marketplace card.",
      },
    ],
    prompt:
      "Generate {count} names for a crypto project. Project type: {kind}. Style: {style}. About the project and its community: {description}. Include a suggested 3 to 5 letter ticker within the meaning or origin where relevant, avoid words that promise financial returns, and do not imitate established cryptocurrencies or collections.",
  },
  "ai-startup": {
    heading: "Name Generator for AI Startups",
    tagline: "Names for AI products that sound capable, not like another chatbot clone.",
    cardDescription: "Names for AI products, agents, copilots and ML startups.",
    seo: {
      title: "AI Company Name Generator – AI Startup Names | Namesmith",
      description:
        "Name your AI startup, agent or machine learning product. Choose a style, describe what it automates, and get distinctive names that avoid overused AI cliches.",
    },
    intro:
      "Hundreds of AI products launch every week, and names built on 'AI', 'GPT' or 'mind' already blur together. Describe what your AI product understands or automates, choose a style, and get names that say what makes yours different.",
    howTo: [
      { title: "Describe your AI product", text: "What it automates or understands, who uses it and what they could not do before." },
      { title: "Pick a style", text: "Modern, Classic, Playful, Professional, Bold or Minimal; enterprise buyers prefer calm, trustworthy names." },
      { title: "Choose how many", text: "3, 7 or 15 names; the longer list helps when many .ai domains are taken." },
      { title: "Generate and check the domain", text: "Check the .ai, .com and .io domains of your favourites and search trademarks before launch." },
    ],
    faq: [
      {
        question: "Can I use 'GPT' in my product name?",
        answer:
          "OpenAI's brand guidelines ask developers not to use 'GPT' in product names, and names that imply an official connection to a model provider can create legal trouble. Describe compatibility in your tagline instead.",
      },
      {
        question: "Should an AI startup name include 'AI'?",
        answer:
          "It tells people the category today, but every competitor does it and the label may age quickly. A distinctive name with 'AI' in the tagline or domain, such as a .ai ending, is often a better balance.",
      },
      {
        question: "Are .ai domains a good choice?",
        answer:
          ".ai is the country code of Anguilla and is widely used by AI companies. It signals the category well, but it tends to cost more than .com or .io and renews on different terms, so compare prices.",
      },
    ],
    prompt:
      "Generate {count} names for an AI startup. Style: {style}. What the AI product does: {description}. Prefer distinctive names over generic AI cliches, do not use 'GPT' or names of existing AI models or labs, and make each name credible for business customers.",
  },
  "legal-firm": {
    heading: "AI Law Firm Name Generator",
    tagline: "Law firm names that inspire confidence and respect professional rules.",
    cardDescription: "Names for family, corporate, criminal and immigration law firms.",
    seo: {
      title: "AI Law Firm Name Generator – Names for Lawyers | Namesmith",
      description:
        "Name your law firm by practice area, from family and corporate law to criminal defence and immigration, with partner surnames if you like. Check bar rules too.",
    },
    intro:
      "A law firm's name has to inspire confidence in people who are often stressed, and in many places it also has to comply with professional conduct rules. Choose your practice area, add partner surnames if you want a traditional name, describe your clients, and get options from classic partnerships to modern brands.",
    howTo: [
      { title: "Choose the practice area", text: "General, Family, Corporate, Criminal, Immigration, Personal Injury or Estate law." },
      { title: "Add partner surnames", text: "Optional: enter names such as 'Reyes, Whitfield' to get traditional partnership names alongside brand names." },
      { title: "Describe your firm", text: "Your clients, values and reputation, for example 'approachable family lawyers for first-time clients'." },
      { title: "Generate and check the rules", text: "Get 3, 7 or 15 names and check them against your bar or law society rules before registering." },
    ],
    faq: [
      {
        question: "Are there rules about what a law firm can be called?",
        answer:
          "Yes, in many jurisdictions. US state bars generally prohibit misleading firm names, and some restrict trade names or require names of actual lawyers; other countries have similar rules. Check your bar or law society guidance before registering.",
      },
      {
        question: "Can I use '& Associates' if I work alone?",
        answer:
          "Many regulators consider it misleading if there are no associates. Use it only if it describes your firm, or choose a name that works for a sole practitioner.",
      },
      {
        question: "Surnames or a brand name: which is better?",
        answer:
          "Surname-based names signal tradition and personal accountability, which suits litigation and estate law. Brand names can work well for consumer-facing or tech-focused practices, where permitted.",
      },
    ],
    prompt:
      "Generate {count} law firm names. Practice area: {practice}. Partner surnames to use in some names (optional): {surnames}. About the firm: {description}. The names should sound trustworthy and professional, must not be misleading (no implied specialisations, associates or affiliations the description does not support), and should work on letterhead.",
  },
  "medical-practice": {
    heading: "AI Medical Practice Name Generator",
    tagline: "Practice names that reassure patients and describe your care clearly.",
    cardDescription: "Names for family, pediatric, dental and specialty practices.",
    seo: {
      title: "AI Medical Practice & Clinic Name Generator | Namesmith",
      description:
        "Name your clinic or practice: family medicine, pediatrics, dental, dermatology, physio, cardiology or mental health. Get calm, clear names with explanations.",
    },
    intro:
      "Patients choose a practice when they are worried or in pain, so the name should reassure and say clearly what you treat. Choose your specialty and describe your patients, location and approach to get names that feel calm, professional and easy to find.",
    howTo: [
      { title: "Choose your specialty", text: "Family, Pediatrics, Dental, Dermatology, Physiotherapy, Cardiology or Mental Health." },
      { title: "Describe your practice", text: "Your patients, location, approach and what makes a visit to you different." },
      { title: "Generate names", text: "Ask for 3, 7 or 15; the details explain the imagery and tone of each name." },
      { title: "Check local rules and listings", text: "Confirm the name is allowed by your licensing board and search local health listings for similar practices." },
    ],
    faq: [
      {
        question: "Are there restrictions on naming a medical practice?",
        answer:
          "Often, yes. Licensing boards may restrict terms such as 'hospital', 'institute' or a specialty title you are not certified in, and some require the names of the licensed practitioners. Check your local regulator before registering.",
      },
      {
        question: "Should the name include the location?",
        answer:
          "Patients usually search for care nearby, so a neighbourhood or town can help. It can become a limitation if you open a second site, so consider a regional name.",
      },
      {
        question: "What tone suits a mental health practice?",
        answer:
          "Warm, calm and non-clinical names help people take the first step, for example ones built on images of light, paths or shelter. Avoid names that sound like a diagnosis.",
      },
    ],
    prompt:
      "Generate {count} names for a medical practice. Specialty: {specialty}. About the practice and its patients: {description}. The names should reassure patients, make the type of care clear, avoid protected terms such as 'hospital' or specialist titles the description does not support, and make no promises of cures.",
  },
  "engineering-firm": {
    heading: "AI Engineering Firm Name Generator",
    tagline: "Names for engineering firms that sound precise, solid and experienced.",
    cardDescription: "Names for civil, mechanical, electrical and structural firms.",
    seo: {
      title: "AI Engineering Firm Name Generator – Firm Names | Namesmith",
      description:
        "Name your civil, mechanical, electrical, structural, environmental or software engineering firm. Describe your projects and get precise, credible name ideas.",
    },
    intro:
      "Engineering clients hire for competence and reliability, so a firm name should sound as solid as the structures and systems you design. Choose your discipline, describe your projects and strengths, and get names suitable for tenders, site boards and client reports.",
    howTo: [
      { title: "Choose your discipline", text: "Civil, Mechanical, Electrical, Structural, Environmental or Software engineering." },
      { title: "Describe your firm", text: "Typical projects, clients, region and strengths, like 'bridge inspection for rural councils'." },
      { title: "Generate names", text: "Request 3, 7 or 15; results range from founder-style names to modern brands." },
      { title: "Check with your licensing board", text: "Confirm you may use the word 'engineering' in your firm's name where you work before registering." },
    ],
    faq: [
      {
        question: "Can any company use 'Engineering' in its name?",
        answer:
          "Not everywhere. In many US states and some other countries, offering engineering services under that word requires licensed professional engineers and sometimes a firm registration. Check the rules of your licensing board.",
      },
      {
        question: "What kind of name wins public-sector tenders?",
        answer:
          "Clear, professional names that state the discipline tend to look safest on tender documents. Founder surnames or a descriptive name plus 'Engineering' or 'Consulting Engineers' are common for a reason.",
      },
      {
        question: "Should I use technical terms in the name?",
        answer:
          "A technical word can signal expertise, but very narrow terms may limit you if you widen your services. A metaphor of strength, precision or flow usually ages better.",
      },
    ],
    prompt:
      "Generate {count} names for an engineering firm. Discipline: {discipline}. About the firm: {description}. The names should sound precise, competent and trustworthy, look professional on tender documents and site boards, and avoid implying licences or services the description does not mention.",
  },
  "tech-startup": {
    heading: "AI Tech Startup Name Generator",
    tagline: "Short, ownable names for tech startups with big ambitions.",
    cardDescription: "Brandable names for tech startups, with your keywords.",
    seo: {
      title: "AI Tech Startup Name Generator – Brandable Names | Namesmith",
      description:
        "Get brandable tech startup names in a modern, bold, minimal or playful style, blended with your keywords. Each is explained so you can pitch it. Try it now.",
    },
    intro:
      "A tech startup name has to work in a product demo, a job ad and a funding announcement, and it should still fit when you add a second product. Choose a style, add keywords such as 'data' or 'edge', describe your product and market, and get short, ownable names.",
    howTo: [
      { title: "Pick a style", text: "Modern, Classic, Playful, Professional, Bold or Minimal; think of the logo you picture on your first hoodie." },
      { title: "Add keywords", text: "Optional words like 'data', 'flow' or 'edge' are blended into some names; leave them out for invented words." },
      { title: "Describe the startup", text: "Product, market and ambition: who pays, what you replace and where you want to be in five years." },
      { title: "Generate and say it in a pitch", text: "Choose 3, 7 or 15 names and drop each into your one-line pitch to hear which one sounds like a company." },
    ],
    faq: [
      {
        question: "Should a tech startup name be a real word?",
        answer:
          "Real words are easy to remember but are often taken as domains and trademarks. Compound words, altered spellings and invented names are easier to own; just make sure people can spell them after hearing them.",
      },
      {
        question: "How many syllables should a tech name have?",
        answer:
          "Two or three syllables is a sweet spot: long enough to be distinctive, short enough for an app icon and casual conversation.",
      },
      {
        question: "What checks should I run before picking one?",
        answer:
          "Domain availability, trademark searches in your main markets, app store and GitHub searches for similar products, and a quick check that the name means nothing unfortunate in the languages of your customers.",
      },
    ],
    prompt:
      "Generate {count} tech startup names. Style: {style}. Optional keywords: {keywords}. About the startup: {description}. Prefer short, ownable names of two or three syllables, easy to spell after hearing them, broad enough for future products, and distinct from well-known tech companies.",
  },
  "vr-ar": {
    heading: "AI VR & AR Name Generator",
    tagline: "Names for immersive games, apps, studios, headsets and experiences.",
    cardDescription: "Names for VR games, AR apps, XR studios and hardware.",
    seo: {
      title: "AI VR & AR Name Generator – XR Project Names | Namesmith",
      description:
        "Name your VR game, AR app, XR studio, headset or immersive experience. Choose a style, describe what people see and do, and get names with meaning. Try free.",
    },
    intro:
      "Virtual and augmented reality names have a particular job: suggest presence, depth or a layer over the world, without leaning on 'virtual' and 'reality' again. Choose what you are naming and a style, describe what people see and do, and get names for the store, the studio or the device.",
    howTo: [
      { title: "Choose what you are naming", text: "Game, App, Studio, Hardware or Experience, such as a museum installation." },
      { title: "Pick a style", text: "Modern, Classic, Playful, Professional, Bold or Minimal; a training simulator and a party game need different moods." },
      { title: "Describe the project", text: "What people see, hear and do in it, the platform and the feeling you want them to leave with." },
      { title: "Generate and check the stores", text: "Get 3, 7 or 15 names and search headset app stores and trademarks for similar titles." },
    ],
    faq: [
      {
        question: "Should a VR or AR name include 'VR', 'AR' or 'XR'?",
        answer:
          "Adding it as a suffix to a game or app title helps store search and tells buyers which device they need. For a studio or hardware brand it can date quickly as the technology changes.",
      },
      {
        question: "What themes work well in immersive names?",
        answer:
          "Words suggesting depth, presence, portals, layers, light and space. Describe the experience itself in the form so the name feels specific rather than generic sci-fi.",
      },
      {
        question: "Can I use a headset maker's name in my title?",
        answer:
          "Avoid including platform trademarks in your product name unless the platform's guidelines allow it. State compatibility in the store description instead.",
      },
    ],
    prompt:
      "Generate {count} names for a VR or AR project. What is being named: {kind}. Style: {style}. What people see and do: {description}. Favour names suggesting presence, depth or a layer over reality without relying on the words 'virtual' or 'reality', and avoid platform and headset trademarks.",
  },
  "biotech-company": {
    heading: "AI Biotech Company Name Generator",
    tagline: "Scientific, credible names for therapeutics, diagnostics and life science companies.",
    cardDescription: "Names for therapeutics, diagnostics, genomics and agritech firms.",
    seo: {
      title: "AI Biotech Company Name Generator – Free Ideas | Namesmith",
      description:
        "Name your biotech: therapeutics, diagnostics, genomics, agritech or medical devices. Describe the science and mission to get credible, explained names, free.",
    },
    intro:
      "Biotech names speak to investors, regulators, clinicians and eventually patients, so they need scientific credibility without sounding like a drug. Choose your field, describe the science and mission, and get names that draw on Latin and Greek roots, biology and the change your work makes.",
    howTo: [
      { title: "Choose your field", text: "Therapeutics, Diagnostics, Genomics, Agritech or Medical Devices; each has its own scientific vocabulary." },
      { title: "Describe the company", text: "The science or platform, the disease area or crop, and the mission in plain words." },
      { title: "Generate names", text: "Ask for 3, 7 or 15; the details show the roots each name draws on." },
      { title: "Screen the shortlist", text: "Search trademarks and existing drug and device names, and check the name in the languages of your key markets." },
    ],
    faq: [
      {
        question: "Why do biotech names often use Latin or Greek roots?",
        answer:
          "Scientific vocabulary comes largely from those languages, so roots like 'gen', 'vita' or 'cyte' signal science instantly. Combining them in a new way gives you a distinctive and ownable name.",
      },
      {
        question: "Should a company name sound like a drug?",
        answer:
          "Better not. Drug names go through separate regulatory review and use specific naming stems, and a company name that resembles an existing medicine can cause confusion. Keep the company name distinct from your product names.",
      },
      {
        question: "Does the name need to describe our platform?",
        answer:
          "Biotech companies often expand from one platform or indication to several. A name built on the mission or a biological metaphor stays accurate longer than one naming a specific molecule.",
      },
    ],
    prompt:
      "Generate {count} biotech company names. Field: {field}. The science and mission: {description}. The names should sound scientifically credible, may draw on Latin or Greek roots, must not resemble existing drug or device names, and should stay accurate if the company expands to new programmes.",
  },
  "cybersecurity-business": {
    heading: "AI Cybersecurity Business Name Generator",
    tagline: "Names that tell clients their systems are in capable hands.",
    cardDescription: "Names for security consultancies, MSSPs and security products.",
    seo: {
      title: "AI Cybersecurity Name Generator – Security Names | Namesmith",
      description:
        "Name your cybersecurity consultancy, managed security service or security product. Choose a style, describe what you protect, and get trustworthy name ideas.",
    },
    intro:
      "Security buyers are trusting you with their most sensitive systems, so a cybersecurity name should convey vigilance and competence. Shields, locks and fortresses are overused, so describe what you protect and for whom to get names with a sharper, more specific image.",
    howTo: [
      { title: "Describe your business", text: "What you protect and for whom: penetration testing for banks, managed detection for schools, a password tool for families." },
      { title: "Pick a style", text: "Modern, Classic, Playful, Professional, Bold or Minimal; most security buyers respond best to Professional or Bold." },
      { title: "Choose the number of names", text: "3, 7 or 15; use 15 to get past the obvious shield and lock names." },
      { title: "Generate and shortlist", text: "Review the meaning of each name and check domains and trademarks in your market." },
    ],
    faq: [
      {
        question: "How do I avoid a cliched cybersecurity name?",
        answer:
          "Skip the most common stock images (shield, lock, guard, cyber-anything) unless combined with something unexpected. Metaphors from watchmen, immune systems, navigation or nature's defences give fresher options.",
      },
      {
        question: "Should a security firm's name sound intimidating?",
        answer:
          "Not too much. Clients want to feel protected, not threatened. Names that sound calm and competent reassure executives better than aggressive hacker-style names.",
      },
      {
        question: "Does a security company name need a serious domain?",
        answer:
          "Yes: phishing often uses look-alike domains, so a clear, easy-to-spell domain with no hyphens helps clients recognise genuine email from you. Consider registering close misspellings too.",
      },
    ],
    prompt:
      "Generate {count} cybersecurity business names. Style: {style}. What the business protects and for whom: {description}. The names should convey vigilance and competence, avoid overused images such as shields and locks unless combined in a fresh way, and be easy to spell so clients can recognise the genuine domain.",
  },
};
