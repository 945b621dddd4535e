import { Download, Heart, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { toast } from "sonner";
import { Button, buttonVariants } from "~/components/ui/button";
import { ShortlistShare, type ShortlistView } from "./shortlist-share";

export interface FavoriteRow {
  id: string;
  name: string;
  generatorTitle: string;
  generatorPath: string;
  description: string | null;
  /** Already formatted, e.g. "Mar 5, 2026". */
  savedOn: string;
}

/**
 * The favorites tab. Remove posts a form to /api/favorites, so it works
 * without JavaScript; with JavaScript it is a DELETE and the list updates in place.
 */
export function FavoritesPanel({
  favorites,
  failed,
  shortlist = null,
  votes = {},
}: {
  favorites: FavoriteRow[];
  failed: boolean;
  /** The shared shortlist link, if the user shares one. */
  shortlist?: ShortlistView | null;
  /** Votes from the shortlist, per favorite id. */
  votes?: Record<string, number>;
}) {
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<string | null>(null);
  const revalidator = useRevalidator();
  const shown = favorites.filter((f) => !removed.has(f.id));

  const onRemove = async (event: React.FormEvent<HTMLFormElement>, id: string) => {
    event.preventDefault();
    if (busy) return;
    setBusy(id);
    try {
      const response = await fetch(`/api/favorites?id=${encodeURIComponent(id)}`, { method: "DELETE", headers: { Accept: "application/json" } });
      if (!response.ok) throw new Error(`Status ${response.status}`);
      setRemoved((current) => new Set(current).add(id));
      toast.success("Favorite Removed.");
      void revalidator.revalidate();
    } catch (err) {
      console.warn("Removing the favorite failed", err);
      toast.error("Failed to remove favorite. Please try again.");
    } finally {
      setBusy(null);
    }
  };

  if (failed) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-sm text-red-800">
        Failed to load favorites. Please try again.
      </div>
    );
  }

  if (shown.length === 0) {
    return (
      <div className="rounded-xl border-2 border-dashed border-slate-200 bg-slate-50 p-10 text-center">
        <Heart className="mx-auto size-10 text-rose-400" aria-hidden="true" />
        <h2 className="mt-4 text-lg font-semibold text-slate-900">No favorites yet</h2>
        <p className="mx-auto mt-2 max-w-sm text-sm text-slate-600">
          Tap the heart on any name you like while generating, and it will wait for you here.
        </p>
        <Link to="/generators" className={buttonVariants({ className: "mt-6" })}>
          Browse Generators
        </Link>
      </div>
    );
  }

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">Your favorites</h2>
        {/* A plain link: the browser downloads the file. */}
        <a href="/api/favorites.csv" download="namesmith-favorites.csv" className={buttonVariants({ variant: "outline", size: "sm" })}>
          <Download aria-hidden="true" /> Export CSV
        </a>
      </div>
      <ShortlistShare shortlist={shortlist} favorites={shown} />
      <ul className="mt-4 grid gap-4 md:grid-cols-2" data-testid="favorites">
        {shown.map((f) => (
          <li key={f.id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h3 className="text-lg font-semibold text-slate-900 [overflow-wrap:anywhere]">{f.name}</h3>
                <Link to={f.generatorPath} className="text-sm font-medium text-brand-600 hover:text-brand-700">
                  {f.generatorTitle}
                </Link>
              </div>
              <form method="post" action="/api/favorites" onSubmit={(e) => onRemove(e, f.id)}>
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="id" value={f.id} />
                <Button
                  type="submit"
                  variant="ghost"
                  size="sm"
                  disabled={busy === f.id}
                  aria-label={`Remove ${f.name} from favorites`}
                  className="text-slate-500 hover:text-red-600"
                >
                  <Trash2 aria-hidden="true" /> Remove
                </Button>
              </form>
            </div>
            {f.description ? <p className="mt-2 line-clamp-2 text-sm text-slate-600">{f.description}</p> : null}
            <p className="mt-auto flex justify-between pt-3 text-xs text-slate-500">
              <span>Saved {f.savedOn}</span>
              {shortlist ? <span data-testid="favorite-votes">{(votes[f.id] ?? 0) === 1 ? "1 vote" : `${votes[f.id] ?? 0} votes`}</span> : null}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
