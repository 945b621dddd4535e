import type { GeneratorContent } from "../types";

export const content: Record<string, GeneratorContent> = {
  "halloween-costume": {
    heading: "AI Halloween Costume Name Generator",
    tagline: "Clever names for your costume, from spooky to punny, solo or as a group.",
    cardDescription: "Punny, spooky, funny and group names for Halloween costumes.",
    seo: {
      title: "Halloween Costume Name Generator – Free AI Puns | Namesmith",
      description:
        "Give your Halloween costume a name: spooky, funny, punny, cute or group themes. Describe what you are dressing up as and win the costume contest. Try it free.",
    },
    intro:
      "A costume with a clever name gets twice the laughs and often wins the contest, especially when the name explains a pun at a glance. Describe what you are dressing up as, choose a style, and get names for a party introduction, a contest entry or a group photo caption.",
    howTo: [
      { title: "Choose a style", text: "Spooky, Funny, Punny, Cute or Group (for couples, families and office teams)." },
      { title: "Describe your costume", text: "What you are dressing up as, key props and any twist, like 'a vampire who is also a dentist'." },
      { title: "Generate names", text: "Choose 3, 7 or 15; for a group, describe everyone's costume to get a name for the whole set." },
      { title: "Make a sign", text: "Write the winning name on a tag or sign; many pun costumes need the label to land." },
    ],
    faq: [
      {
        question: "How do I name a pun costume?",
        answer:
          "State the pun plainly so people get it in one look, such as a cereal box with knives as a 'cereal killer'. The name is the punchline, so keep it short enough to read across a room.",
      },
      {
        question: "What is a good group costume name?",
        answer:
          "One name that ties everyone together, such as a band name, a team name or a theme title. Choose Group and describe each person's costume; the name then works for the photo caption and the contest sign.",
      },
      {
        question: "Can the generator help me invent a costume too?",
        answer:
          "Describe a rough idea, such as 'something with a cardboard box and fairy lights', and the names often suggest a concept you can build around. Many of the best costumes start with a great name.",
      },
    ],
    prompt:
      "Generate {count} names for a Halloween costume. Style: {style}. The costume: {description}. Make each name instantly understandable when written on a sign, with puns that land at a glance, and keep it suitable for a general party audience.",
  },
  "roller-derby": {
    heading: "AI Roller Derby Name Generator",
    tagline: "Derby names that are fierce, punny or glamorous, and all yours on the track.",
    cardDescription: "Punny, fierce, funny and glam roller derby names.",
    seo: {
      title: "AI Roller Derby Name Generator – Punny & Fierce | Namesmith",
      description:
        "Create your roller derby name: punny, fierce, funny or glam, with your first name worked in if you like. Describe your position and attitude. Lace up.",
    },
    intro:
      "A roller derby name is part persona, part pun, and it gets announced to the crowd every time you score or take a penalty. Choose a style, add your first name for wordplay, describe your position and attitude, and get names that look great on the back of a jersey.",
    howTo: [
      { title: "Choose a style", text: "Punny, Fierce, Funny or Glam; most classic derby names are puns with a threat inside." },
      { title: "Add your first name", text: "Optional: a first name such as Kate gives the generator material for puns like 'Kate Astrophe'." },
      { title: "Describe your skating", text: "Position (jammer, blocker, pivot), skating style, job or hobbies and your attitude on track." },
      { title: "Generate and check your league", text: "Get 3, 7 or 15 names, then check your league's roster and derby name lists for duplicates." },
    ],
    faq: [
      {
        question: "How do derby skaters pick their names?",
        answer:
          "Most combine a pun on their real name, job or passions with a hint of menace, like a librarian called 'Overdue Justice'. The name should feel like an alter ego you will enjoy being called for years.",
      },
      {
        question: "Do I need to check whether a derby name is taken?",
        answer:
          "It is good etiquette. Skaters have long kept name registries, and many leagues ask new skaters to search lists and social media so two active skaters do not share a name. Some leagues now allow legal names too.",
      },
      {
        question: "What about my jersey number?",
        answer:
          "Many skaters pair the name with a number that adds to the joke, such as a famous year, a room number or an area code. Mention any number you like in the description for ideas.",
      },
    ],
    prompt:
      "Generate {count} roller derby names. Style: {style}. Skater's first name to play on (optional): {realName}. About the skater: {description}. Build the names on wordplay and attitude, keep them short enough for a jersey, make them tough but not hateful, and avoid copying well-known skaters' names.",
  },
  "drag-queen": {
    heading: "AI Drag Queen Name Generator",
    tagline: "Drag names with glamour, comedy, camp and attitude, ready for the stage.",
    cardDescription: "Glamour, comedy, camp, edgy or pageant drag names.",
    seo: {
      title: "AI Drag Queen Name Generator – Drag Name Ideas | Namesmith",
      description:
        "Find your drag name in a glamour, comedy, camp, edgy or pageant style. Describe your look, talent and attitude and get names with the wordplay explained.",
    },
    intro:
      "A great drag name is a pun, a persona and a headline act in one, often a play on a celebrity, a brand or a double entendre. Choose a style, describe your look, talent and attitude, and get names an MC will love announcing.",
    howTo: [
      { title: "Choose a style", text: "Glamour, Comedy, Camp, Edgy or Pageant, the kind of queen you are when the lights go up." },
      { title: "Describe your persona", text: "Look, talent (lip sync, comedy, live vocals, dance), influences, attitude and the references you love." },
      { title: "Generate names", text: "Choose 3, 7 or 15; the details unpack the wordplay behind each." },
      { title: "Try the announcement", text: "Say 'Ladies, gentlemen and everyone in between, please welcome...' before each name. The one that makes you grin is it." },
    ],
    faq: [
      {
        question: "How are drag names usually made?",
        answer:
          "By wordplay: puns on celebrities, brands, foods or phrases, double entendres and glamorous-sounding first and last names. The best ones hint at the performer's style, such as comedy queens with a punchline in the name.",
      },
      {
        question: "What is a drag family name?",
        answer:
          "Many performers take the surname of their drag mother or house, joining a drag family. If you have one, put it in the description and the generator will build first names to match.",
      },
      {
        question: "Should I check if a drag name is already used?",
        answer:
          "Yes. Search social media and event listings, especially for your region, before you print posters. Sharing a name with a well-known performer causes confusion and can cause offence in a close community.",
      },
    ],
    prompt:
      "Generate {count} drag names. Style: {style}. About the persona, look and talent: {description}. Use clever wordplay, puns and glamorous sounds, make each name fun for an MC to announce, keep innuendo playful rather than crude, and do not reuse names of well-known drag performers.",
  },
  cowboy: {
    heading: "AI Cowboy Name Generator",
    tagline: "Wild West names for outlaws, sheriffs, ranchers and drifters.",
    cardDescription: "Outlaw, sheriff, rancher and drifter names for the Wild West.",
    seo: {
      title: "AI Cowboy Name Generator – Wild West Name Ideas | Namesmith",
      description:
        "Get a cowboy or cowgirl name for an outlaw, sheriff, rancher or drifter, nickname included. Describe your reputation, horse and hometown, and saddle up now.",
    },
    intro:
      "Out West a name often came with a nickname the whole territory used, earned by a gun, a horse or a habit. Choose gender and style, describe your cowboy's reputation, horse and hometown, and get names for westerns, games, parties and role-play.",
    howTo: [
      { title: "Set the gender", text: "Any, Female, Male or Neutral, for cowboys, cowgirls and cowpokes of every kind." },
      { title: "Choose a style", text: "Outlaw, Sheriff, Rancher or Drifter: which side of the law, and how settled?" },
      { title: "Describe your cowboy", text: "Reputation, weapon, horse, hometown and one memorable habit." },
      { title: "Generate and ride out", text: "Get 3, 7 or 15 names with the story behind each nickname." },
    ],
    faq: [
      {
        question: "Where did Wild West nicknames come from?",
        answer:
          "From looks, skills and stories: 'Wild Bill' Hickok and 'Calamity Jane' Canary earned theirs through reputation. A nickname tied to something specific about your character makes the name believable.",
      },
      {
        question: "What first names fit a western setting?",
        answer:
          "Names popular in the 19th-century United States, such as Eli, Jesse, Cora, Hattie or Amos, plus surnames from the settlers of the era. Short, plain first names feel most authentic.",
      },
      {
        question: "How is an outlaw name different from a sheriff's?",
        answer:
          "Outlaws get menacing or mocking nicknames from the people they robbed, while lawmen are known by title and surname, like 'Marshal Reed'. Pick the style that matches which side of the law your character rides on.",
      },
    ],
    prompt:
      "Generate {count} Wild West names, each a first name, surname and nickname. Gender: {gender}. Style: {style}. About the character: {description}. Use names plausible for the 19th-century American West, base each nickname on the character's reputation, looks or habits, and avoid famous historical figures' names.",
  },
  "pirate-ship": {
    heading: "AI Pirate Ship Name Generator",
    tagline: "Ship names that strike fear, or laughter, into every merchant on the horizon.",
    cardDescription: "Fearsome, mysterious, funny and legendary pirate ship names.",
    seo: {
      title: "AI Pirate Ship Name Generator – Ship Name Ideas | Namesmith",
      description:
        "Name your pirate ship: fearsome, mysterious, funny or legendary. Describe the size, crew, captain and legend to get names for games, stories and boats. Try it.",
    },
    intro:
      "A pirate ship's name travels ahead of it: sailors who have never seen the ship already fear it. Choose a style, describe the ship's size, crew, captain and legend, and get names for games, stories, tabletop campaigns, or even your own boat.",
    howTo: [
      { title: "Choose a style", text: "Fearsome, Mysterious, Funny or Legendary; a ghost ship and a party boat need different names." },
      { title: "Describe your ship", text: "Size and type (sloop, brigantine, galleon), crew, captain, flag and the legend sailors tell about her." },
      { title: "Generate names", text: "Ask for 3, 7 or 15 names, each with a meaning and the story it suggests." },
      { title: "Paint it on the stern", text: "Picture the name on the stern and in a tavern rumour; the one that sounds best in a rumour wins." },
    ],
    faq: [
      {
        question: "What were real pirate ships called?",
        answer:
          "Famous examples include Blackbeard's Queen Anne's Revenge, Bartholomew Roberts' Royal Fortune, Samuel Bellamy's Whydah Gally and William Kidd's Adventure Galley. Many were captured ships renamed to boast or to mock.",
      },
      {
        question: "Why are ships called 'she'?",
        answer:
          "Calling a ship 'she' is a long-standing English maritime tradition, and many ships were named after queens, goddesses or sweethearts. You can ignore it in your story, but it adds period flavour.",
      },
      {
        question: "Can I use a pirate ship name for a real boat?",
        answer:
          "Yes, pirate names are popular for sailboats and dinghies. Check the naming rules of your registry or marina, and keep it short enough to read on the hull and to say over the radio.",
      },
    ],
    prompt:
      "Generate {count} pirate ship names. Style: {style}. The ship, crew, captain and legend: {description}. Make the names sound right in a tavern rumour and on a ship's stern, draw on Age of Sail language and imagery, and do not reuse the names of famous historical or fictional pirate ships.",
  },
  spy: {
    heading: "AI Spy Name Generator",
    tagline: "Codenames and cover identities for agents, games and parties.",
    cardDescription: "Spy codenames, cover aliases and classic agent names.",
    seo: {
      title: "AI Spy Name Generator – Codenames & Aliases | Namesmith",
      description:
        "Create a spy codename, cover alias or classic secret agent name for games, stories and parties. Describe your skills and missions and get names. Go undercover.",
    },
    intro:
      "A good spy has at least two names: a codename that reveals nothing and a cover identity dull enough to be forgotten. Choose a style, describe your agent's skills, missions and cover story, and get names for spy novels, games, escape rooms and themed parties.",
    howTo: [
      { title: "Choose a style", text: "Codename (one word), Alias (a full cover identity), Funny or Classic (suave agent names)." },
      { title: "Describe your spy", text: "Skills, gadgets, missions, agency and cover story, such as 'poses as a travelling piano tuner'." },
      { title: "Generate names", text: "Get 3, 7 or 15; for a party or game, generate 15 and hand one to each guest." },
      { title: "Keep it secret", text: "Copy your favourite and use it in character; a good codename should not give the mission away." },
    ],
    faq: [
      {
        question: "What makes a good codename?",
        answer:
          "In real intelligence and military practice, codenames are often chosen so they reveal nothing about the target. During the Second World War, Churchill even advised against names that were boastful, frivolous or gloomy. For fiction, a subtle hidden meaning is part of the fun.",
      },
      {
        question: "What is the difference between a codename and an alias?",
        answer:
          "A codename is used inside the agency and on radio, often a single word. An alias is a full false identity with a name, job and backstory, used in the field. Choose the style you need.",
      },
      {
        question: "Can I use these for a spy party or escape room?",
        answer:
          "Yes. Generate a list and print them on ID badges or dossiers. Funny names work for kids' parties, codenames for escape rooms and murder-mystery games.",
      },
    ],
    prompt:
      "Generate {count} spy names. Style: {style} (codename means a single word that reveals nothing, alias means a believable full cover name). About the spy: {description}. Keep codenames discreet with a hidden meaning, make aliases sound unremarkable, and do not copy famous fictional spies.",
  },
  robot: {
    heading: "AI Robot Name Generator",
    tagline: "Names for helper bots, battle robots, companions, industrial machines and retro droids.",
    cardDescription: "Names for helper, battle, companion, industrial and retro robots.",
    seo: {
      title: "AI Robot Name Generator – Bot & Droid Names | Namesmith",
      description:
        "Name your robot, droid or bot: helper, battle, companion, industrial or retro. Describe what it does and how it behaves to get names with meaning. Try it free.",
    },
    intro:
      "Robot names range from serial-number style designations to affectionate nicknames their humans gave them. Choose the robot type, describe what it does and how it behaves, and get names for stories, games, robotics club projects or the robot vacuum that keeps getting stuck under the sofa.",
    howTo: [
      { title: "Choose the robot type", text: "Helper, Battle, Companion, Industrial or Retro (think tin toys and 1950s film robots)." },
      { title: "Describe your robot", text: "What it does, how it moves, how it talks and its quirks or glitches." },
      { title: "Generate names", text: "Ask for 3, 7 or 15; results mix model-number styles and personal nicknames." },
      { title: "Give it a designation", text: "Pair the name with a short code, such as a letter and number, for an official-sounding label." },
    ],
    faq: [
      {
        question: "Should robot names be acronyms or real names?",
        answer:
          "Both work. Acronyms and model numbers feel official and mechanical; human names feel warm and suggest the robot has become part of the family. Many stories use both: a designation and a nickname.",
      },
      {
        question: "What names suit a battle robot competition?",
        answer:
          "Short, aggressive names that the announcer can shout, often puns on the weapon: spinners, flippers and crushers all inspire their own wordplay. Describe the weapon for better puns.",
      },
      {
        question: "Can I use these for a robot vacuum or smart speaker?",
        answer:
          "Of course. Describe its habits, such as getting stuck or chasing the cat, and choose Companion or Helper. Avoid names that sound like your voice assistant's wake word.",
      },
    ],
    prompt:
      "Generate {count} robot names. Robot type: {kind}. What the robot does and how it behaves: {description}. Mix designation-style names (letters and numbers, acronyms) with personable nicknames where fitting, explain any acronym, and avoid names of famous fictional robots.",
  },
  villain: {
    heading: "AI Villain Name Generator",
    tagline: "Villain names that make heroes nervous and readers curious.",
    cardDescription: "Names for masterminds, monsters, dark lords and tragic villains.",
    seo: {
      title: "AI Villain Name Generator – Evil Names & Titles | Namesmith",
      description:
        "Create a villain name for your story or game: mastermind, monster, comic villain, tragic antagonist or dark lord. Describe powers, goals and grudges to begin.",
    },
    intro:
      "A villain's name should warn the reader before the villain does anything at all, whether that is calculated menace, monstrous hunger or wounded grandeur. Choose the type of villain, describe their powers, goals and grudge, and get names that make the hero's job harder.",
    howTo: [
      { title: "Choose a style", text: "Mastermind, Monster, Comic, Tragic or Dark Lord, depending on how your villain frightens people." },
      { title: "Describe your villain", text: "Powers, goals, the grudge that drives them and what they were before they turned." },
      { title: "Generate names", text: "Ask for 3, 7 or 15; the details explain the meaning and foreshadowing in each name." },
      { title: "Foreshadow it", text: "Plant the name early in rumours or graffiti so the first appearance lands harder." },
    ],
    faq: [
      {
        question: "What makes a villain name memorable?",
        answer:
          "Hard consonants, a hint of their method, and an unusual word or title. The strongest villain names are short enough for other characters to whisper in fear.",
      },
      {
        question: "Should a tragic villain keep their real name?",
        answer:
          "Often, yes, or a twisted version of it. A tragic villain's name reminds readers of who they were, which makes the fall more painful. Describe their old life for names with that echo.",
      },
      {
        question: "How do I name a comic villain?",
        answer:
          "Lean into grandiosity that does not match their abilities, or a pun on their evil plan. Comic villains work when they take their own name far too seriously.",
      },
    ],
    prompt:
      "Generate {count} villain names. Style: {style}. Powers, goals and grudge: {description}. Make each name signal the villain's nature and methods, add a title or epithet where fitting, foreshadow their threat, and avoid names of famous existing villains.",
  },
  steampunk: {
    heading: "AI Steampunk Name Generator",
    tagline: "Brass-and-steam names for inventors, airships, contraptions and guilds.",
    cardDescription: "Names for steampunk characters, airships, inventions and guilds.",
    seo: {
      title: "AI Steampunk Name Generator – Names & Airships | Namesmith",
      description:
        "Create steampunk names for characters, airships, inventions and guilds, with Victorian flair and brass-fitted titles. Describe trade and gadgets to get names.",
    },
    intro:
      "Steampunk names mix Victorian respectability with the clank of gears: double-barrelled surnames, grand titles and inventions named like patents. Choose what you are naming, describe its trade, gadgets and personality, and get names for novels, cosplay, games and conventions.",
    howTo: [
      { title: "Choose what to name", text: "Character, Airship, Invention or Guild; inventions get grand patent-style names, guilds sound like Victorian institutions." },
      { title: "Describe it", text: "Trade, gadgets, city, social rank and personality, like 'disgraced aristocrat who builds clockwork birds'." },
      { title: "Generate names", text: "Get 3, 7 or 15 names with Victorian-flavoured origins and meanings." },
      { title: "Add the title", text: "Complete your character with a title such as Professor, Captain or Lady, and your persona is ready for a convention badge." },
    ],
    faq: [
      {
        question: "What makes a name sound steampunk?",
        answer:
          "A Victorian or Edwardian base (Ambrose, Theodora, Bartholomew), an industrial or scientific surname (Copperfield, Gearhart, Ironside) and a title. Hyphenated surnames add instant pomp.",
      },
      {
        question: "How should an airship be named?",
        answer:
          "Like a Victorian ship with a touch of invention: virtues, monarchs, birds and mythological figures, sometimes with a class prefix. Fast airships suit birds of prey, cargo airships solid, reliable names.",
      },
      {
        question: "How do I name a steampunk invention?",
        answer:
          "Victorian inventors loved grand, descriptive names, often with the inventor's name attached, such as 'Dr. Pickering's Patent Aetheric Regulator'. The longer and more confident, the better.",
      },
    ],
    prompt:
      "Generate {count} steampunk names for this kind of subject: {kind}. Details: {description}. Use a Victorian or Edwardian flavour with industrial and scientific touches, add titles, ship prefixes or patent-style naming where suitable, and keep the names readable and fun to say.",
  },
  unicorn: {
    heading: "AI Unicorn Name Generator",
    tagline: "Sparkly, majestic and silly names for unicorns of every colour.",
    cardDescription: "Magical, cute, majestic, rainbow and funny unicorn names.",
    seo: {
      title: "AI Unicorn Name Generator – Magical & Cute Names | Namesmith",
      description:
        "Name your unicorn: magical, cute, majestic, rainbow or funny. Describe its colours, powers and personality to get names for stories, toys, parties and games.",
    },
    intro:
      "Unicorn names are pure imagination, built from stars, rainbows, sweets and a sprinkle of silliness. Choose a style, describe your unicorn's colours, powers and personality, and get names for bedtime stories, birthday parties, toys and games.",
    howTo: [
      { title: "Choose a style", text: "Magical, Cute, Majestic, Rainbow or Funny; Majestic suits a wise old unicorn, Cute a tiny foal." },
      { title: "Describe your unicorn", text: "Mane and coat colours, horn, magic powers, where it lives and its personality." },
      { title: "Generate names", text: "Pick 3, 7 or 15 names; children love choosing from a long list." },
      { title: "Use it everywhere", text: "Name a plush toy, a party theme, a story character or a game avatar." },
    ],
    faq: [
      {
        question: "Is this generator suitable for children?",
        answer:
          "Yes. The names are gentle and playful, and a child can describe their dream unicorn with a grown-up typing. It is a fun way to start a story together.",
      },
      {
        question: "What makes a unicorn name magical?",
        answer:
          "Words from the sky, light and sweets (star, moon, glimmer, candy) combined into a two-part name, like a first name and a sparkly surname. Describe the unicorn's powers to get names tied to its magic.",
      },
      {
        question: "Can I use these names for a unicorn-themed party?",
        answer:
          "Absolutely. Generate 15 names and give each guest a unicorn name on a badge, or use them to name games and treats. Choose Funny for laughs or Rainbow for a colourful theme.",
      },
    ],
    prompt:
      "Generate {count} unicorn names. Style: {style}. The unicorn's colours, powers and personality: {description}. Keep the names whimsical, gentle and suitable for children, draw on light, sky, colour and sweets imagery, and make them fun to say aloud.",
  },
};
