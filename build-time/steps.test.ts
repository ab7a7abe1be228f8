import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bin, CommandFailed, run } from './run';
import { argsOf, BUILD_STEPS, failureOf, type BuildStep } from './steps';

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

describe('a step’s heap ceiling', () => {
  it('reaches Node, and a step that outgrows it fails saying where to raise it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'heap-'));
    const script = join(dir, 'grow.ts');
    writeFileSync(script, 'const kept: number[][] = [];\nfor (;;) kept.push(new Array(100_000).fill(1));\n');
    const step: BuildStep = { name: 'grow', bin: 'tsx', args: [script], heapMb: 64 };
    const failure = await run(bin('tsx'), argsOf(step), { stdio: 'ignore' }).then(
      () => undefined,
      (error: unknown) => error,
    );
    rmSync(dir, { recursive: true, force: true });
    expect(failure).toBeInstanceOf(CommandFailed);
    expect(failureOf(step, failure as CommandFailed)).toMatch(/build step grow failed \(exit 134\): .*64 MB heap; raise its heapMb in build-time\/steps\.ts/);
  });

  it('says nothing of the heap for a step that failed otherwise', () => {
    const content = BUILD_STEPS.find((step) => step.heapMb !== undefined)!;
    expect(failureOf(content, { code: 1, signal: null })).toBe(`build step ${content.name} failed (exit 1)`);
  });

  it('is refused on a step whose binary does not hand Node its flags', () => {
    expect(() => argsOf({ name: 'next build', bin: 'next', args: ['build'], heapMb: 512 })).toThrow('build step next build: heapMb is for tsx steps');
  });
});
