// What `import … from "react"` resolves to on both sides (see aliases.mjs):
// preact/compat, plus the React 19 APIs that react-router needs and compat lacks.
export * from "preact/compat";
export { default } from "preact/compat";

/**
 * react-router's RouterProvider calls useOptimistic(state) and only sets an
 * optimistic state inside startTransition when `useTransitions` is on. Preact's
 * startTransition runs its callback synchronously, so a transition is never
 * pending and the optimistic value always equals the passthrough value.
 */
export function useOptimistic(passthrough) {
  return [passthrough, noop];
}

function noop() {}
