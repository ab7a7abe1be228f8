import { existsSync } from 'node:fs';
import { aptInstall } from './apt';

/** Chromium itself: the bench, Lighthouse and the timings under the mobile profile measure a real browser. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Chromium's headless shell, the build Playwright itself runs headless tests in: the same engine
 * without the browser around it, it opens a page in a third of the time, which adds up over the
 * suite's hundreds of tests.
 */
export const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
/**
 * The flags every Chromium of the tests, the bench and Lighthouse starts with: no sandbox as root,
 * and nothing that reaches for a network this machine does not have. Chromium itself (not the
 * headless shell) also builds its omnibox popups, two WebUI pages in renderers of their own, as
 * it starts; on two cores their 0.4 s tasks run beside the page under test and were measured
 * doubling its long tasks at 4× CPU. A reader's browser draws its own interface elsewhere, so the
 * measuring browser goes without them.
 */
export const CHROMIUM_ARGS = [
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

// Without a colour emoji font the tagline's ✨ renders as an empty box in screenshots and tests.
const EMOJI_FONT = '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf';

/** Playwright cannot download its own browsers here; Debian's Chromium packages stand in. */
export async function ensureChromium(): Promise<void> {
  if (existsSync(CHROMIUM) && existsSync(HEADLESS_SHELL) && existsSync(EMOJI_FONT)) return;
  console.log("Chromium is missing: installing Debian's chromium and chromium-headless-shell packages…");
  await aptInstall(['chromium', 'chromium-headless-shell', 'fonts-dejavu-core', 'fonts-noto-color-emoji']);
  for (const browser of [CHROMIUM, HEADLESS_SHELL]) if (!existsSync(browser)) throw new Error(`apt-get installed Chromium, but ${browser} is still missing.`);
}
