import type { GeneratorContent } from "../types";

export const content: Record<string, GeneratorContent> = {
  game: {
    heading: "AI Game Name Generator",
    tagline: "Video game titles that fit your genre and stand out on a store page.",
    cardDescription: "Titles for RPGs, platformers, cozy games, roguelikes and more.",
    seo: {
      title: "AI Game Name Generator – Video Game Title Ideas | Namesmith",
      description:
        "Name your video game: RPG, platformer, puzzle, shooter, strategy, horror, cozy, racing or roguelike. Describe the setting and mechanics to get titles. Try free.",
    },
    intro:
      "A game title shows up as a small capsule image on store pages, in streamer overlays and in wishlists, so it needs to be memorable, searchable and true to the genre. Choose the genre, describe the setting, mechanics and mood, and get titles for a jam game or a commercial release.",
    howTo: [
      { title: "Choose the genre", text: "Platformer, RPG, Puzzle, Shooter, Strategy, Horror, Cozy, Racing or Roguelike." },
      { title: "Describe your game", text: "Setting, core mechanic, main character, mood and what the player feels after a session." },
      { title: "Generate titles", text: "Ask for 3, 7 or 15; a long list is handy when your team has different tastes." },
      { title: "Search the stores", text: "Search Steam, console stores and itch.io for your favourites; a unique title is much easier to find." },
    ],
    faq: [
      {
        question: "How do I know if a game title is already used?",
        answer:
          "Search the major stores, itch.io, and a general search engine with the word 'game'. Game titles can be trademarked, so for a commercial release also search the trademark database in your main markets.",
      },
      {
        question: "Should my game title describe the gameplay?",
        answer:
          "A hint helps: titles with a verb or a setting tell players what they will do. Subtitles like 'Name: A Cozy Farming Adventure' are common on store pages, but keep the main title short enough for a capsule image.",
      },
      {
        question: "Is one word or a phrase better?",
        answer:
          "Single invented words are the most searchable and memorable. Phrases carry more mood and work well for narrative and cozy games. Either way, test how it looks at capsule size.",
      },
    ],
    prompt:
      "Generate {count} video game titles. Genre: {genre}. About the game, its setting, mechanics and mood: {description}. The titles should fit the genre, be short enough for a store capsule image, be easy to search, and not copy existing well-known games.",
  },
  "rpg-character": {
    heading: "AI RPG Character Name Generator",
    tagline: "Names for warriors, rogues, mages, clerics, rangers and bards of every race.",
    cardDescription: "Names by race, class and gender for any RPG or tabletop game.",
    seo: {
      title: "AI RPG Character Name Generator – Race & Class | Namesmith",
      description:
        "Create an RPG character name by race, class and gender: human, elf, dwarf, orc, halfling or tiefling warriors, mages and rogues. Each with meaning. Try it now.",
    },
    intro:
      "Your character's name is said every session or shown above their head in every fight, so it should fit their race, their class and their story. Choose race, class and gender, describe the backstory and personality, and get names that sound right in a tavern and in a boss fight.",
    howTo: [
      { title: "Choose race and class", text: "Race: Human, Elf, Dwarf, Orc, Halfling or Tiefling. Class: Warrior, Rogue, Mage, Cleric, Ranger or Bard." },
      { title: "Set the gender", text: "Any, Female, Male or Neutral; in online RPGs, Neutral names also make good account-wide names." },
      { title: "Describe your character", text: "Backstory, personality, goals and flaws; a detail like 'disgraced knight' changes the feel of the name." },
      { title: "Generate and add a title", text: "Get 3, 7 or 15 names; combine your favourite with an epithet earned in play, like 'the Unbroken'." },
    ],
    faq: [
      {
        question: "How does class affect a character's name?",
        answer:
          "It changes the feel: a rogue might use a short alias, a cleric a name with religious meaning, a bard something musical and memorable. The generator blends race naming patterns with a hint of class.",
      },
      {
        question: "Can an orc or tiefling have an unusual name?",
        answer:
          "Yes, and it can tell a story. Tieflings in many settings take 'virtue names' like Hope or Sorrow, and an orc raised by humans might carry a human name. Put that in the description.",
      },
      {
        question: "What makes a name easy to use at the table or in chat?",
        answer:
          "Two or three syllables, no silent letters, and a clear nickname. Other players need to say it dozens of times per session, and in online games it must fit the character name limit.",
      },
    ],
    prompt:
      "Generate {count} RPG character names. Race: {race}. Class: {class}. Gender: {gender}. Backstory and personality: {description}. Follow naming patterns that suit the race, hint at the class and backstory, keep names pronounceable for other players, and avoid famous characters from existing games and books.",
  },
  dnd: {
    heading: "AI Dungeons & Dragons Name Generator",
    tagline: "D&D names by race and class, true to the conventions of the game's peoples.",
    cardDescription: "D&D character names by race, class and gender, with lore.",
    seo: {
      title: "AI D&D Name Generator – Dungeons & Dragons Names | Namesmith",
      description:
        "Generate Dungeons & Dragons names for elves, dwarves, halflings, gnomes, half-orcs, tieflings and dragonborn of any class. Describe your hero and roll names.",
    },
    intro:
      "Each people of Dungeons & Dragons has its own naming customs, from dwarven clan names to dragonborn who put their clan name first. Choose race, class and gender, describe your character's background, alignment and quirks, and get names that fit the table's lore.",
    howTo: [
      { title: "Choose race and class", text: "Race from Human to Dragonborn, class from Fighter, Wizard and Rogue to Warlock, Ranger or Barbarian." },
      { title: "Set the gender", text: "Any, Female, Male or Neutral; many D&D peoples, such as elves, use names that are not strongly gendered." },
      { title: "Describe your character", text: "Background, alignment, homeland and quirks, such as 'lawful good gnome who hates magic'." },
      { title: "Generate and check with your DM", text: "Ask for 3, 7 or 15 names and run your favourite past your DM so it fits the campaign's world." },
    ],
    faq: [
      {
        question: "How are dwarf and dragonborn names structured in D&D?",
        answer:
          "In the Player's Handbook tradition, dwarves carry a personal name and a clan name, and dragonborn give their clan name first as a mark of honour, followed by their personal name and sometimes a childhood name.",
      },
      {
        question: "Do elves have more than one name?",
        answer:
          "Traditionally, elves use a child name until adulthood, then choose an adult name, and also carry a family name. Some players put the child name in their backstory as a nickname old friends still use.",
      },
      {
        question: "What names do tieflings use?",
        answer:
          "Tieflings may use an infernal-sounding name, a name from the culture they grew up in, or a 'virtue name' such as Hope, Torment or Ideal. Describe which one suits your character's story.",
      },
      {
        question: "Can I use these names for NPCs?",
        answer:
          "Of course. DMs often generate 15 names at a time for a town's innkeeper, guards and villains; keep the list handy for when players ask a stranger's name.",
      },
    ],
    prompt:
      "Generate {count} Dungeons & Dragons character names. Race: {race}. Class: {class}. Gender: {gender}. Character background, alignment and quirks: {description}. Follow the traditional naming customs of that race (for example dwarven clan names, dragonborn clan name first, elven adult names, tiefling virtue names where fitting) and do not copy official named characters.",
  },
  elf: {
    heading: "AI Elf Name Generator",
    tagline: "Flowing names for high elves, wood elves, dark elves, sea elves and Christmas elves.",
    cardDescription: "Names for high, wood, dark and sea elves, and Santa's helpers.",
    seo: {
      title: "AI Elf Name Generator – High, Wood & Dark Elves | Namesmith",
      description:
        "Create elf names for high elves, wood elves, dark elves, sea elves or even Christmas elves, with meanings in an elvish style. Describe your elf to get started.",
    },
    intro:
      "Elvish names are usually long-vowelled and musical, but a dark elf from the underground sounds very different from a sea elf or one of Santa's workshop helpers. Choose the kind of elf and gender, describe its homeland, appearance and temperament, and get names with an invented meaning to match.",
    howTo: [
      { title: "Choose the kind of elf", text: "High Elf, Wood Elf, Dark Elf, Sea Elf or Christmas Elf for something festive." },
      { title: "Set the gender", text: "Any, Female, Male or Neutral; elvish endings like -iel and -wen read as feminine, -ion and -or as masculine." },
      { title: "Describe your elf", text: "Homeland, appearance, age and temperament, like 'centuries-old archivist from a silver forest'." },
      { title: "Generate names", text: "Choose 3, 7 or 15; each name's meaning can become part of your elf's story." },
    ],
    faq: [
      {
        question: "What makes a name sound elvish?",
        answer:
          "Soft consonants such as l, r, th and n, flowing vowels and endings like -iel, -wen, -ion or -ar, as popularised by Tolkien's invented languages. Three or more syllables add a sense of age.",
      },
      {
        question: "Can I use names from Tolkien's books?",
        answer:
          "For a private game it rarely matters, but for published stories and games, avoid names of Tolkien's characters. The generator creates new names in a similar spirit instead.",
      },
      {
        question: "What do Christmas elf names sound like?",
        answer:
          "Playful and festive: built from sweets, snow, bells and workshop jobs, like 'Tinsel Toffeetoes'. They are perfect for Elf on the Shelf, school plays and family traditions.",
      },
    ],
    prompt:
      "Generate {count} elf names. Kind of elf: {kind}. Gender: {gender}. About the elf: {description}. For fantasy elves use musical, flowing sounds that fit that kind of elf and give each an invented meaning; for Christmas elves use playful festive names. Do not reuse names of Tolkien characters or other famous elves.",
  },
  vampire: {
    heading: "AI Vampire Name Generator",
    tagline: "Names with centuries of shadow behind them, from gothic counts to feral hunters.",
    cardDescription: "Gothic, aristocratic, modern, ancient or feral vampire names.",
    seo: {
      title: "AI Vampire Name Generator – Gothic Vampire Names | Namesmith",
      description:
        "Create a vampire name: gothic, aristocratic, modern, ancient or feral, for stories, games and Halloween. Describe your vampire's age and origin to get names.",
    },
    intro:
      "Vampire names tell you how long the character has been around and how much they still care about being human. Choose a style and gender, describe the vampire's age, origin and temperament, and get names from candlelit aristocrats to creatures that stopped using names centuries ago.",
    howTo: [
      { title: "Choose a style", text: "Gothic, Aristocratic, Modern, Ancient or Feral, from a count in a castle to a thing in the sewers." },
      { title: "Set the gender", text: "Any, Female, Male or Neutral; titles such as Count or Countess follow your choice." },
      { title: "Describe your vampire", text: "When and where they were turned, who turned them, what they hunger for besides blood." },
      { title: "Generate and add a title", text: "Ask for 3, 7 or 15 names and add a title such as Count, Lady or The Pale for extra menace." },
    ],
    faq: [
      {
        question: "Where does the name Dracula come from?",
        answer:
          "Bram Stoker borrowed it from Vlad III of Wallachia, known as Vlad Dracula: 'Dracul' relates to the Order of the Dragon, and the word also came to mean 'devil' in Romanian. Many vampire names still borrow that Eastern European sound.",
      },
      {
        question: "How do I make a modern vampire name?",
        answer:
          "Modern vampires blend in, so they often use ordinary names with an old twist, a surname they have held for centuries, or a name that was fashionable in the decade they were turned.",
      },
      {
        question: "What sounds make a name feel vampiric?",
        answer:
          "Soft sibilants (s, z, sh), dark vowels (o, u) and Latin or Slavic endings suggest age and elegance. Feral vampires work better with short, harsh sounds.",
      },
    ],
    prompt:
      "Generate {count} vampire names. Style: {style}. Gender: {gender}. About the vampire: {description}. Reflect the vampire's age, origin and nature in the sound of each name, optionally with a title, and do not reuse names of famous fictional vampires.",
  },
  "sci-fi": {
    heading: "AI Sci-Fi Name Generator",
    tagline: "Names for characters, starships, planets, corporations and AIs in your universe.",
    cardDescription: "Names for sci-fi characters, starships, planets and AIs.",
    seo: {
      title: "AI Sci-Fi Name Generator – Starships & Planets | Namesmith",
      description:
        "Name your sci-fi character, starship, planet, megacorporation or AI. Describe the universe, era and role to get names that fit your setting. Generate yours now.",
    },
    intro:
      "Science fiction names do world-building on their own: a starship's name hints at the navy that launched it, a corporation's name at the economy it rules. Choose what you are naming and describe the universe, era and role, and get names that feel at home in your setting.",
    howTo: [
      { title: "Choose what to name", text: "Character, Starship, Planet, Corporation or AI; each follows its own naming logic." },
      { title: "Describe the universe", text: "Era, technology level, cultures, politics and the tone: hard science, space opera or cyberpunk." },
      { title: "Generate names", text: "Ask for 3, 7 or 15; naming a whole fleet or star system is easier with 15." },
      { title: "Build a pattern", text: "Keep names from the same culture or fleet consistent, as real navies and space agencies do." },
    ],
    faq: [
      {
        question: "How should starships be named?",
        answer:
          "Think about who names them. Military fleets often use virtues, battles or historical figures with a prefix like a navy's ship prefix; private ships get personal or ironic names. A consistent class pattern makes a fleet believable.",
      },
      {
        question: "How do I name a planet so it sounds real?",
        answer:
          "Real exoplanets have catalogue designations such as a star name plus a letter, while settlers give poetic or nostalgic names. Using both, like a catalogue number and a colony nickname, adds depth.",
      },
      {
        question: "How do I keep character names from sounding dated?",
        answer:
          "Mix cultures and languages the way a future spacefaring society might, and avoid random Xs and Zs. Names that evolved from today's names often feel more believable than invented gibberish.",
      },
    ],
    prompt:
      "Generate {count} science fiction names for this kind of subject: {kind}. The universe, era and role: {description}. Make the names fit the setting's cultures and technology, follow plausible naming conventions for that kind of subject, and avoid names from famous sci-fi franchises.",
  },
  pirate: {
    heading: "AI Pirate Name Generator",
    tagline: "Pirate names with a nickname the whole harbour whispers.",
    cardDescription: "Fearsome, funny, legendary or cunning pirate names.",
    seo: {
      title: "AI Pirate Name Generator – Fearsome & Funny | Namesmith",
      description:
        "Get a pirate name with a nickname to match: fearsome, funny, legendary or cunning. Describe your look, reputation and habits, and hoist your new name today.",
    },
    intro:
      "The best pirate names come in two parts: a name and a nickname earned through a scar, a habit or a legend. Choose gender and style, describe your pirate's look, reputation and signature habit, and get names worthy of a wanted poster.",
    howTo: [
      { title: "Set the gender", text: "Any, Female, Male or Neutral; the golden age of piracy had famous women captains too." },
      { title: "Choose a style", text: "Fearsome, Funny, Legendary or Cunning: will sailors flee, laugh, sing songs or check their pockets?" },
      { title: "Describe your pirate", text: "Look, scars, weapons, reputation and a signature habit, like 'never leaves port without a teapot'." },
      { title: "Generate and claim it", text: "Get 3, 7 or 15 names; perfect for games, costume parties and Talk Like a Pirate Day on 19 September." },
    ],
    faq: [
      {
        question: "How did real pirates get their nicknames?",
        answer:
          "From appearance and reputation: Edward Teach became Blackbeard for his huge dark beard, and 'Calico Jack' Rackham for his colourful clothes. Describe your pirate's look and the generator builds a nickname from it.",
      },
      {
        question: "Were there famous female pirates?",
        answer:
          "Yes. Anne Bonny and Mary Read sailed with Calico Jack, and Ching Shih commanded a huge fleet in the South China Sea. Choose Female for names inspired by that tradition.",
      },
      {
        question: "What is a good funny pirate name?",
        answer:
          "Pair a dignified first name with an absurd nickname about a small weakness, such as seasickness or fear of parrots. Choose the Funny style and describe the flaw.",
      },
    ],
    prompt:
      "Generate {count} pirate names, each a name plus a nickname or epithet. Gender: {gender}. Style: {style}. About the pirate: {description}. Base the nickname on the pirate's look, habits or reputation, keep the names fun to say aloud, and do not reuse famous historical or fictional pirates' names.",
  },
  zombie: {
    heading: "AI Zombie Name Generator",
    tagline: "Zombie names that are funny, creepy, gross or tragic, depending on how you shamble.",
    cardDescription: "Funny, creepy, gross or tragic names for the undead.",
    seo: {
      title: "AI Zombie Name Generator – Funny & Creepy Names | Namesmith",
      description:
        "Name your zombie for a game, story, costume or zombie walk: funny, creepy, gross or tragic. Describe who they were before and get names that shamble. Try now.",
    },
    intro:
      "A zombie name works best when it remembers who the zombie used to be: the accountant, the prom queen, the jogger who did not outrun anything. Choose a style, describe your zombie's former life and how it moves now, and get names for games, stories and zombie walks.",
    howTo: [
      { title: "Choose a style", text: "Funny, Creepy, Gross or Tragic; Funny suits parties, Tragic suits serious horror stories." },
      { title: "Describe your zombie", text: "Who they were before, how they turned, what is missing and how they move." },
      { title: "Generate names", text: "Get 3, 7 or 15; a big list is great for naming a whole horde in a game or story." },
      { title: "Add the finishing touch", text: "Write the name on a torn name tag or badge for your costume; it always gets a laugh." },
    ],
    faq: [
      {
        question: "What makes a zombie name funny?",
        answer:
          "Puns on decay and brains mixed with the mundane life they left behind, like an office worker still wearing their lanyard. The contrast between ordinary and undead does the work.",
      },
      {
        question: "How do I make a zombie name tragic instead?",
        answer:
          "Keep their real name, or part of it, and add a detail from their last moments. A tragic zombie reminds the reader that it was once someone's friend or parent.",
      },
      {
        question: "Do zombies in stories usually have names?",
        answer:
          "Nameless hordes are common, but named zombies are memorable: survivors nickname the regular ones, and games name special types by how they attack. Describe the role to get either kind.",
      },
    ],
    prompt:
      "Generate {count} zombie names. Style: {style}. Who the zombie was and how it is now: {description}. Build the names on the contrast between the zombie's former life and its undead state, matching the chosen style, and keep gore suggestive rather than graphic.",
  },
  superhero: {
    heading: "AI Superhero Name Generator",
    tagline: "Hero names that sound great shouted from a rooftop and printed on a cover.",
    cardDescription: "Superhero names built from your hero's powers and origin.",
    seo: {
      title: "AI Superhero Name Generator – Hero Name Ideas | Namesmith",
      description:
        "Create a superhero name from your hero's power, costume and origin story, for comics, games or role-play. Each name explains its meaning. Describe your hero.",
    },
    intro:
      "The classic superhero name combines a power or symbol with something personal, and it has to be chantable by a crowd. Enter the main power, choose a gender, describe the costume and origin story, and get hero names with the meaning behind each.",
    howTo: [
      { title: "Enter the main power", text: "Type the power in a few words, such as super speed, ice, shrinking or mind reading." },
      { title: "Set the gender", text: "Any, Female, Male or Neutral; many modern heroes use names without a Man or Woman suffix." },
      { title: "Describe your hero", text: "Origin story, costume, personality and what they fight for." },
      { title: "Generate and test the headline", text: "Get 3, 7 or 15 names and try each in a newspaper headline: '... Saves the City!'" },
    ],
    faq: [
      {
        question: "Should I use 'Man', 'Woman' or 'Girl' in the name?",
        answer:
          "It is a classic pattern, but thousands of heroes already use it. Single strong words, titles (Captain, Doctor) or a power plus an unexpected noun usually feel fresher.",
      },
      {
        question: "Can I publish a comic with a generated hero name?",
        answer:
          "Search first: Marvel and DC own many hero names as trademarks, and a name close to a famous hero can cause problems in a commercial comic or game. Invented names are safest.",
      },
      {
        question: "How do I pair a hero name with a secret identity?",
        answer:
          "A subtle link is fun for readers, for example alliteration or a hidden meaning. Describe the civilian identity in the description and the generator can hint at it in the meaning.",
      },
    ],
    prompt:
      "Generate {count} superhero names for a hero whose main power is: {power}. Gender: {gender}. Hero details, costume and origin: {description}. Make the names punchy and easy to chant, connect them to the power or origin, and avoid existing Marvel, DC or other well-known hero names.",
  },
  wizard: {
    heading: "AI Wizard Name Generator",
    tagline: "Names for wizards, witches and mages of fire, storm, shadow, light and time.",
    cardDescription: "Wizard and mage names by school of magic.",
    seo: {
      title: "AI Wizard Name Generator – Mage & Sorcerer Names | Namesmith",
      description:
        "Name your wizard, witch or mage by school of magic: fire, ice, storm, nature, shadow, light or time. Describe their age, tower and temperament to get names.",
    },
    intro:
      "Wizard names tend to sound old, learned and slightly unpronounceable to ordinary people, with an epithet earned from their magic. Choose a school of magic and gender, describe your wizard's age, tower and temperament, and get names worthy of a spellbook's cover.",
    howTo: [
      { title: "Choose the school of magic", text: "Fire, Ice, Storm, Nature, Shadow, Light or Time; the school shapes the epithet and the sound of the name." },
      { title: "Set the gender", text: "Any, Female, Male or Neutral; the results work for witches, wizards and mages alike." },
      { title: "Describe your wizard", text: "Age, where they live or study, their temperament, their familiar and their greatest spell." },
      { title: "Generate and add an epithet", text: "Choose 3, 7 or 15 names; many come with a title like 'the Grey' or 'of the Seventh Tower'." },
    ],
    faq: [
      {
        question: "What makes a name sound like a wizard's?",
        answer:
          "Old or Latinate roots, long vowels, and an epithet describing their colour, place or magic. Classic names combine a personal name with a title, so readers know at once this person commands power.",
      },
      {
        question: "How does the school of magic change the name?",
        answer:
          "It shapes the epithet and sound: fire wizards get sharp, crackling names, storm mages airy or rumbling ones, time wizards names that feel ancient or oddly modern.",
      },
      {
        question: "Can I use these names for witches or sorcerers?",
        answer:
          "Yes. Choose the gender you want and mention witch, sorcerer, warlock or mage in the description to adjust the tone and titles.",
      },
    ],
    prompt:
      "Generate {count} wizard names for a practitioner of {magic} magic. Gender: {gender}. About the wizard: {description}. Give each name an old, learned feel, add an epithet or title linked to their magic or home, and avoid names of famous fictional wizards.",
  },
  alien: {
    heading: "AI Alien Name Generator",
    tagline: "Alien names shaped by biology, home world and culture, not just random consonants.",
    cardDescription: "Names for humanoid, insectoid, reptilian and aquatic aliens.",
    seo: {
      title: "AI Alien Name Generator – Extraterrestrial Names | Namesmith",
      description:
        "Create alien names for humanoid, insectoid, reptilian, energy-being or aquatic species. Describe the home world, body and culture to get names with meaning.",
    },
    intro:
      "Aliens would name themselves with the sounds their bodies can make: clicks for an insectoid, hisses for a reptilian, perhaps tones for an energy being. Choose an alien type and describe its home world, body and culture to get names that feel biologically and culturally plausible.",
    howTo: [
      { title: "Choose the alien type", text: "Humanoid, Insectoid, Reptilian, Energy Being or Aquatic; body type shapes which sounds the species can make." },
      { title: "Describe your alien", text: "Home world, body, senses, how they communicate, and their culture or social structure." },
      { title: "Generate names", text: "Ask for 3, 7 or 15; use a larger list to name a whole species or crew." },
      { title: "Create a human-friendly version", text: "Many alien characters have a true name and a short version humans can say; note both." },
    ],
    faq: [
      {
        question: "How do I make alien names that readers can pronounce?",
        answer:
          "Suggest the alien sound with one or two unusual features, such as a doubled vowel or a click marked by an apostrophe, rather than long strings of consonants. Readers should be able to say the name in their head.",
      },
      {
        question: "Should all aliens of one species have similar names?",
        answer:
          "Yes. A shared set of sounds and structures makes a species feel real, just as human languages do. Generate several names for the same species at once to get a consistent pattern.",
      },
      {
        question: "What about names for aliens without mouths?",
        answer:
          "Energy beings or telepathic species might be known by a translated concept, such as 'Third Light of the Quiet Sun'. Describe how they communicate and the generator adapts the name.",
      },
    ],
    prompt:
      "Generate {count} alien names. Alien type: {kind}. Home world, body, communication and culture: {description}. Shape the sounds of each name to the species' biology and culture, keep the names pronounceable for readers, and avoid names of famous aliens from existing franchises.",
  },
};
