import { describe, expect, it } from 'vitest';
import { SELF } from 'cloudflare:test';
import { AgentClient } from 'agents/client';
// The package's exports leave out its package.json: read it where the run installed it
import testingPackage from '../../../node_modules/@lumenize/testing/package.json';
import { Browser, instrumentDOProject } from '@lumenize/testing';
import { rpcClient, runInDurableObjectSkipsOwnFetch, throughTheWorker, waitForGivesUpAfterOneSecond } from '../../checks';
import { corsServer, eventually, namespace, socketServer } from '../../stand-ins';

/** An AgentClient of a fresh ChatAgent through the Worker, with a socket class of `browser`. */
function agentClient(browser = new Browser(), options: { protocols?: string[] } = {}) {
  return new AgentClient({ host: 'example.com', agent: 'chat-agent', name: crypto.randomUUID(), WebSocket: browser.WebSocket, ...options });
}

/**
 * Counts the calls of each `on…` handler of an AgentClient and of each listener: for the open, the
 * Agent's welcome and the close the Agent makes when asked.
 */
async function handlerCalls() {
  const calls = { onopen: 0, open: 0, onmessage: 0, message: 0, onclose: 0, close: 0 };
  const client = agentClient();
  const welcome = (event: MessageEvent) => event.data === 'welcome';
  client.onopen = () => void calls.onopen++;
  client.addEventListener('open', () => void calls.open++);
  client.onmessage = (event) => void (welcome(event) && calls.onmessage++);
  client.addEventListener('message', (event) => void (welcome(event) && calls.message++));
  client.onclose = () => void calls.onclose++;
  client.addEventListener('close', () => void calls.close++);
  await eventually(() => expect(calls.message).toBe(1));
  client.send('close me');
  await eventually(() => expect(calls.close).toBe(1));
  client.close(); // AgentClient would reconnect
  return calls;
}

/** A Browser whose sockets are kept in `made` as they are created. */
function keepingSockets() {
  const browser = new Browser();
  const made: (WebSocket & { request: Request; response: Response })[] = [];
  const Base = browser.WebSocket;
  const Kept = class extends Base {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      made.push(this as never);
    }
  };
  return { made, WebSocket: Kept };
}

