import { db } from "~/db/index.server";
import { aiSettings } from "~/settings/settings.server";
import { builtinProvider } from "./builtin.server";
import { openAiProvider } from "./openai.server";
import type { NameProvider } from "./types";

/**
 * The provider for the next generation: an OpenAI-compatible service when an
 * API key is configured (admin settings first, then the environment),
 * otherwise the built-in engine.
 */
export async function currentProvider(): Promise<NameProvider> {
  const ai = await aiSettings(db());
  if (ai.apiKey) return openAiProvider({ baseUrl: ai.baseUrl, apiKey: ai.apiKey, model: ai.model });
  return builtinProvider();
}
