import { Check, Heart, Vote } from "lucide-react";
import { data, Form, isRouteErrorResponse, Link, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import { getUser } from "~/auth/session.server";
import { Button, buttonVariants } from "~/components/ui/button";
import { config } from "~/config.server";
import { db } from "~/db/index.server";
import { requestInfoContext } from "~/lib/request-context";
import { seo } from "~/lib/seo";
import { cn } from "~/lib/utils";
import { castVote, currentVote, ownerShortlist, shortlistByToken, voterKey } from "~/shortlists/shortlist.server";
import { actorFor } from "~/usage/actor.server";
import type { Route } from "./+types/shortlist";
import { readForm } from "~/lib/form-data.server";

// /s/:token — names a user picked from their favorites, shared read-only.
// Friends vote for the one they like best without an account (one vote per
// visitor, which they can change; a few per address); the owner sees the counts.

const NOT_FOUND = "This shortlist does not exist or is no longer shared.";

async function findShortlist(token: string) {
  const shortlist = await shortlistByToken(db(), token);
  if (!shortlist) throw data({ message: NOT_FOUND }, { status: 404 });
  return shortlist;
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) =>
  seo(matches, {
    title: loaderData ? `${loaderData.title ?? `${loaderData.ownerName}'s name shortlist`} | Namesmith` : "Shortlist not found | Namesmith",
    description: "Vote for your favorite name on this Namesmith shortlist.",
    path: `/s/${params.token}`,
    noindex: true,
  });

export function headers() {
  return { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const shortlist = await findShortlist(params.token);
  const user = await getUser(request);
  const isOwner = user?.id === shortlist.ownerId;
  const { actor } = await actorFor(request, context);
  const visitor = actor.userId ?? actor.visitorId;
  const [vote, counts] = await Promise.all([
    visitor ? currentVote(db(), shortlist.id, voterKey(config().APP_SECRET, shortlist.id, visitor)) : Promise.resolve(null),
    isOwner ? ownerShortlist(db(), shortlist.ownerId) : Promise.resolve(null),
  ]);
  return { ownerName: shortlist.ownerName, title: shortlist.title, names: shortlist.names, vote, isOwner, votes: counts?.votes ?? null };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const shortlist = await findShortlist(params.token);
  const form = await readForm(request);
  const favoriteId = form.get("favoriteId");
  const { actor, setCookie } = await actorFor(request, context, { assignVisitor: true });
  const headers = setCookie ? { "Set-Cookie": setCookie } : undefined;
  const visitor = actor.userId ?? actor.visitorId;
  if (!visitor || typeof favoriteId !== "string") {
    return data({ ok: false as const, message: "Your vote could not be read. Please try again." }, { status: 400, headers });
  }
  const { clientIp } = context.get(requestInfoContext);
  const result = await castVote(db(), shortlist, { key: voterKey(config().APP_SECRET, shortlist.id, visitor), ip: clientIp }, favoriteId);
  switch (result.kind) {
    case "voted":
      return data({ ok: true as const, message: `Thanks! Your vote for ${result.name} is in.` }, { headers });
    case "repeat":
      return data({ ok: false as const, message: `You have already voted for ${result.name}. One vote per person: you can move it to another name.` }, { status: 409, headers });
    case "throttled":
      return data({ ok: false as const, message: "Too many votes have come from your network for this shortlist today. Please try again tomorrow." }, { status: 429, headers });
    case "not-on-list":
      return data({ ok: false as const, message: "This name is no longer on the shortlist." }, { status: 400, headers });
  }
}

/** After a refused vote too (a repeat, 409), so the list shows which name holds the visitor's vote. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? true : defaultShouldRevalidate;
}

export default function SharedShortlist({ loaderData, actionData }: Route.ComponentProps) {
  const { ownerName, title, names, vote, isOwner, votes } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">Name shortlist</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 [overflow-wrap:anywhere]">{title ?? `Help ${ownerName} pick a name`}</h1>
      {title ? <p className="mt-1 text-sm text-slate-500">A shortlist from {ownerName}</p> : null}
      <p className="mt-3 text-slate-600">
        {isOwner
          ? "This is your shortlist as your friends see it, with the votes so far."
          : "Vote for the name you like best. You do not need an account, and you can change your vote at any time."}
      </p>
      {actionData ? (
        <p role="status" className={cn("mt-6 rounded-lg border p-3 text-sm", actionData.ok ? "border-emerald-200 bg-emerald-50 text-emerald-800" : "border-red-200 bg-red-50 text-red-800")}>
          {actionData.message}
        </p>
      ) : null}
      {names.length === 0 ? (
        <div className="mt-8 rounded-xl border-2 border-dashed border-slate-200 bg-slate-50 p-10 text-center">
          <Heart className="mx-auto size-10 text-rose-400" aria-hidden="true" />
          <p className="mt-4 text-slate-700">There are no names on this shortlist yet.</p>
        </div>
      ) : (
        <ul className="mt-8 space-y-3" data-testid="shortlist">
          {names.map((n) => {
            const chosen = vote === n.id;
            return (
              <li key={n.id} className={cn("flex items-center justify-between gap-4 rounded-xl border bg-white p-4 shadow-sm", chosen ? "border-brand-400 ring-1 ring-brand-300" : "border-slate-200")}>
                <div className="min-w-0">
                  <h2 className="text-lg font-semibold text-slate-900 [overflow-wrap:anywhere]">{n.name}</h2>
                  <p className="text-xs text-slate-500">{n.generatorTitle}</p>
                  {n.description ? <p className="mt-1 line-clamp-2 text-sm text-slate-600">{n.description}</p> : null}
                </div>
                <div className="flex shrink-0 items-center gap-3">
                  {votes ? (
                    <span className="text-sm font-medium text-slate-700" data-testid="vote-count">
                      {votes[n.id] ?? 0} {(votes[n.id] ?? 0) === 1 ? "vote" : "votes"}
                    </span>
                  ) : null}
                  {chosen ? (
                    <span className="inline-flex items-center gap-1 text-sm font-medium text-brand-700">
                      <Check className="size-4" aria-hidden="true" /> Your vote
                    </span>
                  ) : (
                    <Form method="post" preventScrollReset>
                      <input type="hidden" name="favoriteId" value={n.id} />
                      <Button type="submit" variant="outline" size="sm" disabled={busy} aria-label={`Vote for ${n.name}`}>
                        <Vote aria-hidden="true" /> Vote
                      </Button>
                    </Form>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <div className="mt-10 rounded-xl bg-slate-50 p-6 text-center">
        <p className="text-slate-700">Looking for a name of your own?</p>
        <Link to="/generators" className={buttonVariants({ className: "mt-3" })}>
          Try Namesmith's name generators
        </Link>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A vote the server could not read (400/415) says why; anything else is "not found".
  const unreadable = isRouteErrorResponse(error) && (error.status === 400 || error.status === 415) && typeof error.data === "string";
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{unreadable ? "Your vote could not be read" : "Shortlist not found"}</h1>
      <p className="mt-3 text-slate-600">{unreadable ? error.data : NOT_FOUND}</p>
      <Link to="/" className={buttonVariants({ className: "mt-6" })}>
        Go to Namesmith
      </Link>
    </div>
  );
}
