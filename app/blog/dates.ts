import { format } from "date-fns";

/**
 * Formats a date by its UTC calendar day, so the server and every visitor's
 * browser print the same day ("MMM d, yyyy" on lists, "MMMM d, yyyy" on posts).
 */
export function formatDay(date: Date | string, pattern: "MMM d, yyyy" | "MMMM d, yyyy"): string {
  const d = typeof date === "string" ? new Date(date) : date;
  return format(new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()), pattern);
}

/** "2026-11-12" for <input type="date"> and <time dateTime>. */
export function isoDay(date: Date | string): string {
  return (typeof date === "string" ? new Date(date) : date).toISOString().slice(0, 10);
}
