import { AlertCircle } from "lucide-react";
import { useRef, type ReactNode } from "react";
import { useRevealOnChange } from "./scroll";

type GenerationError = { title: string; message: string } | null;

/** Why the last generation did not happen: a limit, a missing field, the service. */
function GenerationAlert({ error }: { error: NonNullable<GenerationError> }) {
  return (
    <div role="alert" data-testid="generation-alert" className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <AlertCircle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">{error.title}</p>
        <p>{error.message}</p>
      </div>
    </div>
  );
}

/**
 * The end of the generator form: the alert, then what comes with the button
 * (the allowance, or the way to more) and the button itself. The alert shows
 * here, where the person is looking, and the whole group is scrolled into
 * view when a new one appears out of sight.
 */
export function SubmitArea({ error, children }: { error: GenerationError; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useRevealOnChange(ref, error);
  return (
    <div ref={ref} className="space-y-5">
      {error ? <GenerationAlert error={error} /> : null}
      {children}
    </div>
  );
}
