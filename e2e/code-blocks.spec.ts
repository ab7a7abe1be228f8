import { expect, test, waitForHydration, type Locator, type Page } from './test';

test.use({ viewport: { width: 1400, height: 900 } });

const figures = (page: Page) => page.locator('article figure[data-rehype-pretty-code-figure]');
const figureTitled = (page: Page, title: string) => figures(page).filter({ has: page.locator('figcaption', { hasText: title }) });

async function copyFrom(page: Page, figure: Locator): Promise<string> {
  await figure.getByRole('button', { name: 'Copy code to clipboard' }).click();
  await expect(figure.getByRole('button', { name: 'Copied' })).toBeVisible();
  return page.evaluate(() => navigator.clipboard.readText());
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

test.describe('code blocks', () => {
  test('every code block shows a language badge', async ({ page }) => {
    await page.goto('/docs/rpc/quick-start');
    const visible = figures(page).filter({ visible: true });
    const count = await visible.count();
    expect(count).toBeGreaterThan(5);
    for (let i = 0; i < count; i += 1) {
      const figure = visible.nth(i);
      const language = await figure.locator('pre').getAttribute('data-language');
      await expect(figure.locator('[data-code-language]')).toBeVisible();
      await expect(figure.locator('[data-code-language]')).toHaveText(language!);
    }
    await expect(figureTitled(page, 'test/quick-start.test.ts').locator('[data-code-language]')).toHaveText('ts');
    await expect(figures(page).filter({ visible: true, hasText: 'npx vitest --run --coverage' }).locator('[data-code-language]')).toHaveText('bash');
  });

  test('showLineNumbers numbers each line in the gutter, and the numbers are not copied', async ({ page }) => {
    await page.goto('/docs/testing/usage');
    const figure = figureTitled(page, 'src/index.ts').first();
    const lines = figure.locator('code[data-line-numbers] > [data-line]');
    const gutter = await lines.first().evaluate((line) => {
      const before = getComputedStyle(line, '::before');
      return { content: before.content, width: parseFloat(before.width), counter: before.counterIncrement };
    });
    expect(gutter.content).toBe('counter(line)');
    expect(gutter.counter).toBe('line 1');
    expect(gutter.width).toBeGreaterThan(0);
    const copied = await copyFrom(page, figure);
    expect(copied.split('\n')).toHaveLength(await lines.count());
    expect(copied.startsWith("import { DurableObject } from 'cloudflare:workers';")).toBe(true);
    expect(copied).not.toMatch(/^\s*\d/m);
  });

  test('a diff block marks added and removed lines, and copies the code after the change', async ({ page }) => {
    await page.goto('/docs/testing/usage');
    const figure = figureTitled(page, 'vitest.config.js');
    await expect(figure.locator('pre.has-diff')).toHaveCount(1);
    const added = figure.locator('[data-line].diff.add');
    const removed = figure.locator('[data-line].diff.remove');
    await expect(added).toHaveText("        wrangler: { configPath: './test/wrangler.jsonc' },");
    await expect(removed).toHaveText("        wrangler: { configPath: './wrangler.jsonc' },");
    const sign = (line: Locator) => line.evaluate((el) => getComputedStyle(el, '::after').content);
    expect(await sign(added)).toBe('"+"');
    expect(await sign(removed)).toBe('"-"');
    const background = (line: Locator) => line.evaluate((el) => getComputedStyle(el).backgroundColor);
    const plain = await background(figure.locator('[data-line]:not(.diff)').first());
    expect(await background(added)).not.toBe(plain);
    expect(await background(removed)).not.toBe(plain);
    expect(await background(added)).not.toBe(await background(removed));
    await expect(figure).not.toContainText('[!code');

    const copied = await copyFrom(page, figure);
    expect(copied).not.toContain('[!code');
    expect(copied).not.toContain("configPath: './wrangler.jsonc'");
    expect(copied).toContain("        wrangler: { configPath: './test/wrangler.jsonc' },\n      },");
    expect(copied).not.toMatch(/^[+-]/m);
    expect(copied, 'no space left where a notation was').not.toMatch(/\S[ \t]+$/m);
    expect(copied.startsWith("import { defineWorkersProject } from '@cloudflare/vitest-pool-workers/config';")).toBe(true);
  });

  test('lines a diff adds to a comment-annotated block keep their comment and lose the notation', async ({ page }) => {
    await page.goto('/docs/testing/agents');
    const figure = figureTitled(page, 'vitest.config.js');
    const added = figure.locator('[data-line].diff.add');
    await expect(added).toHaveCount(4);
    await expect(added.first()).toHaveText('    // ajv require()s JSON files, which vitest cannot load without pre-bundling');
    await expect(figure.locator('[data-line].diff.remove')).toHaveCount(0);
    await expect(figure).not.toContainText('[!code');
  });

  test('a shell prompt is shown but not copied', async ({ page }) => {
    await page.goto('/docs/rpc/quick-start');
    const figure = figures(page).filter({ visible: true, hasText: 'npx vitest --run --coverage' });
    await expect(figure.locator('code')).toHaveText('$ npx vitest --run --coverage');
    expect(await copyFrom(page, figure)).toBe('npx vitest --run --coverage');
  });
});

test.describe('tabs', () => {
  // Tabs are radio buttons (a choice shows its panel with HTML and CSS alone).
  const groups = (page: Page) => page.locator('article').getByRole('radiogroup');
  const selectedLabels = (page: Page) =>
    groups(page).evaluateAll((lists) => lists.map((list) => list.querySelector('input:checked')?.closest('label')?.textContent));

  test('the install commands come as npm, pnpm and yarn tabs, npm first', async ({ page }) => {
    await page.goto('/docs/rpc/quick-start');
    await expect(groups(page)).toHaveCount(2);
    const first = groups(page).first();
    await expect(first.getByRole('radio')).toHaveCount(3);
    await expect(first.locator('label')).toHaveText(['npm', 'pnpm', 'yarn']);
    expect(await selectedLabels(page)).toEqual(['npm', 'npm']);
    await expect(page.getByText('npm install @lumenize/rpc @lumenize/utils')).toBeVisible();
    await expect(page.getByText('pnpm add @lumenize/rpc @lumenize/utils')).toBeHidden();
  });

  test('choosing a tab switches every group with the same groupId, and the choice persists across a reload and to another page', async ({ page }) => {
    await page.goto('/docs/rpc/quick-start');
    await groups(page).first().getByRole('radio', { name: 'pnpm' }).click();
    await expect.poll(() => selectedLabels(page)).toEqual(['pnpm', 'pnpm']);
    await expect(page.getByText('pnpm add -D vitest@3.2')).toBeVisible();
    await expect(page.getByText('npm install --save-dev vitest@3.2')).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('tabs-choice-package-manager'))).toBe('pnpm');

    await page.reload();
    await expect(groups(page).last().getByRole('radio', { name: 'pnpm' })).toBeChecked();
    await expect(page.getByText('pnpm add @lumenize/rpc @lumenize/utils')).toBeVisible();

    await page.goto('/docs/utils/route-do-request');
    await expect(groups(page).getByRole('radio', { name: 'pnpm' })).toBeChecked();
    await expect(page.getByText('pnpm add @lumenize/utils')).toBeVisible();
  });

  test('a remembered choice shows from the first paint, and the framework keeps it when it takes over', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('tabs-choice-package-manager', 'yarn'));
    await page.goto('/docs/rpc/quick-start', { waitUntil: 'commit' });
    await expect(page.getByText('yarn add @lumenize/rpc @lumenize/utils')).toBeVisible();
    await waitForHydration(page);
    await expect.poll(() => selectedLabels(page)).toEqual(['yarn', 'yarn']);
  });

  test('arrow keys move between tabs and wrap; Home and End pick the first and the last; Tab leaves for the panel', async ({ page }) => {
    await page.goto('/docs/testing/usage');
    const radios = groups(page).first().getByRole('radio');
    await radios.nth(0).focus();
    await page.keyboard.press('ArrowRight');
    await expect(radios.nth(1)).toBeFocused();
    await expect(radios.nth(1)).toBeChecked();
    await expect.poll(() => selectedLabels(page)).toEqual(['pnpm', 'pnpm']);
    await page.keyboard.press('End');
    await expect(radios.nth(2)).toBeFocused();
    await expect(radios.nth(2)).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await expect(radios.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(radios.nth(2)).toBeChecked();
    await page.keyboard.press('Home');
    await expect(radios.nth(0)).toBeChecked();
    await expect(radios.nth(0)).toBeFocused();
    // Tab leaves the group for the panel's content (a radio group is one stop).
    await page.keyboard.press('Tab');
    await expect(radios.nth(1)).not.toBeFocused();
    expect(await page.evaluate(() => document.activeElement?.closest('[role="radiogroup"]') === null)).toBe(true);
  });

  test('without JavaScript the first tab’s content shows, and a tab can still be chosen', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/docs/rpc/quick-start');
    await expect(page.getByText('npm install @lumenize/rpc @lumenize/utils')).toBeVisible();
    await expect(page.getByText('pnpm add @lumenize/rpc @lumenize/utils')).toBeHidden();
    await page.locator('article').getByRole('radiogroup').first().getByRole('radio', { name: 'pnpm' }).click();
    await expect(page.getByText('pnpm add @lumenize/rpc @lumenize/utils')).toBeVisible();
    await context.close();
  });
});

