// What `import … from "react"` resolves to on both sides (see aliases.mjs):
// preact/compat, plus the React 19 APIs that react-router needs and compat lacks.
import { options } from "preact";

export * from "preact/compat";
export { default } from "preact/compat";

/**
 * Props that only tell React's hydration to stay quiet. React never writes
 * them to the page; Preact would write them as attributes (invalid HTML, and
 * noise in the DOM), so they are dropped from every element before render.
 * The server loads this module twice (bundled, and through register.mjs for
 * react-router): the flag keeps it to one hook.
 */
const REACT_ONLY_PROPS = ["suppressHydrationWarning", "suppressContentEditableWarning"];
const INSTALLED = Symbol.for("namesmith.reactOnlyProps");
if (!options[INSTALLED]) {
  options[INSTALLED] = true;
  const previous = options.vnode;
  options.vnode = (vnode) => {
    if (previous) previous(vnode);
    if (typeof vnode.type === "string" && vnode.props) {
      for (const prop of REACT_ONLY_PROPS) if (prop in vnode.props) delete vnode.props[prop];
    }
  };
}

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
