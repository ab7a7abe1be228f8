import { expect, test } from './test';
import { ALL_ROUTES } from './routes';

test('pages are served with the security headers of the _headers file', async ({ request }) => {
  const response = await request.get('/docs/introduction');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(response.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
});

test('no route violates the Content-Security-Policy', async ({ page }) => {
  test.slow();
  await page.addInitScript(() => {
    (window as unknown as { cspViolations: string[] }).cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { cspViolations: string[] }).cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  for (const route of ALL_ROUTES) {
    await page.goto(route.path, { waitUntil: 'load' });
    const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    expect(violations, route.path).toEqual([]);
  }
});

test('external links open safely with rel="noopener noreferrer"', async ({ page }) => {
  for (const path of ['/', '/docs/introduction', '/docs/utils/cors-support']) {
    await page.goto(path);
    const unsafe = await page.locator('a[href^="http"]').evaluateAll((links) =>
      links
        .filter((a) => new URL((a as HTMLAnchorElement).href).origin !== location.origin)
        .filter((a) => !/\bnoopener\b/.test(a.getAttribute('rel') ?? '') || !/\bnoreferrer\b/.test(a.getAttribute('rel') ?? ''))
        .map((a) => a.getAttribute('href')),
    );
    expect(unsafe, path).toEqual([]);
  }
});
