import { blockFramework } from '../scripts/bench/controls';
import { COLOR_MODE_NAMES } from '../lib/core/color-mode';
import { expect, test, waitForHydration } from './test';

const toggle = (page: import('@playwright/test').Page) => page.getByRole('button', { name: /Switch between dark and light mode/ });
const theme = (page: import('@playwright/test').Page) => page.locator('html').getAttribute('data-theme');

test('toggle cycles system → light → dark → system and survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/docs/introduction');
  await expect(toggle(page)).toHaveAccessibleName('Switch between dark and light mode (currently system mode)');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();

  await toggle(page).click();
  await expect(toggle(page)).toHaveAccessibleName(/currently light mode/);
  expect(await theme(page)).toBe('light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

  await toggle(page).click();
  await expect(toggle(page)).toHaveAccessibleName(/currently dark mode/);
  expect(await theme(page)).toBe('dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  await page.reload();
  await expect(toggle(page)).toHaveAccessibleName(/currently dark mode/);
  expect(await theme(page)).toBe('dark');

  await toggle(page).click();
  await expect(toggle(page)).toHaveAccessibleName(/currently system mode/);
  // "system" removes the stored choice and follows the OS again.
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  expect(await theme(page)).toBe('light');

  await page.reload();
  await expect(toggle(page)).toHaveAccessibleName(/currently system mode/);
});

// On a light machine the first click (system → light) changes no colour of the page: the
// control itself must show that it acted.
for (const hydrated of [false, true]) {
  test(`each click of the toggle changes its icon and names the new mode in its tooltip (${hydrated ? 'after' : 'before'} hydration)`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    if (!hydrated) await blockFramework(page);
    await page.goto('/docs/introduction');
    if (hydrated) await waitForHydration(page);
    const tooltip = toggle(page).locator('span > span:visible');
    const icon = () => toggle(page).locator('svg:visible').innerHTML();
    await toggle(page).hover();
    await expect(tooltip).toHaveText(COLOR_MODE_NAMES.system);
    let shown = await icon();
    for (const mode of ['light', 'dark', 'system'] as const) {
      await toggle(page).click();
      await expect(toggle(page)).toHaveAccessibleName(`Switch between dark and light mode (currently ${mode} mode)`);
      await expect(tooltip).toHaveText(COLOR_MODE_NAMES[mode]);
      const next = await icon();
      expect(next, `the icon after the click to ${mode}`).not.toBe(shown);
      shown = next;
    }
    // Away from the pointer, the tooltip goes; keyboard focus brings it back.
    await page.mouse.move(0, 400);
    await expect(tooltip).toHaveCount(0);
    await toggle(page).focus();
    await page.keyboard.press('Enter');
    await expect(tooltip).toHaveText(COLOR_MODE_NAMES.light);
  });
}

test('a choice made before the framework arrives is the one React takes over, unchanged, and its next click steps once', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => /\.m?js$/.test(url.pathname) && !url.pathname.includes('/pagefind/'),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.goto('/docs/introduction', { waitUntil: 'domcontentloaded' });
  await toggle(page).click();
  await expect(toggle(page)).toHaveAccessibleName(/currently light mode/);
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { themesSeen: string[] }).themesSeen = seen;
    new MutationObserver(() => seen.push(document.documentElement.getAttribute('data-theme') ?? '')).observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-theme'],
    });
  });

  release();
  await waitForHydration(page);
  await expect(toggle(page)).toHaveAccessibleName(/currently light mode/);
  // Taking over showed nothing but the theme already shown.
  expect(await page.evaluate(() => (window as unknown as { themesSeen: string[] }).themesSeen.filter((mode) => mode !== 'light'))).toEqual([]);

  await toggle(page).click();
  await expect(toggle(page)).toHaveAccessibleName(/currently dark mode/);
  expect(await theme(page)).toBe('dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
});

test('with the OS in dark mode and nothing stored, the page is dark from its first paint', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  // Record the theme attribute and background as the very first frame is produced, before any React code runs.
  await page.addInitScript(() => {
    const record = () => {
      const w = window as unknown as { firstPaint?: { theme: string | null; background: string } };
      if (w.firstPaint || !document.body) return;
      w.firstPaint = { theme: document.documentElement.getAttribute('data-theme'), background: getComputedStyle(document.body).backgroundColor };
    };
    new MutationObserver(record).observe(document, { childList: true, subtree: true });
    requestAnimationFrame(record);
  });
  await page.goto('/docs/introduction', { waitUntil: 'load' });
  const first = await page.evaluate(() => (window as unknown as { firstPaint?: { theme: string | null; background: string } }).firstPaint);
  expect(first?.theme).toBe('dark');
  expect(first?.background).toBe('rgb(27, 27, 29)');
  await context.close();
});

// next-themes writes a pre-paint script of its own where its provider sits, in <body>: it must not
// run beside the head's, which has set the theme before the body is parsed.
test('one script sets the theme before the framework arrives, once', async ({ page }) => {
  await blockFramework(page);
  await page.addInitScript(() => {
    const writes: string[] = [];
    (window as unknown as { themeWrites: string[] }).themeWrites = writes;
    new MutationObserver((records) => {
      for (const record of records) if (record.target === document.documentElement) writes.push(document.documentElement.getAttribute('data-theme') ?? '');
    }).observe(document, { attributes: true, attributeFilter: ['data-theme'], subtree: true });
  });
  await page.goto('/docs/introduction', { waitUntil: 'load' });
  expect(await page.evaluate(() => (window as unknown as { themeWrites: string[] }).themeWrites)).toEqual(['light']);
});

test('with the OS in light mode and nothing stored, the page is light', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'light' });
  const page = await context.newPage();
  await page.goto('/');
  expect(await theme(page)).toBe('light');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
  await context.close();
});

test('a stored dark choice wins over a light OS', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'light' });
  await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
  const page = await context.newPage();
  await page.goto('/docs/introduction');
  expect(await theme(page)).toBe('dark');
  await context.close();
});

// Links and tags fade their colour on hover; a change of mode must not fade every colour at its own pace.
test('an open page follows the OS into dark mode at once, with no colour transition, and back', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/blog');
  const transitions = () => page.evaluate(() => document.getAnimations().filter((animation) => animation instanceof CSSTransition).length);
  for (const mode of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme: mode });
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    expect(await transitions(), `transitions running after the switch to ${mode}`).toBe(0);
  }
  await toggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await toggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await transitions(), 'transitions running after the toggle').toBe(0);
});
