/**
 * The text of an inline `<script>` that calls `fn` with `args`: the one way the site writes an
 * inline script, so each is a typed function whose arguments are checked. An inline script runs
 * while the page is parsed, so what it wires up works from the first paint, long before the
 * framework's scripts have arrived. `fn` and any function passed among `args` are written out as
 * their source (`Function.prototype.toString`): they must use nothing but their parameters and
 * browser globals. Other values are passed as JSON, with `<` escaped so no value can close the
 * script element.
 */
export function inlineScript<A extends unknown[]>(fn: (...args: A) => void, ...args: A): string {
  const source = (value: unknown) => (typeof value === 'function' ? functionSource(value) : JSON.stringify(value ?? null).replace(/</g, '\\u003c'));
  return `(${functionSource(fn)})(${args.map(source).join(',')});`;
}

/**
 * A function's source, refused when a compiler has made it call a helper of its own module: tsx
 * (which runs the build) keeps names by wrapping named inner functions in `__name(…)`, which the
 * page does not define.
 */
function functionSource(fn: unknown): string {
  const source = String(fn);
  if (/\b__name\(/.test(source)) {
    throw new Error(
      `inlineScript: ${(fn as { name?: string }).name || 'a function'} calls __name, a helper of the compiler the page lacks; write its inner functions as anonymous arrows`,
    );
  }
  return source;
}