describe('docs/testing/agents.mdx', () => {
  it("skipping the Worker's routing and the DO's own `fetch`", runInDurableObjectSkipsOwnFetch);

  it("Your routing runs, and so does the DO's own `fetch`", () => throughTheWorker(new Browser().fetch));

  it('`AgentClient` lets you inject the WebSocket class it uses', async () => {
    const { made, WebSocket: Kept } = keepingSockets();
    const client = new AgentClient({ host: 'example.com', agent: 'chat-agent', name: crypto.randomUUID(), WebSocket: Kept as never });
    const got: string[] = [];
    client.addEventListener('message', (event) => got.push(String(event.data)));
    await eventually(() => expect(got).toContain('welcome'));
    expect(made).toHaveLength(1);
    client.close();
  });

  it('its sockets have no `OPEN` or `CLOSED` constants, for example, so compare `readyState` with `WebSocket.OPEN`', async () => {
    const ws = new (new Browser().WebSocket)(`wss://example.com/agents/chat-agent/${crypto.randomUUID()}`);
    expect([(ws as unknown as { OPEN?: number }).OPEN, (ws as unknown as { CLOSED?: number }).CLOSED]).toEqual([undefined, undefined]);
    await eventually(() => expect(ws.readyState).toBe(WebSocket.OPEN));
    ws.close();
  });

  it('one cookie jar serves both `fetch` and the WebSocket upgrade, so a session cookie set at login travels with the connection', async () => {
    const server = socketServer();
    const browser = new Browser(async (input, init) => {
      const incoming = new Request(input, init);
      if (incoming.headers.get('Upgrade')) return server.fetch(incoming);
      return new Response('ok', { headers: { 'Set-Cookie': 'sessionId=s1; Path=/; HttpOnly; SameSite=Strict' } });
    });
    await browser.fetch('http://example.com/login?password=secret');
    const client = new AgentClient({ host: 'example.com', agent: 'chat-agent', name: 'x', WebSocket: browser.WebSocket });
    await eventually(() => expect(server.upgrades).toHaveLength(1));
    expect(server.upgrades[0].headers.get('Cookie')).toBe('sessionId=s1');
    client.close();
  });

  it('a browser context adds an `Origin` header and checks `Access-Control-Allow-Origin` on cross-origin responses. It does not check the other CORS headers a real browser requires', async () => {
    const server = corsServer('https://app.example');
    const page = new Browser(server.fetch).context('https://app.example');
    expect((await page.fetch('https://api.example/x', { method: 'PUT', headers: { Authorization: 'b' } })).status).toBe(200);
    expect(server.received.map((each) => each.headers.get('Origin'))).toEqual(['https://app.example', 'https://app.example']);
    const refused = new Browser(corsServer('https://app.example').fetch).context('https://other.example');
    await expect(refused.fetch('https://api.example/x')).rejects.toBeInstanceOf(TypeError);
  });

  it('you can assert on the upgrade request and response behind an `AgentClient`, or read an `HttpOnly` cookie that no page script could', async () => {
    const { made, WebSocket: Kept } = keepingSockets();
    const client = new AgentClient({ host: 'example.com', agent: 'chat-agent', name: crypto.randomUUID(), WebSocket: Kept as never });
    await eventually(() => expect(made[0]?.response?.status).toBe(101));
    expect(new URL(made[0].request.url).pathname).toMatch(/^\/agents\/chat-agent\//);
    client.close();
    const browser = new Browser(async () => new Response('ok', { headers: { 'Set-Cookie': 'sessionId=s1; HttpOnly' } }));
    await browser.fetch('http://example.com/login');
    expect(browser.getCookie('sessionId', 'example.com')).toBe('s1');
  });

  it('Each user gets an isolated cookie jar', async () => {
    const alice = new Browser(async () => new Response('ok', { headers: { 'Set-Cookie': 'sessionId=alice' } }));
    const bob = new Browser(async () => new Response('ok'));
    await alice.fetch('http://example.com/login');
    expect([alice.getCookie('sessionId'), bob.getCookie('sessionId')]).toEqual(['alice', undefined]);
  });

  it('so an `onopen` handler would run twice and each user would join twice', async () => {
    expect(await handlerCalls()).toMatchObject({ onopen: 2, open: 1 });
  });

  it('The same holds for `onmessage` and `onclose`', async () => {
    expect(await handlerCalls()).toMatchObject({ onmessage: 2, message: 1, onclose: 2, close: 1 });
  });

  it('by default it gives up after one second, which a busy machine can exceed, and `vi.waitFor(check, { timeout: 5000 })` gives it longer', waitForGivesUpAfterOneSecond);

  it('`lastMessage` comes back as a real `Date`, because RPC preserves structured-clone types', async () => {
    await using client = rpcClient();
    const when = new Date('2025-10-01T12:00:00Z');
    const back = await client.echo(when);
    expect([back instanceof Date, back.getTime()]).toEqual([true, when.getTime()]);
  });

  it('The router accepts the kebab-case form of the `CHAT_AGENT` binding, so the testing client and `AgentClient` can use the same name', async () => {
    const name = crypto.randomUUID();
    const response = await SELF.fetch(`https://example.com/agents/chat-agent/${name}`);
    expect(((await response.json()) as { name: string }).name).toBe(name);
  });

  it('`@lumenize/testing` 0.9.0 accepts only `vitest` 3.2.4 and `@cloudflare/vitest-pool-workers` 0.9 as peers', () => {
    expect((testingPackage as { peerDependencies: object }).peerDependencies).toEqual({ vitest: '3.2.4', '@cloudflare/vitest-pool-workers': '^0.9.3' });
  });

  it('it counts every export except the default that is a function with a `prototype`, which covers classes and also functions declared with the `function` keyword', () => {
    class ChatAgent {}
    class AuthAgent {}
    function handleLogin() {}
    expect(() => instrumentDOProject({ default: {}, ChatAgent, AuthAgent })).toThrow(/ChatAgent, AuthAgent/);
    expect(() => instrumentDOProject({ ChatAgent, handleLogin })).toThrow(/ChatAgent, handleLogin/);
  });

  it('Each named class is wrapped with RPC support, and the harness Worker sends RPC traffic to it before handing every other request to your own Worker', async () => {
    class ChatAgent {}
    class AuthAgent {}
    const CHAT_AGENT = namespace(() => new Response('the Agent'));
    const instrumented = instrumentDOProject({ sourceModule: { default: { fetch: async () => new Response('your Worker') }, ChatAgent, AuthAgent }, doClassNames: ['ChatAgent', 'AuthAgent'] });
    const ctx = {} as ExecutionContext;
    expect(await (await instrumented.fetch!(new Request('https://example.com/__rpc/chat-agent/a/call') as never, { CHAT_AGENT }, ctx)).text()).toBe('the Agent');
    expect(await (await instrumented.fetch!(new Request('https://example.com/agents/chat-agent/a') as never, { CHAT_AGENT }, ctx)).text()).toBe('your Worker');
    expect(Object.keys(instrumented.dos)).toEqual(['ChatAgent', 'AuthAgent']);
  });

  it('The `agents` package does not choose a protocol for you', async () => {
    const response = await SELF.fetch(`https://example.com/agents/chat-agent/${crypto.randomUUID()}`, {
      headers: { Upgrade: 'websocket', 'Sec-WebSocket-Protocol': 'real.protocol, auth.token' },
    });
    expect([response.status, response.headers.get('Sec-WebSocket-Protocol')]).toEqual([101, null]);
    response.webSocket?.accept();
    response.webSocket?.close();
  });

  it("Lumenize's WebSocket shim does not enforce this rule, so a test passes with or without step 4", async () => {
    const client = agentClient(new Browser(), { protocols: ['real.protocol', 'auth.token'] });
    const got: string[] = [];
    client.addEventListener('message', (event) => got.push(String(event.data)));
    await eventually(() => expect(got).toContain('welcome'));
    client.close();
  });

  it('`getCookie()` reads that cookie even though it is `HttpOnly`', async () => {
    const browser = new Browser(async () => new Response('ok', { headers: { 'Set-Cookie': 'sessionId=s2; Path=/; HttpOnly; SameSite=Strict' } }));
    await browser.fetch('http://example.com/login');
    expect(browser.getCookie('sessionId', 'example.com')).toBe('s2');
  });

  it('`AgentClient` reconnects on its own after a connection drops, and closing it stops those retries', async () => {
    const client = agentClient();
    let welcomes = 0;
    client.addEventListener('message', (event) => void (event.data === 'welcome' && welcomes++));
    await eventually(() => expect(welcomes).toBe(1));
    client.send('close me');
    await eventually(() => expect(welcomes).toBe(2));
    client.close();
    await scheduler.wait(2_000);
    expect(welcomes).toBe(2);
  });
});
