import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";

/** Undoes a cancellation before the period ends. A native form: works without JavaScript. */
export function ResumeForm({ className, fullWidth = false }: { className?: string; fullWidth?: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "resume";
  return (
    <Form method="post" action="/subscription" className={className}>
      <input type="hidden" name="intent" value="resume" />
      <Button type="submit" disabled={busy} className={fullWidth ? "w-full" : undefined}>
        {busy ? "Resuming..." : "Resume Subscription"}
      </Button>
    </Form>
  );
}
