import type { GeneratorContent } from "../types";

export const content: Record<string, GeneratorContent> = {
  random: {
    heading: "Random Name Generator",
    tagline: "Any kind of name, from any brief: tell the AI what you need and get ideas in seconds.",
    cardDescription: "Names for anything: general, business, product, character and more.",
    seo: {
      title: "Random Name Generator – AI Names for Anything | Namesmith",
      description:
        "Generate names for anything: businesses, products, characters, usernames or projects. Describe your requirements and get names with meaning and origin, free.",
    },
    intro:
      "Not every naming job fits a specialised generator. Pick a broad category, write your requirements in plain words, such as theme, length, sounds to include or avoid, and the AI returns names that follow them, each with its meaning, personality traits and origin.",
    howTo: [
      { title: "Choose a category", text: "General, Business, Product, Character, Username or Project; it sets the kind of names you get." },
      { title: "Choose how many names", text: "Pick 3, 7 (the default) or 15 names per generation." },
      { title: "Write your requirements", text: "Describe the theme, length, language, sounds to include or avoid and where the name will be used; this field is required." },
      { title: "Generate and explore", text: "Open 'Show details' on any result to see personality traits, why it fits and the name's origin, and copy the ones you like." },
    ],
    faq: [
      {
        question: "What should I write in the requirements?",
        answer:
          "Be specific: what the name is for, the mood, length limits, letters or sounds to include or avoid, and any language or culture it should come from. 'Two-syllable name for a sailing club, Nordic feel, no K sounds' gets better results than 'cool name'.",
      },
      {
        question: "When should I use a specialised generator instead?",
        answer:
          "Use a dedicated page when there is one for your job, such as dogs, podcasts, businesses or D&D characters: it asks the right questions and knows the conventions. The random generator is for everything else, or for mixing categories.",
      },
      {
        question: "How many names can I generate each day?",
        answer:
          "Without an account you get 3 generations a day; a free account gives you 15 a day. Premium, at $5 a month, removes the daily limit for heavy naming sessions.",
      },
      {
        question: "Are the generated names unique?",
        answer:
          "The AI creates new combinations each time, but it cannot check every existing name in the world. Search your favourite before using it for anything public, especially a business or product.",
      },
    ],
    prompt: "Generate {count} {category} names that meet these requirements: {description}",
  },
};
