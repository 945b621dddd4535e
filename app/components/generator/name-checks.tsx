import { Globe, Scale } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { defaultTldsFor, MAX_TLDS, SELECTABLE_TLDS, TRADEMARK_NOTE, trademarkLinks, type DomainReport, type DomainResult } from "~/domains/tlds";
import { cn } from "~/lib/utils";

// What a result card offers to check a name before falling for it: domain
// availability (filled in by the browser as answers come) and trademark searches.

// A few lookups at a time per page, so a result of 15 names trickles in
// instead of sending every request at once.
const MAX_IN_FLIGHT = 3;
let inFlight = 0;
const waiting: Array<() => void> = [];

async function queued<T>(task: () => Promise<T>): Promise<T> {
  if (inFlight >= MAX_IN_FLIGHT) await new Promise<void>((resolve) => waiting.push(resolve));
  inFlight++;
  try {
    return await task();
  } finally {
    inFlight--;
    waiting.shift()?.();
  }
}

type DomainState = { status: "idle" } | { status: "loading" } | { status: "done"; report: DomainReport } | { status: "failed" };

function useDomainReport(name: string, tlds: string[]): { state: DomainState; retry: () => void; retrying: boolean } {
  // Idle until the browser runs this: without JavaScript there is no domain row at all.
  const [state, setState] = useState<DomainState>({ status: "idle" });
  const [attempt, setAttempt] = useState(0);
  const key = tlds.join(",");
  useEffect(() => {
    if (!key) return;
    let cancelled = false;
    setState({ status: "loading" });
    queued(async () => {
      if (cancelled) return;
      const query = new URLSearchParams({ name, tlds: key });
      try {
        const res = await fetch(`/api/domains?${query}`, { headers: { Accept: "application/json" } });
        const body = (await res.json().catch(() => null)) as DomainReport | null;
        if (cancelled) return;
        // Whatever went wrong (our own limit on checks included), the card offers a retry.
        setState(res.ok && body ? { status: "done", report: body } : { status: "failed" });
      } catch {
        if (!cancelled) setState({ status: "failed" });
      }
    }).catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [name, key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry, retrying: attempt > 0 && state.status === "loading" };
}

const STATUS_TEXT: Record<DomainResult["status"], string> = { available: "available", taken: "taken", unknown: "unknown" };
const STATUS_HINT: Record<DomainResult["status"], string> = {
  available: "No one has registered it yet: register it before someone else does.",
  taken: "Someone has already registered it.",
  unknown: "The registry did not give a clear answer right now, so we cannot say.",
};

function checkedTime(results: DomainResult[]): string | null {
  const times = results.map((r) => Date.parse(r.checkedAt)).filter(Number.isFinite);
  if (times.length === 0) return null;
  return new Date(Math.min(...times)).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
}

function RetryButton({ name, onRetry }: { name: string; onRetry: () => void }) {
  return (
    <button
      type="button"
      onClick={onRetry}
      className="font-medium text-brand-600 underline-offset-2 hover:text-brand-700 hover:underline"
      aria-label={`Retry the domain check for ${name}`}
    >
      retry
    </button>
  );
}

/**
 * The domain row of a result card: one chip per real answer, filled in when
 * the answers come. Endings the registries left unanswered share one quiet
 * line with a retry; when none answered, that line is the whole row.
 */
export function DomainChecks({ name, tlds }: { name: string; tlds: string[] }) {
  const { state, retry, retrying } = useDomainReport(name, tlds);
  if (tlds.length === 0 || state.status === "idle") return null;
  const report = state.status === "done" ? state.report : null;
  const answered = report ? report.results.filter((r) => r.status !== "unknown") : [];
  const unanswered = report ? report.results.filter((r) => r.status === "unknown") : [];
  const busy = state.status === "loading";

  if (retrying || state.status === "failed" || (report && !report.problem && answered.length === 0)) {
    return (
      <p className="mt-3 flex flex-wrap items-center gap-1 text-xs text-slate-600" data-testid="domains" data-state="unchecked" aria-busy={busy}>
        <Globe className="size-3.5 text-slate-500" aria-hidden="true" />
        <span className="font-semibold uppercase tracking-wide text-slate-500">Domains:</span>
        {retrying ? (
          <span>checking again…</span>
        ) : (
          <span>
            couldn't check right now — <RetryButton name={name} onRetry={retry} />
          </span>
        )}
      </p>
    );
  }

  const checked = report ? checkedTime(answered) : null;
  return (
    <div className="mt-3" data-testid="domains" aria-busy={busy}>
      <p className="flex items-center gap-1 text-xs font-semibold uppercase tracking-wide text-slate-500">
        <Globe className="size-3.5" aria-hidden="true" /> Domains
        {checked ? <span className="font-normal normal-case tracking-normal" data-testid="domains-checked">· checked at {checked}</span> : null}
      </p>
      {report?.problem ? (
        <p className="mt-1 text-xs text-amber-700">{report.problem}</p>
      ) : (
        <>
          <ul className="mt-1.5 flex flex-wrap gap-1.5">
            {(report ? answered : tlds.map((tld) => ({ tld, pending: true as const }))).map((r: DomainResult | { tld: string; pending: true }) =>
              "pending" in r ? (
                <li key={r.tld} data-testid="domain-status" data-status="checking" className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-500">
                  .{r.tld} <span className="sr-only">checking</span>
                  <span aria-hidden="true">…</span>
                </li>
              ) : (
                <li key={r.tld} data-testid="domain-status" data-status={r.status} title={`${r.domain}: ${STATUS_HINT[r.status]}`}>
                  {r.status === "available" && r.registerUrl ? (
                    <a
                      href={r.registerUrl}
                      target="_blank"
                      rel="noopener noreferrer nofollow"
                      className="inline-block rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700 ring-1 ring-emerald-200 hover:bg-emerald-100"
                      aria-label={`.${r.tld} ${STATUS_TEXT[r.status]}: search ${r.domain} at the registrar`}
                    >
                      .{r.tld} {STATUS_TEXT[r.status]}
                    </a>
                  ) : (
                    <span className="inline-block rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600" aria-label={`${r.domain} ${STATUS_TEXT[r.status]}`}>
                      .{r.tld} {STATUS_TEXT[r.status]}
                    </span>
                  )}
                </li>
              ),
            )}
          </ul>
          {unanswered.length > 0 ? (
            <p className="mt-1.5 text-xs text-slate-600" data-testid="domains-unanswered">
              Couldn't check{" "}
              {unanswered.map((r, i) => (
                <span key={r.tld}>
                  {i > 0 ? ", " : ""}
                  <span data-testid="domain-status" data-status="unknown" title={`${r.domain}: ${STATUS_HINT.unknown}`}>
                    .{r.tld}
                  </span>
                </span>
              ))}{" "}
              right now — <RetryButton name={name} onRetry={retry} />
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}

/** Trademark searches prefilled with the name. Plain links: they work without JavaScript. */
export function TrademarkLinks({ name }: { name: string }) {
  return (
    <div className="mt-3" data-testid="trademark">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
        <span className="flex items-center gap-1 font-semibold uppercase tracking-wide text-slate-500">
          <Scale className="size-3.5" aria-hidden="true" /> Check trademark
        </span>
        {trademarkLinks(name).map((link) => (
          <a
            key={link.office}
            href={link.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="font-medium text-brand-600 hover:text-brand-700 hover:underline"
            aria-label={`Check trademark for ${name} at ${link.office}`}
          >
            {link.office}
          </a>
        ))}
      </p>
      <p className="mt-0.5 text-xs text-slate-500">{TRADEMARK_NOTE}</p>
    </div>
  );
}

const storageKey = (generator: string) => `namesmith:tlds:${generator}`;

/** The endings to check on this generator: its default until the user picks others (kept in this browser). */
export function useDomainTlds(generator: string) {
  const [tlds, setTldsState] = useState<string[]>(() => defaultTldsFor(generator));
  useEffect(() => {
    try {
      const saved = JSON.parse(window.localStorage.getItem(storageKey(generator)) ?? "null") as unknown;
      if (Array.isArray(saved)) {
        const known = saved.filter((t): t is string => typeof t === "string" && (SELECTABLE_TLDS as readonly string[]).includes(t));
        if (known.length > 0) setTldsState(known.slice(0, MAX_TLDS));
      }
    } catch {
      // Storage may be off; the default stays.
    }
  }, [generator]);
  const setTlds = useCallback(
    (next: string[]) => {
      setTldsState(next);
      try {
        window.localStorage.setItem(storageKey(generator), JSON.stringify(next));
      } catch {
        // Not remembered, still used for this page.
      }
    },
    [generator],
  );
  return [tlds, setTlds] as const;
}

/** Lets the user choose which endings each name is checked in. */
export function TldPicker({ tlds, onChange }: { tlds: string[]; onChange: (tlds: string[]) => void }) {
  // Domain checks run in the browser, so the choice only appears once it runs.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const toggle = (tld: string, on: boolean) => {
    if (on) {
      if (tlds.length >= MAX_TLDS) return;
      onChange(SELECTABLE_TLDS.filter((t) => t === tld || tlds.includes(t)));
    } else if (tlds.length > 1) {
      onChange(tlds.filter((t) => t !== tld));
    }
  };
  if (!ready) return null;
  return (
    <details className="group text-sm" data-testid="tld-picker">
      <summary className="cursor-pointer list-none text-slate-600 hover:text-brand-700 [&::-webkit-details-marker]:hidden">
        Domains checked: <span className="font-medium text-slate-900">{tlds.map((t) => `.${t}`).join(" ")}</span>{" "}
        <span className="text-brand-600 group-open:hidden">Change</span>
      </summary>
      <fieldset className="mt-2 flex flex-wrap gap-2 rounded-lg border border-slate-200 bg-white p-3">
        <legend className="sr-only">Domain endings to check (up to {MAX_TLDS})</legend>
        {SELECTABLE_TLDS.map((tld) => {
          const on = tlds.includes(tld);
          return (
            <label key={tld} className={cn("flex items-center gap-1 rounded-md border px-2 py-1", on ? "border-brand-300 bg-brand-50" : "border-slate-200")}>
              <input type="checkbox" checked={on} disabled={!on && tlds.length >= MAX_TLDS} onChange={(e) => toggle(tld, e.currentTarget.checked)} />.{tld}
            </label>
          );
        })}
        <p className="w-full text-xs text-slate-500">Up to {MAX_TLDS} endings. Your choice is remembered in this browser.</p>
      </fieldset>
    </details>
  );
}
