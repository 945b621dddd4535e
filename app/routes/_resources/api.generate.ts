import { db } from "~/db/index.server";
import { generatorBySlug } from "~/generation/catalog/catalog.server";
import { GENERIC_FAILURE, GenerationError, runGeneration, type GenerationEvent } from "~/generation/pipeline.server";
import type { StreamLine } from "~/generation/name-schema";
import { currentProvider } from "~/generation/providers/index.server";
import { actorFor } from "~/usage/actor.server";
import { readFormOrJson } from "~/lib/form-data.server";
import type { Route } from "./+types/api.generate";

// POST /api/generate/:slug — the streaming form of a generator's action.
// Answers newline-delimited JSON: one {"type":"name"} line per name as it
// arrives, then {"type":"done"}; or {"type":"error"} if it fails midway.
// Errors found before any name (validation, limits) answer a JSON error
// with the matching status code.

export function loader() {
  return Response.json({ error: "Use POST to generate names." }, { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const generator = generatorBySlug(params.slug);
  if (!generator) return Response.json({ title: "Error", message: "This generator does not exist." }, { status: 404 });
  if (request.method !== "POST") return loader();

  // A body of the wrong type answers 415, an unreadable one 400 (thrown Responses);
  // characters that can't be used are refused by the generator's own validation, field by field.
  const form = await readFormOrJson(request, { reply: "json", checkText: false });

  const { actor, setCookie } = await actorFor(request, context, { assignVisitor: true });
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (setCookie) headers.append("Set-Cookie", setCookie);

  const events = runGeneration({
    db: db(),
    generator,
    form,
    actor,
    provider: await currentProvider(),
    signal: request.signal,
  });

  // Wait for the first event so failures before any name get a real status code.
  let first: IteratorResult<GenerationEvent>;
  try {
    first = await events.next();
  } catch (err) {
    return errorResponse(err, headers);
  }

  const encoder = new TextEncoder();
  const line = (value: StreamLine) => encoder.encode(`${JSON.stringify(value)}\n`);
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        if (!first.done) controller.enqueue(line(present(first.value)));
        for await (const event of events) controller.enqueue(line(present(event)));
      } catch (err) {
        const e = err instanceof GenerationError ? err : new GenerationError(500, "Error", GENERIC_FAILURE);
        controller.enqueue(line({ type: "error", title: e.title, message: e.message }));
      }
      controller.close();
    },
    cancel() {
      void events.return(undefined);
    },
  });
  headers.set("Content-Type", "application/x-ndjson; charset=utf-8");
  headers.set("X-Accel-Buffering", "no");
  return new Response(stream, { headers });
}

function present(event: GenerationEvent): StreamLine {
  if (event.type === "name") return event;
  return { type: "done", provider: event.provider.label, count: event.names.length, asked: event.asked, note: event.note, usage: event.usage };
}

function errorResponse(err: unknown, headers: Headers) {
  if (err instanceof GenerationError) {
    return Response.json({ title: err.title, message: err.message, fieldErrors: err.fieldErrors, limit: err.limit }, { status: err.status, headers });
  }
  throw err;
}
