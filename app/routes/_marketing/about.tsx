import { Link } from "react-router";
import type { Route } from "./+types/about";
import { buttonVariants } from "~/components/ui/button";
import { seo } from "~/lib/seo";

/** The same page for every first-time visitor: kept briefly by server.mjs (page-cache.mjs). */
export const handle = { anonymousCache: true };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "About Namesmith – AI Name Generator",
    description:
      "Namesmith is an AI name generation platform for businesses, brands, books, games, pets and more. Learn how it works, who it is for and what it costs.",
    path: "/about",
  });

const AUDIENCES = [
  { who: "Entrepreneurs", what: "naming a company, a startup, a shop or a side project before the launch." },
  { who: "Marketers", what: "looking for product, campaign and brand names that are easy to say and remember." },
  { who: "Creators", what: "choosing a channel, podcast, stream or social media handle that fits their content." },
  { who: "Writers", what: "finding character names, pen names and titles for books, songs and screenplays." },
  { who: "Gamers", what: "building a fantasy world, a D&D party, a clan or a username that stands out." },
  { who: "Pet owners", what: "picking the right name for a new dog, cat, horse, warrior cat or any other companion." },
];

export default function About() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">About us</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900">About Namesmith</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-600">
        Namesmith is an AI name generation platform. It helps you go from a blank page to a shortlist of names you
        actually like, each one explained, in a few seconds.
      </p>

      <div className="prose-page mt-8">
        <h2>What Namesmith is</h2>
        <p>
          A good name does a lot of work. It tells people what you do, sets a tone and sticks in their memory. Finding
          one is hard: the obvious ideas are taken, brainstorming stalls, and lists of random words rarely fit what
          you had in mind. Namesmith brings together more than 80 specialised name generators in one place, from
          business, product and domain names to book titles, fantasy characters, podcasts, restaurants and pets.
        </p>
        <p>
          Each generator asks for the details that matter for its kind of name, so a bakery gets names that sound like
          a bakery and an elf gets a name that sounds like it came from an old forest. Every suggestion comes with its
          meaning, the personality traits it suggests, why it fits what you described and where the name comes from,
          so you can judge a name on more than its first impression.
        </p>

        <h2>Who it is for</h2>
        <ul>
          {AUDIENCES.map((a) => (
            <li key={a.who}>
              <strong className="font-semibold text-slate-900">{a.who}</strong> {a.what}
            </li>
          ))}
        </ul>

        <h2>How it works</h2>
        <ol>
          <li>
            <strong className="font-semibold text-slate-900">Pick a generator.</strong> Browse{" "}
            <Link to="/generators">all generators</Link> or start from a category such as Business &amp; Brand Names
            or Fantasy &amp; Gaming.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">Describe what you are naming.</strong> A sentence or two
            is enough: what it is, who it is for, the feeling you want.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">Choose your options.</strong> Style, tone, length, genre
            or breed, depending on the generator, and how many names you want.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">Get names with meanings.</strong> Read the explanation
            for each name, save the ones you like to your favorites and generate again to explore further.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">Check before you commit.</strong> For business and brand
            names, Namesmith offers domain availability checks and trademark search links. They are a useful starting
            point, not legal advice, so confirm your choice with the official registries before you use it.
          </li>
        </ol>

        <h2>Where the names come from</h2>
        <p>
          We want to be clear about how names are made. When an AI provider is configured, Namesmith sends your
          description and options to that provider (an OpenAI-compatible language model service), which writes the
          names and their explanations. When no AI provider is available, Namesmith uses its own built-in offline name
          engine, which combines curated word lists, sounds and patterns for each kind of name. The offline engine is
          fast and always available, but it is less inventive than a language model. Either way, the results are
          suggestions for you to consider, and you decide what to keep.
        </p>

        <h2>Plans</h2>
        <p>
          Namesmith is free to use. Without an account you can run 3 generations per day. A free account raises that
          to 15 per day and adds saved favorites and a personal dashboard. Premium costs $5 per month or $50 per year
          (a saving of $10) and gives you unlimited generations under a fair-use limit of 750 generations per month,
          which is far more than almost anyone needs. Premium subscribers never see ads. See{" "}
          <Link to="/pricing">pricing</Link> for the full comparison.
        </p>

        <h2>Get in touch</h2>
        <p>
          Questions, ideas for a new generator or a problem with your account? Visit the{" "}
          <Link to="/contact">contact page</Link>; we answer every message within 24 to 48 hours.
        </p>
      </div>

      <div className="mt-10 flex flex-wrap gap-3">
        <Link to="/generators" className={buttonVariants({ size: "lg" })}>
          Explore Generators
        </Link>
        <Link to="/pricing" className={buttonVariants({ variant: "outline", size: "lg" })}>
          View Pricing
        </Link>
      </div>
    </div>
  );
}
