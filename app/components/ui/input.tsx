import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

const field =
  "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:opacity-60 aria-invalid:border-red-500 aria-invalid:ring-red-100";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(field, "h-10", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(field, "min-h-24 resize-y", className)} {...props} />;
}

/** A native select: it works before (and without) JavaScript. */
export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(field, "h-10 appearance-auto", className)} {...props} />;
}

export function Label({ className, ...props }: ComponentProps<"label">) {
  return <label className={cn("mb-1.5 block text-sm font-medium text-slate-800", className)} {...props} />;
}
