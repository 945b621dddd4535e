import { Sparkles } from "lucide-react";
import { Link } from "react-router";
import { CATEGORY_NAV } from "~/generation/catalog/category-nav";

const QUICK_LINKS = [
  { to: "/generators", label: "All Generators" },
  { to: "/blog", label: "Blog" },
  { to: "/pricing", label: "Pricing" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/terms", label: "Terms of Service" },
  { to: "/refund-policy", label: "Refund Policy" },
  { to: "/sitemap", label: "Sitemap" },
];

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <Link to="/" className="flex items-center gap-2 text-lg font-bold text-slate-900">
            <span className="grid size-8 place-items-center rounded-lg bg-brand-600 text-white">
              <Sparkles className="size-4" aria-hidden="true" />
            </span>
            Namesmith
          </Link>
          <p className="mt-3 text-sm text-slate-600">AI-powered name generator for all your needs</p>
        </div>
        <FooterList title="Generators" links={CATEGORY_NAV.slice(0, 4).map((c) => ({ to: c.path, label: c.shortTitle }))} />
        <FooterList title="Special Generators" links={CATEGORY_NAV.slice(4).map((c) => ({ to: c.path, label: c.shortTitle }))} />
        <FooterList title="Quick Links" links={QUICK_LINKS} />
      </div>
      <div className="border-t border-slate-200 py-6 text-center text-sm text-slate-500">
        © {year} Namesmith. All rights reserved.
      </div>
    </footer>
  );
}

function FooterList({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-900">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="text-sm text-slate-600 hover:text-brand-700">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
