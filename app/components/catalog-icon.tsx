import type { SVGProps } from "react";
import type { IconName } from "~/generation/catalog/types";

/**
 * A catalog icon from the sprite in public/catalog-icons.svg (lucide's
 * drawings), so pages that show many generators load no icon code.
 */
export function CatalogIcon({ name, className, ...props }: { name: IconName } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      {...props}
    >
      <use href={`/catalog-icons.svg#${name}`} />
    </svg>
  );
}
