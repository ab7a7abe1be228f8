import { expect, gotoHydrated, test } from './test';

test.use({ viewport: { width: 1400, height: 900 } });

test('the table of contents lists exactly the page’s h2 and h3 headings', async ({ page }) => {
  for (const path of ['/docs/introduction', '/docs/testing/usage', '/docs/rpc/api/functions/createRpcClient']) {
    await page.goto(path);
    const headings = await page
      .locator('article h2, article h3')
      .evaluateAll((els) => els.map((el) => ({ id: el.id, text: (el.firstChild?.textContent ?? '').trim() })));
    expect(headings.length, path).toBeGreaterThan(0);
    const toc = page.locator('nav[aria-label="On this page"]:visible');
    await expect(toc).toHaveCount(1);
    const links = await toc
      .getByRole('link')
      .evaluateAll((els) => els.map((el) => ({ id: (el.getAttribute('href') ?? '').slice(1), text: (el.textContent ?? '').trim() })));
    expect(links, path).toEqual(headings);
  }
});

test('the introduction has the "What is Lumenize?" h2 with id what-is-lumenize', async ({ page }) => {
  await page.goto('/docs/introduction');
  await expect(page.locator('h2#what-is-lumenize')).toContainText('What is Lumenize?');
});

test('the table of contents highlights the heading in view, once the framework is there', async ({ page }) => {
  await gotoHydrated(page, '/docs/testing/usage');
  const toc = page.getByRole('navigation', { name: 'On this page' });
  const target = page.locator('article h2').nth(4);
  const id = await target.getAttribute('id');
  await page.evaluate((headingId) => document.getElementById(headingId!)?.scrollIntoView(), id);
  await expect(toc.locator('a[aria-current="location"]')).toHaveAttribute('href', `#${id}`);
});

test('the sidebar lists the docs in their configured order', async ({ page }) => {
  await page.goto('/docs/introduction');
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  const topLevel = sidebar.locator(':scope > ul > li > a, :scope > ul > li > details > summary');
  await expect(topLevel).toHaveText(['Introduction', 'Testing', 'RPC', 'Utils', 'LumenizeBase', 'Lumenize']);
});

test('categories start collapsed except on the current path, and opening one closes none', async ({ page }) => {
  await page.goto('/docs/rpc/quick-start');
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await expect(sidebar.getByRole('link', { name: 'Quick Start' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Quick Start' })).toHaveAttribute('aria-current', 'page');
  await expect(sidebar.getByRole('link', { name: 'Usage' })).toBeHidden();
  const testing = sidebar.locator('summary', { hasText: 'Testing' });
  await testing.click();
  await expect(sidebar.getByRole('link', { name: 'Usage' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Quick Start' })).toBeVisible();
  await testing.click();
  await expect(sidebar.getByRole('link', { name: 'Usage' })).toBeHidden();
  // A category with its own page: the link, and a disclosure named as Docusaurus names it.
  const api = sidebar.locator('summary:visible', { hasText: "sidebar category 'API Reference'" });
  await expect(api).toHaveAccessibleName("Expand sidebar category 'API Reference'");
  await expect(sidebar.locator('summary', { hasText: 'Functions' }).first()).toBeHidden();
  await api.click();
  await expect(api).toHaveAccessibleName("Collapse sidebar category 'API Reference'");
  await expect(sidebar.locator('summary:visible', { hasText: 'Functions' })).toBeVisible();
});

test('category collapse animates with ease-in-out', async ({ page }) => {
  await page.goto('/docs/introduction');
  const timing = await page
    .getByRole('navigation', { name: 'Docs sidebar' })
    .locator('details')
    .first()
    .evaluate((el) => getComputedStyle(el, '::details-content').transitionTimingFunction);
  expect(timing).toBe('ease-in-out');
});

test('breadcrumbs of an API page read RPC › API Reference › Functions › createRpcClient', async ({ page }) => {
  await page.goto('/docs/rpc/api/functions/createRpcClient');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('listitem');
  await expect(crumbs).toHaveText(['', 'RPC', 'API Reference', 'Functions', 'createRpcClient']);
});

test('previous and next links follow the sidebar order', async ({ page }) => {
  await page.goto('/docs/testing/usage');
  await expect(page.getByRole('link', { name: /^Previous/ })).toHaveAttribute('href', '/docs/introduction');
  await expect(page.getByRole('link', { name: /^Next/ })).toHaveAttribute('href', '/docs/testing/agents');
  await page.goto('/docs/rpc/api/functions/createRpcClient');
  await expect(page.getByRole('link', { name: /^Previous/ })).toHaveAttribute('href', '/docs/rpc/api');
  await expect(page.getByRole('link', { name: /^Next/ })).toHaveAttribute('href', '/docs/rpc/api/functions/getWebSocketShim');
});

test('each doc links to its source file with "Edit this page"', async ({ page }) => {
  await page.goto('/docs/rpc/quick-start');
  await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
    'href',
    'https://github.com/lumenize/lumenize/edit/main/website/content/docs/rpc/quick-start.mdx',
  );
});

test('h2 and h3 headings carry a direct link anchor', async ({ page }) => {
  await page.goto('/docs/introduction');
  const anchor = page.getByRole('link', { name: 'Direct link to What is Lumenize?' });
  await expect(anchor).toHaveAttribute('href', '#what-is-lumenize');
});

test('code blocks have a title, highlighting in both themes, copy and word-wrap buttons', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/docs/rpc/quick-start');
  const figure = page
    .locator('figure[data-rehype-pretty-code-figure]')
    .filter({ has: page.locator('figcaption', { hasText: 'src/index.ts' }) })
    .first();
  await expect(figure).toBeVisible();
  const span = figure.locator('code span[style*="--shiki-dark"]').first();
  await expect(span).toHaveCount(1);
  await figure.hover();
  await figure.getByRole('button', { name: 'Copy code to clipboard' }).click();
  await expect(figure.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('lumenizeRpcDO');
  expect(copied).toBe((await figure.locator('code').innerText()).replace(/\n$/, ''));
  await expect(figure.getByRole('button', { name: 'Copy code to clipboard' })).toBeVisible({ timeout: 4000 });
  const wrap = figure.getByRole('button', { name: 'Toggle word wrap' });
  await wrap.click();
  await expect(wrap).toHaveAttribute('aria-pressed', 'true');
  expect(await figure.locator('code').evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre-wrap');
});

test('highlighted lines are marked', async ({ page }) => {
  await page.goto('/docs/rpc/quick-start');
  await expect(page.locator('[data-highlighted-line]').first()).toBeAttached();
});
