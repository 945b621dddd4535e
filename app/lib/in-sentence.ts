// A title-cased label said inside a sentence: "Your SaaS names", "Your LinkedIn profile names",
// "Your dog names". Words that carry a capital past their first letter (SaaS, LinkedIn, TikTok,
// AI, D&D) are names and keep their spelling; the others are lower-cased.

/** `label` ("SaaS Names") as it reads mid-sentence ("SaaS names"). */
export function inSentence(label: string): string {
  return label
    .split(" ")
    .map((word) => (/^.[^\s]*[A-Z]/.test(word) ? word : word.toLowerCase()))
    .join(" ");
}
