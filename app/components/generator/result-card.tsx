import { ChevronDown, Copy, Heart, Sparkles } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import type { GeneratedName } from "~/generation/catalog/types";
import { cn } from "~/lib/utils";
import { DomainChecks, TrademarkLinks } from "./name-checks";

interface DetailRow {
  label: string;
  /** What the copy toast calls it. */
  copyLabel: string;
  value: string;
}

function detailsOf(name: GeneratedName): { summary: string; rows: DetailRow[] } {
  if ("niche" in name) {
    return {
      summary: name.niche,
      rows: [
        { label: "Niche", copyLabel: "Niche", value: name.niche },
        { label: "Target audience", copyLabel: "Target audience", value: name.target_demographic },
        { label: "Suggested platforms", copyLabel: "Platforms", value: name.suggested_platforms.join(", ") },
        { label: "How to grow it quickly", copyLabel: "Growth strategy", value: name.how_to_grow_it_quickly },
        { label: "Why it would work", copyLabel: "Why it works", value: name.why_it_would_work },
      ],
    };
  }
  return {
    summary: name.meaning,
    rows: [
      { label: "Meaning", copyLabel: "Meaning", value: name.meaning },
      { label: "Personality traits", copyLabel: "Personality traits", value: name.personality_traits.join(", ") },
      { label: "Why it fits", copyLabel: "Why it fits", value: name.why_it_fits },
      { label: "Name origin", copyLabel: "Name origin", value: name.name_origin },
    ],
  };
}

export async function copyText(text: string, label: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success("Copied!", { description: `${label} copied to clipboard` });
  } catch {
    toast.error("Copy failed", { description: "Your browser did not allow copying. Select the text and copy it instead." });
  }
}

function CopyButton({ text, label, className }: { text: string; label: string; className?: string }) {
  return (
    <button
      type="button"
      onClick={() => copyText(text, label)}
      className={cn("rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900", className)}
      aria-label={`Copy ${label.toLowerCase()}`}
      title={`Copy ${label.toLowerCase()}`}
    >
      <Copy className="size-4" aria-hidden="true" />
    </button>
  );
}

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/**
 * What a favorite keeps of a name: the meaning (for podcasts, the niche) as
 * its description, the other fields as details, clipped to what the server accepts.
 */
export function favoriteOf(generator: string, name: GeneratedName) {
  const { name: _name, ...fields } = name;
  const description = "niche" in name ? name.niche : name.meaning;
  const details: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (key === "niche" || key === "meaning") continue;
    if (typeof value === "string") details[key] = clip(value, 800);
    else if (Array.isArray(value)) details[key] = value.slice(0, 8).map((v) => clip(String(v), 80));
  }
  return { generator, name: name.name, description: clip(description, 600), details };
}

/**
 * Which of the shown names the signed-in user has already saved, asked once
 * the names are all there; changes made on the cards since then win.
 */
export function useSavedNames(generator: string, names: string[], enabled: boolean) {
  const [saved, setSaved] = useState<ReadonlySet<string>>(new Set());
  const touched = useRef(new Set<string>());
  const key = names.join("\n");
  useEffect(() => {
    if (!enabled || !key) return;
    const abort = new AbortController();
    const query = new URLSearchParams([["generator", generator], ...key.split("\n").map((n) => ["name", n])]);
    fetch(`/api/favorites?${query}`, { signal: abort.signal, headers: { Accept: "application/json" } })
      .then((res) => (res.ok ? (res.json() as Promise<{ names: string[] }>) : null))
      .then((body) => {
        if (!body) return;
        setSaved((current) => {
          const next = new Set([...current].filter((n) => touched.current.has(n)));
          for (const n of body.names) if (!touched.current.has(n)) next.add(n);
          return next;
        });
      })
      // Not knowing only leaves the hearts empty; a click still toggles.
      .catch(() => {});
    return () => abort.abort();
  }, [generator, key, enabled]);
  const set = useCallback((name: string, value: boolean) => {
    touched.current.add(name);
    setSaved((current) => {
      const next = new Set(current);
      if (value) next.add(name);
      else next.delete(name);
      return next;
    });
  }, []);
  return { saved, set };
}

interface FavoriteProps {
  /** Slug of the generator the name came from. */
  generator: string;
  saved: boolean;
  onSavedChange: (saved: boolean) => void;
}

