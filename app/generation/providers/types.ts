import type { GeneratedName, GeneratorDefinition } from "../catalog/types";
import type { Prompt } from "../prompt.server";
import type { ValidInput } from "../validate";

export interface ProviderInfo {
  id: "builtin" | "openai";
  /** Said on the page: which engine produced the names. Never a host or a port. */
  label: string;
  model: string | null;
}

export interface ProviderRequest {
  generator: GeneratorDefinition;
  input: ValidInput;
  prompt: Prompt;
  /** Names the user has already been shown for this generator. */
  exclude: string[];
  /** Names the user liked ("More like this"): new names should share their spirit. */
  examples?: string[];
  signal?: AbortSignal;
}

export interface NameProvider {
  info: ProviderInfo;
  /** Yields names as the provider produces them; throws ProviderError when it cannot. */
  stream(request: ProviderRequest): AsyncIterable<GeneratedName>;
}

/**
 * Why a provider call failed, for the log, the dashboard and the choice of
 * what the visitor gets. Never shown to a visitor as it is.
 */
export type FailureKind =
  | "auth" // 401, 403: key missing, wrong or revoked
  | "quota" // 429 that cannot be waited out
  | "server" // 5xx
  | "refused" // another 4xx: the request itself was refused
  | "timeout" // no first token, or a silent stream, within the limits
  | "unreachable" // connection refused, DNS, TLS
  | "unusable" // answered, but no names could be read from it
  | "circuit_open" // skipped: the provider failed repeatedly a moment ago
  | "cancelled"; // the visitor went away

/** The provider could not be used. The message is for the log only. */
export class ProviderError extends Error {
  override name = "ProviderError";
  constructor(
    message: string,
    public readonly kind: FailureKind,
    public readonly status: number | null = null,
    /** How many times the request was sent again before giving up. */
    public readonly retries = 0,
  ) {
    super(message);
  }
}
