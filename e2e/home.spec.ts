/**
 * The home page: the tagline as its heading, the line under it and the calls to action, then the
 * install command and the example of content/home.mdx, highlighted and type-checked like the
 * guides' (each name has its type on hover), then the feature cards.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { CONTENT_DIR } from '../build-time/content/content-dir';
import { TWOSLASH_HOVER } from '../lib/core/code-hovers';
import { readMarkdownSource } from '../build-time/content/compile/markdown-source';
import siteConfig from '../content/site.config';
import { expect, test } from './test';

const HOME_FILE = join(CONTENT_DIR, 'home.mdx');
const home = readMarkdownSource(readFileSync(HOME_FILE, 'utf8'), HOME_FILE);
const { lead } = parse(home.frontMatter?.yaml ?? '') as { lead: string };
const typescript = home.fences.filter((fence) => fence.lang === 'ts');
const [install] = home.fences.filter((fence) => fence.lang === 'bash');

test('the hero has the tagline as its heading, the lead under it and the calls to action, the first the main one', async ({ page }) => {
  await page.goto('/');
  const hero = page.getByRole('main').locator('section').first();
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText(siteConfig.tagline);
  await expect(hero.getByText(lead)).toBeVisible();
  const actions = hero.getByRole('link');
  await expect(actions).toHaveText(siteConfig.home.actions.map((action) => action.label));
  const [primary, secondary] = await actions.evaluateAll((links) => links.slice(0, 2).map((link) => getComputedStyle(link).backgroundColor));
  expect(primary).not.toBe(secondary);
});

test('the example is on the page, highlighted, with the types its check gave each name', async ({ page }) => {
  expect(typescript.length).toBeGreaterThan(0);
  await page.goto('/');
  const example = page.getByRole('region', { name: 'Example' });
  for (const fence of typescript) {
    const title = /title="([^"]*)"/.exec(fence.meta)?.[1] ?? '';
    const figure = example.locator('figure').filter({ has: page.locator('figcaption', { hasText: title }) });
    await expect(figure, title).toBeVisible();
    const code = figure.locator('code');
    // Line by line: an empty line of a block holds a space, so that it has a height.
    const lines = (text: string) =>
      text
        .replace(/\n$/, '')
        .split('\n')
        .map((line) => line.trimEnd());
    expect(lines(await code.innerText()), title).toEqual(lines(fence.code));
    // Highlighted: its tokens are coloured, in more than one colour.
    const colours = await code.locator('[data-line] span').evaluateAll((spans) => new Set(spans.map((span) => getComputedStyle(span).color)).size);
    expect(colours, title).toBeGreaterThan(2);
    // Checked: names carry the type twoslash found.
    await expect(code.locator(`.${TWOSLASH_HOVER}`).first(), title).toBeAttached();
  }
  // Each import from a Lumenize package brings its declarations: a name of it shows its declaration.
  const imports = typescript.flatMap((fence) =>
    [...fence.code.matchAll(/^import \{([^}]+)\} from '(@lumenize\/[^']+)'/gm)].map(([, names, from]) => ({
      from,
      names: names.split(',').map((name) => name.trim()),
    })),
  );
  expect(imports.length).toBeGreaterThan(0);
  for (const { from, names } of imports) {
    const declaration = new RegExp(`^(function|class|const|interface|type) (${names.join('|')})\\b`);
    const hovered = example.locator(`.${TWOSLASH_HOVER}`).filter({ has: page.locator('.twoslash-popup-type', { hasText: declaration }) });
    await expect(hovered.first(), from).toBeAttached();
  }
});

test('the install command copies with its button, without the prompt', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  const command = install.code.replace(/^\$ /, '');
  const figure = page.getByRole('region', { name: 'Example' }).locator('figure').filter({ hasText: command }).first();
  await expect(figure).toBeVisible();
  await figure.getByRole('button', { name: 'Copy code to clipboard' }).click();
  await expect(figure.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(command);
});
