import { createContext as createReactContext, useContext } from "react";
import { createContext, RouterContextProvider } from "react-router";

/** Per-request values the HTTP server hands to loaders, actions and the renderer. */
export interface RequestInfo {
  /** CSP nonce for the inline scripts of this response. */
  nonce: string;
  /** The client address (X-Forwarded-For only when TRUST_PROXY is set). */
  clientIp: string;
}

export const requestInfoContext = createContext<RequestInfo>({ nonce: "", clientIp: "0.0.0.0" });

export function createLoadContext(info: RequestInfo): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, info);
  return context;
}

// The browser hides nonce attributes from scripts, so on the client this is "".
const NonceContext = createReactContext("");
export const NonceProvider = NonceContext.Provider;
export function useNonce(): string {
  return useContext(NonceContext);
}
