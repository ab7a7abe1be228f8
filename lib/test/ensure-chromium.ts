import { existsSync } from 'node:fs';
import { run } from '../build/run';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Without a colour emoji font the tagline's ✨ renders as an empty box in screenshots and tests.
const EMOJI_FONT = '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf';

/** Playwright cannot download its own browsers here; Debian's Chromium stands in. */
export async function ensureChromium(): Promise<void> {
  if (existsSync(CHROMIUM) && existsSync(EMOJI_FONT)) return;
  console.log("Chromium is missing: installing Debian's chromium package…");
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (...args: string[]) => (sudo.length ? run('sudo', ['apt-get', ...args]) : run('apt-get', args));
  await apt('update');
  await apt('install', '-y', '--no-install-recommends', 'chromium', 'fonts-dejavu-core', 'fonts-noto-color-emoji');
  if (!existsSync(CHROMIUM)) throw new Error(`apt-get installed chromium, but ${CHROMIUM} is still missing.`);
}
