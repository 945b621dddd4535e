// One table for the two places that swap React for Preact:
// the Vite build (client and server bundles, vite.config.ts) and Node at run
// time for packages the server build leaves external (register.mjs).
import { fileURLToPath } from "node:url";

export const REACT_SHIM = fileURLToPath(new URL("./react.mjs", import.meta.url));

/** Exact specifier → replacement (a package specifier or an absolute path). */
export const PREACT_ALIASES = {
  react: REACT_SHIM,
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react-dom/server": "preact/compat/server",
  "react-dom/server.node": "preact/compat/server",
  "react-dom/server.browser": "preact/compat/server.browser",
  "react-dom/test-utils": "preact/test-utils",
};

/** For Vite's resolve.alias: exact matches only ("react-dom" must not catch "react-dom/client"). */
export function viteAliases() {
  return Object.entries(PREACT_ALIASES).map(([from, to]) => ({
    find: new RegExp(`^${from.replace(/[/.]/g, "\\$&")}$`),
    replacement: to,
  }));
}
