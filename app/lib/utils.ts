import { clsx, type ClassValue } from "clsx";

/** Joins class names. Callers never pass two classes for the same property. */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
