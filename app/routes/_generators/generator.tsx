import { Loader2, Sparkles, Wand2 } from "lucide-react";
import { useId, useRef } from "react";
import { data, Link, useRouteLoaderData } from "react-router";
import { AdSlot } from "~/components/ad-slot";
import { CatalogIcon } from "~/components/catalog-icon";
import { COLOR_CLASSES } from "~/components/catalog-colors";
import { FaqList } from "~/components/faq-list";
import { SubmitArea } from "~/components/generator/submit-area";
import { TldPicker, useDomainTlds } from "~/components/generator/name-checks";
import { ResultCard, useSavedNames } from "~/components/generator/result-card";
import { useRevealFirstResult } from "~/components/generator/scroll";
import { useGeneration } from "~/components/generator/use-generation";
import { Button } from "~/components/ui/button";
import { Input, Label, NativeSelect, Textarea } from "~/components/ui/input";
import { db } from "~/db/index.server";
import type { GeneratorPageData } from "~/generation/catalog/cards";
import { categoryBySlug, generatorByPath } from "~/generation/catalog/catalog.server";
import { DEFAULT_NAME_COUNT, NAME_COUNTS, type Field, type GeneratedName } from "~/generation/catalog/types";
import { collectGeneration, GenerationError } from "~/generation/pipeline.server";
import { currentProvider } from "~/generation/providers/index.server";
import { validateGeneratorInput } from "~/generation/validate";
import { absoluteUrl, seo, siteInfo } from "~/lib/seo";
import { cn } from "~/lib/utils";
import { UsageNote, type UsageView } from "~/components/generator/usage-note";
import { usageLimits } from "~/settings/settings.server";
import { actorFor } from "~/usage/actor.server";
import { accountStateFor, readAccountState } from "~/usage/account-state.server";
import { usageStatus } from "~/usage/usage.server";
import { renewDue } from "~/billing/subscriptions.server";
import type { Route } from "./+types/generator";
import { readForm } from "~/lib/form-data.server";
import { inSentence } from "~/lib/in-sentence";

/** The same page for every first-time visitor: kept briefly by server.mjs (page-cache.mjs). */
export const handle = { anonymousCache: true };

/** `url` is React Router's normalized URL: no ".data" suffix on client-side navigations. */
function findGenerator(url: URL) {
  const generator = generatorByPath(url.pathname.replace(/\/+$/, ""));
  if (!generator) throw data(null, { status: 404 });
  return generator;
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { prompt: _prompt, aliases: _aliases, ...page } = findGenerator(url);
  const [provider, usage] = await Promise.all([currentProvider(), pageUsage(request, context)]);
  return {
    generator: page satisfies GeneratorPageData,
    categoryTitle: categoryBySlug(page.category)?.title ?? "",
    provider: provider.info.label,
    usage,
  };
}

/**
 * What the visitor has left today. A first-time visitor (no cookie at all)
 * has the full allowance, which needs no database query.
 */
async function pageUsage(request: Request, context: Route.LoaderArgs["context"]): Promise<UsageView> {
  if (!request.headers.get("cookie")) {
    const limits = await usageLimits(db());
    return { kind: "visitor", used: 0, allowance: limits.visitorDaily, remaining: limits.visitorDaily };
  }
  const { actor } = await actorFor(request, context);
  // The account's state came with the session (one query); test-mode
  // subscriptions renew when read: do it before the allowance is shown.
  let account = actor.userId ? await accountStateFor(db(), request, actor.userId) : undefined;
  if (actor.userId && account?.renewalDue) {
    await renewDue(db(), actor.userId);
    account = await readAccountState(db(), actor.userId);
  }
  const { kind, used, allowance, remaining } = await usageStatus(db(), actor, new Date(), account);
  return { kind, used, allowance, remaining };
}

