import type { z } from 'zod';
import { ContentProblems } from '@/lib/core/problems';

/**
 * A schema failure as writers read it: the file, then each bad field by its path, with the item's
 * name beside an index where one is known (`items[3] (createRpcClient).summary`).
 */
export function describeIssues(
  file: string,
  error: z.ZodError,
  prefix: (string | number)[] = [],
  nameAt: (index: number) => unknown = () => undefined,
): string {
  const lines = error.issues.map((issue) => {
    const path = [...prefix, ...issue.path]
      .map((part, position) => {
        if (typeof part !== 'number') return position === 0 ? String(part) : `.${String(part)}`;
        const name = position === prefix.length ? nameAt(part) : undefined;
        return `[${part}]${typeof name === 'string' ? ` (${name})` : ''}`;
      })
      .join('');
    return `${file}: ${path || '(file)'}: ${issue.message}`;
  });
  return lines.join('\n');
}

/** A schema failure thrown as the writer's mistakes, one a bad field, each naming the file and the field. */
export function schemaProblems(file: string, error: z.ZodError, prefix: (string | number)[] = []): ContentProblems {
  return new ContentProblems(
    describeIssues(file, error, prefix)
      .split('\n')
      .map((line) => ({ file, message: line.slice(`${file}: `.length) })),
  );
}
