// English checks for generated sentences, for tests and `npm run eval:names`
// only (retext is a devDependency; nothing on the server imports this file).
import { retext } from "retext";
import retextEnglish from "retext-english";
import retextIndefiniteArticle from "retext-indefinite-article";
import retextRepeatedWords from "retext-repeated-words";

const processor = retext().use(retextEnglish).use(retextIndefiniteArticle).use(retextRepeatedWords);

/** Problems retext finds in a text ("Use `an` before `rpg`…"), empty when the English is clean. */
export function grammarProblems(text: string): string[] {
  if (text.trim() === "") return [];
  const file = processor.processSync(text);
  return file.messages.map((m) => `${m.reason} in "${text.slice(Math.max(0, (m.place && "start" in m.place ? m.place.start.offset ?? 0 : 0) - 20), (m.place && "end" in m.place ? m.place.end.offset ?? 0 : 0) + 20)}"`);
}
