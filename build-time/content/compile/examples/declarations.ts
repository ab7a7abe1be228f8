import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Where the examples' imports of '@lumenize/*' find their types, the one place that says so: the
 * declarations the API reference of the example's version is made from, `<version's tree>/api/<id>/index.d.ts`
 * for `@lumenize/<id>` (the content folder is the latest's tree), so an example and the reference
 * cannot disagree, and an archived guide is checked against its own release.
 */
export function lumenizePaths(versionTree: string): Record<string, string[]> {
  return { '@lumenize/*': [`./${versionTree}/api/*/index.d.ts`] };
}

/**
 * Stand-ins for packages the site does not install: `cloudflare:test` (its real types come with
 * @cloudflare/vitest-pool-workers, which brings its own wrangler and workerd) and `agents`.
 */
const STAND_INS = ['build-time/content/compile/examples/cloudflare-test.d.ts', 'build-time/content/compile/examples/agents.d.ts'];

/**
 * The declaration files every example's program holds besides its own fences, by the name they
 * get in the examples' virtual file system. Read once per process: they do not change during a build.
 */
let declarations: Record<string, string> | undefined;
export function exampleDeclarations(): Record<string, string> {
  declarations ??= Object.fromEntries(STAND_INS.map((file) => [`.examples/types/${path.basename(file)}`, readFileSync(path.resolve(file), 'utf8')]));
  return declarations;
}
