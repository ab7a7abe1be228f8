/**
 * Readers who use AI tools: /llms.txt, /llms-full.txt, a clean Markdown twin of every
 * docs page and post, and a Copy page button.
 */
import { expect, test } from './test';
import { API_INDEX_ROUTES, API_ROUTES, ARCHIVED_ROUTES, GUIDE_ROUTES, POST_ROUTES } from './routes';

const SITE = 'https://lumenize.com';
const POSTS = POST_ROUTES;
const DOCS = [...GUIDE_ROUTES, ...API_INDEX_ROUTES, ...API_ROUTES];
const LEFTOVERS = [/<Admonition/, /<\/?Tabs?[\s>]/, /\{\/\*/, /\[!code/, /^:::/m, /^---\ntitle:/];

test('/llms.txt lists every docs page and post, each with its description and a Markdown address that answers', async ({ request }) => {
  const response = await request.get('/llms.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text.startsWith('# Lumenize\n\n> ')).toBe(true);
  const entries = [...text.matchAll(/^- \[([^\]]+)\]\(([^)]+)\): (.+)$/gm)].map(([, title, url, description]) => ({ title, url, description }));
  // Each archived version's own llms.txt is listed beside the pages (checked below).
  const archived = [...new Set(ARCHIVED_ROUTES.map((route) => route.version))].map((version) => `${SITE}/docs/${version}/llms.txt`);
  const pages = entries.filter((entry) => !archived.includes(entry.url));
  expect(pages.map((entry) => entry.url).sort()).toEqual([...DOCS, ...POSTS].map((route) => `${SITE}${route.path}.md`).sort());
  for (const entry of entries) {
    expect(entry.description.length, entry.url).toBeGreaterThan(20);
    expect((await request.get(entry.url.slice(SITE.length))).status(), entry.url).toBe(200);
  }
});

test('/llms-full.txt holds every docs page as Markdown, in sidebar order', async ({ request }) => {
  const text = await (await request.get('/llms-full.txt')).text();
  const titles = [...text.matchAll(/^# (.+)$/gm)].map(([, title]) => title);
  for (const route of DOCS) expect(titles, route.path).toContain(route.h1);
  expect(titles.indexOf('Introduction')).toBe(0);
  for (const pattern of LEFTOVERS) expect(text).not.toMatch(pattern);
});

test('each archived version’s /docs/<version>/llms.txt lists its pages, and the root one links it', async ({ request }) => {
  const root = await (await request.get('/llms.txt')).text();
  for (const version of new Set(ARCHIVED_ROUTES.map((route) => route.version))) {
    expect(root, version).toContain(`(${SITE}/docs/${version}/llms.txt)`);
    const text = await (await request.get(`/docs/${version}/llms.txt`)).text();
    const listed = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map(([, url]) => url).sort();
    const own = ARCHIVED_ROUTES.filter((route) => route.version === version && route.path !== `/docs/${version}`);
    expect(listed, version).toEqual(own.map((route) => `${SITE}${route.path}.md`).sort());
  }
});

for (const route of [...DOCS, ...ARCHIVED_ROUTES.filter((archived) => archived.path !== `/docs/${archived.version}`), ...POSTS]) {
  test(`${route.path}.md is clean Markdown of the page`, async ({ request }) => {
    const response = await request.get(`${route.path}.md`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/markdown');
    const text = await response.text();
    expect(text.split('\n')[0]).toBe(`# ${route.h1}`);
    for (const pattern of LEFTOVERS) expect(text).not.toMatch(pattern);
    expect(text).not.toMatch(/\]\(\/(?!\/)/);
  });
}

test('Copy page puts the page’s Markdown on the clipboard; View as Markdown opens it', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/docs/rpc/quick-start');
  await page.getByRole('button', { name: 'Copy page' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await (await request.get('/docs/rpc/quick-start.md')).text());
  // A callout is a quote in the Markdown, its kind and title in bold.
  expect(copied).toMatch(/^> \*\*(Note|Tip|Info|Warning|Danger): [^*]+\*\*$/m);
  await expect(page.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute('href', '/docs/rpc/quick-start.md');
});

test('Copy page copies where the browser has no Clipboard API, and keeps the keyboard focus', async ({ page, context, request }) => {
  // As on a page served over plain HTTP to another machine: browsers give it no navigator.clipboard.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined }));
  await page.goto('/docs/rpc/quick-start');
  await page.getByRole('button', { name: 'Copy page' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Copied' })).toBeFocused();
  // Read back in a second tab, which has the Clipboard API.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const reader = await context.newPage();
  await reader.goto('/docs/rpc/quick-start');
  expect(await reader.evaluate(() => navigator.clipboard.readText())).toBe(await (await request.get('/docs/rpc/quick-start.md')).text());
});
