import type { GeneratedName, GeneratorDefinition } from "../catalog/types";
import type { Prompt } from "../prompt.server";
import type { ValidInput } from "../validate";

export interface ProviderInfo {
  id: "builtin" | "openai";
  /** Said on the page: which engine produced the names. */
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
  /** Yields names as the provider produces them; throws ProviderError or ReplyFormatError. */
  stream(request: ProviderRequest): AsyncIterable<GeneratedName>;
}

/** The provider could not be used: HTTP error, timeout, network failure. */
export class ProviderError extends Error {
  override name = "ProviderError";
  constructor(
    message: string,
    public readonly status: number | null = null,
  ) {
    super(message);
  }
}
