import { Copy, Link2, ListChecks, Share2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Form } from "react-router";
import { copyText } from "~/components/generator/result-card";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";

export interface ShortlistView {
  /** Path of the public page, e.g. /s/abc…; the browser adds its own origin. */
  path: string;
  voters: number;
  /** The owner's title; null: the default heading. */
  title: string | null;
  /** The favorites on the list. */
  favoriteIds: string[];
}

const TITLE_MAX = 80;

/**
 * Share picked favorites as a read-only voting link under a title, change
 * the names or the title, or remove the list. Native forms (and <details>
 * to open them): works without JavaScript.
 */
export function ShortlistShare({ shortlist, favorites }: { shortlist: ShortlistView | null; favorites: { id: string; name: string }[] }) {
  const [origin, setOrigin] = useState("");
  useEffect(() => setOrigin(window.location.origin), []);
  if (!shortlist) {
    return (
      <details className="group mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4" data-testid="shortlist-share">
        <summary className="flex cursor-pointer list-none flex-wrap items-center justify-between gap-3 [&::-webkit-details-marker]:hidden">
          <span className="text-sm text-slate-700">Can't decide? Share some of your favorites as a shortlist and let friends vote, no account needed.</span>
          <span className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-900 shadow-sm group-open:hidden">
            <Share2 className="size-4" aria-hidden="true" /> Create a shortlist
          </span>
        </summary>
        <ShortlistForm favorites={favorites} picked={null} title="" submit="Share shortlist" />
      </details>
    );
  }
  const url = `${origin}${shortlist.path}`;
  const onList = favorites.filter((f) => shortlist.favoriteIds.includes(f.id)).length;
  return (
    <div className="mt-4 rounded-xl border border-brand-200 bg-brand-50 p-4" data-testid="shortlist-share">
      <p className="flex flex-wrap items-center gap-x-2 text-sm font-medium text-slate-900">
        <Link2 className="size-4" aria-hidden="true" />
        <span data-testid="shortlist-title">{shortlist.title ?? "Your shortlist"}</span>
        <span className="font-normal text-slate-600">
          is shared with {onList === 1 ? "1 name" : `${onList} names`}. {shortlist.voters === 1 ? "1 vote so far." : `${shortlist.voters} votes so far.`}
        </span>
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <a href={shortlist.path} className="min-w-0 flex-1 truncate rounded-md bg-white px-3 py-1.5 text-sm text-brand-700 ring-1 ring-slate-200" data-testid="shortlist-link">
          {url}
        </a>
        <Button type="button" variant="outline" size="sm" onClick={() => copyText(url, "Shortlist link")}>
          <Copy aria-hidden="true" /> Copy link
        </Button>
        <Form method="post" action="/api/shortlist">
          <input type="hidden" name="intent" value="revoke" />
          <Button type="submit" variant="ghost" size="sm" className="text-slate-600 hover:text-red-600">
            Remove shortlist
          </Button>
        </Form>
      </div>
      <details className="mt-3">
        <summary className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-brand-700 hover:text-brand-800">
          <ListChecks className="size-4" aria-hidden="true" /> Edit names and title
        </summary>
        <ShortlistForm favorites={favorites} picked={shortlist.favoriteIds} title={shortlist.title ?? ""} submit="Save shortlist" />
      </details>
    </div>
  );
}

/** Title and the favorites to put on the list; without a saved list every favorite starts ticked. */
function ShortlistForm({ favorites, picked, title, submit }: { favorites: { id: string; name: string }[]; picked: string[] | null; title: string; submit: string }) {
  return (
    <Form method="post" action="/api/shortlist" className="mt-4 space-y-4">
      <input type="hidden" name="intent" value="share" />
      <div>
        <Label htmlFor="shortlist-title">Shortlist title (optional)</Label>
        <Input id="shortlist-title" name="title" defaultValue={title} maxLength={TITLE_MAX} placeholder="e.g. Names for our new puppy" />
      </div>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-800">Names on the shortlist</legend>
        <ul className="grid gap-1 sm:grid-cols-2">
          {favorites.map((f) => (
            <li key={f.id}>
              <label className="flex items-center gap-2 rounded-md px-2 py-1 text-sm text-slate-800 hover:bg-white">
                <input type="checkbox" name="favoriteId" value={f.id} defaultChecked={picked ? picked.includes(f.id) : true} className="size-4 accent-brand-600" />
                <span className="[overflow-wrap:anywhere]">{f.name}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <Button type="submit" size="sm">
        <Share2 aria-hidden="true" /> {submit}
      </Button>
    </Form>
  );
}
