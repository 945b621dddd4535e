// Names built from letters (Markov chains, blends, respellings) can spell
// something rude by accident; these patterns catch the common cases. The
// pipeline runs its own filter as well, so this list stays short.
const BLOCKED =
  /fuck|shit|cunt|nigg|fagg?ot|\bfag|\brap(e|ist)\b|whore|slut|bitch|\bdick|cock(?!tail|pit|atoo|erel|ney|le)|\bpiss|nazi|porn|\banal\b|\banus|\bcum\b|\bass(hole)?\b|\btits?\b|retard|dildo|penis|vagina|hitler|\bkkk\b|\bsex|bastard|\bwank|\bjizz|\bpoo?p(?!py)|\bturd|\bhoe\b|\bgay\b|\bslave|\bkill(?:er)? (?:all|them)/i;

export function isBlocked(text: string): boolean {
  return BLOCKED.test(text);
}
