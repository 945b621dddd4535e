import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * The app renders the whole document (<html> from root.tsx's Layout). Preact 11
 * renders into document.documentElement when given `document`, so it would look
 * for an <html> *inside* <html>, find none and build a second document tree.
 * This container has the real <html> as its only child; Preact hydrates it in
 * place. (Preact supports containers that are not DOM nodes.)
 */
function documentContainer(): Document {
  const container = {
    nodeType: 1,
    ownerDocument: document,
    namespaceURI: document.documentElement.namespaceURI,
    get firstChild() {
      return document.documentElement;
    },
    get childNodes() {
      return [document.documentElement];
    },
    insertBefore: (node: Node, before: Node | null) => document.insertBefore(node, before),
    appendChild: (node: Node) => document.appendChild(node),
    removeChild: (node: Node) => document.removeChild(node),
  };
  return container as unknown as Document;
}

/**
 * React Router's HydratedRouter suspends (throws a promise) on its first render
 * until the server's loader data (turbo-stream) is decoded. React waits for it
 * at the root; Preact has no root-level Suspense, so the promise would surface
 * as an uncaught error. The throw happens before any DOM is touched, so we wait
 * for the promise and hydrate again.
 */
function hydrate() {
  try {
    startTransition(() => {
      hydrateRoot(
        documentContainer(),
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  } catch (thrown) {
    if (thrown && typeof (thrown as PromiseLike<unknown>).then === "function") {
      (thrown as PromiseLike<unknown>).then(hydrate, hydrate);
      return;
    }
    throw thrown;
  }
}

hydrate();
