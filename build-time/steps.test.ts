import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { BUILD_STEPS } from './steps';

/** ARCHITECTURE.md's list of the build's steps: each item's bold name and the step file it names, in order. */
function documentedSteps(): { name: string; file?: string }[] {
  const text = readFileSync(resolve(__dirname, '../ARCHITECTURE.md'), 'utf8');
  const section = text.split(/^## /m).find((part) => part.startsWith('The build\n'));
  if (!section) throw new Error('ARCHITECTURE.md has no section "## The build"');
  return [...section.matchAll(/^\d+\. \*\*([^*]+)\*\*(?: \(`([^`]+)`\))?/gm)].map(([, name, file]) => ({ name, file }));
}

it('ARCHITECTURE.md lists the build’s steps as the build runs them: each by its name, in order, with its file', () => {
  const run = BUILD_STEPS.map((step) => ({ name: step.name, file: step.bin === 'tsx' ? step.args[0] : undefined }));
  expect(documentedSteps()).toEqual(run);
});
