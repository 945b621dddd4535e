import { useState } from "react";
import type { FormResult } from "~/auth/forms";

/**
 * Instant messages: validates on submit (stopping the post when something is
 * wrong) and, once messages are showing, again on every change. Each answer
 * from the server, which checks the same rules, replaces them with its own.
 * Spread `handlers` on the <form>.
 */
export function useValidatedForm<T>(validate: (form: Record<string, unknown>) => FormResult<T>, serverErrors: Record<string, string> | undefined) {
  const [client, setClient] = useState<Record<string, string> | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [seen, setSeen] = useState(serverErrors);
  if (serverErrors !== seen) {
    setSeen(serverErrors);
    setClient(null);
  }
  const read = (form: HTMLFormElement) => validate(Object.fromEntries(new FormData(form)));
  return {
    errors: client ?? serverErrors ?? {},
    handlers: {
      onSubmit(event: React.FormEvent<HTMLFormElement>) {
        setSubmitted(true);
        const check = read(event.currentTarget);
        if (!check.ok) {
          event.preventDefault();
          setClient(check.fieldErrors);
        } else setClient(null);
      },
      // onInput, not onChange: React fires a form's onChange on every keystroke,
      // Preact (native "change") only when a field loses focus; "input" is both.
      onInput(event: React.FormEvent<HTMLFormElement>) {
        if (!submitted) return;
        const check = read(event.currentTarget);
        setClient(check.ok ? {} : check.fieldErrors);
      },
    },
  };
}
