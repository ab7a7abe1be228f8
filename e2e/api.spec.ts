import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from './test';

interface ApiFile {
  name: string;
  items: { kind: string; name: string; signature: string; params: { name: string }[] }[];
}

// Every item the writers documented in content/api, as a reader must find it on its page.
const API_DIR = new URL('../content/api/', import.meta.url);
const reference = readdirSync(API_DIR)
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) => {
    const api: ApiFile = JSON.parse(readFileSync(new URL(file, API_DIR), 'utf8'));
    return api.items.map((item) => ({ ...item, package: api.name }));
  });
const SEGMENT: Record<string, string> = { function: 'functions', class: 'classes', interface: 'interfaces', 'type-alias': 'type-aliases' };

test('every API page shows the exact signature of its item', async ({ page }) => {
  test.slow(); // every API page in one test
  for (const item of reference) {
    const pkg = item.package.replace('@lumenize/', '');
    await page.goto(`/docs/${pkg}/api/${SEGMENT[item.kind]}/${item.name}`);
    const signature = page.locator('#signature + pre code');
    // Exact, but for spaces at line ends, which nobody sees and which are invalid HTML (html-validate).
    expect(await signature.textContent(), `${item.package} ${item.name}`).toBe(item.signature.replace(/[ \t]+$/gm, ''));
    for (const param of item.params) {
      await expect(page.locator('table').first().locator('td:first-child code', { hasText: param.name }).first()).toBeVisible();
    }
    await expect(page.locator('#exported-from + p')).toContainText(item.package);
  }
});

test('an API page has parameters, returns, throws, notes and links to the types it mentions', async ({ page }) => {
  await page.goto('/docs/rpc/api/functions/createRpcClient');
  await expect(page.getByRole('heading', { level: 2 })).toContainText(['Signature', 'Parameters', 'Returns', 'Throws', 'Notes', 'Exported from']);
  await expect(page.getByRole('columnheader')).toHaveText(['Name', 'Type', 'Optional / default', 'Meaning']);
  await expect(page.locator('#signature + pre').getByRole('link', { name: 'RpcClientConfig' })).toHaveAttribute(
    'href',
    '/docs/rpc/api/interfaces/RpcClientConfig',
  );
  await expect(page.locator('#signature + pre').getByRole('link', { name: 'RpcClientProxy' })).toHaveAttribute(
    'href',
    '/docs/rpc/api/interfaces/RpcClientProxy',
  );
});

test('a re-exported item says where it is declared', async ({ page }) => {
  await page.goto('/docs/testing/api/type-aliases/RpcAccessible');
  await expect(page.locator('main')).toContainText('re-exports it from @lumenize/rpc');
});

test('the API index pages list the items grouped by kind', async ({ page }) => {
  await page.goto('/docs/utils/api');
  await expect(page.locator('article h2')).toHaveText(['Classes#', 'Functions#', 'Interfaces#']);
  await expect(page.locator('section[aria-labelledby="functions"] ul').getByRole('link')).toHaveCount(7);
  await page.goto('/docs/rpc/api');
  await expect(page.locator('article h2')).toHaveText(['Functions#', 'Interfaces#', 'Type Utilities#']);
});

test('the sidebar groups API pages as Classes, Functions, Interfaces, Type Utilities', async ({ page }) => {
  await page.goto('/docs/testing/api/classes/Browser');
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  const current = sidebar.locator('[aria-current="page"]');
  await expect(current).toHaveText('Browser');
  // The open category (Testing › API Reference) and its groups, the categories without a page.
  const groups = sidebar.locator('details[open] details[open] li > details > summary:visible');
  await expect(groups).toHaveText(['Classes', 'Functions', 'Interfaces', 'Type Utilities']);
});

test('API pages link back to the guides that show the item in use', async ({ page }) => {
  await page.goto('/docs/utils/api/functions/routeDORequest');
  const guides = await page
    .locator('#see-it-in-use + ul')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(guides).toContain('/docs/utils/route-do-request');
});
