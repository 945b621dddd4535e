import type { CategorySlug } from "./types";

/** Category names and paths: small enough for every page's header and footer. */
export const CATEGORY_NAV: ReadonlyArray<{ slug: CategorySlug; path: string; title: string; shortTitle: string }> = [
  { slug: "business-brand", path: "/business-brand", title: "Business & Brand Names", shortTitle: "Business & Brand" },
  { slug: "personal-social", path: "/personal-social", title: "Personal & Social Media", shortTitle: "Personal & Social" },
  { slug: "writing-creative", path: "/writing-creative", title: "Writing & Creative", shortTitle: "Writing & Creative" },
  { slug: "niche-specific", path: "/niche-specific", title: "Niche-Specific", shortTitle: "Niche-Specific" },
  { slug: "tech-industry", path: "/tech-industry", title: "Tech & Industry-Specific", shortTitle: "Tech & Industry" },
  { slug: "geographical-local", path: "/geographical-local", title: "Geographical & Local", shortTitle: "Geographical & Local" },
  { slug: "fantasy-gaming", path: "/fantasy-gaming", title: "Fantasy & Gaming", shortTitle: "Fantasy & Gaming" },
  { slug: "specialty-fun", path: "/specialty-fun", title: "Specialty & Fun", shortTitle: "Specialty & Fun" },
];