/**
 * The form post without JavaScript: the server renders the results. A failure
 * that is not the visitor's doing answers 200 with the message in the page:
 * proxies replace 5xx pages with their own.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const generator = findGenerator(url);
  const form = Object.fromEntries(await readForm(request, { checkText: false }));
  const { actor, setCookie } = await actorFor(request, context, { assignVisitor: true });
  const headers = setCookie ? { "Set-Cookie": setCookie } : undefined;
  try {
    const done = await collectGeneration({ db: db(), generator, form, actor, provider: await currentProvider(), signal: request.signal });
    return data(
      {
        ok: true as const,
        names: done.names,
        provider: done.provider.label,
        note: done.note,
        usage: done.usage as UsageView,
        values: form as Record<string, string>,
      },
      { headers },
    );
  } catch (err) {
    if (!(err instanceof GenerationError)) throw err;
    return data(
      { ok: false as const, title: err.title, message: err.message, fieldErrors: err.fieldErrors, limit: err.limit, values: form as Record<string, string> },
      { status: err.status >= 500 ? 200 : err.status, headers },
    );
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const g = loaderData.generator;
  const url = absoluteUrl(siteInfo(matches).siteUrl, g.path);
  return seo(matches, {
    title: g.seo.title,
    description: g.seo.description,
    path: g.path,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "WebApplication",
        name: g.heading,
        url,
        description: g.seo.description,
        applicationCategory: "UtilitiesApplication",
        operatingSystem: "Any",
        isAccessibleForFree: true,
        offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
      },
      {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        mainEntity: g.faq.map((f) => ({
          "@type": "Question",
          name: f.question,
          acceptedAnswer: { "@type": "Answer", text: f.answer },
        })),
      },
    ],
  });
};

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.get("Cache-Control") ? actionHeaders : loaderHeaders;
}

export default function GeneratorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { generator: g, categoryTitle } = loaderData;
  const colors = COLOR_CLASSES[g.color];
  return (
    // Keyed by generator: moving between generators starts with a fresh form.
    <div key={g.slug}>
      <section className={cn("border-b border-slate-200", colors.soft)}>
        <div className="mx-auto max-w-5xl px-4 py-12 text-center sm:px-6">
          <nav aria-label="Breadcrumb" className="flex justify-center gap-2 text-sm text-slate-600">
            <Link to="/" className="hover:text-brand-700">Home</Link>
            <span aria-hidden="true">/</span>
            <Link to={`/${g.category}`} className="hover:text-brand-700">{categoryTitle}</Link>
          </nav>
          <span className={cn("mx-auto mt-6 grid size-14 place-items-center rounded-xl bg-white shadow-sm", colors.text)}>
            <CatalogIcon name={g.icon} className="size-7" />
          </span>
          <h1 className="mt-4 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{g.heading}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">{g.tagline}</p>
        </div>
      </section>
      <Generator generator={g} providerLabel={loaderData.provider} usage={loaderData.usage} actionData={actionData} />
      <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <h2 className="text-2xl font-bold text-slate-900">How to use the {g.heading}</h2>
        <ol className="mt-6 grid gap-5 sm:grid-cols-2">
          {g.howTo.map((step, i) => (
            <li key={step.title} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-600 font-semibold text-white">{i + 1}</span>
              <div>
                <h3 className="font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-1 text-sm text-slate-600">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <AdSlot />
      <section id="faq" className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
        <h2 className="text-center text-2xl font-bold text-slate-900">Frequently Asked Questions</h2>
        <FaqList items={g.faq} className="mt-6" />
      </section>
    </div>
  );
}

type ActionData = Route.ComponentProps["actionData"];

function Generator({
  generator: g,
  providerLabel,
  usage: initialUsage,
  actionData,
}: {
  generator: GeneratorPageData;
  providerLabel: string;
  usage: UsageView;
  actionData: ActionData;
}) {
  const formId = useId();
  const resultsGroup = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const initialNames: GeneratedName[] = actionData?.ok ? actionData.names : [];
  const { state, generate, showInvalid, setFieldErrors } = useGeneration(g.slug, {
    names: initialNames,
    provider: actionData?.ok ? actionData.provider : null,
    note: actionData?.ok ? actionData.note : null,
    error: actionData && !actionData.ok ? { title: actionData.title, message: actionData.message } : null,
    fieldErrors: actionData && !actionData.ok ? actionData.fieldErrors : {},
    usage: actionData?.ok ? actionData.usage : initialUsage,
    limit: actionData && !actionData.ok ? actionData.limit : null,
  });
  const values = actionData?.values ?? {};
  const loading = state.status === "loading";
  const signedIn = Boolean(useRouteLoaderData<{ user: { email: string; name: string } | null }>("root")?.user);
  const favorites = useSavedNames(g.slug, state.names.map((n) => n.name), signedIn && !loading);
  const [tlds, setTlds] = useDomainTlds(g.slug);
  const hasErrors = Object.keys(state.fieldErrors).length > 0;
  useRevealFirstResult(resultsRef, loading, state.names[0]);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The submitter carries "More like this" (like=<name>) when a result card sent the form.
    const form = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    const check = validateGeneratorInput(g, Object.fromEntries(form));
    if (!check.ok) return showInvalid(check.error.title, check.error.message, check.error.fieldErrors);
    void generate(form);
  };

  // Once a message is showing, each change checks again, so it clears as soon as the input is fixed.
  const onChange = () => {
    if (!hasErrors || !formRef.current) return;
    const check = validateGeneratorInput(g, Object.fromEntries(new FormData(formRef.current)));
    setFieldErrors(check.ok ? {} : check.error.fieldErrors);
  };

  return (
    <section className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,380px)_1fr]">
      <div>
        <p className="mb-6 text-slate-600">{g.intro}</p>
        <form
          id={formId}
          ref={formRef}
          method="post"
          noValidate
          onSubmit={onSubmit}
          onInput={onChange}
          className="space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          aria-label={`${g.heading} form`}
        >
          {g.fields.map((field) => (
            <FormField key={field.name} field={field} defaultValue={values[field.name]} error={state.fieldErrors[field.name]} />
          ))}
          <div>
            <Label htmlFor={`${formId}-count`}>Number of names</Label>
            <NativeSelect id={`${formId}-count`} name="count" defaultValue={values.count ?? String(DEFAULT_NAME_COUNT)}>
              {NAME_COUNTS.map((n) => (
                <option key={n} value={n}>
                  {n} names
                </option>
              ))}
            </NativeSelect>
            {state.fieldErrors.count ? <FieldError message={state.fieldErrors.count} /> : null}
          </div>
          <label className="flex items-start gap-2 text-sm text-slate-700">
            <input type="checkbox" name="availableIn" value={tlds[0]} defaultChecked={values.availableIn === tlds[0]} className="mt-0.5" />
            <span>
              Only show names with an available .{tlds[0]}
              <span className="block text-xs text-slate-500">Each name is checked before it is shown, so this takes a little longer.</span>
            </span>
          </label>
          <SubmitArea error={state.error}>
            <UsageNote usage={state.usage} limit={state.limit} path={g.path} />
            <Button type="submit" size="lg" className="w-full" disabled={loading}>
              {loading ? (
                <>
                  <Loader2 className="animate-spin" aria-hidden="true" /> Generating...
                </>
              ) : (
                <>
                  <Wand2 aria-hidden="true" /> Generate {g.noun}
                </>
              )}
            </Button>
          </SubmitArea>
        </form>
      </div>

      <div aria-live="polite" aria-busy={loading}>
        {state.names.length > 0 ? (
          <div ref={resultsRef}>
            <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="text-xl font-semibold text-slate-900">Your {inSentence(g.noun)}</h2>
              {state.provider ? <p className="text-sm text-slate-500" data-testid="provider">Names by {state.provider}</p> : null}
            </div>
            {state.note ? (
              <p role="status" className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="result-note">
                {state.note}
              </p>
            ) : null}
            <div className="mb-4">
              <TldPicker tlds={tlds} onChange={setTlds} />
            </div>
            <ul className="grid gap-4 sm:grid-cols-2" data-testid="results">
              {state.names.map((name) => (
                <ResultCard
                  key={name.name}
                  name={name}
                  group={resultsGroup}
                  signedIn={signedIn}
                  generator={g.slug}
                  saved={favorites.saved.has(name.name)}
                  onSavedChange={(saved) => favorites.set(name.name, saved)}
                  tlds={tlds}
                  moreLikeThis={{ form: formId, disabled: loading }}
                />
              ))}
            </ul>
          </div>
        ) : (
          <div className="grid h-full min-h-72 place-items-center rounded-xl border-2 border-dashed border-slate-200 bg-slate-50 p-8 text-center">
            <div>
              <Sparkles className="mx-auto size-10 text-brand-500" aria-hidden="true" />
              <h2 className="mt-4 text-lg font-semibold text-slate-900">Your names will appear here</h2>
              <p className="mx-auto mt-2 max-w-sm text-sm text-slate-600">
                Fill in the form and we will suggest {inSentence(g.noun)} with their meaning and why they fit.
              </p>
              <Button type="submit" form={formId} className="mt-6" disabled={loading}>
                {loading ? "Generating..." : "Generate Names"}
              </Button>
              <p className="mt-4 text-xs text-slate-500">Names by {providerLabel}.</p>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}

function FormField({ field, defaultValue, error }: { field: Field; defaultValue?: string; error?: string }) {
  const id = `field-${field.name}`;
  const errorId = `${id}-error`;
  const common = { id, name: field.name, "aria-invalid": error ? true : undefined, "aria-describedby": error ? errorId : undefined };
  return (
    <div>
      <Label htmlFor={id}>{field.label}</Label>
      {field.kind === "select" ? (
        <NativeSelect {...common} defaultValue={defaultValue ?? field.default}>
          {field.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
      ) : field.kind === "textarea" ? (
        <Textarea {...common} placeholder={field.placeholder} maxLength={field.maxLength} defaultValue={defaultValue} rows={4} />
      ) : (
        <Input {...common} placeholder={field.placeholder} maxLength={field.maxLength} defaultValue={defaultValue} />
      )}
      {error ? <FieldError id={errorId} message={error} /> : null}
    </div>
  );
}

function FieldError({ id, message }: { id?: string; message: string }) {
  return (
    <p id={id} className="mt-1.5 text-sm text-red-600">
      {message}
    </p>
  );
}
