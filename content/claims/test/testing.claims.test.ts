import { describe, it, expect } from 'vitest';
import { Browser } from '@lumenize/testing';

describe('docs/testing/usage.mdx', () => {
  it('turns a `POST` into a `GET` on a 301, 302 or 303', async () => {
    const browser = new Browser();
    const response = await browser.fetch('https://claims.example/redirect', { method: 'POST', body: 'x' });
    expect(await response.json()).toEqual({ method: 'GET', cookie: 'hop=1' });
    expect(browser.getCookie('hop')).toBe('1'); // set by the redirect itself
  });
});

describe('docs/testing/usage.mdx', () => {
  it('throws when there has been none', () => {
    expect(() => new Browser().setCookie('early', 'bird')).toThrow(/without domain/);
  });
});

describe('docs/testing/usage.mdx', () => {
  it('A tab also has a `sessionStorage` of its own', () => {
    const browser = new Browser();
    const first = browser.context('https://claims.example');
    const second = browser.context('https://claims.example');
    first.sessionStorage.setItem('tab', 'first');
    expect(second.sessionStorage.getItem('tab')).toBeNull();
    const copy = browser.duplicateContext(first);
    expect(copy.sessionStorage.getItem('tab')).toBe('first');
    copy.sessionStorage.setItem('tab', 'copy');
    expect(first.sessionStorage.getItem('tab')).toBe('first');
  });
});

describe('docs/testing/usage.mdx', () => {
  it('Exported functions and other classes (a `WorkerEntrypoint`, say) are passed through unwrapped.', async () => {
    const harness = (await import('./harness')).default;
    const source = await import('../src/index');
    expect(harness.GuardedClient).toBe(source.GuardedClient); // not a DurableObject: passed through
    expect(harness.Echo).not.toBe(source.Echo); // a DurableObject: wrapped
  });
});

describe('docs/testing/usage.mdx', () => {
  it('The jar holds a `Secure` cookie back from plain `http:` addresses (`localhost` excepted)', async () => {
    const browser = new Browser();
    await browser.fetch('https://claims.example/set-cookies');
    expect(await (await browser.fetch('http://claims.example/cookie')).text()).toBe('tok=abc');
    expect(await (await browser.fetch('https://claims.example/cookie')).text()).toBe('tok=abc; sec=1');
  });
});

describe('docs/testing/usage.mdx', () => {
  it("a cookie set by `test.com` without a `Domain` also goes to `eviltest.com`", async () => {
    const browser = new Browser();
    await browser.fetch('https://claims.example/set-cookies');
    expect(await (await browser.fetch('https://evilclaims.example/cookie')).text()).toContain('tok=abc');
    expect(await (await browser.fetch('https://other.example/cookie')).text()).toBe('');
  });
});

describe('docs/testing/usage.mdx', () => {
  it("so a redirect to another site carries the first site's cookies, where a browser would send none", async () => {
    const browser = new Browser();
    await browser.fetch('https://claims.example/set-cookies');
    const landed = await browser.fetch('https://claims.example/away');
    expect(landed.url).toBe('https://other.example/cookie');
    expect(await landed.text()).toBe('tok=abc; sec=1');
  });
});

describe('docs/testing/usage.mdx', () => {
  it('on a 307 or 308 the method is kept but the body is not sent again', async () => {
    const response = await new Browser().fetch('https://claims.example/keep', { method: 'POST', body: 'x' });
    expect(await response.json()).toEqual({ method: 'POST', body: '' });
  });
});
