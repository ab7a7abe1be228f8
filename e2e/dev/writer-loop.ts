/**
 * The writer's loop in `npm run dev`, for the dev specs: edits of the content copy (e2e/dev/dev-server.ts)
 * that are put back after each test, and the time from saving a file to seeing it in the open tab.
 */
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '../test';
import { contentDoneAfter, DEV_CONTENT, expect } from './dev-server';

export const file = (path: string) => join(DEV_CONTENT, path);

/**
 * The target is 2 s from saving a file to our part of the loop being done, on the project's 2-core
 * machine: the content step has rebuilt the model and said so in the terminal. Each edit must meet
 * it, the first of the session included. What follows, next dev noticing the model and the tab
 * updating, is Next's (its dev update sometimes takes seconds more, vercel/next.js#91319): the run
 * prints that time for every edit, to the tab, with the median, and bounds it only where the
 * terminal says nothing of the edit.
 */
export const TARGET = 2_000;
/** Each edit: the time until our content step was done (or undefined), the page changed, and the test's check saw it. */
const latencies: [string, number | undefined, number, number][] = [];

/** Files as they were before a test touched them, put back after it. */
const originals = new Map<string, string | undefined>();
export function edit(file: string, change: (text: string) => string) {
  const text = readFileSync(file, 'utf8');
  if (!originals.has(file)) originals.set(file, text);
  const changed = change(text);
  expect(changed, `the edit of ${file} changes nothing`).not.toBe(text);
  writeFileSync(file, changed);
}
export function create(file: string, text: string) {
  if (!originals.has(file)) originals.set(file, existsSync(file) ? readFileSync(file, 'utf8') : undefined);
  writeFileSync(file, text);
}
export function rename(from: string, to: string) {
  if (!originals.has(from)) originals.set(from, readFileSync(from, 'utf8'));
  if (!originals.has(to)) originals.set(to, undefined);
  renameSync(from, to);
}
/** The text a file had before the test touched it (undefined: it did not exist). */
export const original = (file: string) => originals.get(file);

/** Puts back every file the test touched: for `test.afterEach`. */
export function restoreFiles() {
  for (const [file, text] of originals) {
    if (text === undefined) rmSync(file, { force: true });
    else writeFileSync(file, text);
  }
  originals.clear();
}

/** Prints the edits' times and their median: for `test.afterAll`. */
export function printLatencies() {
  if (latencies.length === 0) return;
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const ours = latencies.flatMap(([, content]) => (content === undefined ? [] : [content]));
  console.log(
    `\nnpm run dev, edit → content step done, → shown in the open tab (and seen by the test's check):\n${latencies
      .map(
        ([what, content, ms, seen]) =>
          `  ${what.padEnd(42)}${content === undefined ? '      – ' : `${String(content).padStart(6)} ms`} ${String(ms).padStart(6)} ms  (${seen} ms)`,
      )
      .join(
        '\n',
      )}\n  median ${ours.length > 0 ? `${median(ours)} ms to the content step's end, ` : ''}${median(latencies.map(([, , ms]) => ms))} ms to the tab`,
  );
  latencies.length = 0;
}

/**
 * The page notes the time of every change to its DOM. A web-first assertion notices a change at
 * its next check, up to half a second after the change was made; the time a writer sees (the
 * next frame paints it) is read back from this log. A mutation observer runs before the page can
 * do anything else, so a change the check saw is always in the log by then. For `page.addInitScript`.
 */
export function noteDomChanges() {
  const log: number[] = [];
  (window as unknown as { domChanges: number[] }).domChanges = log;
  new MutationObserver(() => log.push(Date.now())).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
}

/** When the tab's page changed, each time since `noteDomChanges` began to note it. */
export const domChanges = (page: Page) => page.evaluate(() => (window as unknown as { domChanges: number[] }).domChanges);

/**
 * Opens `path` and waits until the page, compiled on demand, is there and live: React has taken
 * over (`<html data-hydrated>`), and with it the dev client that hears of changes. An edit saved
 * before that would time the tab's own start-up (seconds of dev chunks on this machine), not the
 * loop from saving a file to seeing it.
 */
export async function open(page: Page, path: string, ready: string) {
  await page.goto(path, { timeout: 240_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ready, { timeout: 120_000 });
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 60_000 });
}

/**
 * Makes the change, waits until the open tab shows it by itself, and takes the time of the last
 * change to the page before it was seen: the edit's own, or a later one, never an earlier one.
 * It must be within the target: 2 s for the save of one file (`target`, for several saved at once).
 */
export async function measure(page: Page, what: string, change: () => void, shown: () => Promise<void>, target = TARGET) {
  const started = Date.now();
  change();
  await shown();
  const seen = Date.now();
  const changed = (await domChanges(page)).filter((at) => at <= seen).at(-1);
  expect(changed, `${what}: the page did not change between the edit and its check`).toBeGreaterThanOrEqual(started);
  const elapsed = changed! - started;
  const done = contentDoneAfter(started);
  const ours = done === undefined || done > changed! ? undefined : done - started;
  latencies.push([what, ours, elapsed, seen - started]);
  if (ours !== undefined) expect(ours, `${what}: the content step took ${ours} ms (shown after ${elapsed} ms)`).toBeLessThanOrEqual(target);
  else expect(elapsed, `${what} took ${elapsed} ms to show (its check saw it after ${seen - started} ms)`).toBeLessThanOrEqual(target);
}
