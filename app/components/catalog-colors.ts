import type { ColorName } from "~/generation/catalog/types";

/** Literal class names per colour, so Tailwind sees every one of them. */
export const COLOR_CLASSES: Record<ColorName, { soft: string; text: string; gradient: string }> = {
  blue: { soft: "bg-blue-50", text: "text-blue-600", gradient: "from-blue-500 to-indigo-500" },
  violet: { soft: "bg-violet-50", text: "text-violet-600", gradient: "from-violet-500 to-purple-500" },
  emerald: { soft: "bg-emerald-50", text: "text-emerald-600", gradient: "from-emerald-500 to-teal-500" },
  amber: { soft: "bg-amber-50", text: "text-amber-600", gradient: "from-amber-500 to-orange-500" },
  rose: { soft: "bg-rose-50", text: "text-rose-600", gradient: "from-rose-500 to-pink-500" },
  cyan: { soft: "bg-cyan-50", text: "text-cyan-600", gradient: "from-cyan-500 to-sky-500" },
  orange: { soft: "bg-orange-50", text: "text-orange-600", gradient: "from-orange-500 to-red-500" },
  fuchsia: { soft: "bg-fuchsia-50", text: "text-fuchsia-600", gradient: "from-fuchsia-500 to-pink-500" },
  teal: { soft: "bg-teal-50", text: "text-teal-600", gradient: "from-teal-500 to-emerald-500" },
  indigo: { soft: "bg-indigo-50", text: "text-indigo-600", gradient: "from-indigo-500 to-violet-500" },
  lime: { soft: "bg-lime-50", text: "text-lime-700", gradient: "from-lime-500 to-green-500" },
  sky: { soft: "bg-sky-50", text: "text-sky-600", gradient: "from-sky-500 to-blue-500" },
  red: { soft: "bg-red-50", text: "text-red-600", gradient: "from-red-500 to-rose-500" },
  pink: { soft: "bg-pink-50", text: "text-pink-600", gradient: "from-pink-500 to-fuchsia-500" },
  slate: { soft: "bg-slate-100", text: "text-slate-700", gradient: "from-slate-600 to-slate-800" },
};
