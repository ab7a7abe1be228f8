/**
 * Break points inside a name too long for its line, where a reader splits it: at camelCase seams
 * (`get|DO|Namespace`, an acronym ending where a capitalised word starts) and after `.`, `/`, `-`,
 * `_`. The social cards wrap titles there, and the docs sidebar lets its labels wrap there.
 */
export function splitLongWord(word: string): string[] {
  return word.split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])|(?<=[./_-])(?=.)/);
}
