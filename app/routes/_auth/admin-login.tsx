import { ShieldCheck } from "lucide-react";
import { data, Form, useNavigation, useSearchParams } from "react-router";
import { roleOf } from "~/auth/admin.server";
import { auth } from "~/auth/auth.server";
import { redirectWithAuth } from "~/auth/actions.server";
import { validateAdminLogin } from "~/auth/forms";
import { authHeaders, getUser, safeRedirect } from "~/auth/session.server";
import { allowAuthAttempt, THROTTLE_MESSAGE } from "~/auth/throttle.server";
import { AuthCard, AuthField, FormAlert } from "~/components/auth/auth-layout";
import { useValidatedForm } from "~/components/auth/use-validated-form";
import { Button } from "~/components/ui/button";
import { db } from "~/db/index.server";
import { requestInfoContext } from "~/lib/request-context";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/admin-login";
import { readForm } from "~/lib/form-data.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: "Administrator Access | Namesmith", description: "Sign-in for Namesmith administrators.", path: "/admin-login", noindex: true });

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getUser(request);
  if (user?.role === "admin") return redirectWithAuth("/admin", null);
  return null;
}

const INVALID = { title: "Invalid administrator credentials", message: "Check the username and password and try again." };

export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await readForm(request));
  const check = validateAdminLogin(form);
  if (!check.ok) return data({ fieldErrors: check.fieldErrors, error: null }, { status: 400 });
  const { clientIp } = context.get(requestInfoContext);
  if (!(await allowAuthAttempt(db(), "admin-login", clientIp, check.values.username))) {
    return data({ fieldErrors: {}, error: { title: "Authentication failed", message: THROTTLE_MESSAGE } }, { status: 429 });
  }
  // Only administrators may sign in here; the role lives on the server.
  if ((await roleOf(db(), check.values.username)) !== "admin") return data({ fieldErrors: {}, error: INVALID }, { status: 401 });
  const response = await auth().api.signInEmail({
    body: { email: check.values.username, password: check.values.password, rememberMe: false },
    headers: authHeaders(request, clientIp),
    asResponse: true,
  });
  if (!response.ok) return data({ fieldErrors: {}, error: INVALID }, { status: 401 });
  const redirectTo = safeRedirect(form.redirectTo, "/admin");
  const body = (await response.clone().json().catch(() => ({}))) as { twoFactorRedirect?: boolean };
  if (body.twoFactorRedirect) return redirectWithAuth(`/sign-in/two-factor?redirectTo=${encodeURIComponent(redirectTo)}`, response);
  return redirectWithAuth(redirectTo.startsWith("/admin") ? redirectTo : "/admin", response, { type: "success", title: "Welcome, Administrator" });
}

export default function AdminLogin({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const [params] = useSearchParams();
  const { errors, handlers } = useValidatedForm(validateAdminLogin, actionData?.fieldErrors);
  return (
    <AuthCard
      title="Administrator Access"
      subtitle={
        <span className="inline-flex items-center gap-1.5">
          <ShieldCheck className="size-4 text-brand-600" aria-hidden="true" /> For site administrators only.
        </span>
      }
    >
      {actionData?.error ? <FormAlert {...actionData.error} /> : null}
      <Form method="post" noValidate {...handlers} className="mt-4 space-y-4">
        <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? ""} />
        <AuthField label="Username" name="username" type="email" autoComplete="username" placeholder="admin@example.com" error={errors.username} />
        <AuthField label="Password" name="password" type="password" autoComplete="current-password" error={errors.password} />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Signing in..." : "Sign In"}
        </Button>
      </Form>
    </AuthCard>
  );
}
