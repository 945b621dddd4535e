import type { GeneratorContent } from "../types";

export const content: Record<string, GeneratorContent> = {
  restaurant: {
    heading: "AI Restaurant Name Generator",
    tagline: "Restaurant names that taste of your cuisine and feel like your dining room.",
    cardDescription: "Names for Italian, Japanese, Mexican, vegan and fusion restaurants.",
    seo: {
      title: "AI Restaurant Name Generator – Free Name Ideas | Namesmith",
      description:
        "Name your restaurant by cuisine and atmosphere, from cozy Italian trattorias to trendy fusion spots. Each name is explained. Describe your place to start now.",
    },
    intro:
      "Diners decide where to eat from a sign, a map pin or a delivery app listing, so a restaurant name has to hint at the food and the experience in a few words. Choose your cuisine and feel, describe your dishes, room and guests, and get names that would look right above the door.",
    howTo: [
      { title: "Choose the cuisine", text: "Italian, Mexican, Japanese, Indian, French, American, Mediterranean, Thai, Chinese, Vegan, Seafood or Fusion." },
      { title: "Pick the feel", text: "Cozy, Upscale, Trendy, Classic or Playful, like the atmosphere of your dining room." },
      { title: "Describe your restaurant", text: "Signature dishes, the space, the neighbourhood and who you expect at your tables, from families to date nights." },
      { title: "Generate and check locally", text: "Ask for 3, 7 or 15 names and search your favourites on maps and delivery apps in your area." },
    ],
    faq: [
      {
        question: "Should a restaurant name include the type of food?",
        answer:
          "It helps when diners find you on maps or delivery apps, where the name often appears without a photo. If the name is abstract, add the cuisine as a descriptor on your sign and listings, for example 'Olmo – Trattoria'.",
      },
      {
        question: "Is it a good idea to use foreign words?",
        answer:
          "A word from your cuisine's language adds authenticity, but it must be correct and easy for local guests to say when they recommend you. Check the meaning and spelling with a native speaker.",
      },
      {
        question: "How do I check if a restaurant name is taken?",
        answer:
          "Search your local business register, maps and review sites in your city, and the trademark database if you plan several locations. A restaurant with the same name nearby will confuse reviews and deliveries.",
      },
    ],
    prompt:
      "Generate {count} restaurant names. Cuisine: {cuisine}. Feel: {style}. About the restaurant: {description}. The names should hint at the cuisine or experience, be easy to say when recommending the place, read well on a sign and a delivery app listing, and use any foreign words correctly.",
  },
  pet: {
    heading: "AI Pet Name Generator",
    tagline: "Fun names for hamsters, parrots, rabbits, lizards and any pet you love.",
    cardDescription: "Fun names for any pet, based on its personality.",
    seo: {
      title: "AI Pet Name Generator – Fun Names for Any Pet | Namesmith",
      description:
        "Name your hamster, rabbit, parrot, fish or lizard: type the pet and describe its personality to get fun names with meanings. Free pet name ideas in seconds.",
    },
    intro:
      "Every pet deserves a name that fits, whether it is a sleepy tortoise or a chatty cockatiel. Type what kind of pet you have and describe its looks, habits and personality, and the generator returns fun names, each with a meaning and the reason it suits your animal.",
    howTo: [
      { title: "Type your pet", text: "Enter the kind of animal, such as hamster, parrot, rabbit, gecko or goldfish." },
      { title: "Describe its personality", text: "Looks, colours, habits and quirks: 'tiny grey rabbit who thumps when ignored' gives better names than 'rabbit'." },
      { title: "Choose how many names", text: "3 names for a quick pick, 7 for a shortlist, 15 when the whole family is voting." },
      { title: "Generate and try them out", text: "Say your favourites to your pet for a day or two; the one that makes everyone smile is usually the winner." },
    ],
    faq: [
      {
        question: "Do both fields need to be filled in?",
        answer:
          "Yes. The generator needs the pet type and a short description of its personality, because a name for a lazy cat and one for a hyperactive ferret should be very different.",
      },
      {
        question: "Do small pets like hamsters or fish learn their names?",
        answer:
          "Some do: parrots, rabbits and rats can learn to respond to a name, especially when it comes with food. For fish and reptiles the name is mostly for you, so pick one you enjoy saying.",
      },
      {
        question: "What if I have two pets at once?",
        answer:
          "Describe both in the personality field and ask for matching names, such as a famous duo or two related foods. Make sure the two names sound different enough to tell apart.",
      },
    ],
    prompt:
      "Generate {count} fun names for a pet {petType} with this personality: {description}. Keep the tone playful and affectionate, make the names easy to say, and tie each one to the pet's looks, habits or personality.",
  },
  dog: {
    heading: "AI Dog Name Generator",
    tagline: "Dog names that suit your pup's personality and are easy to call across the park.",
    cardDescription: "Fun, cute, strong, elegant or unique names for your dog.",
    seo: {
      title: "AI Dog Name Generator – Free Unique Dog Names | Namesmith",
      description:
        "Describe your dog's breed, size and personality and get fun, cute, strong, elegant or unique dog names, each with its meaning and why it fits. Start for free.",
    },
    intro:
      "The best dog names fit the dog and work in real life: short enough to shout at the park, clear enough not to be confused with commands. Pick a style, describe your dog's breed, looks and personality, and the generator suggests names with the meaning and reasoning behind each one.",
    howTo: [
      { title: "Pick a name style", text: "Fun, Cute, Strong, Elegant or Unique: a Great Dane called Peanut is funny, a Chihuahua called Tank is too." },
      { title: "Describe your dog", text: "Breed, size, colour, markings and personality; a quirk like 'steals socks' leads to the best names." },
      { title: "Choose 3, 7 or 15 names", text: "Seven is a good balance; pick 15 when the family needs options to vote on." },
      { title: "Generate and test the recall", text: "Call your favourites from across the room; the name your dog reacts to, and you enjoy saying, is the one." },
    ],
    faq: [
      {
        question: "What kind of name will my dog respond to best?",
        answer:
          "Names of one or two syllables with a clear consonant at the start, like Biscuit or Max, are easiest for dogs to pick out. Avoid names that sound like commands: Kit sounds like 'sit', Bo like 'no' and Ray like 'stay'.",
      },
      {
        question: "Can I rename a rescue dog?",
        answer:
          "Yes. Dogs learn a new name in a few days to weeks if you pair it with treats and praise. Choosing a name that sounds like the old one can make the switch even easier.",
      },
      {
        question: "Should the name match my dog's breed?",
        answer:
          "It can: a Scottish name for a Westie or a Japanese name for a Shiba is a nice nod to origin. Personality and looks usually lead to more personal names, so describe them in detail.",
      },
      {
        question: "How many dog names can I generate for free?",
        answer:
          "You can generate 3 times a day without an account and 15 times a day with a free account, up to 15 names each time. That is usually more than enough to find the one.",
      },
    ],
    prompt:
      "Generate {count} creative dog names for this dog: {description}. Name style: {style}. Prefer names of one or two syllables that are easy to call out, and avoid names that sound like common commands such as sit, stay, no, down or come.",
  },
  cat: {
    heading: "AI Cat Name Generator",
    tagline: "Names with the right mix of dignity and nonsense for your cat.",
    cardDescription: "Elegant, cute, mythical, quirky or regal names for your cat.",
    seo: {
      title: "AI Cat Name Generator – Elegant & Cute Cat Names | Namesmith",
      description:
        "Find a name for your cat from its coat, temperament and habits: elegant, cute, mythical, quirky or regal, each with meaning and origin. Describe your cat now.",
    },
    intro:
      "Cats carry their names with attitude, so a name can be grand, silly or both. Pick a style, describe your cat's coat, eyes, temperament and habits, and get names with a meaning and a reason they suit your particular feline.",
    howTo: [
      { title: "Choose a name style", text: "Elegant, Cute, Mythical, Quirky or Regal: from Duchess to Pickle to Anubis." },
      { title: "Describe your cat", text: "Colour and pattern, eye colour, temperament and habits, like 'tuxedo who sleeps in the sink'." },
      { title: "Pick the number of names", text: "3, 7 or 15; cats rarely care, but the household might." },
      { title: "Generate and watch the ears", text: "Try names in a friendly voice; a flick of the ears or a slow blink is a good sign." },
    ],
    faq: [
      {
        question: "Do cats really know their names?",
        answer:
          "Research suggests many cats can distinguish their own name from other words, even if they choose not to come. Using the name consistently, in a warm tone and before food or play, helps them connect it with good things.",
      },
      {
        question: "What sounds do cats respond to best?",
        answer:
          "Many owners find that names with a high, clear sound or an 'ee' ending, like Mochi or Ziggy, get more reaction. Long formal names are fine too; most people end up using a short nickname anyway.",
      },
      {
        question: "Where do mythical cat names come from?",
        answer:
          "Mythical names draw on gods, spirits and legendary creatures, such as Bastet, the Egyptian goddess often shown as a cat, or Freya, whose chariot was pulled by cats in Norse myth. Each result explains the origin of its name.",
      },
    ],
    prompt:
      "Generate {count} cat names for this cat: {description}. Name style: {style}. Tie each name to the cat's coat, temperament or habits, keep the names pleasant to say in a friendly voice, and explain any mythological or cultural origin accurately.",
  },
  horse: {
    heading: "AI Horse Name Generator",
    tagline: "Barn names and registered names for race, show, pleasure, draft, western and sport horses.",
    cardDescription: "Names for race, show, pleasure, draft, western and sport horses.",
    seo: {
      title: "AI Horse Name Generator – Show & Barn Names | Namesmith",
      description:
        "Name your horse by type: race, show, pleasure, draft, western or sport. Describe breed, colour and temperament to get names with meaning. Generate ideas free.",
    },
    intro:
      "Horses often have two names: a short barn name you call in the paddock and a longer registered or show name that appears in programmes and records. Choose the type of horse and describe its breed, colour, markings and temperament to get names suited to the ring, the track or the trail.",
    howTo: [
      { title: "Choose the horse type", text: "Race, Show, Pleasure, Draft, Western or Sport; a racehorse name reads differently from a trail horse's." },
      { title: "Describe your horse", text: "Breed, colour, markings, temperament, and sire and dam names if you want a registered name that nods to them." },
      { title: "Pick how many names", text: "Ask for 3, 7 or 15; for registration, have backups ready in case your first choice is taken." },
      { title: "Generate and check the registry", text: "Check your breed registry or racing authority for availability and length limits before filing." },
    ],
    faq: [
      {
        question: "What is the difference between a barn name and a registered name?",
        answer:
          "The barn name is the everyday name, usually one or two syllables. The registered or show name is the official one, often longer and sometimes combining the sire's and dam's names. Many horses have both.",
      },
      {
        question: "Are there rules for racehorse names?",
        answer:
          "Yes. The Jockey Club in North America, for example, limits names to 18 characters including spaces and bans names of famous horses, real people without permission, and offensive terms. Other registries have similar rules.",
      },
      {
        question: "Is it bad luck to rename a horse?",
        answer:
          "It is a common superstition, but there is no evidence for it. A registered name may not be changeable once the horse has raced or competed, but you can always give the horse a new barn name.",
      },
    ],
    prompt:
      "Generate {count} names for a {horseType} horse: {description}. Fit the conventions of that discipline; for race and show horses favour registrable names of 18 characters or fewer including spaces, and where suitable suggest a short barn name alongside.",
  },
  "warrior-cat": {
    heading: "AI Warrior Cat Name Generator",
    tagline: "Clan names in the Warriors tradition: a prefix, a suffix and a story.",
    cardDescription: "Prefix and suffix names for ThunderClan, RiverClan and more.",
    seo: {
      title: "AI Warrior Cat Name Generator – Clan Names | Namesmith",
      description:
        "Create a warrior cat name for ThunderClan, RiverClan, WindClan, ShadowClan or SkyClan using the prefix and suffix tradition. Describe your cat to begin.",
    },
    intro:
      "In the Warriors books by Erin Hunter, Clan cats are named from nature: a prefix from their appearance or character and a suffix that reflects their skills or spirit. Choose a Clan and describe your cat's pelt, eyes and temperament, and the generator builds names that follow the tradition and suit that Clan's territory.",
    howTo: [
      { title: "Choose a Clan", text: "ThunderClan (forest), RiverClan (rivers and fish), WindClan (open moor), ShadowClan (pine and marsh) or SkyClan (trees and climbing)." },
      { title: "Describe your warrior", text: "Pelt colour and pattern, eye colour, skills and temperament, such as 'dark grey tom, fast hunter, hot-tempered'." },
      { title: "Choose 3, 7 or 15 names", text: "Each name combines a prefix and a suffix; the details explain both parts." },
      { title: "Generate and adapt the rank", text: "Swap the suffix for -kit or -paw to get the same cat's kit and apprentice names, or -star for a leader." },
    ],
    faq: [
      {
        question: "How are warrior cat names formed?",
        answer:
          "Each name has two parts. The prefix usually comes from appearance or nature, such as Fire, Bramble or Frost. The suffix is given at the warrior ceremony and often reflects skills or character, such as -claw, -fur, -heart or -pelt.",
      },
      {
        question: "What do -kit, -paw and -star mean?",
        answer:
          "A kitten is named with -kit (Firekit). At six moons an apprentice gets -paw (Firepaw). A warrior receives a full suffix (Fireheart). A leader replaces the suffix with -star (Firestar) when StarClan grants their nine lives.",
      },
      {
        question: "Does the Clan change the name?",
        answer:
          "Names often echo territory: RiverClan cats may carry names tied to water and fish, WindClan names suggest speed and open sky, ShadowClan names lean towards dusk and pine. The generator uses the Clan you pick for these hints.",
      },
      {
        question: "Are there suffixes to avoid?",
        answer:
          "Fans usually avoid -star, -kit and -paw for a warrior, since those mark ranks, and suffixes that do not describe a cat. Words for things from the human world, such as Twoleg objects, also feel out of place in the Clans.",
      },
    ],
    prompt:
      "Generate {count} warrior cat names for a cat of {clan}, following the Warriors naming convention: a nature-based prefix plus a warrior suffix, written as one word (for example Bramble + claw = Brambleclaw). Do not use the rank suffixes -kit, -paw or -star. Reflect the Clan's territory and this cat's pelt, eyes, skills and temperament: {description}.",
  },
  baby: {
    heading: "AI Baby Name Generator",
    tagline: "Baby names matched to the sounds, meanings and heritage that matter to you.",
    cardDescription: "Baby names by gender, origin and style, with meanings.",
    seo: {
      title: "AI Baby Name Generator – Names with Meanings | Namesmith",
      description:
        "Find baby names by gender, origin and style: classic, modern, rare, nature or vintage. Each comes with meaning and origin. Tell us what you love and get ideas.",
    },
    intro:
      "Choosing a baby name means balancing sound, meaning, family heritage and how it works with a surname and siblings. Set gender, origin and style, describe the sounds and meanings you love, and the generator suggests names with their meaning and history so you can discuss them together.",
    howTo: [
      { title: "Set gender and origin", text: "Choose Any, Girl, Boy or Neutral, and an origin from English, Latin, Greek and Hebrew to Japanese, Arabic or Indian, or Any." },
      { title: "Pick a style", text: "Classic, Modern, Rare, Nature or Vintage, depending on whether you want familiar or distinctive." },
      { title: "Describe what you are looking for", text: "Sounds you love, meanings that matter, your surname and older siblings' names." },
      { title: "Generate and say the full name", text: "Get 3, 7 or 15 names and say each with your surname, out loud, the way you would call it at the playground." },
    ],
    faq: [
      {
        question: "How do I check that a first name works with our surname?",
        answer:
          "Say the full name aloud, check the initials do not spell something awkward, and avoid a first name ending with the sound the surname starts with. Names with a different number of syllables from the surname often flow better.",
      },
      {
        question: "How can I tell how popular a name is?",
        answer:
          "Many countries publish official baby name statistics, such as the US Social Security Administration list. Check recent years if you want to avoid a name three children in the same class will share.",
      },
      {
        question: "Are the meanings and origins reliable?",
        answer:
          "The generator explains the commonly accepted meaning and origin, but etymologies of some names are disputed. For a name with family or religious significance, confirm it with a dedicated reference or someone from that tradition.",
      },
    ],
    prompt:
      "Generate {count} baby names. Gender: {gender}. Origin: {origin}. Style: {style}. What the parents are looking for: {description}. Give real names used for babies, state the widely accepted meaning and origin accurately, consider flow with any surname or sibling names mentioned, and avoid names with unfortunate meanings in major languages.",
  },
  "fitness-brand": {
    heading: "AI Fitness Brand Name Generator",
    tagline: "Names for gyms, studios, trainers and fitness products that move people.",
    cardDescription: "Names for gyms, yoga studios, trainers, apparel and nutrition.",
    seo: {
      title: "AI Fitness Brand Name Generator – Gym Names | Namesmith",
      description:
        "Name your gym, yoga studio, personal training business, running club, apparel line or nutrition brand. Pick a style and get explained names in seconds, free.",
    },
    intro:
      "Fitness brands sell a feeling: strength, calm, belonging or progress. Pick your focus and style, describe who you train and how, and get names that fit the energy of your gym floor, studio or product line.",
    howTo: [
      { title: "Choose your focus", text: "Gym, Yoga, Personal Training, CrossFit, Running, Apparel or Nutrition; the names borrow the language of that discipline." },
      { title: "Pick a style", text: "Modern, Classic, Playful, Professional, Bold or Minimal; a yoga studio and a powerlifting gym want very different energy." },
      { title: "Describe your brand", text: "Who you train, your methods, your community and the results people come for." },
      { title: "Generate and picture the merch", text: "Get 3, 7 or 15 names and imagine each on a T-shirt, a water bottle and your Instagram profile." },
    ],
    faq: [
      {
        question: "Can I use 'CrossFit' in my gym's name?",
        answer:
          "CrossFit is a registered trademark, and using it in a gym's name generally requires an official affiliation. If you are not affiliated, describe your training as functional fitness or HIIT instead.",
      },
      {
        question: "Should a personal trainer use their own name?",
        answer:
          "Your name builds trust and suits one-to-one coaching. A brand name is better if you plan to hire other coaches or sell programmes online. Describe your plans and the generator will suggest both kinds.",
      },
      {
        question: "What makes a fitness name motivating?",
        answer:
          "Active verbs, strong consonants and images of progress, such as climbing or forging, work for high-intensity brands. Calm studios do better with soft sounds and nature imagery.",
      },
    ],
    prompt:
      "Generate {count} names for a fitness brand. Focus: {focus}. Style: {style}. About the brand and the people it trains: {description}. The names should convey the energy of that kind of training, work on merchandise and social media, and must not use trademarked programme names such as CrossFit or Zumba.",
  },
  "fashion-brand": {
    heading: "AI Fashion Brand Name Generator",
    tagline: "Label names that suit your aesthetic, from streetwear to bohemian.",
    cardDescription: "Clothing label names for streetwear, minimal, luxury and vintage.",
    seo: {
      title: "AI Fashion Brand Name Generator – Label Ideas | Namesmith",
      description:
        "Create a name for your clothing label in a streetwear, minimal, luxury, vintage, bohemian or sportswear aesthetic. Describe your pieces and get named ideas.",
    },
    intro:
      "A fashion label's name gets stitched into necks, printed on tags and worn across chests, so it has to look good as much as sound good. Choose your aesthetic, describe your pieces and the people who wear them, and get names that belong on a hang tag.",
    howTo: [
      { title: "Choose an aesthetic", text: "Streetwear, Minimal, Luxury, Vintage, Bohemian or Sportswear; pick the look of your lookbook, not your prices." },
      { title: "Describe your label", text: "Your pieces, materials, production approach and the people you picture wearing them." },
      { title: "Generate names", text: "Ask for 3, 7 or 15; streetwear names often work as a graphic, so look at the letter shapes." },
      { title: "Mock up a tag", text: "Put your favourite on a neck label and a shopping bag before you decide." },
    ],
    faq: [
      {
        question: "Should my fashion brand use my name?",
        answer:
          "Designer-name labels are traditional in luxury and tailoring, but selling the business later can mean losing the right to trade under your own name. An invented name gives you more separation.",
      },
      {
        question: "What works for a streetwear brand name?",
        answer:
          "Short names, initials and names that look good as a logo or graphic print. Streetwear often plays with culture, slang and counterculture; make sure any references are yours to use.",
      },
      {
        question: "Do I need to trademark my clothing brand name?",
        answer:
          "If you plan to sell beyond a market stall, a trademark is worth considering, since clothing is one of the most crowded categories. Search existing marks in the clothing class first; a similar name can block you.",
      },
    ],
    prompt:
      "Generate {count} fashion brand names. Aesthetic: {style}. About the label, its pieces and its wearers: {description}. The names should look good on a neck label and hang tag, suit the aesthetic, and avoid resembling established fashion houses.",
  },
  "candle-business": {
    heading: "AI Candle Business Name Generator",
    tagline: "Names that make people imagine the scent before they lift the lid.",
    cardDescription: "Names for candle shops: cozy, luxury, botanical, witchy, minimal.",
    seo: {
      title: "AI Candle Business Name Generator – Shop Names | Namesmith",
      description:
        "Name your candle business with a cozy, luxury, botanical, witchy or minimal feel. Describe your scents, wax and jars to get names with meaning. Try it free.",
    },
    intro:
      "Candles are bought for a mood, so the best candle brand names evoke one: a cabin in the snow, a sunlit herb garden, a midnight ritual. Choose a feel and describe your scents, wax and jars, and the generator suggests names that would look beautiful on a label.",
    howTo: [
      { title: "Choose the feel", text: "Cozy, Luxury, Botanical, Witchy or Minimal, matching your packaging and scents." },
      { title: "Describe your candles", text: "Scent families, wax type, vessels, and the mood or moment they are made for." },
      { title: "Generate names", text: "Pick 3, 7 or 15; the details explain the imagery behind each name." },
      { title: "Test it on a label", text: "Print a label mock-up; candle names need to look good small, on a lid or a jar." },
    ],
    faq: [
      {
        question: "Should my candle brand name mention scent?",
        answer:
          "Use scent in your product names, such as 'Fig and Cedar', and keep the brand name about the mood or story, so it still fits when you add new fragrances or products like wax melts and diffusers.",
      },
      {
        question: "Can I call my candles 'clean' or 'non-toxic' in the name?",
        answer:
          "Be careful: health and safety claims in a brand name may need to be backed up under consumer protection rules. A name about atmosphere is safer than one that makes a promise.",
      },
      {
        question: "What names suit a witchy candle brand?",
        answer:
          "Moon phases, herbs, old crafts and folklore work well, such as names that suggest ritual, hearth or apothecary. Describe your aesthetic in detail and choose the Witchy feel.",
      },
    ],
    prompt:
      "Generate {count} names for a candle business. Feel: {style}. About the candles, scents and packaging: {description}. The names should evoke a mood or place, look good on a small label, leave room for new scents and products, and avoid unsupported health claims.",
  },
  "jewelry-brand": {
    heading: "AI Jewelry Brand Name Generator",
    tagline: "Names for jewelry brands, from delicate minimal pieces to statement designs.",
    cardDescription: "Names for fine, boho, minimal, vintage and statement jewelry.",
    seo: {
      title: "AI Jewelry Brand Name Generator – Free Ideas | Namesmith",
      description:
        "Find a jewelry brand name for fine, boho, minimal, vintage or statement pieces. Describe your metals, stones and buyers and get elegant ideas with meanings.",
    },
    intro:
      "Jewelry is personal and often a gift, so the brand name has to feel special enough to print on a box. Choose your style, describe your metals, stones, designs and buyers, and get names that suit the pieces you make.",
    howTo: [
      { title: "Choose your style", text: "Fine, Boho, Minimal, Vintage or Statement, matching the pieces you are best known for." },
      { title: "Describe your jewelry", text: "Metals and stones, how it is made, signature designs, price point and who buys it." },
      { title: "Generate names", text: "Choose 3, 7 or 15; fine jewelry suits short elegant names, boho can be more playful." },
      { title: "Picture it on packaging", text: "Imagine each name on a gift box, a ring card and an engraved tag, then check the domain and handles." },
    ],
    faq: [
      {
        question: "Can I use words like 'gold' or 'diamond' in my brand name?",
        answer:
          "Only if they describe what you sell. In many countries jewelry marketing is regulated; in the US, the FTC's Jewelry Guides address misleading descriptions of metals and stones. A name implying fine materials should match your products.",
      },
      {
        question: "Should jewelry brand names be short?",
        answer:
          "Usually. The name needs to fit on small packaging, tags and sometimes a stamped clasp. One or two words, or a name plus a short descriptor such as 'Studio' or 'Atelier', is typical.",
      },
      {
        question: "Is my own name a good jewelry brand name?",
        answer:
          "Designer-name brands are common in jewelry because buyers like knowing the maker. If your name is hard to spell, a first name or initials can give the same personal feel.",
      },
    ],
    prompt:
      "Generate {count} jewelry brand names. Style: {style}. About the jewelry, materials and buyers: {description}. The names should feel special enough for gift packaging, be short enough for small tags, and not imply materials such as gold or diamonds unless the description says they are used.",
  },
  "car-dealership": {
    heading: "AI Car Dealership Name Generator",
    tagline: "Dealership names that sound trustworthy on a billboard and a listings site.",
    cardDescription: "Names for new, used, luxury, truck and electric car dealers.",
    seo: {
      title: "AI Car Dealership Name Generator – Dealer Names | Namesmith",
      description:
        "Name your car dealership: new, used, luxury, trucks, electric or family cars, with your town worked in if you like. Get trustworthy names with reasons. Try now.",
    },
    intro:
      "Buying a car is a big decision, and buyers look for a dealer they can trust. Choose the stock you sell, add your town if you want a local name, describe how you treat buyers, and get dealership names that sound established from day one.",
    howTo: [
      { title: "Choose your stock", text: "New, Used, Luxury, Trucks, Electric or Family cars; a truck lot and an EV showroom need very different names." },
      { title: "Add your town", text: "Optional: type your town, such as Springfield, to get names that signal a local, accountable business." },
      { title: "Describe the dealership", text: "What you sell, your service promise, financing and how long you have been in business." },
      { title: "Generate and check listings", text: "Get 3, 7 or 15 names and search them on car listing sites and maps in your area." },
    ],
    faq: [
      {
        question: "Can I use a manufacturer's name in my dealership name?",
        answer:
          "Only with permission. Franchised dealers usually follow the manufacturer's naming and signage rules, while independent dealers should avoid brand names that suggest an official link they do not have.",
      },
      {
        question: "Does including the town help?",
        answer:
          "Yes for local search and trust: buyers like a dealer accountable to their community. If you plan to open in other towns, use a regional name or keep the town as a subtitle.",
      },
      {
        question: "What should a used car dealership name convey?",
        answer:
          "Honesty and reliability matter most, since used-car buyers worry about hidden problems. Family names, words suggesting inspection or guarantees, and plain language tend to reassure more than flashy names.",
      },
    ],
    prompt:
      "Generate {count} car dealership names. Stock: {focus}. Town (optional; if given, use it in some of the names): {town}. About the dealership: {description}. The names should sound trustworthy and established, work on a billboard and listing sites, and must not use car manufacturer brand names.",
  },
  "photography-business": {
    heading: "AI Photography Business Name Generator",
    tagline: "Names that frame your work for couples, families, brands or collectors.",
    cardDescription: "Names for wedding, portrait, newborn and commercial photographers.",
    seo: {
      title: "AI Photography Business Name Generator | Namesmith",
      description:
        "Name your photography business: wedding, portrait, newborn, landscape, commercial, pet or event. Choose a style and get names that fit your eye. Generate free.",
    },
    intro:
      "Photography clients book a person and a style, so your business name should hint at both. Choose your speciality and style, describe your eye and your clients, and get names that look good in a corner watermark and on a wedding fair banner.",
    howTo: [
      { title: "Choose your speciality", text: "Wedding, Portrait, Newborn, Landscape, Commercial, Pet or Event: the work that pays most of your bills." },
      { title: "Pick a style", text: "Elegant, Artistic, Modern or Warm, to match your editing and the way you work with clients." },
      { title: "Describe your photography", text: "Your approach (documentary, posed, moody, bright), your clients and where you shoot." },
      { title: "Generate and test as a watermark", text: "Get 3, 7 or 15 names and try each as a watermark on a favourite image." },
    ],
    faq: [
      {
        question: "Should I use my own name or a studio name?",
        answer:
          "Wedding and portrait clients often book the photographer personally, so '[Name] Photography' is common and trusted. A studio name is better if you plan to hire associate photographers or sell prints under a brand.",
      },
      {
        question: "Is 'Photography' in the name necessary?",
        answer:
          "It helps with local search and makes the name clear, but it is long. Many photographers use the shorter brand name in the watermark and the full version on the website and listings.",
      },
      {
        question: "What if I shoot more than one speciality?",
        answer:
          "Pick the one that earns most and keep the name broad enough for the rest. Avoid names like 'Tiny Toes' if you also shoot corporate headshots; describe all your work in the form.",
      },
    ],
    prompt:
      "Generate {count} names for a photography business. Speciality: {focus}. Style: {style}. About the photographer's work and clients: {description}. The names should suit that kind of client, look good as a watermark, and stay broad enough if the photographer adds related specialities.",
  },
  "event-planning-business": {
    heading: "AI Event Planning Business Name Generator",
    tagline: "Names for planners who make weddings, parties and conferences run smoothly.",
    cardDescription: "Names for wedding, corporate, party and festival planners.",
    seo: {
      title: "AI Event Planning Business Name Generator | Namesmith",
      description:
        "Name your event planning business for weddings, corporate events, parties, festivals or luxury events. Pick a style and get polished ideas with meaning, free.",
    },
    intro:
      "Clients hand an event planner one of the most important days of their year, so the business name has to promise calm, creativity and control. Choose the events you plan and your style, describe your clients, and get names that feel at home on a proposal and a wedding fair stand.",
    howTo: [
      { title: "Choose your events", text: "Weddings, Corporate, Parties, Festivals or Luxury events, whichever fills most of your calendar." },
      { title: "Pick a style", text: "Elegant, Fun, Professional or Boutique, depending on your clients and price point." },
      { title: "Describe the business", text: "The events you plan, for whom, where, and what clients thank you for afterwards." },
      { title: "Generate and check it in context", text: "Get 3, 7 or 15 names and read them in an email signature and on an invitation." },
    ],
    faq: [
      {
        question: "Should a wedding planner's name mention weddings?",
        answer:
          "It helps couples find you, but it can make corporate clients hesitate. If you plan both, choose a name about celebration or detail and list services underneath.",
      },
      {
        question: "What makes an event planning name sound premium?",
        answer:
          "Restraint: one or two elegant words, perhaps with 'Events' or 'Studio', rather than exclamation-mark energy. Words suggesting care, detail and craft signal a higher level of service.",
      },
      {
        question: "How do I check if an event business name is free?",
        answer:
          "Search your local business register, wedding directories and social media. Event planning is local and referral-driven, so two similar names in one region are especially confusing.",
      },
    ],
    prompt:
      "Generate {count} names for an event planning business. Events planned: {focus}. Style: {style}. About the business and its clients: {description}. The names should suggest calm, creativity and reliability, look right on proposals and invitations, and match the chosen style.",
  },
};
