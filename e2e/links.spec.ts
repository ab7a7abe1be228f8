import { expect, test } from './test';
import { SITE_EXPORT } from './export';
import { linksNotServedDirectly } from './served-links';

test('every internal link, canonical, og:url, sitemap entry and feed link of every page is answered 200 without a redirect', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow();
  const { checked, pages, findings } = await linksNotServedDirectly(SITE_EXPORT, page, request, baseURL!);
  expect(pages, 'pages of the export').toBeGreaterThan(0);
  expect(checked, 'URLs checked').toBeGreaterThan(pages);
  expect(findings.map((f) => `${f.status} ${f.url}${f.location ? ` → ${f.location}` : ''} (named in ${f.from})`)).toEqual([]);
});
