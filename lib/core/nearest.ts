/**
 * "Did you mean": the one name of a list nearest to one that is none of them, for every place that
 * suggests one: a misspelled field or component and a link to a missing page in the content step's
 * messages, and the page nearest to an unknown address on the not-found page, whose inline script
 * runs these in the browser. So each function is self-contained, using nothing but its parameters
 * (lib/site/inline-script.ts): `nearest` takes the distance and the form it compares as parameters.
 */

/**
 * The edits that turn `a` into `b`: inserting, deleting or replacing a character, or swapping two
 * neighbours (`titel` → `title` is one), the typos a writer makes.
 */
export function editDistance(a: string, b: string): number {
  // Rows of the table, two back: a swap looks at the row before the previous one.
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) current[j] = Math.min(current[j], before[j - 2] + 1);
    }
    [before, previous] = [previous, current];
  }
  return previous[b.length];
}

/**
 * Of `candidates`, the one fewest edits (`distance`) from `wanted`, both compared in the form
 * `form` gives them (lower case unless told otherwise); the first of those that tie. None when even
 * that one is further than a quarter of `wanted` (two edits at least), or as far as `wanted` is long:
 * a guess that far off would mislead more than it helps.
 */
export function nearest(
  wanted: string,
  candidates: readonly string[],
  distance: (a: string, b: string) => number,
  form: (text: string) => string = (text) => text.toLowerCase(),
): string | undefined {
  const target = form(wanted);
  let found: string | undefined;
  let fewest = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const edits = distance(target, form(candidate));
    if (edits < fewest) [found, fewest] = [candidate, edits];
  }
  return fewest <= Math.max(2, Math.floor(target.length / 4)) && fewest < target.length ? found : undefined;
}

/**
 * An address as `nearest` compares routes: the ways of writing one route that lead to it or that
 * a writer mixes up count for nothing (case, hyphens and underscores, spaces, a trailing slash,
 * `.html` or `/index.html`), so `/docs/RPC/quickstart/` is no edit from `/docs/rpc/quick-start`.
 */
export const routeForm = (address: string): string =>
  address
    .toLowerCase()
    .replace(/(\/index)?\.html$|\/+$/, '')
    .replace(/[-_\s]|%20/g, '');
