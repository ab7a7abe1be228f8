/**
 * The writers' live preview (`npm run dev`) follows a sidebar label edited in a doc's front matter
 * without a restart: lib/dev/dev.ts rewrites the sidebar module when the content changes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from '../test';

const DOC = 'content/docs/utils/cors-support.mdx';
const LABEL = 'sidebar_label: CORS Support\n';

test('a sidebar_label edited in a doc shows in the docs sidebar without a restart', async ({ page }) => {
  test.setTimeout(300_000);
  const original = readFileSync(DOC, 'utf8');
  expect(original, `${DOC} no longer has "${LABEL.trim()}"`).toContain(LABEL);
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await page.goto('/docs/utils/cors-support', { timeout: 240_000 });
  await expect(sidebar.getByRole('link', { name: 'CORS Support', exact: true })).toBeVisible({ timeout: 60_000 });
  try {
    writeFileSync(DOC, original.replace(LABEL, 'sidebar_label: CORS Rules\n'));
    await expect(async () => {
      await page.reload();
      await expect(sidebar.getByRole('link', { name: 'CORS Rules', exact: true })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 90_000 });
  } finally {
    writeFileSync(DOC, original);
  }
  await expect(async () => {
    await page.reload();
    await expect(sidebar.getByRole('link', { name: 'CORS Support', exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 90_000 });
});
