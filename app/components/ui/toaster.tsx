import { Toaster as Sonner } from "sonner";

/** One toast visible at a time, as the product has always shown them. */
export function Toaster() {
  return <Sonner position="top-center" visibleToasts={1} richColors closeButton />;
}
