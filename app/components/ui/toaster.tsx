import { useEffect, useState } from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

// Where sonner's own styles lay toasts across the width of the screen.
const NARROW = "(max-width: 600px)";

/**
 * Top on a phone, where a toast hides only the header, not the form and
 * buttons the thumb is on; the bottom-right corner elsewhere.
 */
function usePosition(): ToasterProps["position"] {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(NARROW);
    setNarrow(query.matches);
    const onChange = () => setNarrow(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return narrow ? "top-center" : "bottom-right";
}

/**
 * Where every toast shows: one at a time, fixed to the viewport, inside
 * sonner's polite live region so screen readers announce it. Its styles come
 * from app.css: sonner's own runtime <style> lands in <head> before Preact
 * hydrates the document, and hydration removes it.
 */
export function Toaster() {
  return <Sonner position={usePosition()} visibleToasts={1} richColors closeButton />;
}
