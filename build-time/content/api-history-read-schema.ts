import { z } from 'zod';
import { describeIssues } from './schema-errors';

/**
 * What the build reads of `api-history.json` (./api-history.ts), checked: the releases, the
 * package renames, and each item's added, removed, movedTo and changes. The file may say more
 * (the notes of the script that writes it), which the build does not read.
 */
const release = z.string().regex(/^\d+\.\d+\.\d+$/, 'a release version, major.minor.patch');
const packageName = z.string().regex(/^@[a-z0-9-]+\/[a-z0-9-.]+$/, 'an npm package name, @scope/name');

const historySchema = z.object({
  versions: z.array(release).min(1),
  renames: z.array(z.object({ version: release, from: packageName, to: packageName })),
  items: z.array(
    z.object({
      package: packageName,
      name: z.string().min(1),
      added: release,
      removed: release.optional(),
      movedTo: packageName.optional(),
      changes: z.array(z.object({ version: release, note: z.string().min(1), real: z.boolean() })),
    }),
  ),
});

export type ApiHistoryFile = z.infer<typeof historySchema>;

/** The file's data, checked; a mistake names the file (`source`) and the field. */
export function checkApiHistory(data: unknown, source: string): ApiHistoryFile {
  const parsed = historySchema.safeParse(data);
  if (!parsed.success) throw new Error(describeIssues(source, parsed.error));
  return parsed.data;
}