function FavoriteButton({ name, signedIn, generator, saved, onSavedChange }: FavoriteProps & { name: GeneratedName; signedIn: boolean }) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    if (!signedIn) {
      toast.error("Authentication Required", { description: "Please sign in to save favorites" });
      return;
    }
    if (busy) return;
    setBusy(true);
    try {
      const response = await fetch("/api/favorites", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(favoriteOf(generator, name)),
      });
      if (response.status === 401) {
        toast.error("Authentication Required", { description: "Please sign in to save favorites" });
        return;
      }
      if (!response.ok) throw new Error(`Status ${response.status}`);
      const { favorited } = (await response.json()) as { favorited: boolean };
      onSavedChange(favorited);
      toast.success(favorited ? "Added to Favorites" : "Removed from Favorites");
    } catch (err) {
      console.warn("Saving the favorite failed", err);
      toast.error("Failed to update favorites. Please try again.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={onClick}
      aria-busy={busy || undefined}
      aria-pressed={signedIn ? saved : undefined}
      className={cn(
        "rounded-md p-1.5 hover:bg-rose-50 hover:text-rose-600",
        saved ? "text-rose-600" : "text-slate-500",
      )}
      aria-label="Save to favorites"
      title={saved ? "Saved to favorites: click to remove" : "Save to favorites"}
    >
      <Heart className={cn("size-4", saved && "fill-current")} aria-hidden="true" />
    </button>
  );
}

/**
 * One generated name. Details open in a native <details> that shares its
 * `name` with the other cards, so only one result is expanded at a time,
 * with or without JavaScript.
 */
export function ResultCard({
  name,
  group,
  signedIn,
  generator,
  saved = false,
  onSavedChange = () => {},
  tlds = [],
  moreLikeThis,
}: { name: GeneratedName; group: string; signedIn: boolean } & Omit<FavoriteProps, "saved" | "onSavedChange"> &
  Partial<FavoriteProps> & {
    /** Domain endings to check the name in; none hides the domain row. */
    tlds?: string[];
    /** "More like this": a submit button of the generator form, so it works without JavaScript too. */
    moreLikeThis?: { form: string; disabled: boolean };
  }) {
  const { summary, rows } = detailsOf(name);
  return (
    <li className="result-card flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-lg font-semibold text-slate-900 [overflow-wrap:anywhere]" data-testid="result-name">
          {name.name}
        </h3>
        <div className="flex shrink-0 items-center">
          <CopyButton text={name.name} label="Name" />
          <FavoriteButton name={name} signedIn={signedIn} generator={generator} saved={saved} onSavedChange={onSavedChange} />
        </div>
      </div>
      {summary ? <p className="mt-2 line-clamp-3 text-sm text-slate-600">{summary}</p> : null}
      <DomainChecks name={name.name} tlds={tlds} />
      <details name={group} className="group mt-3">
        <summary className="inline-flex cursor-pointer list-none items-center gap-1 text-sm font-medium text-brand-600 hover:text-brand-700 [&::-webkit-details-marker]:hidden">
          <span className="group-open:hidden">Show details</span>
          <span className="hidden group-open:inline">Show less</span>
          <ChevronDown className="size-4 transition group-open:rotate-180" aria-hidden="true" />
        </summary>
        <dl className="mt-3 space-y-3 border-t border-slate-100 pt-3">
          {rows
            .filter((r) => r.value)
            .map((row) => (
              <div key={row.label}>
                <dt className="flex items-center justify-between text-xs font-semibold uppercase tracking-wide text-slate-500">
                  {row.label}
                  <CopyButton text={row.value} label={row.copyLabel} className="p-1" />
                </dt>
                <dd className="mt-0.5 text-sm text-slate-700">{row.value}</dd>
              </div>
            ))}
        </dl>
        <TrademarkLinks name={name.name} />
      </details>
      {moreLikeThis ? (
        <button
          type="submit"
          form={moreLikeThis.form}
          name="like"
          value={name.name}
          disabled={moreLikeThis.disabled}
          className="mt-3 inline-flex items-center gap-1 self-start text-sm font-medium text-brand-600 hover:text-brand-700 disabled:opacity-60"
          // The name spoken starts with the words shown (WCAG 2.5.3, label in name).
          aria-label={`More like this: ${name.name}`}
        >
          <Sparkles className="size-4" aria-hidden="true" /> More like this
        </button>
      ) : null}
    </li>
  );
}
