import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under `dir`, recursively, as paths that start with `dir`; `skip` names folders not to enter. */
export function filesUnder(dir: string, { skip = [] as readonly string[] } = {}): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return skip.includes(entry.name) ? [] : filesUnder(path, { skip });
    return [path];
  });
}
