import { Copy, Link2, Share2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Form } from "react-router";
import { copyText } from "~/components/generator/result-card";
import { Button } from "~/components/ui/button";

export interface ShortlistView {
  /** Path of the public page, e.g. /s/abc…; the browser adds its own origin. */
  path: string;
  voters: number;
}

/** Share the favorites as a read-only voting link, or stop sharing it. Native forms: works without JavaScript. */
export function ShortlistShare({ shortlist }: { shortlist: ShortlistView | null }) {
  const [origin, setOrigin] = useState("");
  useEffect(() => setOrigin(window.location.origin), []);
  if (!shortlist) {
    return (
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
        <p className="text-sm text-slate-700">Can't decide? Share your favorites as a shortlist and let friends vote, no account needed.</p>
        <Form method="post" action="/api/shortlist">
          <input type="hidden" name="intent" value="share" />
          <Button type="submit" variant="outline" size="sm">
            <Share2 aria-hidden="true" /> Share as a shortlist
          </Button>
        </Form>
      </div>
    );
  }
  const url = `${origin}${shortlist.path}`;
  return (
    <div className="mt-4 rounded-xl border border-brand-200 bg-brand-50 p-4" data-testid="shortlist-share">
      <p className="flex items-center gap-2 text-sm font-medium text-slate-900">
        <Link2 className="size-4" aria-hidden="true" /> Your shortlist is shared.{" "}
        <span className="font-normal text-slate-600">
          {shortlist.voters === 1 ? "1 vote so far." : `${shortlist.voters} votes so far.`}
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
            Stop sharing
          </Button>
        </Form>
      </div>
    </div>
  );
}
