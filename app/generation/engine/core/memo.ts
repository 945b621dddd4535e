/**
 * `find` with its answers kept, at most `limit` of them (all are dropped when full): one request asks for the same
 * few hundred words many times over, and each answer may cost a score of dictionary searches.
 */
export function memo<T>(find: (key: string) => T, limit: number): (key: string) => T {
  const kept = new Map<string, T>();
  return (key) => {
    const known = kept.get(key);
    if (known !== undefined) return known;
    const found = find(key);
    if (kept.size >= limit) kept.clear();
    kept.set(key, found);
    return found;
  };
}
