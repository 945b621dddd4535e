import { useEffect, useRef, type RefObject } from "react";

// Bringing what just appeared into view, where the person is not looking.

/** Smooth unless the person asked for less motion. */
function scrollBehavior(): ScrollBehavior {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

/** Whether the element shows whole between the fixed header and the bottom of the window. */
function inView(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  // The site header is fixed over the top of the page.
  const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
  return rect.top >= Math.max(0, header) && rect.bottom <= window.innerHeight;
}

/**
 * Once per generation, when its first name arrives, scrolls the results into
 * view unless the first card's name is already visible. Names that follow
 * never move the page.
 */
export function useRevealFirstResult(results: RefObject<HTMLElement | null>, loading: boolean, first: unknown) {
  // The first name on show when this generation started: another one there means it arrived.
  const armed = useRef<{ before: unknown } | null>(null);
  const frame = useRef(0);
  useEffect(() => {
    if (loading && !armed.current) armed.current = { before: first };
    if (!armed.current) return;
    if (first === armed.current.before) {
      if (!loading) armed.current = null;
      return;
    }
    armed.current = null;
    // On the next frame, after this render's follow-ups (the domain picker appears above the list).
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      const name = results.current?.querySelector("[data-testid=result-name]");
      if (!results.current || !name || inView(name)) return;
      results.current.scrollIntoView({ block: "start", behavior: scrollBehavior() });
    });
  }, [results, loading, first]);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);
}

/** Scrolls the element into view, as little as needed, each time `key` changes to something. */
export function useRevealOnChange(element: RefObject<HTMLElement | null>, key: unknown) {
  useEffect(() => {
    if (!key || !element.current || inView(element.current)) return;
    element.current.scrollIntoView({ block: "nearest", behavior: scrollBehavior() });
  }, [element, key]);
}
