import { describe, it, expect, vi } from 'vitest';
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

/** A server on another origin that allows `allowed`, keeping every request it is sent. */
function corsServer(allowed: string) {
  const received: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const incoming = new Request(input, init);
    received.push(incoming);
    const headers: Record<string, string> = incoming.headers.get('Origin') === allowed ? { 'Access-Control-Allow-Origin': allowed } : {};
    return new Response(incoming.method === 'OPTIONS' ? null : 'ok', { status: incoming.method === 'OPTIONS' ? 204 : 200, headers });
  };
  return { received, fetch: fetch as typeof globalThis.fetch };
}

/** A tab reads only a POST's Content-Type: a GET or HEAD with a JSON one gets no preflight. */
async function jsonGetWithoutPreflight() {
  const sent = async (init: RequestInit) => {
    const server = corsServer('https://app.example');
    await new Browser(server.fetch).context('https://app.example').fetch('https://api.example/data', init);
    return server.received.map((each) => each.method);
  };
  const json = { 'Content-Type': 'application/json' };
  expect(await sent({ method: 'GET', headers: json })).toEqual(['GET']);
  expect(await sent({ method: 'HEAD', headers: json })).toEqual(['HEAD']);
  expect(await sent({ method: 'POST', headers: json })).toEqual(['OPTIONS', 'POST']);
}

/**
 * A tab's fetch sends the jar's cookies across origins, its preflight included, and keeps the
 * cookies a cross-origin answer sets, even one that fails the CORS check.
 */
async function cookiesAcrossOrigins() {
  const server = corsServer('https://app.example');
  const browser = new Browser(server.fetch);
  browser.setCookie('session', 's1', { domain: 'api.example' });
  const page = browser.context('https://app.example');
  await page.fetch('https://api.example/data');
  await page.fetch('https://api.example/data', { method: 'PUT' });
  await page.fetch('https://api.example/data', { credentials: 'omit' });
  expect(server.received.map((each) => `${each.method} ${each.headers.get('Cookie')}`)).toEqual([
    'GET session=s1',
    'OPTIONS session=s1',
    'PUT session=s1',
    'GET session=s1',
  ]);
  const planting = new Browser(async () => new Response('no CORS headers', { headers: { 'Set-Cookie': 'planted=1' } }));
  await expect(planting.context('https://app.example').fetch('https://api.example/data')).rejects.toThrow(TypeError);
  expect(planting.getCookie('planted', 'api.example')).toBe('1');
}

describe('docs/testing/usage.mdx', () => {
  it('it reads the `Content-Type` of a `POST` only, so a `GET` or `HEAD` with a JSON `Content-Type` goes out without the preflight a browser would send', jsonGetWithoutPreflight);
});

describe('docs/routing/cors-support.mdx', () => {
  it('it reads the `Content-Type` of a `POST` only, so a `GET` with a JSON `Content-Type` goes without a preflight', jsonGetWithoutPreflight);
});

describe('api/testing/index.d.ts', () => {
  it('it reads the `Content-Type` of a POST only: a GET or HEAD with a JSON one goes out', jsonGetWithoutPreflight);
});

describe('api/testing/index.d.ts', () => {
  it("the `fetch` sends the browser's cookies with cross-origin requests and their", cookiesAcrossOrigins);
});

describe('docs/testing/usage.mdx', () => {
  it("Its `fetch` sends the jar's cookies with every request, cross-origin ones and their preflights included, whatever the request's `credentials` option says", cookiesAcrossOrigins);
});

describe('docs/routing/cors-support.mdx', () => {
  it("it sends the browser's cookies with cross-origin requests and their preflights", cookiesAcrossOrigins);
});

/**
 * vi.waitFor's default limit, counted in calls rather than read from the clock, which workerd holds
 * still between I/O: a check that passes on its 25th call (50 ms apart) is given up by default,
 * with its last error, and passes when given longer.
 */
async function waitForGivesUpAfterOneSecond() {
  const passingOnCall = (wanted: number) => {
    let calls = 0;
    const check = () => {
      calls += 1;
      if (calls < wanted) throw new Error(`not yet, call ${calls}`);
      return calls;
    };
    return { check, calls: () => calls };
  };
  const byDefault = passingOnCall(25);
  const outcome = await vi.waitFor(byDefault.check).catch((error: Error) => error);
  expect(outcome).toBeInstanceOf(Error);
  expect((outcome as Error).message).toBe(`not yet, call ${byDefault.calls()}`);
  expect(byDefault.calls()).toBeLessThanOrEqual(21);
  const longer = passingOnCall(25);
  expect(await vi.waitFor(longer.check, { timeout: 10_000 })).toBe(25);
}

describe('docs/testing/usage.mdx', () => {
  it("after one second it fails with the callback's last error, so give a slow event a longer `{ timeout }` as the second argument", waitForGivesUpAfterOneSecond);
});

describe('docs/testing/agents.mdx', () => {
  it('it tries every 50 ms and gives up after one second by default', waitForGivesUpAfterOneSecond);
});

/** workerd's Request drops `credentials`, so a tab never checks Access-Control-Allow-Credentials. */
async function credentialsNeverChecked() {
  expect(new Request('https://api.example/data', { credentials: 'include' }).credentials).toBeUndefined();
  const server = corsServer('https://app.example');
  const page = new Browser(server.fetch).context('https://app.example');
  // The answer allows the origin but not credentials: a browser would reject it
  const response = await page.fetch('https://api.example/data', { credentials: 'include' });
  expect(response.headers.get('Access-Control-Allow-Credentials')).toBeNull();
  expect(response.status).toBe(200);
}

describe('docs/testing/usage.mdx', () => {
  it("but workerd's `Request` keeps no `credentials`, so in the tests that check never runs", credentialsNeverChecked);
});

describe('docs/routing/cors-support.mdx', () => {
  it("and in the tests not `-Allow-Credentials` either", credentialsNeverChecked);
});

describe('docs/testing/usage.mdx', () => {
  it("The harness's router answers every path under `/__rpc` before your Worker sees the request", async () => {
    const browser = new Browser();
    // The claims' Worker routes no /__rpc path and answers 404 to what it does not route
    expect((await browser.fetch('https://claims.example/nowhere')).status).toBe(404);
    // The RPC layer's answer to a GET: the harness routed it to the DO first
    expect((await browser.fetch('https://claims.example/__rpc/TABLE/harness-probe/call')).status).toBe(405);
  });
});
