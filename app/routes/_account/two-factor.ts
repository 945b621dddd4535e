import { data } from "react-router";
import { redirectWithAuth } from "~/auth/actions.server";
import { authHeaders, cookiesFrom, requireUser } from "~/auth/session.server";
import { allowAuthAttempt, THROTTLE_MESSAGE } from "~/auth/throttle.server";
import { checkCode, regenerateBackupCodes, startEnrolment, turnOff, type FailureReason } from "~/auth/two-factor.server";
import {
  INCORRECT_PASSWORD,
  INVALID_SETUP_CODE,
  validateCodeStep,
  validatePasswordStep,
  validateTurnOff,
  type TwoFactorIntent,
  type TwoFactorResult,
} from "~/components/account/two-factor-settings";
import { db } from "~/db/index.server";
import { requestInfoContext } from "~/lib/request-context";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/two-factor";
import { readForm } from "~/lib/form-data.server";

// The dashboard's two-factor forms post here (with JavaScript, as a fetcher).
// Without JavaScript the browser lands on this page, which shows the answer.
export { TwoFactorPage as default } from "~/components/account/two-factor-settings";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Two-factor authentication | Namesmith",
    description: "Protect your Namesmith account with a code from an authenticator app.",
    path: "/account/two-factor",
    noindex: true,
  });

// The page can show a secret or backup codes: never cache it.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { enabled: user.twoFactorEnabled };
}

const INTENTS: TwoFactorIntent[] = ["enable", "verify", "regenerate", "disable"];

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = Object.fromEntries(await readForm(request));
  const intent = INTENTS.find((i) => i === form.intent);
  if (!intent) return answer({ intent: "enable", error: "Something went wrong. Please reload the page and try again." }, 400);

  const check = intent === "disable" ? validateTurnOff(form) : intent === "verify" ? validateCodeStep(form) : validatePasswordStep(form);
  if (!check.ok) return answer({ intent, fieldErrors: check.fieldErrors }, 400);

  const { clientIp } = context.get(requestInfoContext);
  if (!(await allowAuthAttempt(db(), "two-factor-settings", clientIp, user.email))) {
    return answer({ intent, error: THROTTLE_MESSAGE }, 429);
  }
  const headers = authHeaders(request, clientIp);
  const values = check.values as { password?: string; code?: string };
  // Confirming and turning off replace the session. A plain form post is
  // redirected, so the page is loaded again with the new session cookie.
  const reload = form.enhanced !== "1";

  switch (intent) {
    case "enable": {
      const outcome = await startEnrolment(headers, values.password ?? "");
      if (!outcome.ok) return failed(intent, outcome.reason, outcome.response);
      return answer({ intent, setup: outcome.setup }, 200, outcome.response);
    }
    case "verify": {
      // The first accepted code turns two-factor on (and renews the session cookie).
      const outcome = await checkCode(headers, values.code ?? "");
      if (!outcome.ok) return failed(intent, outcome.reason, outcome.response);
      if (reload) return redirectWithAuth("/account/two-factor", outcome.response, { type: "success", title: "Two-factor authentication is on" });
      return answer({ intent, done: true }, 200, outcome.response);
    }
    case "regenerate": {
      const outcome = await regenerateBackupCodes(headers, values.password ?? "");
      if (!outcome.ok) return failed(intent, outcome.reason, outcome.response);
      return answer({ intent, done: true, backupCodes: outcome.backupCodes }, 200, outcome.response);
    }
    case "disable": {
      const outcome = await turnOff(headers, values.password ?? "", values.code ?? "");
      if (!outcome.ok) return failed(intent, outcome.reason, outcome.response);
      if (reload) return redirectWithAuth("/account/two-factor", outcome.response, { type: "success", title: "Two-factor authentication is off" });
      return answer({ intent, done: true }, 200, outcome.response);
    }
  }
}

function failed(intent: TwoFactorIntent, reason: FailureReason, response: Response | null) {
  if (reason === "password") return answer({ intent, fieldErrors: { password: INCORRECT_PASSWORD } }, 400, response);
  if (reason === "code") return answer({ intent, fieldErrors: { code: INVALID_SETUP_CODE } }, 400, response);
  if (reason === "not-started") {
    const error =
      intent === "verify"
        ? "Your setup has expired. Enter your password to start again."
        : "Two-factor authentication is off for your account. Reload the page to see its current state.";
    return answer({ intent, error }, 409, response);
  }
  return answer({ intent, error: "Something went wrong. Please reload the page and try again." }, 400, response);
}

/** Answers are never cached: some carry a secret or backup codes. */
function answer(result: TwoFactorResult, status: number, authResponse?: Response | null) {
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (authResponse) cookiesFrom(authResponse, headers);
  return data(result, { status, headers });
}
