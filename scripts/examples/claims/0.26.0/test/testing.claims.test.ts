import { it, expect } from 'vitest';
import { Browser } from '@lumenize/testing';

it('docs/testing/usage.mdx :: turns a `POST` into a `GET` on a 301, 302 or 303', async () => {
  const browser = new Browser();
  const response = await browser.fetch('https://claims.example/redirect', { method: 'POST', body: 'x' });
  expect(await response.json()).toEqual({ method: 'GET', cookie: 'hop=1' });
  expect(browser.getCookie('hop')).toBe('1'); // set by the redirect itself
});

it('docs/testing/usage.mdx :: throws when there has been none', () => {
  expect(() => new Browser().setCookie('early', 'bird')).toThrow(/without domain/);
});
