import type { GeneratorContent } from "../types";

export const content: Record<string, GeneratorContent> = {
  "book-title": {
    heading: "AI Book Title Generator",
    tagline: "Titles that match your genre and make a reader pick the book up.",
    cardDescription: "Genre-aware titles for novels, memoirs and non-fiction.",
    seo: {
      title: "AI Book Title Generator – Titles for Any Genre | Namesmith",
      description:
        "Describe your plot or subject and get book titles that fit your genre, from fantasy and thrillers to memoir and non-fiction, each explained. Try it free.",
    },
    intro:
      "Readers judge a book by its title almost as fast as by its cover, and each genre has its own signals: a thriller title promises tension, a romance title promises feeling, a non-fiction title promises a result. Choose your genre and describe the book, and the generator suggests titles that fit the shelf you want to be on.",
    howTo: [
      { title: "Choose the genre", text: "Fantasy, Mystery, Thriller, Romance, Science Fiction, Literary, Horror, Young Adult, Non-Fiction or Memoir." },
      { title: "Describe the book", text: "Summarise the plot or argument, the main character and the mood in a few sentences; key images and themes make titles stronger." },
      { title: "Generate a long list", text: "Ask for 15 titles early in the process, or 3 to 7 when you are choosing between a few directions." },
      { title: "Test it with the cover", text: "Put your favourites on a rough cover mock-up and read them as a thumbnail; short titles survive small sizes best." },
    ],
    faq: [
      {
        question: "Can two books have the same title?",
        answer:
          "In many countries, including the US, individual book titles are not protected by copyright, so duplicates exist. A unique title still helps readers find your book, so search online bookstores before you decide. Series names can sometimes be trademarked.",
      },
      {
        question: "How long should a book title be?",
        answer:
          "Most fiction titles are one to five words. Non-fiction often pairs a short title with a descriptive subtitle that carries the keywords, such as a memorable phrase followed by what the reader will learn.",
      },
      {
        question: "Should the title match genre conventions?",
        answer:
          "Mostly, yes. Readers browse by pattern: 'The Girl Who...' for domestic thrillers, 'A Court of...' for romantasy, one stark word for horror. Matching the pattern tells readers the book is for them; breaking it works only if the cover carries the genre.",
      },
      {
        question: "Is the book title generator free?",
        answer:
          "Yes. You can run 3 generations a day without signing up, and 15 a day with a free account, which also lets you save titles you like while you draft.",
      },
    ],
    prompt:
      "Generate {count} book titles. Genre: {genre}. About the book: {description}. Follow the title conventions readers expect in that genre, keep most titles between one and five words, draw on the book's central images or themes, and avoid copying titles of well-known books.",
  },
  character: {
    heading: "AI Character Name Generator",
    tagline: "Names that fit a character's era, setting and personality.",
    cardDescription: "Character names for novels, scripts and games in any setting.",
    seo: {
      title: "AI Character Name Generator – For Writers | Namesmith",
      description:
        "Find the right name for your character: contemporary, historical, fantasy, sci-fi, noir or western, with meaning and origin explained. Describe them to start.",
    },
    intro:
      "A character's name does quiet work: it suggests age, background and personality before they say a line. Pick a setting and gender, describe the character's role and history, and the generator suggests names that feel believable for their world, with the meaning and origin behind each.",
    howTo: [
      { title: "Choose the setting", text: "Contemporary, Historical, Fantasy, Science Fiction, Noir or Western decides which naming traditions apply." },
      { title: "Pick a gender", text: "Any, Female, Male or Neutral; choose Neutral for names that leave the reader guessing." },
      { title: "Describe the character", text: "Role in the story, age, family background, where they grew up and one or two personality traits." },
      { title: "Generate and read it in dialogue", text: "Get 3, 7 or 15 names and try each in a line of dialogue; a name that is awkward to say will be awkward to read." },
    ],
    faq: [
      {
        question: "How do I pick a name that suits the era of my story?",
        answer:
          "Think about when the character was born, not when the story happens: a 60-year-old in 2020 was named in the 1960s. Government popularity lists by decade are a good cross-check for contemporary and historical names.",
      },
      {
        question: "Should my main characters' names start with different letters?",
        answer:
          "Yes, where you can. Readers skim names by their first letter and length, so a Mark and a Matt in the same scene cause confusion. Vary initials, syllable counts and sounds across your main cast.",
      },
      {
        question: "Can a name hint at a character's personality?",
        answer:
          "Subtly. A hard-sounding name can suit a severe character and a soft one a gentle character, and a meaning can carry a hidden clue. Avoid obvious labels unless your story is comic or allegorical.",
      },
    ],
    prompt:
      "Generate {count} character names. Setting: {genre}. Gender: {gender}. The character: {description}. The names must be believable for the setting and the character's likely birth period and background, easy for readers to pronounce, and distinct from famous fictional characters.",
  },
  "pen-name": {
    heading: "AI Pen Name Generator",
    tagline: "A pseudonym that fits your genre and keeps your writing life separate.",
    cardDescription: "Pseudonyms for romance, mystery, fantasy and literary authors.",
    seo: {
      title: "AI Pen Name Generator – Author Pseudonym Ideas | Namesmith",
      description:
        "Choose a pen name that fits your genre: romance, mystery, fantasy, literary, thriller, poetry or children's books. Get believable pseudonyms with origins, free.",
    },
    intro:
      "Authors take pen names to separate genres, protect their privacy, or simply get a name that looks better on a cover. Choose the genre you write and the gender of the name, describe the image you want, and get pseudonyms that sound like real people and sit comfortably beside bestsellers in your category.",
    howTo: [
      { title: "Choose your genre", text: "Romance, Mystery, Fantasy, Literary, Thriller, Poetry or Children; each genre has names readers trust." },
      { title: "Pick a gender", text: "Any, Female, Male or Neutral; initials and neutral first names are common in some genres." },
      { title: "Describe your writing", text: "What you write, the image you want and anything you want to keep, such as your own initials." },
      { title: "Generate and check the shelf", text: "Ask for 3, 7 or 15 pen names, then search each on bookstores to avoid sharing a name with another author." },
    ],
    faq: [
      {
        question: "Is it legal to publish under a pen name?",
        answer:
          "Yes, pseudonyms are common and legal. You still sign contracts and get paid under your legal name, and in the US you can register copyright under a pseudonym. Tell your publisher or distributor which name to print.",
      },
      {
        question: "Why do authors use different pen names for different genres?",
        answer:
          "So readers of one genre are not surprised by another. A cosy mystery reader who buys a dark thriller by the same name may leave an angry review. Separate names keep each audience's expectations clear.",
      },
      {
        question: "What makes a good pen name?",
        answer:
          "It looks real, is easy to spell in a search bar and fits on a cover in large type. A surname near the middle of the alphabet can place you near popular authors on physical shelves, though online that matters less.",
      },
    ],
    prompt:
      "Generate {count} pen names (first name and surname, or initials and surname) for an author. Genre they write: {genre}. Gender of the name: {gender}. About the writing and the desired image: {description}. The names must sound like real people, suit book covers in that genre, be easy to spell in a search bar, and not belong to well-known authors.",
  },
  band: {
    heading: "AI Band Name Generator",
    tagline: "Band names with attitude, from indie and punk to metal, jazz and hip-hop.",
    cardDescription: "Band and artist names that fit your genre and your sound.",
    seo: {
      title: "AI Band Name Generator – Names for Every Genre | Namesmith",
      description:
        "Get band names that sound like your music: rock, indie, metal, pop, punk, jazz, electronic, folk or hip-hop. Each comes with its story. Describe your sound.",
    },
    intro:
      "A band name has to look right on a gig poster, sound right when a DJ announces you and be findable on streaming services. Pick your genre and describe your sound, influences and attitude, and the generator comes up with names that a fan would put on a T-shirt.",
    howTo: [
      { title: "Choose the genre", text: "Rock, Indie, Metal, Pop, Punk, Jazz, Electronic, Folk or Hip Hop sets the naming conventions." },
      { title: "Describe your band", text: "Your sound, influences, lineup, hometown and attitude; odd details like your rehearsal space make great names." },
      { title: "Generate names", text: "Choose 3, 7 or 15 names; 15 is useful when the whole band needs to agree." },
      { title: "Search the streaming services", text: "Search your favourites on Spotify, Bandcamp and social media before the first gig poster goes out." },
    ],
    faq: [
      {
        question: "How do I check if a band name is already taken?",
        answer:
          "Search streaming services, Bandcamp, social media and general search engines. If a band with the same name releases music, your songs may end up on their artist page. For serious projects, a trademark search in your country is worth doing.",
      },
      {
        question: "Should a band name match the genre?",
        answer:
          "Fans use names as genre signals: metal leans dark and heavy, indie often uses odd phrases, jazz favours surnames and ensembles. You can break the pattern, but a name that matches helps listeners find you.",
      },
      {
        question: "Is 'The ...' a good pattern for a band name?",
        answer:
          "It works for rock and indie, but names starting with 'The' are harder to search and alphabetise. If you use it, make the rest of the name distinctive on its own.",
      },
    ],
    prompt:
      "Generate {count} band names. Genre: {genre}. About the band, its sound and attitude: {description}. Match the naming conventions of that genre, make each name work on a gig poster and in a streaming search, and avoid names of existing well-known artists.",
  },
  podcast: {
    heading: "AI Podcast Name Generator",
    tagline: "Podcast names with a plan: who it is for, where to publish and how to grow.",
    cardDescription: "Podcast names with audience, platforms and growth tips.",
    seo: {
      title: "AI Podcast Name Generator – Names & Growth Tips | Namesmith",
      description:
        "Enter your podcast niche and keywords to get show names with a target audience, suggested platforms, growth tips and why each works. Free AI podcast naming.",
    },
    intro:
      "A podcast name is read in a tiny square in a podcast app and heard at the start of every episode, so it needs to be short, clear and easy to search. Enter your niche and a few keywords about your topics, format and hosts; each suggestion comes with the audience it suits, the platforms to publish on and a tip for growing it quickly.",
    howTo: [
      { title: "Enter your niche", text: "Type the niche in a few words, such as true crime, startups, parenting or film history." },
      { title: "Add keywords", text: "Describe topics, format (interview, solo, panel), hosts and listeners; these are sent to the AI as keywords." },
      { title: "Choose how many names", text: "3, 7 or 15 names; each comes with a target demographic and suggested platforms." },
      { title: "Read the growth tips", text: "Open a result to see how to grow it quickly and why it would work, then save your favourites if you are signed in." },
    ],
    faq: [
      {
        question: "What makes a good podcast name?",
        answer:
          "Listeners should understand the topic from the name alone, be able to spell it after hearing it, and find it by searching. Clear beats clever: if the name is abstract, add a short descriptive subtitle in the show title.",
      },
      {
        question: "Should I put keywords in my podcast title?",
        answer:
          "One relevant keyword helps search inside podcast apps, but stuffing several keywords into a title looks spammy, and directories such as Apple Podcasts may reject keyword-stuffed titles. Put extra keywords in the description instead.",
      },
      {
        question: "What do the extra details in each result mean?",
        answer:
          "Each name comes with a niche, a target demographic, suggested platforms such as Spotify, Apple Podcasts or YouTube, a practical growth idea and the reasoning behind the name. Use them as a starting point for your launch plan.",
      },
      {
        question: "Do I need an account to generate podcast names?",
        answer:
          "No. Visitors can generate 3 times a day; a free account gives you 15 generations a day and lets you save podcast names to your favourites.",
      },
    ],
    prompt:
      "Generate {count} podcast names for a show in the {niche} niche, using these keywords about its topics, format and hosts: {description}. Each name should be short enough to read on a podcast app tile, easy to spell after hearing it, clear about the topic, and must not copy an existing well-known podcast.",
  },
  blog: {
    heading: "AI Blog Name Generator",
    tagline: "Blog names with a clear topic and a voice, ready for a domain and a newsletter.",
    cardDescription: "Blog names for business, tech, food, travel and DIY topics.",
    seo: {
      title: "AI Blog Name Generator – Catchy Blog Name Ideas | Namesmith",
      description:
        "Start your blog with a name that fits the topic and voice: business, tech, food, travel, fashion, health, finance or DIY. Get explained ideas in seconds, free.",
    },
    intro:
      "Whether your blog supports a business or grows into one, its name becomes your domain, your newsletter and your social handles. Pick a topic and style, describe your audience and voice, and get blog names that are specific enough to attract readers and broad enough to grow.",
    howTo: [
      { title: "Choose a topic", text: "Business, Tech, Food, Travel, Fashion, Health, Finance or DIY gives the generator its subject." },
      { title: "Pick a style", text: "Modern, Classic, Playful, Professional, Bold or Minimal, based on the voice of your writing." },
      { title: "Describe the blog", text: "Subjects you will cover, who reads it and how you write, for example 'no-jargon investing for nurses'." },
      { title: "Generate and check the domain", text: "Choose 3, 7 or 15 names and check the domain and social handles of the best ones." },
    ],
    faq: [
      {
        question: "Should my blog name include a keyword?",
        answer:
          "One keyword helps readers understand the blog, especially in niche topics such as personal finance or DIY. More than one makes it sound like a spam site. Strong content does far more for search than the name.",
      },
      {
        question: "What if I want to write about several topics?",
        answer:
          "Choose a name built on your audience or your angle rather than one topic, such as 'for busy parents' or 'made simple', so new categories still fit under the same masthead.",
      },
      {
        question: "How important is the domain for a blog?",
        answer:
          "Very: it is how readers return and share. Prefer a short .com or a relevant ending without hyphens, and secure the same name on the social platforms where you will promote posts.",
      },
    ],
    prompt:
      "Generate {count} blog names. Topic: {topic}. Style: {style}. About the blog, its readers and its voice: {description}. Each name should work as a domain and newsletter name, signal the topic or angle, and leave room for the blog to cover related subjects.",
  },
  "poetry-title": {
    heading: "AI Poetry Title Generator",
    tagline: "Titles that open a poem the way a first line does, quietly and precisely.",
    cardDescription: "Titles for poems and collections, from melancholic to playful.",
    seo: {
      title: "AI Poem Title Generator – Titles for Poems | Namesmith",
      description:
        "Find a title for your poem or collection: melancholic, romantic, hopeful, dark, nature or playful. Titles come with their meaning. Describe your poem to begin.",
    },
    intro:
      "A poem's title is often the first line the reader hears, and it can add a layer the poem itself does not state. Choose a mood and describe your poem's subject, images and feeling; the generator suggests titles that frame the poem without explaining it away.",
    howTo: [
      { title: "Choose the mood", text: "Melancholic, Romantic, Hopeful, Dark, Nature or Playful tells the generator the emotional register." },
      { title: "Describe the poem", text: "Its subject, key images, form and the feeling it leaves; you can paste a line or two." },
      { title: "Generate titles", text: "Ask for 3, 7 or 15 titles; longer lists include both image-based and phrase-based options." },
      { title: "Read title and poem together", text: "Read each title straight into your first line; keep the one that adds meaning rather than repeating it." },
    ],
    faq: [
      {
        question: "Should a poem's title repeat a line from the poem?",
        answer:
          "It can, but it often works better when the title adds something new: a place, a time, a person addressed or an object the poem circles. A title that only repeats the first line wastes a chance to deepen the poem.",
      },
      {
        question: "Is 'Untitled' ever a good choice?",
        answer:
          "Rarely for submissions. Editors and readers use titles to remember poems, and a specific title helps your work stand out in a journal's table of contents.",
      },
      {
        question: "How do I title a poetry collection?",
        answer:
          "Many poets use the title of the strongest poem or a phrase that captures the collection's central thread. Describe the collection's themes instead of a single poem to get collection-level titles.",
      },
    ],
    prompt:
      "Generate {count} titles for a poem. Mood: {mood}. About the poem, its images and feeling: {description}. The titles should be concise and evocative, add a layer of meaning rather than summarise the poem, and avoid cliches and titles of famous poems.",
  },
  screenplay: {
    heading: "AI Screenplay Title Generator",
    tagline: "Titles that sell the premise on a cover page and a streaming tile.",
    cardDescription: "Titles for feature scripts, shorts and TV pilots in any genre.",
    seo: {
      title: "AI Screenplay Title Generator – Film & TV Titles | Namesmith",
      description:
        "Give your script a title that sells the premise: drama, comedy, thriller, horror, action, sci-fi or romance. Describe the logline and get explained titles now.",
    },
    intro:
      "Producers and readers often see your title before they read a single page, so it should hint at the genre and the hook. Choose a genre and paste your premise or logline; the generator suggests film and TV titles that would fit on a poster and in a streaming menu.",
    howTo: [
      { title: "Choose the genre", text: "Drama, Comedy, Thriller, Horror, Action, Science Fiction or Romance; for a genre blend, pick the one the poster should sell." },
      { title: "Paste your premise", text: "A logline or a few lines on the protagonist, the goal and what stands in the way." },
      { title: "Generate titles", text: "Choose 3, 7 or 15; ask again with a different angle of the premise for fresh directions." },
      { title: "Test it on the cover page", text: "Type the favourite on your title page and imagine it on a poster; genre should be clear at a glance." },
    ],
    faq: [
      {
        question: "Can I use a title that another film already has?",
        answer:
          "Titles are generally not protected by copyright, and many films share titles. Studios still run title checks before release to avoid confusion and disputes, so pick a distinctive title if you plan to sell the script.",
      },
      {
        question: "Does registering my script protect the title?",
        answer:
          "Registration with the WGA or copyright offices protects the script's text as evidence of authorship, not the title by itself. Choose a title you like, but expect a buyer may change it.",
      },
      {
        question: "How long should a screenplay title be?",
        answer:
          "Most produced titles are one to four words. Short titles are easier to remember in a pitch and to fit on a poster; longer ones work for comedies and indie dramas with a distinctive phrase.",
      },
    ],
    prompt:
      "Generate {count} titles for a screenplay. Genre: {genre}. Premise: {description}. Each title should signal the genre and hook, be short enough for a poster and a streaming menu, and avoid titles of well-known films and series.",
  },
  song: {
    heading: "AI Song Title Generator",
    tagline: "Song titles that could be the hook, in the genre and mood of your track.",
    cardDescription: "Titles for pop, rock, country, hip-hop and indie songs.",
    seo: {
      title: "AI Song Title Generator – Titles by Genre & Mood | Namesmith",
      description:
        "Find a song title that fits your genre and mood, from happy pop to nostalgic folk. Describe what the lyrics are about and get hook-ready titles. Try it free.",
    },
    intro:
      "In many songs the title is the hook, the line the listener sings back and types into a search bar. Choose a genre and mood, describe what the lyrics are about, and the generator suggests titles that could anchor a chorus.",
    howTo: [
      { title: "Choose a genre", text: "Pop, Rock, Country, Hip Hop, R And B, Indie, Electronic or Folk; country titles love a turn of phrase, hip-hop a bold statement." },
      { title: "Set the mood", text: "Happy, Sad, Angry, Romantic, Nostalgic or Empowering, matching the feeling of the track." },
      { title: "Describe the song", text: "What the lyrics are about, a key image or story, and any phrase you already have." },
      { title: "Generate and sing it", text: "Get 3, 7 or 15 titles and try each one in your chorus melody; the one that sings naturally wins." },
    ],
    faq: [
      {
        question: "Can I use a song title that already exists?",
        answer:
          "Song titles are generally not copyrightable, which is why many songs share a title. A unique title still makes your track easier to find on streaming services, so search before release.",
      },
      {
        question: "Should the title appear in the lyrics?",
        answer:
          "In pop, country and rock it usually sits in the chorus, so listeners can find the song after hearing it once. Indie and electronic tracks often use a title that is not sung, which adds mystery but makes search harder.",
      },
      {
        question: "How do I title an instrumental track?",
        answer:
          "Describe the mood, a place or an image the music evokes. Generating with a specific mood, such as nostalgic or empowering, gives you titles that set expectations before the first note.",
      },
    ],
    prompt:
      "Generate {count} song titles. Genre: {genre}. Mood: {mood}. What the song is about: {description}. The titles should be singable, work as a chorus hook, fit the conventions of the genre, and avoid titles of well-known hit songs.",
  },
  "fan-fiction": {
    heading: "AI Fan Fiction Title Generator",
    tagline: "Titles that catch the eye of your fandom in a long list of new works.",
    cardDescription: "Titles for fics on AO3, Wattpad and FanFiction.net.",
    seo: {
      title: "AI Fan Fiction Title Generator – Fic Title Ideas | Namesmith",
      description:
        "Title your fic for any fandom: romance, adventure, angst, humor, AU or hurt/comfort. Describe the characters and plot to get titles readers will click on.",
    },
    intro:
      "Fan fiction readers scroll long lists of new works, and a title that fits the fandom's tone gets the click. Name your fandom, pick a genre and describe the characters and plot, and get titles that fans will recognise as belonging to their world without copying canon.",
    howTo: [
      { title: "Enter your fandom", text: "Type the fandom, such as a book series, show or game, so the titles can echo its language and themes." },
      { title: "Pick a genre", text: "Romance, Adventure, Angst, Humor, Alternate Universe or Hurt Comfort: the same tags readers filter by." },
      { title: "Describe your story", text: "Characters, pairing, the plot and the moment that changes everything." },
      { title: "Generate and pair it with a summary", text: "Ask for 3, 7 or 15 titles and choose one that works with your summary and tags." },
    ],
    faq: [
      {
        question: "Where do fan fiction titles usually come from?",
        answer:
          "Song lyrics, quotes from canon, poetry and phrases from the story itself are all common. A lyric title works well if the song matches the mood, but an original phrase is easier to find in search.",
      },
      {
        question: "Should the title say it is an alternate universe?",
        answer:
          "Tags do that job on most archives, so the title can focus on mood. For an AU, a title hinting at the new setting, such as a coffee shop or a space station, helps readers choose quickly.",
      },
      {
        question: "Is it okay to use a canon quote as my title?",
        answer:
          "Short quotes are widely used as fic titles and readers love recognising them. Avoid reusing the official title of a book, episode or film, which makes your work harder to find.",
      },
    ],
    prompt:
      "Generate {count} fan fiction titles for a story in the {fandom} fandom. Genre: {genre}. Characters and plot: {description}. The titles should match the fandom's tone and themes, hint at the genre, and must not copy official titles of books, episodes or films.",
  },
  "comic-book": {
    heading: "AI Comic Book Title Generator",
    tagline: "Comic and graphic novel titles that work in big letters on a cover.",
    cardDescription: "Titles for superhero, sci-fi, horror and slice-of-life comics.",
    seo: {
      title: "AI Comic Book Title Generator – Comic Titles | Namesmith",
      description:
        "Get comic book and graphic novel titles for superhero, sci-fi, horror, fantasy, crime or slice-of-life stories. Describe the hero and world and generate free.",
    },
    intro:
      "Comic titles are drawn, not just typed: they sit in a logo at the top of the cover and have to be punchy enough to read across a shop. Choose your genre and describe the hero, the world and the conflict, and get titles that would make a strong cover logo.",
    howTo: [
      { title: "Choose the genre", text: "Superhero, Science Fiction, Horror, Fantasy, Crime or Slice Of Life; it decides whether the title shouts or whispers." },
      { title: "Describe your comic", text: "The protagonist, the world, the central conflict and the tone: gritty, funny or strange." },
      { title: "Generate titles", text: "Pick 3, 7 or 15; webcomics benefit from short titles that also work as a web address." },
      { title: "Sketch the logo", text: "Letter your favourite title roughly on a cover; a title with strong shapes makes a better logo." },
    ],
    faq: [
      {
        question: "Should the title be the hero's name?",
        answer:
          "Superhero series often are, because the hero is the brand. Ensemble stories, horror and slice-of-life comics usually do better with a title about the world or the premise.",
      },
      {
        question: "Can I use 'Super Hero' in my comic title?",
        answer:
          "Be careful: Marvel and DC jointly hold trademarks on 'Super Hero' and 'Super Heroes' for comics in the US. Describing your book as a superhero story is fine, but avoid the term in the title.",
      },
      {
        question: "What works best for a webcomic title?",
        answer:
          "A short, searchable title that is available as a domain and a social handle. Webcomics grow through sharing, so readers need to be able to find you after seeing one panel.",
      },
    ],
    prompt:
      "Generate {count} comic book titles. Genre: {genre}. About the comic, its hero, world and conflict: {description}. Titles should be punchy enough for a cover logo, fit the genre, avoid the trademarked term 'Super Hero', and not copy existing well-known comic series.",
  },
};
