import { ChevronDown } from "lucide-react";
import { useId } from "react";
import { cn } from "~/lib/utils";

/**
 * An accordion of questions. Native <details> sharing one `name` keeps a
 * single item open, stays collapsible, needs no JavaScript, and keeps every
 * answer in the server-rendered HTML for search engines.
 */
export function FaqList({ items, className }: { items: { question: string; answer: string }[]; className?: string }) {
  const group = useId();
  return (
    <div className={cn("divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white", className)}>
      {items.map((item) => (
        <details key={item.question} name={group} className="group px-5 py-4">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium text-slate-900 [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown className="size-5 shrink-0 text-slate-500 transition group-open:rotate-180" aria-hidden="true" />
          </summary>
          <p className="mt-3 text-slate-600">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
