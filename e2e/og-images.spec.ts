import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext } from './test';
import { API_INDEX_ROUTES, API_ROUTES, GUIDE_ROUTES, MAIN_DOC_PATH, POST_ROUTES } from './routes';
import { ROUTES } from '../lib/core/paths';

const SITE = 'https://lumenize.com';
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const POSTS = POST_ROUTES;
const DOCS_PATHS = [...GUIDE_ROUTES, ...API_INDEX_ROUTES, ...API_ROUTES].map((route) => route.path);
const CARD_PATHS = [...DOCS_PATHS, ...POSTS.filter((post) => !post.image).map((post) => post.path)];

/** The social-image tags of a page's head, as a link preview reads them. */
async function socialImage(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  const html = await response.text();
  const meta = (key: string) => new RegExp(`<meta (?:property|name)="${key.replace(/:/g, '\\:')}" content="([^"]*)"`).exec(html)?.[1];
  return {
    og: meta('og:image'),
    twitter: meta('twitter:image'),
    width: meta('og:image:width'),
    height: meta('og:image:height'),
    alt: meta('og:image:alt'),
  };
}

test('every docs page and every post without its own image has a generated 1200×630 PNG as og:image and twitter:image', async ({ request }) => {
  const imageOf = new Map<string, string>();
  const hashes = new Map<string, string>();
  for (const path of CARD_PATHS) {
    const tags = await socialImage(request, path);
    expect(tags.og, `${path} og:image`).toMatch(new RegExp(`^${SITE}/og/.+\\.png$`));
    expect(tags.twitter, `${path} twitter:image`).toBe(tags.og);
    expect([tags.width, tags.height], path).toEqual(['1200', '630']);
    expect(tags.alt, path).toMatch(/\| Lumenize$/);
    const imagePath = tags.og!.slice(SITE.length);
    imageOf.set(path, imagePath);

    // The absolute URL maps to a file of the export, served as a PNG of the size the tags claim.
    const image = await request.get(imagePath);
    expect(image.status(), imagePath).toBe(200);
    expect(image.headers()['content-type'], imagePath).toBe('image/png');
    const body = await image.body();
    expect([...body.subarray(0, 8)], `${imagePath} is a PNG`).toEqual(PNG_SIGNATURE);
    expect(body.toString('latin1', 12, 16), imagePath).toBe('IHDR');
    expect([body.readUInt32BE(16), body.readUInt32BE(20)], imagePath).toEqual([1200, 630]);
    hashes.set(path, createHash('sha256').update(new Uint8Array(body)).digest('hex'));
  }
  // Distinct pages get distinct cards: different files with different pictures.
  expect(new Set(imageOf.values()).size).toBe(CARD_PATHS.length);
  expect(new Set(hashes.values()).size).toBe(CARD_PATHS.length);
});

test('/docs, which shows the main doc, shares its card', async ({ request }) => {
  const docs = await socialImage(request, '/docs');
  expect(docs.og).toBe(`${SITE}/og${MAIN_DOC_PATH}.png`);
  expect(docs.og).toBe((await socialImage(request, MAIN_DOC_PATH)).og);
});

test('a post whose front matter sets image keeps that image, not a generated card', async ({ request }) => {
  const own = POSTS.filter((post) => post.image);
  for (const post of own) {
    const tags = await socialImage(request, post.path);
    expect(tags.og, post.path).toBe(`${SITE}${post.image}`);
    expect(tags.twitter, post.path).toBe(`${SITE}${post.image}`);
    expect((await request.get(`/og${post.path}.png`)).status(), `no card is made for ${post.path}`).toBe(404);
  }
});

test('pages that are neither docs nor posts keep the site social card', async ({ request }) => {
  for (const path of [ROUTES.home, ROUTES.blog, ROUTES.tags]) expect((await socialImage(request, path)).og, path).toBe(`${SITE}/img/social-card.png`);
});