test.describe('admonitions', () => {
  test('a Docusaurus :::tip[Title] renders as an admonition with its title', async ({ page }) => {
    await page.goto('/docs/rpc/quick-start');
    const tip = page.locator('article [role="note"][data-type="tip"]');
    await expect(tip).toHaveCount(1);
    await expect(tip.locator('p').first()).toHaveText('Start from the test');
    await expect(tip).toContainText('The test comes first because it shows what you get.');
    await expect(page.locator('article')).not.toContainText(':::');
    await page.goto('/docs/lumenize/introduction');
    await expect(page.locator('article [role="note"][data-type="info"] p').first()).toHaveText('Coming soon');
  });

  test('a GitHub > [!WARNING] renders as a warning admonition titled Warning', async ({ page }) => {
    await page.goto('/docs/utils/cors-support');
    const warning = page.locator('article [role="note"][data-type="warning"]');
    await expect(warning).toHaveCount(1);
    await expect(warning.locator('p').first()).toHaveText('Warning');
    await expect(warning).toContainText('false and true let everything through.');
    await expect(page.locator('article')).not.toContainText('[!WARNING]');
    await expect(page.locator('article blockquote')).toHaveCount(0);
  });
});

/** Contrast of every piece of code-block text against what is really behind it (alpha composited). */
async function lowContrast(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba => {
      const parts = value.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
      return [parts[0], parts[1], parts[2], parts[3] ?? 1];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const a = top[3] + bottom[3] * (1 - top[3]);
      return [0, 1, 2].map((i) => (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / (a || 1)).concat(a) as Rgba;
    };
    const background = (el: Element | null): Rgba => {
      const layers: Rgba[] = [];
      for (let node = el; node; node = node.parentElement) layers.push(parse(getComputedStyle(node).backgroundColor));
      return layers.reverse().reduce<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
    };
    const luminance = ([r, g, b]: Rgba) =>
      [r, g, b]
        .map((c) => c / 255)
        .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
    const ratio = (a: Rgba, b: Rgba) => {
      const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
      return (x + 0.05) / (y + 0.05);
    };
    const failures: string[] = [];
    const check = (el: Element, text: string, color: string, bg: Rgba) => {
      const value = ratio(over(parse(color), bg), bg);
      if (value < 4.5) failures.push(`${text.trim().slice(0, 30)} ${color} on rgb(${bg.slice(0, 3).map(Math.round).join(',')}) = ${value.toFixed(2)}`);
    };
    const visible = (el: Element) => (el as HTMLElement).offsetParent !== null;
    for (const el of document.querySelectorAll(
      'article figure[data-rehype-pretty-code-figure] :is(code span:not([data-line]), figcaption, [data-code-language])',
    )) {
      if (!visible(el) || !el.textContent?.trim()) continue;
      check(el, el.textContent, getComputedStyle(el).color, background(el));
    }
    for (const line of document.querySelectorAll('article code [data-line]')) {
      if (!visible(line)) continue;
      for (const pseudo of ['::before', '::after']) {
        const style = getComputedStyle(line, pseudo);
        if (style.content === 'none' || style.content === 'normal') continue;
        check(line, `${pseudo} ${line.textContent}`, style.color, background(line));
      }
    }
    for (const el of document.querySelectorAll('article [role="radiogroup"] label, article [role="note"] p')) {
      if (visible(el)) check(el, el.textContent ?? '', getComputedStyle(el).color, background(el));
    }
    return failures;
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`code, diff lines, line numbers, prompts, tabs and admonitions keep WCAG AA contrast in ${colorScheme} mode`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    for (const path of ['/docs/testing/usage', '/docs/rpc/quick-start', '/docs/testing/agents', '/docs/utils/cors-support']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      expect(await lowContrast(page), path).toEqual([]);
    }
  });
}
