/** The counting periods an allowance is kept in: a UTC day and a UTC month. */
export function periods(now: Date) {
  const iso = now.toISOString();
  return { day: iso.slice(0, 10), month: iso.slice(0, 7) };
}
