// Imported first by server.mjs: packages the server build keeps external
// (react-router, sonner, lucide-react, radix-ui…) import "react" at run time;
// Node resolves those imports (ESM and require) to Preact.
import { registerHooks } from "node:module";
import { PREACT_ALIASES } from "./aliases.mjs";

registerHooks({
  resolve(specifier, context, nextResolve) {
    const target = PREACT_ALIASES[specifier];
    if (target === undefined) return nextResolve(specifier, context);
    // An absolute path (the react shim) works for import and require alike.
    return nextResolve(target, context);
  },
});
