import type { z } from 'zod';

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
