/**
 * The other files of a fence's project, given the path each fence of the page is saved at: for
 * each path another fence names, the last version of it before this fence, or the first one after
 * it when the page shows the file later (a test shown before the Worker it imports). Returns the
 * chosen fence's index by path. The build's type check and `npm run test:examples` both read a
 * page this way, so an example runs in the project it was checked in.
 */
export function projectAround(names: readonly string[], index: number): Map<string, number> {
  const chosen = new Map<string, number>();
  const after = [...names.keys()].filter((other) => other > index).reverse();
  const before = [...names.keys()].filter((other) => other < index);
  for (const other of [...after, ...before]) if (names[other] !== names[index]) chosen.set(names[other], other);
  return chosen;
}
