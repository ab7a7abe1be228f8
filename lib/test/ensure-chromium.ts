import { existsSync } from 'node:fs';
import { run } from '../build/run';

/** Chromium itself: the bench, Lighthouse and the timings under the mobile profile measure a real browser. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Chromium's headless shell, the build Playwright itself runs headless tests in: the same engine
 * without the browser around it, it opens a page in a third of the time, which adds up over the
 * suite's hundreds of tests.
 */
export const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
// Without a colour emoji font the tagline's ✨ renders as an empty box in screenshots and tests.
const EMOJI_FONT = '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf';

/** Playwright cannot download its own browsers here; Debian's Chromium packages stand in. */
export async function ensureChromium(): Promise<void> {
  if (existsSync(CHROMIUM) && existsSync(HEADLESS_SHELL) && existsSync(EMOJI_FONT)) return;
  console.log("Chromium is missing: installing Debian's chromium and chromium-headless-shell packages…");
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (...args: string[]) => (sudo.length ? run('sudo', ['apt-get', ...args]) : run('apt-get', args));
  await apt('update');
  await apt('install', '-y', '--no-install-recommends', 'chromium', 'chromium-headless-shell', 'fonts-dejavu-core', 'fonts-noto-color-emoji');
  for (const browser of [CHROMIUM, HEADLESS_SHELL]) if (!existsSync(browser)) throw new Error(`apt-get installed Chromium, but ${browser} is still missing.`);
}
