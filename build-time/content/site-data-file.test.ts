import { describe, expect, it } from 'vitest';
import { ContentProblems } from '@/lib/core/problems';
import { SiteConfigError } from './site-config-schema';
import { reportOf } from './site-data-file';

describe('what the content step shows of an error', () => {
  it('gives a writer’s mistake as its report, without a stack', () => {
    const mistake = new ContentProblems([{ file: 'content/docs/a.mdx', line: 3, message: 'Unknown component <Card>.' }]);
    expect(reportOf(mistake)).toBe('content/docs/a.mdx:3: Unknown component <Card>.\n1 problem in 1 file.');
    expect(reportOf(new SiteConfigError('content/site.config.ts: colorMode.defaultMode: Unknown colour mode "sepia"'))).toBe(
      'content/site.config.ts: colorMode.defaultMode: Unknown colour mode "sepia"',
    );
  });

  it('gives a fault of the site’s own code with its stack', () => {
    const fault = new TypeError("Cannot read properties of undefined (reading 'url')");
    expect(reportOf(fault)).toMatch(/^TypeError: Cannot read properties of undefined \(reading 'url'\)\n\s+at /);
  });
});
