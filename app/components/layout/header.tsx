import { ChevronDown, Menu, Sparkles, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { CATEGORY_NAV } from "~/generation/catalog/category-nav";
import { cn } from "~/lib/utils";

export interface HeaderUser {
  email: string;
  name: string;
}

const NAV = [
  { to: "/generators", label: "All Generators" },
  { to: "/blog", label: "Blog" },
  { to: "/#how-it-works", label: "How It Works" },
  { to: "/#faq", label: "FAQ" },
] as const;

/** Closes a popup on Escape and on a click outside `ref`. */
function useDismiss(open: boolean, close: () => void, ref: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && close();
    const onClick = (e: MouseEvent) => ref.current && !ref.current.contains(e.target as Node) && close();
    document.addEventListener("keydown", onKey);
    document.addEventListener("mousedown", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("mousedown", onClick);
    };
  }, [open, close, ref]);
}

export function Header({ user }: { user: HeaderUser | null }) {
  const [scrolled, setScrolled] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const location = useLocation();

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 10);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  // A new page closes the mobile menu.
  useEffect(() => setMobileOpen(false), [location.pathname, location.hash]);

  return (
    <header
      data-compact={scrolled ? "true" : "false"}
      className={cn(
        "fixed inset-x-0 top-0 z-40 border-b transition-all duration-200",
        scrolled ? "border-slate-200 bg-white/95 py-2 shadow-md backdrop-blur" : "border-transparent bg-white py-4",
      )}
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <span className="grid size-8 place-items-center rounded-lg bg-brand-600 text-white">
            <Sparkles className="size-4" aria-hidden="true" />
          </span>
          Namesmith
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          <NavItem to="/generators">All Generators</NavItem>
          <CategoriesDropdown />
          {NAV.slice(1).map((item) => (
            <NavItem key={item.to} to={item.to}>
              {item.label}
            </NavItem>
          ))}
        </nav>

        <div className="hidden items-center gap-2 lg:flex">
          <NavItem to="/pricing">Pricing</NavItem>
          {user ? (
            <AccountMenu user={user} />
          ) : (
            <>
              <Link to="/sign-in" className={buttonVariants({ variant: "ghost" })}>
                Sign In
              </Link>
              <Link to="/sign-up" className={buttonVariants()}>
                Sign Up
              </Link>
            </>
          )}
        </div>

        <button
          type="button"
          className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "lg:hidden")}
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          aria-label={mobileOpen ? "Close menu" : "Open menu"}
          onClick={() => setMobileOpen((o) => !o)}
        >
          {mobileOpen ? <X /> : <Menu />}
        </button>
      </div>
      {mobileOpen ? <MobileMenu user={user} /> : null}
    </header>
  );
}

function NavItem({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <NavLink
      to={to}
      className={({ isActive }) =>
        cn(
          "rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900",
          isActive && !to.includes("#") && "text-brand-700",
        )
      }
    >
      {children}
    </NavLink>
  );
}

function CategoriesDropdown() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = () => setOpen(false);
  useDismiss(open, close, ref);
  const location = useLocation();
  useEffect(close, [location.pathname]);

  return (
    <div
      ref={ref}
      className="group relative"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={close}
    >
      <button
        type="button"
        className="flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
        aria-expanded={open}
        aria-controls="categories-menu"
        onClick={() => setOpen((o) => !o)}
      >
        Categories <ChevronDown className={cn("size-4 transition-transform", open && "rotate-180")} aria-hidden="true" />
      </button>
      <div
        id="categories-menu"
        className={cn("absolute left-0 top-full z-50 w-72 pt-2", open ? "block" : "hidden")}
      >
        <ul className="rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
          {CATEGORY_NAV.map((c) => (
            <li key={c.slug}>
              <Link
                to={c.path}
                className="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus:bg-slate-100"
              >
                {c.title}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function AccountMenu({ user }: { user: HeaderUser }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(open, () => setOpen(false), ref);
  const initial = (user.name || user.email).charAt(0).toUpperCase();
  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        className="grid size-9 place-items-center rounded-full bg-brand-100 font-semibold text-brand-700 hover:bg-brand-200"
        aria-expanded={open}
        aria-haspopup="menu"
        aria-label="Account menu"
        onClick={() => setOpen((o) => !o)}
      >
        {initial}
      </button>
      {open ? (
        <div role="menu" className="absolute right-0 top-full z-50 mt-2 w-60 rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
          <p className="truncate px-3 py-2 text-sm text-slate-500">{user.email}</p>
          <Link role="menuitem" to="/dashboard" className="block rounded-md px-3 py-2 text-sm hover:bg-slate-100">
            Dashboard
          </Link>
          <Link role="menuitem" to="/subscription" className="block rounded-md px-3 py-2 text-sm hover:bg-slate-100">
            Subscription
          </Link>
          <Form method="post" action="/logout">
            <button role="menuitem" type="submit" className="block w-full rounded-md px-3 py-2 text-left text-sm hover:bg-slate-100">
              Log out
            </button>
          </Form>
        </div>
      ) : null}
    </div>
  );
}

function MobileMenu({ user }: { user: HeaderUser | null }) {
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const item = "rounded-md px-3 py-2 text-base font-medium text-slate-800 hover:bg-slate-100";
  const link = `block ${item}`;
  return (
    <nav id="mobile-menu" aria-label="Mobile" className="max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 pt-2 lg:hidden">
      <Link to="/generators" className={link}>
        All Generators
      </Link>
      <button
        type="button"
        className={cn(item, "flex w-full items-center justify-between text-left")}
        aria-expanded={categoriesOpen}
        aria-controls="mobile-categories"
        onClick={() => setCategoriesOpen((o) => !o)}
      >
        Categories <ChevronDown className={cn("size-4 transition-transform", categoriesOpen && "rotate-180")} aria-hidden="true" />
      </button>
      {categoriesOpen ? (
        <ul id="mobile-categories" className="ml-3 border-l border-slate-200 pl-2">
          {CATEGORY_NAV.map((c) => (
            <li key={c.slug}>
              <Link to={c.path} className="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100">
                {c.title}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {NAV.slice(1).map((item) => (
        <Link key={item.to} to={item.to} className={link}>
          {item.label}
        </Link>
      ))}
      <Link to="/pricing" className={link}>
        Pricing
      </Link>
      <div className="mt-3 border-t border-slate-200 pt-3">
        {user ? (
          <>
            <p className="truncate px-3 py-2 text-sm text-slate-500">{user.email}</p>
            <Link to="/dashboard" className={link}>
              Dashboard
            </Link>
            <Link to="/subscription" className={link}>
              Subscription
            </Link>
            <Form method="post" action="/logout">
              <button type="submit" className={cn(item, "block w-full text-left")}>
                Log out
              </button>
            </Form>
          </>
        ) : (
          <div className="flex gap-2 px-3">
            <Link to="/sign-in" className={cn(buttonVariants({ variant: "outline" }), "flex-1")}>
              Sign In
            </Link>
            <Link to="/sign-up" className={cn(buttonVariants(), "flex-1")}>
              Sign Up
            </Link>
          </div>
        )}
      </div>
    </nav>
  );
}
