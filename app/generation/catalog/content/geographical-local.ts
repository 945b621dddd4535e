import type { GeneratorContent } from "../types";

export const content: Record<string, GeneratorContent> = {
  "city-business": {
    heading: "AI City Business Name Generator",
    tagline: "Local business names rooted in your city, neighbourhood or region.",
    cardDescription: "Names that tie any local business to its city or area.",
    seo: {
      title: "AI Local Business Name Generator – City Names | Namesmith",
      description:
        "Enter your city and type of business to get local names that use landmarks, history and local character. Great for plumbers, shops and services. Try it free.",
    },
    intro:
      "A name that belongs to a place earns instant trust from locals and helps people searching nearby. Enter your city or area and the type of business, describe what connects you to the place, and the generator draws on landmarks, history, geography and local character for names that feel like they have always been there.",
    howTo: [
      { title: "Enter your city or area", text: "A city, town, neighbourhood or region, such as Portland or the Lake District." },
      { title: "Type your business", text: "Plumbing, bookshop, bike repair, dental clinic: anything that serves local customers." },
      { title: "Describe the local connection", text: "Landmarks, nicknames, rivers, history, or what makes your business part of the place." },
      { title: "Generate and ask a local", text: "Get 3, 7 or 15 names and run them past a long-time resident; they will spot anything that sounds off." },
    ],
    faq: [
      {
        question: "Does putting the city in my business name help local search?",
        answer:
          "It can help people recognise you as local and match searches that include the city, though your map listing, reviews and website content matter more for rankings. Never stuff extra city names into your listing name; platforms may suspend it.",
      },
      {
        question: "What if I expand to other towns?",
        answer:
          "A city name can feel limiting in a new location. A regional name, a landmark shared by the area or a local nickname gives you room to grow while keeping the local feel.",
      },
      {
        question: "Can I use a landmark's name in my business name?",
        answer:
          "Natural landmarks and street names are usually fine. Names of specific attractions, teams or venues may be trademarked, so avoid implying an official connection.",
      },
    ],
    prompt:
      "Generate {count} names for a local business. Type of business: {business}. City or area: {city}. What connects the business to the place: {description}. Draw on the area's landmarks, geography, history, nicknames or character, keep the names accurate to that place, and avoid implying an official link with trademarked attractions, teams or venues.",
  },
  "coffee-shop": {
    heading: "AI Coffee Shop Name Generator",
    tagline: "Café names that smell of fresh espresso and fit your corner of the street.",
    cardDescription: "Names for cafés: cozy, upscale, trendy, classic or playful.",
    seo: {
      title: "AI Coffee Shop Name Generator – Café Name Ideas | Namesmith",
      description:
        "Name your coffee shop or café: cozy, upscale, trendy, classic or playful. Describe your drinks, food and neighbourhood to get names with meaning. Start free.",
    },
    intro:
      "A coffee shop name ends up on cups, loyalty cards and the morning routine of your regulars, so it should feel warm and be easy to say with a sleepy voice. Choose the feel of your café and describe your drinks, food, seating and neighbourhood to get names that suit your counter.",
    howTo: [
      { title: "Choose the feel", text: "Cozy, Upscale, Trendy, Classic or Playful, the atmosphere a customer walks into." },
      { title: "Describe your coffee shop", text: "Drinks, food, seating, music, the neighbourhood and who comes in: students, commuters, remote workers." },
      { title: "Generate names", text: "Ask for 3, 7 or 15; the details explain the story behind each name for your menu or About page." },
      { title: "Put it on a cup", text: "Write your favourite on a takeaway cup; if it fits and looks good, check local listings and social handles." },
    ],
    faq: [
      {
        question: "Should my café name include the word 'coffee'?",
        answer:
          "It helps people find you on maps, but plenty of loved cafés skip it. If the name is abstract, add 'Coffee' or 'Café' on the sign and in your map listing as a descriptor.",
      },
      {
        question: "What makes a good coffee shop name?",
        answer:
          "Short, warm and easy to say when telling a friend where to meet. A name with a local reference or a story behind it gives regulars something to talk about and makes the shop feel like part of the street.",
      },
      {
        question: "Can I use coffee puns?",
        answer:
          "Light puns can work for playful cafés, but the most common ones (Brew-tiful, Bean There) are used in many towns. If you love a pun, combine it with something local to make it yours.",
      },
    ],
    prompt:
      "Generate {count} coffee shop names. Feel: {style}. About the café: {description}. The names should be warm, short enough for a cup and a sign, easy to say when recommending the place, and avoid the most overused coffee puns unless combined with something specific from the description.",
  },
  bakery: {
    heading: "AI Bakery Name Generator",
    tagline: "Bakery names as inviting as the smell of bread at seven in the morning.",
    cardDescription: "Names for bread, pastry, cake, cupcake and gluten-free bakeries.",
    seo: {
      title: "AI Bakery Name Generator – Sweet Bakery Names | Namesmith",
      description:
        "Name your bakery by speciality and feel: artisan bread, pastry, cakes, cupcakes or gluten-free. Describe what you bake and get names with stories. Try it free.",
    },
    intro:
      "Bakeries are loved locally, and their names tend to be warm, a little nostalgic and easy to remember at the queue. Choose your speciality and feel, describe what you bake and the shop itself, and get names you could paint on a window and print on a paper bag.",
    howTo: [
      { title: "Choose your speciality", text: "Bread, Pastry, Cakes, Cupcakes, Gluten Free or Artisan: the thing people queue for." },
      { title: "Pick the feel", text: "Cozy, Upscale, Trendy, Classic or Playful; a neighbourhood bread shop and a wedding-cake studio feel very different." },
      { title: "Describe your bakery", text: "What you bake, signature items, family recipes, the shop and the street it is on." },
      { title: "Generate and test it on the window", text: "Choose 3, 7 or 15 names and picture each painted on the shop window and stamped on a bag." },
    ],
    faq: [
      {
        question: "Should a bakery name mention what I bake?",
        answer:
          "A word like 'bread', 'cakes' or 'patisserie' helps customers understand the shop, but can limit you if you add a café or savoury food. A warm name plus a descriptor on the sign is a flexible combination.",
      },
      {
        question: "Is a family name a good bakery name?",
        answer:
          "Very often. Family names suggest tradition and recipes handed down, which suits bakeries well. Mention the family name and any story behind it in your description.",
      },
      {
        question: "Can I call my bakery gluten-free in the name?",
        answer:
          "Only if everything you sell is gluten-free and you follow the labelling rules where you operate. If you offer some gluten-free items, say so in your menu instead.",
      },
    ],
    prompt:
      "Generate {count} bakery names. Speciality: {focus}. Feel: {style}. About the bakery: {description}. The names should feel warm and inviting, work painted on a shop window and printed on a bag, and not claim gluten-free unless the description says everything sold is gluten-free.",
  },
  "hotel-resort": {
    heading: "AI Hotel & Resort Name Generator",
    tagline: "Hotel names that promise the stay before guests see a photo.",
    cardDescription: "Names for beach, mountain, city and countryside hotels and resorts.",
    seo: {
      title: "AI Hotel Name Generator – Hotel & Resort Names | Namesmith",
      description:
        "Name your hotel, resort, inn or boutique stay by setting and style: beach, mountain, city, desert or lake; luxury, family, eco or budget. Generate names free.",
    },
    intro:
      "Travellers compare dozens of listings on booking sites, and the name is often the first thing that sets the mood. Choose the setting and style, describe the location, guests and experience, and get names that suggest exactly the kind of stay you offer.",
    howTo: [
      { title: "Choose the setting", text: "Beach, Mountain, City, Countryside, Desert or Lake; the landscape gives the names their imagery." },
      { title: "Pick a style", text: "Luxury, Boutique, Family, Eco or Budget: the guests you want to attract." },
      { title: "Describe your hotel", text: "Location, building, number of rooms, views, guests and what makes a stay memorable." },
      { title: "Generate and check booking sites", text: "Get 3, 7 or 15 names and search them on booking sites and maps for nearby properties with similar names." },
    ],
    faq: [
      {
        question: "Should a hotel name include 'Hotel', 'Resort' or 'Inn'?",
        answer:
          "Yes, at least in listings: it tells travellers what to expect. 'Resort' suggests on-site facilities, 'Inn' a small and personal stay, 'Lodge' nature. Use the word that matches what you deliver.",
      },
      {
        question: "Can I name my hotel after the place?",
        answer:
          "Place names help search and set expectations, but in popular destinations many hotels already use them. Combine the place with a feature of your property, a local story or the building's history to stand out.",
      },
      {
        question: "What makes a boutique hotel name work?",
        answer:
          "Boutique names are often short, characterful and tied to the building or its story, such as a former use, a street or a local figure. Describe the building's history to get names like that.",
      },
    ],
    prompt:
      "Generate {count} hotel or resort names. Setting: {setting}. Style: {style}. About the property and its guests: {description}. The names should set the mood of the stay, fit listings on booking sites, use descriptors such as Hotel, Resort, Inn or Lodge accurately, and avoid the names of major hotel chains.",
  },
  "travel-agency": {
    heading: "AI Travel Agency Name Generator",
    tagline: "Names that make people want to pack a bag and book with you.",
    cardDescription: "Names for adventure, luxury, family and honeymoon travel agencies.",
    seo: {
      title: "AI Travel Agency Name Generator – Tour Names | Namesmith",
      description:
        "Name your travel agency or tour company: adventure, luxury, family, honeymoon, budget or cultural trips. Describe destinations and travellers to get ideas now.",
    },
    intro:
      "A travel agency sells anticipation, so its name should spark the feeling of a trip before anyone reads the itinerary. Choose the kind of trips you sell, describe your destinations and travellers, and get names that suit your brochures, website and social media.",
    howTo: [
      { title: "Choose your trips", text: "Adventure, Luxury, Family, Honeymoon, Budget or Cultural travel, depending on the trips you sell most." },
      { title: "Describe your agency", text: "Destinations, the travellers you serve, how you plan trips and what they remember afterwards." },
      { title: "Generate names", text: "Choose 3, 7 or 15 names; the details explain the imagery and origin of each." },
      { title: "Check it works abroad", text: "If you sell to international travellers, make sure the name is easy to say and means nothing odd in their languages." },
    ],
    faq: [
      {
        question: "Should my agency name mention a destination?",
        answer:
          "A destination name is strong if you specialise, for example in Japan or the Alps, and attracts targeted searches. If you may add other regions, use a name about the style of travel instead.",
      },
      {
        question: "Do travel agencies need a licence or registration?",
        answer:
          "In many places, yes: some countries and states require registration or financial protection schemes for selling package holidays. Check local rules, as your business name may appear on those registrations.",
      },
      {
        question: "What words feel overused in travel names?",
        answer:
          "'Wander', 'journey', 'globe' and 'nomad' appear in thousands of names. Use them only with a distinctive twist, or draw on specific imagery such as maps, compasses, routes or a local word for travel.",
      },
    ],
    prompt:
      "Generate {count} travel agency names. Type of trips: {focus}. About the agency, destinations and travellers: {description}. The names should evoke the feeling of that kind of trip, be easy to say for international travellers, and avoid the most overused travel words unless given a distinctive twist.",
  },
  "real-estate": {
    heading: "AI Real Estate Name Generator",
    tagline: "Names for agents, brokerages and property businesses that clients trust with big decisions.",
    cardDescription: "Names for realtors, brokerages, rentals and property firms.",
    seo: {
      title: "AI Real Estate Name Generator – Agency Names | Namesmith",
      description:
        "Name your real estate business: residential, luxury, commercial, rentals or first-time buyers, with your area worked in. Get trustworthy names. Start free now.",
    },
    intro:
      "Buying, selling or renting a home is a major decision, so a real estate business name should feel dependable and local. Choose your focus, add your area if you like, describe your clients and approach, and get names that work on a yard sign and a listing portal.",
    howTo: [
      { title: "Choose your focus", text: "Residential, Luxury, Commercial, Rentals or First Time Buyers; luxury names sound discreet, first-time-buyer names friendly." },
      { title: "Add your area", text: "Optional: a city or region, such as Austin, to get names with a local anchor." },
      { title: "Describe your business", text: "Who your clients are, the properties you handle and how you work." },
      { title: "Generate and check compliance", text: "Get 3, 7 or 15 names and confirm they meet your licensing authority's advertising rules." },
    ],
    faq: [
      {
        question: "Can I use 'Realtor' in my business name?",
        answer:
          "REALTOR is a registered collective membership mark of the National Association of Realtors in the US, and its use is restricted to members under their rules. Check the association's guidance before using it in a name.",
      },
      {
        question: "Do real estate brokerages have naming rules?",
        answer:
          "Often. Many licensing authorities require the brokerage name registered with them to appear in advertising, and some restrict names that could mislead. Register the exact name you will use on signs and listings.",
      },
      {
        question: "Should I use my own name as an agent?",
        answer:
          "Many agents do, because clients choose a person. A team or brokerage name is better if you plan to hire agents. The generator can mix both; mention your name in the description.",
      },
    ],
    prompt:
      "Generate {count} real estate business names. Focus: {focus}. Area (optional; if given, use it in some names): {area}. About the business: {description}. The names should sound trustworthy and local, work on a yard sign and listing portal, and must not use the trademarked term REALTOR.",
  },
  barbershop: {
    heading: "AI Barbershop Name Generator",
    tagline: "Barbershop names with character, from classic chairs to modern fades.",
    cardDescription: "Names for classic, modern, vintage, urban and upscale barbers.",
    seo: {
      title: "AI Barbershop Name Generator – Barber Shop Names | Namesmith",
      description:
        "Name your barbershop in a classic, modern, vintage, urban or upscale style. Describe your cuts, chairs and customers and get names with character. Try it free.",
    },
    intro:
      "A barbershop is a neighbourhood institution, and its name sets the tone before anyone sits in the chair. Choose your style, describe your cuts, atmosphere and customers, and get names that look good on a striped pole, a storefront and an Instagram grid of fresh fades.",
    howTo: [
      { title: "Choose a style", text: "Classic, Modern, Vintage, Urban or Upscale, like the chairs, music and prices in your shop." },
      { title: "Describe your barbershop", text: "Cuts and services (fades, hot towel shaves, beard trims), atmosphere, music and the customers who come in." },
      { title: "Generate names", text: "Ask for 3, 7 or 15; the details explain the story and tone of each name." },
      { title: "Check the street", text: "Search maps for barbershops nearby with similar names and grab the matching booking and social handles." },
    ],
    faq: [
      {
        question: "Should the barber's name be in the shop name?",
        answer:
          "Owner names, like 'Sal's' or 'Marco & Sons', give a classic, personal feel and suit shops built on one barber's reputation. If you plan to grow into several chairs or locations, a place or style-based name can travel further.",
      },
      {
        question: "What vocabulary fits a barbershop name?",
        answer:
          "Traditional words like 'barber', 'cuts', 'grooming', 'parlour', 'blade' and 'chair' signal the trade clearly. Pair one with a name, street or number to make it yours.",
      },
      {
        question: "Does a barbershop name need to say it is for men?",
        answer:
          "No. Many barbershops welcome anyone who wants a barber's cut. Leaving gender out of the name keeps the door open; your services list can speak for itself.",
      },
    ],
    prompt:
      "Generate {count} barbershop names. Style: {style}. About the barbershop: {description}. The names should have character, clearly signal a barbershop or grooming, look good on a storefront sign and social media, and match the chosen style.",
  },
  "tattoo-shop": {
    heading: "AI Tattoo Shop Name Generator",
    tagline: "Studio names that match the ink: traditional, fine-line, dark or Japanese.",
    cardDescription: "Names for traditional, fine-line, dark and Japanese tattoo studios.",
    seo: {
      title: "AI Tattoo Shop Name Generator – Studio Names | Namesmith",
      description:
        "Name your tattoo studio to match your style: traditional, fine-line, dark, Japanese, neo-traditional or minimal. Describe your artists and vibe to get ideas.",
    },
    intro:
      "People choose a tattoo studio by its style and artists, so the name should hint at the kind of work you do. Choose your main style, describe your artists and the studio vibe, and get names that look as good on a flash sheet as on a storefront.",
    howTo: [
      { title: "Choose your main style", text: "Traditional, Fine Line, Dark, Japanese, Neo Traditional or Minimal: the style most of your portfolio shows." },
      { title: "Describe your studio", text: "Artists, specialities, walk-ins or appointments, the space and the crowd you attract." },
      { title: "Generate names", text: "Get 3, 7 or 15 names, each with its imagery and origin explained." },
      { title: "Draw the logo", text: "Sketch your favourite in your own lettering style; a tattoo studio name should be fun to draw." },
    ],
    faq: [
      {
        question: "What imagery suits a traditional tattoo shop name?",
        answer:
          "Classic American traditional draws on sailors, swallows, anchors, daggers, roses and hearts. Names built on that imagery, or on old tattoo slang, tell collectors what to expect.",
      },
      {
        question: "Should a fine-line studio have a softer name?",
        answer:
          "Usually, yes. Fine-line and minimal work attracts clients looking for delicate pieces, and soft, airy names (botanical, celestial, paper or ink-wash imagery) match that better than skulls and daggers.",
      },
      {
        question: "Should I use Japanese words for a Japanese-style studio?",
        answer:
          "Only if they are correct and used respectfully. Ask a fluent speaker to check the meaning and reading; mistakes in Japanese text are a well-known tattoo embarrassment, and the same applies to your sign.",
      },
    ],
    prompt:
      "Generate {count} tattoo studio names. Main style: {style}. About the studio and its artists: {description}. Draw on imagery that fits that tattoo style, make the names look good as hand-drawn lettering, and use any non-English words correctly and respectfully.",
  },
  florist: {
    heading: "AI Florist Name Generator",
    tagline: "Flower shop names as fresh and fragrant as the buckets by your door.",
    cardDescription: "Names for flower shops, studios and wedding florists.",
    seo: {
      title: "AI Florist Name Generator – Flower Shop Names | Namesmith",
      description:
        "Name your flower shop or floral studio: cozy, upscale, trendy, classic or playful. Describe your flowers, arrangements and occasions to get names. Try now.",
    },
    intro:
      "Flowers are bought for love, apology, celebration and grief, so a florist's name should feel warm and graceful in every one of those moments. Choose a feel and describe your flowers, arrangements and occasions, and get names that suit a shopfront, a delivery card and a wedding inquiry.",
    howTo: [
      { title: "Choose the feel", text: "Cozy, Upscale, Trendy, Classic or Playful; a market-stall florist and a luxury floral studio need different names." },
      { title: "Describe your flower shop", text: "The flowers you love working with, your arrangement style, occasions you serve and where you deliver." },
      { title: "Generate names", text: "Choose 3, 7 or 15; results explain the botanical or symbolic meaning of each name." },
      { title: "Read it on a sympathy card", text: "Make sure the name feels right on a wedding invoice and on a sympathy card alike." },
    ],
    faq: [
      {
        question: "Why does a florist name need to work for sad occasions too?",
        answer:
          "Funerals and sympathy flowers are a large part of many florists' business, and your name appears on those cards. Very jokey or pun-heavy names can feel wrong at those moments.",
      },
      {
        question: "Can I use the language of flowers in my name?",
        answer:
          "Yes. Floriography, the Victorian language of flowers, gives blooms symbolic meanings, such as forget-me-nots for remembrance. Each result explains the meaning of any flower it uses.",
      },
      {
        question: "Should the name mention weddings?",
        answer:
          "If weddings are your main business, a name that sounds romantic helps couples find you. If you run a high-street shop too, keep the name broad and list wedding services separately.",
      },
    ],
    prompt:
      "Generate {count} florist business names. Feel: {style}. About the flower shop: {description}. The names should feel warm and graceful, suit both celebrations and sympathy occasions, and, where they use a flower's symbolic meaning, use it accurately.",
  },
  "car-wash": {
    heading: "AI Car Wash Name Generator",
    tagline: "Car wash names that promise shine, speed or care, and look great on a roadside sign.",
    cardDescription: "Names for fun, premium, eco, express and classic car washes.",
    seo: {
      title: "AI Car Wash Name Generator – Catchy Wash Names | Namesmith",
      description:
        "Name your car wash or detailing business: fun, premium, eco, fast or classic. Describe your services and location and get catchy, readable names. Try it free.",
    },
    intro:
      "Drivers decide on a car wash in the few seconds they pass your sign, so the name must be readable at speed and promise a clear result. Choose a style and describe your services and location to get names for express tunnels, hand washes and detailing studios.",
    howTo: [
      { title: "Choose a style", text: "Fun, Premium, Eco, Fast or Classic; express tunnels suit Fast, detailing studios Premium." },
      { title: "Describe your car wash", text: "Services (tunnel, hand wash, detailing, memberships), location and the customers you see most." },
      { title: "Generate names", text: "Get 3, 7 or 15 names with the reasoning behind each one." },
      { title: "Test it at driving speed", text: "Imagine the name on your sign from across the road; if it takes more than a glance to read, shorten it." },
    ],
    faq: [
      {
        question: "What makes a car wash name effective?",
        answer:
          "It is short, readable from a moving car and promises a result: shine, speed, care or value. Two or three words in large letters beat a long clever phrase.",
      },
      {
        question: "Can an eco car wash name make green claims?",
        answer:
          "If you recycle water or use biodegradable products, a name suggesting that is a strong differentiator. Make sure you can back up any environmental claim, as customers and regulators increasingly check.",
      },
      {
        question: "Do detailing businesses need a different name style?",
        answer:
          "Detailing is a premium, appointment-based service, so names that suggest precision and craft work better than cheerful express-wash puns. Choose Premium and mention detailing in the description.",
      },
    ],
    prompt:
      "Generate {count} car wash names. Style: {style}. About the car wash: {description}. The names should be short enough to read from a passing car, promise a clear result such as shine, speed or care, and only suggest environmental benefits if the description supports them.",
  },
};
