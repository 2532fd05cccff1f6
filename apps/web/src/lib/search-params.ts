/** A change to the address's query: a value sets the parameter, null or '' removes it. */
export type ParamChange = Record<string, string | null>;

/** A copy of `current` with `change` made (lists keep their filters, sort and page in the address). */
export function withParams(current: URLSearchParams, change: ParamChange): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(change)) {
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  }
  return next;
}
