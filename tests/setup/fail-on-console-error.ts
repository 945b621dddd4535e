import { afterEach, vi } from "vitest";

// A console.error during a test is a failure: it means something the user
// would notice (or an operator would be paged for) went wrong unasserted.
const errors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};
afterEach(() => {
  if (errors.length > 0) {
    const first = errors.map((a) => a.map(String).join(" ")).join("\n");
    errors.length = 0;
    throw new Error(`console.error was called during the test:\n${first}`);
  }
  vi.useRealTimers();
});
