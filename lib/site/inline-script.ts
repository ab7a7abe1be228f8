/**
 * The text of an inline `<script>` that calls `fn` with `args`. An inline script runs while the
 * page is parsed, so what it wires up works from the first paint, long before the framework's
 * scripts have arrived. `fn` and any function passed among `args` are written out as their source
 * (`Function.prototype.toString`): they must use nothing but their parameters and browser globals.
 * Other values are passed as JSON, with `<` escaped so no value can close the script element.
 */
export function inlineScript<A extends unknown[]>(fn: (...args: A) => void, ...args: A): string {
  const source = (value: unknown) => (typeof value === 'function' ? value.toString() : JSON.stringify(value ?? null).replace(/</g, '\\u003c'));
  return `(${fn.toString()})(${args.map(source).join(',')});`;
}
