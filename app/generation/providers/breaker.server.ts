/**
 * A provider that keeps failing is skipped for a short while, so visitors
 * do not each wait for its timeout. One breaker per provider address and
 * model, kept in this process only: each instance learns on its own, which
 * costs at most a few failed calls per instance.
 */
export const BREAKER_FAILURES = 3;
export const BREAKER_OPEN_MS = 30_000;

interface State {
  failures: number;
  openUntil: number;
}

const states = new Map<string, State>();

export function circuitOpen(key: string, now = Date.now()): boolean {
  const state = states.get(key);
  return Boolean(state && state.openUntil > now);
}

export function recordSuccess(key: string): void {
  states.delete(key);
}

export function recordFailure(key: string, now = Date.now()): void {
  const state = states.get(key) ?? { failures: 0, openUntil: 0 };
  // After the pause, one failure is enough to pause again.
  state.failures = state.openUntil > 0 && state.openUntil <= now ? BREAKER_FAILURES : state.failures + 1;
  if (state.failures >= BREAKER_FAILURES) state.openUntil = now + BREAKER_OPEN_MS;
  states.set(key, state);
}

/** Forget every breaker (tests). */
export function resetBreakers(): void {
  states.clear();
}
