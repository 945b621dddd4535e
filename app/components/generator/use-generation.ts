import { useCallback, useRef, useState } from "react";
import { toast } from "sonner";
import type { GeneratedName } from "~/generation/catalog/types";
import type { StreamLine } from "~/generation/name-schema";
import type { LimitKind, UsageView } from "./usage-note";

export interface GenerationState {
  status: "idle" | "loading";
  names: GeneratedName[];
  provider: string | null;
  /** A short note about the result (built-in names instead of AI ones, fewer names than asked). */
  note: string | null;
  error: { title: string; message: string } | null;
  fieldErrors: Record<string, string>;
  usage: UsageView;
  /** Which allowance ran out, when one did. */
  limit: LimitKind | null;
}


/**
 * Posts the form to the streaming endpoint and adds each name to the page
 * as soon as it arrives.
 */
export function useGeneration(slug: string, initial: Omit<GenerationState, "status">) {
  const [state, setState] = useState<GenerationState>({ status: "idle", ...initial });
  const controller = useRef<AbortController | null>(null);

  const fail = useCallback((title: string, message: string, fieldErrors: Record<string, string> = {}, limit: LimitKind | null = null) => {
    toast.error(title, { description: message });
    setState((s) => ({
      ...s,
      status: "idle",
      error: { title, message },
      fieldErrors,
      limit,
      usage: limit && limit !== "premium" ? { ...s.usage, remaining: 0 } : s.usage,
    }));
  }, []);

  const generate = useCallback(
    async (form: FormData) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setState((s) => ({ ...s, status: "loading", note: null, error: null, fieldErrors: {}, limit: null }));
      let response: Response;
      try {
        response = await fetch(`/api/generate/${slug}`, { method: "POST", body: form, signal: abort.signal });
      } catch {
        if (!abort.signal.aborted) fail("Error", "Failed to generate names. Please check your connection and try again.");
        return;
      }
      if (!response.ok || !response.body) {
        const body = (await response.json().catch(() => null)) as {
          title?: string;
          message?: string;
          fieldErrors?: Record<string, string>;
          limit?: LimitKind | null;
        } | null;
        fail(body?.title ?? "Error", body?.message ?? `Failed to generate names. Status: ${response.status}.`, body?.fieldErrors, body?.limit ?? null);
        return;
      }

      let first = true;
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = "";
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let newline: number;
          while ((newline = buffer.indexOf("\n")) !== -1) {
            const line = JSON.parse(buffer.slice(0, newline)) as StreamLine;
            buffer = buffer.slice(newline + 1);
            if (line.type === "name") {
              const replace = first;
              first = false;
              setState((s) => ({ ...s, names: replace ? [line.name] : [...s.names, line.name] }));
            } else if (line.type === "done") {
              setState((s) => ({ ...s, status: "idle", provider: line.provider, note: line.note, usage: line.usage }));
            } else {
              fail(line.title, line.message);
            }
          }
        }
      } catch {
        if (!abort.signal.aborted) fail("Error", "Failed to generate names. Please try again later.");
      } finally {
        setState((s) => (s.status === "loading" ? { ...s, status: "idle" } : s));
      }
    },
    [slug, fail],
  );

  const showInvalid = useCallback((title: string, message: string, fieldErrors: Record<string, string>) => {
    fail(title, message, fieldErrors);
  }, [fail]);

  const setFieldErrors = useCallback((fieldErrors: Record<string, string>) => {
    setState((s) => ({ ...s, fieldErrors }));
  }, []);

  return { state, generate, showInvalid, setFieldErrors };
}
