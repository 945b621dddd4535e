import { Toaster as Sonner } from "sonner";

/**
 * Where every toast shows: one at a time, in the bottom-right corner of the
 * viewport (across the bottom on phones), inside sonner's polite live region
 * so screen readers announce it. Its styles come from app.css: sonner's own
 * runtime <style> lands in <head> before Preact hydrates the document, and
 * hydration removes it.
 */
export function Toaster() {
  return <Sonner position="bottom-right" visibleToasts={1} richColors closeButton />;
}
