import type { GeneratorContent } from "../types";

export const content: Record<string, GeneratorContent> = {
  username: {
    heading: "AI Username Generator",
    tagline: "Usernames that sound like you, for gaming, Instagram, Reddit, Discord and more.",
    cardDescription: "Unique usernames for gaming, social apps and professional profiles.",
    seo: {
      title: "AI Username Generator – Cool & Unique Usernames | Namesmith",
      description:
        "Get unique usernames built from your hobbies and nicknames, tuned for gaming, Instagram, TikTok, Reddit or Discord. Pick a style and generate yours for free.",
    },
    intro:
      "The username you want is probably taken, and adding random numbers makes it forgettable. Tell the generator about your hobbies, favourite things or a nickname, choose a platform and a style, and it combines them into handles that feel personal and have a better chance of being free.",
    howTo: [
      { title: "Choose a platform", text: "Any, Gaming, Instagram, TikTok, Reddit, Discord or Professional; each has its own conventions, from gamer tags to clean name-based handles." },
      { title: "Pick a style", text: "Cool, Cute, Funny, Aesthetic, Edgy or Clean sets the mood of the wordplay." },
      { title: "Describe yourself", text: "List a few interests, a favourite animal, food or game, or a nickname you like; specific details give more original results." },
      { title: "Generate and claim it", text: "Choose 3, 7 or 15 usernames, copy your favourite and try it on the platform straight away before someone else does." },
    ],
    faq: [
      {
        question: "How do I find a username that is not taken?",
        answer:
          "Combine two specific things about you, such as a hobby and a favourite animal, rather than one common word. Short invented blends are rarely registered. If your first choice is gone, an underscore or a small spelling change is better than a string of numbers.",
      },
      {
        question: "Is it safe to use my real name or birth year in a username?",
        answer:
          "For gaming and anonymous communities it is safer not to. Your full name and birth year make it easier for strangers to find you elsewhere. Keep real-name handles for professional profiles.",
      },
      {
        question: "Can I use the same username everywhere?",
        answer:
          "It is worth trying, because one consistent handle makes you easy to find. Platforms differ in length limits and allowed characters, so prefer names under 15 characters using only letters, numbers and underscores.",
      },
      {
        question: "How many usernames can I generate for free?",
        answer:
          "Three generations a day without an account, or 15 a day with a free account, where you can also save the ones you like. Each generation returns up to 15 usernames.",
      },
    ],
    prompt:
      "Generate {count} usernames for this person: {description}. Platform: {platform}. Style: {style}. Keep them under 15 characters where possible, use only letters, numbers and underscores, avoid strings of random digits, and do not include personal details such as full names or birth years unless the platform is professional.",
  },
  "youtube-channel": {
    heading: "AI YouTube Channel Name Generator",
    tagline: "Channel names that tell viewers what to expect before they click subscribe.",
    cardDescription: "Names for gaming, vlog, tech, cooking and education channels.",
    seo: {
      title: "AI YouTube Channel Name Generator – Free Ideas | Namesmith",
      description:
        "Find a YouTube channel name that fits your niche and tone, from gaming to cooking. Each idea comes with meaning and why it works. Describe your channel now.",
    },
    intro:
      "On YouTube your channel name shows under every video, in search results and in your handle, so it needs to be readable at a glance on a phone. Pick your channel type and tone, describe your videos and audience, and get names that signal your niche while leaving room for your content to evolve.",
    howTo: [
      { title: "Pick your channel type", text: "Gaming, Vlog, Education, Tech, Cooking, Fitness, Comedy, Music or Beauty tells the generator what viewers come for." },
      { title: "Set the tone", text: "Fun, Serious, Quirky, Dramatic or Elegant should match how you talk in your videos." },
      { title: "Describe the channel", text: "Say what your videos cover, your format and who watches; mention your name if you want it worked in." },
      { title: "Generate and check the handle", text: "Ask for 3, 7 or 15 names and search each one on YouTube to see whether the @handle is free." },
    ],
    faq: [
      {
        question: "Should my channel name include my niche?",
        answer:
          "A niche word helps new viewers understand you instantly, but it can box you in if you change topics. Many creators pair a personal or invented name with a niche word they can drop later.",
      },
      {
        question: "What are the rules for a YouTube handle?",
        answer:
          "Handles are 3 to 30 characters and can include letters, numbers, underscores, hyphens and periods. Your channel name can be longer and contain spaces, but a name that also works as a handle is easier to share.",
      },
      {
        question: "Can I change my YouTube channel name later?",
        answer:
          "Yes, but frequent changes confuse subscribers and weaken search recognition. Choose a name you would be happy with at 100,000 subscribers, not just for your first few videos.",
      },
    ],
    prompt:
      "Generate {count} YouTube channel names. Channel type: {niche}. Tone: {tone}. The channel: {description}. Each name should be readable in a small space under a thumbnail, work as a YouTube handle of 30 characters or fewer, and hint at the content without locking the creator into one topic.",
  },
  twitch: {
    heading: "AI Twitch Name Generator",
    tagline: "Streamer names that look good in chat, on overlays and in raid announcements.",
    cardDescription: "Streamer names built around your games and on-stream personality.",
    seo: {
      title: "AI Twitch Name Generator – Streamer Name Ideas | Namesmith",
      description:
        "Generate a Twitch streamer name from your games and on-stream personality, in a cool, funny, dark, cute or pro style. Short, brandable and free to try today.",
    },
    intro:
      "A Twitch name becomes your brand: viewers shout it in chat, other streamers say it during raids and it sits on every overlay. Tell the generator which games you stream and what kind of streamer you are, and get names that are short, sayable and distinct from the thousands of 'xXProGamerXx' accounts.",
    howTo: [
      { title: "Choose a style", text: "Cool, Funny, Dark, Cute or Pro, depending on whether you are a chill variety streamer or a competitive grinder." },
      { title: "Add your games", text: "Optional: list titles like Minecraft or Valorant; the generator can borrow their imagery without copying trademarks." },
      { title: "Describe your stream", text: "Your personality, catchphrases, schedule and what viewers get from watching you." },
      { title: "Generate and test it in chat", text: "Pick 3, 7 or 15 names and imagine chat typing each one; short names also make better emote prefixes." },
    ],
    faq: [
      {
        question: "What are Twitch's username rules?",
        answer:
          "Twitch usernames are 4 to 25 characters and use letters, numbers and underscores. The display name can change capitalisation, so a name that reads well in CamelCase is a bonus.",
      },
      {
        question: "Should my Twitch name include the game I play?",
        answer:
          "Only if you plan to stream that game for years. Most successful streamers branch out, and a name tied to one title becomes a problem when it falls out of fashion. Use the game's imagery loosely instead.",
      },
      {
        question: "Why does a short Twitch name matter?",
        answer:
          "Your emote prefix is based on your name, viewers abbreviate long names anyway, and a short name fits on overlays, clips and other platforms. Aim for two syllables to four.",
      },
    ],
    prompt:
      "Generate {count} Twitch streamer names in a {style} style. Games streamed (optional): {games}. About the stream and streamer: {description}. Names must be 4 to 25 characters using letters, numbers and underscores, be easy to say aloud during a raid, and must not copy game trademarks or existing famous streamers.",
  },
  "twitter-handle": {
    heading: "AI Twitter/X Handle Generator",
    tagline: "Handles of 15 characters or fewer that fit how you want to come across on X.",
    cardDescription: "Short, available-looking handles for X (Twitter) accounts.",
    seo: {
      title: "AI Twitter/X Handle Generator – Short Handles | Namesmith",
      description:
        "Create a Twitter/X handle under 15 characters: professional, witty, personal or niche expert. Ideas come with reasons they fit. Describe yourself to start.",
    },
    intro:
      "Twitter/X handles are capped at 15 characters, so every letter counts, and the handle appears in every reply and mention. Choose how you want to come across and describe what you post about; the generator returns compact handles that read clearly without spaces.",
    howTo: [
      { title: "Choose a style", text: "Professional, Witty, Personal or Niche Expert, depending on whether the account is for your career, your jokes or your field." },
      { title: "Describe yourself", text: "Say what you post about and how you want people to see you, for example 'product designer who posts about typography'." },
      { title: "Choose how many", text: "3 handles for a quick pick, 7 for variety, or 15 if your name is common and many options will be taken." },
      { title: "Generate and check availability", text: "Search the handle on X; if it is taken, try the closest variant from the list rather than adding digits." },
    ],
    faq: [
      {
        question: "How long can an X handle be?",
        answer:
          "Handles can be up to 15 characters and may contain letters, numbers and underscores only. Your display name can be longer (up to 50 characters), so the handle can stay short while the display name explains who you are.",
      },
      {
        question: "Should my handle be my real name?",
        answer:
          "For journalists, founders and job seekers, a real-name handle builds credibility. For topic accounts or humour, a themed handle is more memorable. Pick Professional or Personal for name-based options, Witty or Niche Expert for themed ones.",
      },
      {
        question: "Do underscores make a handle worse?",
        answer:
          "One underscore is fine when it separates two words clearly. Several underscores or trailing ones look like a fallback and are hard to say aloud on a podcast or in a talk.",
      },
    ],
    prompt:
      "Generate {count} Twitter/X handles in a {style} style for this person or account: {description}. Each handle must be 15 characters or fewer, use only letters, numbers and underscores, read clearly without spaces, and avoid random digit suffixes.",
  },
  fantasy: {
    heading: "AI Fantasy Name Generator",
    tagline: "Names for humans, elves, dwarves, orcs, halflings, dragonborn and fae.",
    cardDescription: "Character and place names for fantasy stories, games and worlds.",
    seo: {
      title: "AI Fantasy Name Generator – Names for Any Race | Namesmith",
      description:
        "Generate fantasy names for humans, elves, dwarves, orcs, halflings, dragonborn or fae, each with meaning and origin. Describe the character or world to begin.",
    },
    intro:
      "Good fantasy names follow the sound of their culture: elvish names flow, dwarven names clank, orcish names growl. Pick a race and gender, describe the character or world, and get names that feel like they belong to the same setting, with a meaning you can weave into the story.",
    howTo: [
      { title: "Choose a race", text: "Human, Elf, Dwarf, Orc, Halfling, Dragonborn or Fae; each uses its own sounds and naming patterns." },
      { title: "Set the gender", text: "Any, Female, Male or Neutral. Neutral gives names that work for any character." },
      { title: "Describe the character or world", text: "Role, homeland, personality and the tone of your setting, grim or whimsical, help the names fit." },
      { title: "Generate and keep a naming list", text: "Ask for 15 names when you are populating a whole village, or 3 to 7 for a single hero." },
    ],
    faq: [
      {
        question: "How do I make fantasy names sound consistent?",
        answer:
          "Give each culture a small set of sounds and endings and stick to them: for example soft l and th sounds with -iel endings for one people, hard k and g with -rak for another. Generating several names per race at once helps you see the pattern.",
      },
      {
        question: "Are apostrophes in fantasy names a good idea?",
        answer:
          "Use them sparingly and only if they mean something in your world, such as a clan marker or a glottal stop. Readers skim names with many apostrophes, which makes characters harder to remember.",
      },
      {
        question: "Can I use these names in a published novel or game?",
        answer:
          "Invented names are generally free to use, but search each one to make sure it is not a well-known character from another franchise. A quick search also reveals accidental meanings in real languages.",
      },
    ],
    prompt:
      "Generate {count} fantasy character names. Race: {race}. Gender: {gender}. Character or world details: {description}. The names should follow a consistent sound pattern for that race, be pronounceable by readers, and not copy well-known characters from existing franchises.",
  },
  "personal-blog": {
    heading: "AI Personal Blog Name Generator",
    tagline: "Names for a blog that sounds like a person, not a content farm.",
    cardDescription: "Personal blog names for lifestyle, travel, food and parenting.",
    seo: {
      title: "AI Personal Blog Name Generator – Free Ideas | Namesmith",
      description:
        "Name your personal blog about lifestyle, travel, food, parenting, money, tech or wellness. Pick a tone and get names with meaning. Describe your blog to start.",
    },
    intro:
      "A personal blog lives on its voice, so its name should sound like the person writing it. Choose your topic and tone, describe what you write and who reads it, and get names that feel like a conversation rather than a keyword list.",
    howTo: [
      { title: "Choose your topic", text: "Lifestyle, Travel, Food, Parenting, Personal Finance, Tech or Wellness sets the starting vocabulary." },
      { title: "Pick a tone", text: "Fun, Serious, Quirky, Dramatic or Elegant, matching the way you write your posts." },
      { title: "Describe the blog", text: "What you write about, for whom, and something about you, such as where you live or your stage of life." },
      { title: "Generate and picture the header", text: "Choose 3, 7 or 15 names and imagine each above your first post and in your newsletter sender line." },
    ],
    faq: [
      {
        question: "Should I use my own name for my blog?",
        answer:
          "A name-based blog is flexible and builds a personal brand, which suits writers who may switch topics. A themed name is easier for new readers to understand. Mention your name in the description if you want both kinds of suggestions.",
      },
      {
        question: "What if my blog topic changes over time?",
        answer:
          "Personal blogs often drift, from travel to parenting or from recipes to wellness. Names based on your outlook, such as curiosity or slow living, survive those shifts better than names tied to one subject.",
      },
      {
        question: "Does a blog name affect search rankings?",
        answer:
          "Only slightly. Your content earns rankings; the name's job is to be remembered and typed correctly. A keyword can help readers understand the blog, but stuffing several keywords looks spammy.",
      },
    ],
    prompt:
      "Generate {count} names for a personal blog. Topic: {topic}. Tone: {tone}. About the blog and its writer: {description}. The names should sound personal and human, work as a domain and newsletter name, and survive if the writer's topics shift over time.",
  },
  "linkedin-profile": {
    heading: "AI LinkedIn Profile Name Generator",
    tagline: "Personal brand names, custom URL ideas and headline hooks for your LinkedIn profile.",
    cardDescription: "Personal brand, custom URL and newsletter ideas for LinkedIn.",
    seo: {
      title: "LinkedIn Name Generator – Personal Brand Ideas | Namesmith",
      description:
        "Build your LinkedIn personal brand: custom profile URL ideas, newsletter names and headline hooks based on your profession. Generate professional ideas free.",
    },
    intro:
      "LinkedIn expects your real name in the name field, but there is plenty of room to brand yourself around it: a custom profile URL, a newsletter title, a signature phrase for your headline. Enter your profession and describe your work, and the generator suggests names that make you memorable to recruiters and clients.",
    howTo: [
      { title: "Enter your profession", text: "Type your role, such as 'product designer' or 'tax accountant', so the ideas use the language of your field." },
      { title: "Choose a style", text: "Professional for corporate roles, Creative for designers and writers, Expert for consultants, Friendly for community builders." },
      { title: "Describe your work", text: "Your skills, your audience and the result you deliver; this shapes the hooks and newsletter names." },
      { title: "Generate and apply", text: "Pick 3, 7 or 15 ideas, then set your custom URL, name your newsletter or rewrite your headline." },
    ],
    faq: [
      {
        question: "Can I use a brand name instead of my real name on LinkedIn?",
        answer:
          "LinkedIn's user agreement asks members to use their real name on personal profiles, and fake-looking names can get a profile restricted. Use the brand ideas for your URL, headline, newsletter or a company page instead.",
      },
      {
        question: "What is a good LinkedIn custom URL?",
        answer:
          "Your name, or your name plus your field, is the safest choice, for example /in/anna-reyes-design. LinkedIn URLs are 3 to 100 characters without spaces or special symbols, and a clean URL looks better on a CV.",
      },
      {
        question: "How do I name a LinkedIn newsletter?",
        answer:
          "Promise a specific benefit to a specific reader, such as weekly pricing lessons for freelancers. Short, concrete titles get more subscriptions than clever but vague ones.",
      },
    ],
    prompt:
      "Generate {count} LinkedIn personal branding ideas (custom profile URL slugs, newsletter titles and short headline brand phrases) for someone whose profession is: {profession}. Style: {style}. About their work: {description}. Keep every idea professional, built around a real person's credibility, and do not suggest replacing the person's legal name.",
  },
  "snapchat-username": {
    heading: "AI Snapchat Username Generator",
    tagline: "Cute, funny, cool or aesthetic Snapchat usernames that your friends will remember.",
    cardDescription: "Fun, short Snapchat usernames built from your interests.",
    seo: {
      title: "AI Snapchat Username Generator – Cute & Cool | Namesmith",
      description:
        "Need a Snapchat username? Get cute, funny, cool or aesthetic ideas from your interests and nicknames, all short enough for Snapchat's limits. Try it for free.",
    },
    intro:
      "Snapchat usernames are short and much harder to change than a display name, so it pays to pick carefully. Describe your interests and nicknames, choose a style, and get usernames that fit Snapchat's length rules and still sound like you.",
    howTo: [
      { title: "Choose a style", text: "Cute, Funny, Cool or Aesthetic decides whether the names lean sweet, jokey, sharp or soft." },
      { title: "Describe yourself", text: "Mention interests, a nickname, favourite foods, animals or songs; the more personal, the more original the result." },
      { title: "Pick a number", text: "3 names for a quick decision or 15 to find one that is not taken yet." },
      { title: "Generate and try it in the app", text: "Copy a name into Snapchat's username field; the app tells you right away whether it is free." },
    ],
    faq: [
      {
        question: "What are Snapchat's username rules?",
        answer:
          "Usernames are 3 to 15 characters, must start with a letter, and can contain letters, numbers and one hyphen, underscore or period. They cannot end with a symbol.",
      },
      {
        question: "Can I change my Snapchat username later?",
        answer:
          "Snapchat now allows a username change only occasionally (about once a year), and the display name can be changed anytime. Choose a username that will still feel right in a few years.",
      },
      {
        question: "How do I make a cute username that is not taken?",
        answer:
          "Combine two small specific things, like a fruit and a pet's name, or add a soft ending such as -bean or -bun to a nickname. Single cute words are almost always gone.",
      },
    ],
    prompt:
      "Generate {count} Snapchat usernames for this person: {description}. Style: {style}. Each must be 3 to 15 characters, start with a letter, use only letters, numbers and at most one hyphen, underscore or period, and not end with a symbol.",
  },
  "tiktok-username": {
    heading: "AI TikTok Username Generator",
    tagline: "Catchy TikTok handles that match your content and your on-camera persona.",
    cardDescription: "Catchy handles for dance, comedy, beauty, food and gaming creators.",
    seo: {
      title: "AI TikTok Username Generator – Catchy Handles | Namesmith",
      description:
        "Get TikTok usernames that match your content, from dance and comedy to beauty, food and gaming. Catchy, funny, aesthetic or bold. Describe your videos to start.",
    },
    intro:
      "On TikTok your @username appears on every video and is what people type when they tag you, so it has to be quick to read in a split second of scrolling. Pick your content type and style, describe your videos, and get handles that fit the For You page.",
    howTo: [
      { title: "Pick your content", text: "Dance, Comedy, Beauty, Food, Lifestyle, Gaming or Education tells the generator your audience." },
      { title: "Choose a style", text: "Catchy, Funny, Aesthetic or Bold, matching the energy of your videos." },
      { title: "Describe your content", text: "What your videos show and your on-camera persona, such as 'deadpan cooking for students'." },
      { title: "Generate and claim", text: "Ask for 3, 7 or 15 handles and check them in the TikTok app, then grab the same name on Instagram." },
    ],
    faq: [
      {
        question: "What characters can a TikTok username have?",
        answer:
          "TikTok usernames can be up to 24 characters and use letters, numbers, underscores and periods, but cannot end with a period. Shorter is better: aim for under 15 so it is easy to tag.",
      },
      {
        question: "How often can I change my TikTok username?",
        answer:
          "TikTok lets you change it once every 30 days. Changing it often breaks old mentions and confuses followers, so settle on one before your videos start getting traction.",
      },
      {
        question: "Should my username match my niche?",
        answer:
          "A niche word like 'eats' or 'fit' helps people understand you before they watch. If you plan to try different formats, pair your name with a broader word instead.",
      },
    ],
    prompt:
      "Generate {count} TikTok usernames for a creator. Content type: {niche}. Style: {style}. Their content and persona: {description}. Keep each handle under 24 characters (ideally under 15), use only letters, numbers, underscores and periods, never end with a period, and make it quick to read while scrolling.",
  },
  "gaming-clan": {
    heading: "AI Gaming Clan Name Generator",
    tagline: "Clan and team names, with short tags, that your squad will wear with pride.",
    cardDescription: "Clan names and tags for shooters, MMOs, MOBAs and battle royales.",
    seo: {
      title: "AI Gaming Clan Name Generator – Names & Tags | Namesmith",
      description:
        "Name your gaming clan or team for shooters, battle royales, MMOs, MOBAs and more: intimidating, funny, mysterious or honorable. Includes ideas for short tags.",
    },
    intro:
      "A clan name shows on the leaderboard, in the kill feed and on your Discord server, and its short tag sits next to every member's name. Choose your game type and style, describe how your group plays, and get names that sound good shouted over voice chat.",
    howTo: [
      { title: "Choose the game type", text: "Shooter, Battle Royale, MMO, MOBA, Strategy or Sports; each genre has its own naming culture." },
      { title: "Pick a style", text: "Intimidating, Funny, Mysterious or Honorable sets whether opponents should fear you or laugh with you." },
      { title: "Describe your clan", text: "How you play, how many members you have and what holds you together, like a shared joke or a region." },
      { title: "Generate and vote", text: "Generate 7 or 15 names and run a poll in your Discord; the details explain each one to the group." },
    ],
    faq: [
      {
        question: "How do I make a clan tag from the name?",
        answer:
          "Many games limit tags to a few characters, often 3 to 5. Take the initials or the strongest syllable of the name, and check that the tag does not spell anything unfortunate.",
      },
      {
        question: "What makes a good clan name?",
        answer:
          "It is short enough to say in a callout, it fits the game's tone and it still feels right when you lose. Names built on a shared in-joke or region give members a real sense of belonging.",
      },
      {
        question: "Are there names games do not allow?",
        answer:
          "Most games filter slurs, profanity and impersonation of official teams or developers. Keep it edgy rather than offensive, or your clan may be renamed by moderators.",
      },
    ],
    prompt:
      "Generate {count} gaming clan names. Game type: {game}. Style: {style}. About the clan: {description}. Each name should be easy to shout in voice chat and have a natural 3 to 5 character clan tag, and must avoid slurs, profanity and names of real esports organisations.",
  },
};
