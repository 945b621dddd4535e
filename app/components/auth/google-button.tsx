import { Form } from "react-router";
import { Button } from "~/components/ui/button";

/** Only rendered when Google sign-in is configured on the server. */
export function GoogleButton({ mode, redirectTo }: { mode: "sign-in" | "sign-up"; redirectTo: string }) {
  return (
    <Form method="post" action="/auth/google" className="mt-3">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <input type="hidden" name="mode" value={mode} />
      <div className="my-4 flex items-center gap-3 text-xs uppercase text-slate-400">
        <span className="h-px flex-1 bg-slate-200" /> or <span className="h-px flex-1 bg-slate-200" />
      </div>
      <Button type="submit" variant="outline" className="w-full">
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4">
          <path fill="#EA4335" d="M12 10.2v3.9h5.5c-.2 1.3-1.6 3.9-5.5 3.9-3.3 0-6-2.7-6-6.1s2.7-6.1 6-6.1c1.9 0 3.1.8 3.8 1.5l2.6-2.5C16.8 3.3 14.6 2.3 12 2.3 6.7 2.3 2.4 6.6 2.4 12s4.3 9.7 9.6 9.7c5.5 0 9.2-3.9 9.2-9.4 0-.6-.1-1.1-.2-1.6H12z" />
        </svg>
        Continue with Google
      </Button>
    </Form>
  );
}
