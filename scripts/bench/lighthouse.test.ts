import type { Result } from 'lighthouse';
import { expect, it } from 'vitest';
import { recordedRun } from './lighthouse';

/** A Lighthouse result that is only its runtime error, or none. */
const result = (code?: string) => ({ runtimeError: code ? { code, message: code } : undefined }) as unknown as Result;

/** `runOnce` answering `codes` in turn, and how many times it ran. */
function runs(...codes: (string | undefined)[]) {
  const ran = { times: 0 };
  const runOnce = async () => result(codes[Math.min(ran.times++, codes.length - 1)]);
  return { ran, runOnce };
}

it('runs Lighthouse again when it recorded nothing, and keeps the run that measured', async () => {
  const { ran, runOnce } = runs('NO_NAVSTART', undefined);
  expect((await recordedRun(runOnce)).runtimeError).toBeUndefined();
  expect(ran.times).toBe(2);
});

it('gives up after three runs that recorded nothing, with the last error', async () => {
  const { ran, runOnce } = runs('NO_NAVSTART');
  expect((await recordedRun(runOnce)).runtimeError?.code).toBe('NO_NAVSTART');
  expect(ran.times).toBe(3);
});

it('does not run again for an error of the page, such as no paint', async () => {
  const { ran, runOnce } = runs('NO_FCP', undefined);
  expect((await recordedRun(runOnce)).runtimeError?.code).toBe('NO_FCP');
  expect(ran.times).toBe(1);
});
