import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { callArgumentsOf, functionsSetOn, hookGateMismatches, isWorkerCode, shimHandlerAssignments } from './code-reading';
import {
  CONTENT_RULES,
  DECISIONS_0_26_0,
  checkContentRules,
  checkSiteContent,
  formatFinding,
  installedPackages,
  parseFile,
  rulesFor,
  type SourceFile,
} from './content-rules';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function listFiles(dir: string): string[] {
  return readdirSync(path.join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return listFiles(relative);
    return /\.(mdx|json|d\.ts)$/.test(entry.name) ? [relative] : [];
  });
}

const siteFiles: SourceFile[] = [...listFiles('content'), 'app/page.tsx', 'components/layout/base-path-banner.tsx']
  .sort()
  .map((file) => ({ path: file, text: readFileSync(path.join(repoRoot, file), 'utf8') }));

describe('the site content', () => {
  it('includes the guides, posts, API notes, home page and banner', () => {
    const paths = siteFiles.map((file) => file.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'content/docs/introduction.mdx',
        'content/docs/rpc/introduction.mdx',
        'content/docs/testing/usage.mdx',
        'content/docs/routing/cors-support.mdx',
        'content/api/rpc/index.d.ts',
        'app/page.tsx',
        'components/layout/base-path-banner.tsx',
      ]),
    );
    expect(paths.filter((p) => p.startsWith('content/blog/')).length).toBeGreaterThan(0);
  });

  it('passes the content rules of the release each docs version documents', () => {
    expect(checkSiteContent(siteFiles).map(formatFinding)).toEqual([]);
  });
});

/** One page that breaks a rule and one that keeps it, with the line the finding must name. */
interface RuleCase {
  path: string;
  bad: string;
  badLines: number[];
  good: string;
}

const fence = (code: string, info = 'ts') => ['```' + info, code, '```'].join('\n');

/**
 * A verbatim excerpt of the site's content (scripts/lint-content/excerpts): `old` as a page read before the
 * rule existed, `new` as it reads now. The rules that came with those corrections are tested on
 * the real text, not on a made-up sample.
 */
const excerpt = (name: string, version: 'old' | 'new') => readFileSync(path.join(repoRoot, 'scripts/lint-content/excerpts', `${name}.${version}.txt`), 'utf8');

const CASES: Record<string, RuleCase> = {
  'shim-socket-constant': {
    path: 'content/docs/testing/usage.mdx',
    bad: fence("const ws = new browser.WebSocket('wss://a.test/x');\nawait vi.waitFor(() => expect(ws.readyState).toBe(ws.OPEN));"),
    badLines: [3],
    good: fence("const ws = new browser.WebSocket('wss://a.test/x');\nawait vi.waitFor(() => expect(ws.readyState).toBe(WebSocket.OPEN));"),
  },
  'rpc-cors-only-gate': {
    path: 'content/docs/rpc/introduction.mdx',
    bad: fence("export const C = lumenizeRpcDO(Base);\nrouteDORequest(request, env, {\n  cors: { origin: ['https://a.test'] },\n});"),
    badLines: [4],
    good: fence(
      "export const C = lumenizeRpcDO(Base);\nrouteDORequest(request, env, {\n  cors: { origin: ['https://a.test'] },\n  onBeforeConnect: (req) => gate(req),\n});",
    ),
  },
  'rpc-ungated-example-unlabelled': {
    path: 'content/docs/introduction.mdx',
    bad: ['Wrap it and route to it:', '', fence('export const C = lumenizeRpcDO(Base);\nawait routeDORequest(request, env);')].join('\n'),
    badLines: [3],
    good: ['This sketch has no authentication:', '', fence('export const C = lumenizeRpcDO(Base);\nawait routeDORequest(request, env);')].join('\n'),
  },
  'rpc-exposure-stated': {
    path: 'content/docs/rpc/introduction.mdx',
    bad: 'Lumenize RPC lets the browser call your DO.',
    badLines: [1],
    good: 'A caller can read every property and call every method, `env` and `ctx.storage` included.',
  },
  overpromise: {
    path: 'content/docs/introduction.mdx',
    bad: 'Docs whose examples run as tests, with the security controls a production system needs.',
    badLines: [1],
    good: 'Examples are type-checked against declarations of the API.',
  },
  'planned-feature-as-present': {
    path: 'content/docs/introduction.mdx',
    bad: 'You install only the plugins you need.',
    badLines: [1],
    good: 'LumenizeBase will let you install only the plugins you need.',
  },
  'packages-independent': {
    path: 'content/docs/introduction.mdx',
    bad: 'Adopt one package or several; each one stands on its own.',
    badLines: [1],
    good: '`@lumenize/rpc` brings `@lumenize/utils` along.',
  },
  'error-class-claim': {
    path: 'content/docs/rpc/introduction.mdx',
    bad: 'An error thrown in the DO arrives as a real `Error` instance of the same kind.',
    badLines: [1],
    good: 'Built-in error types keep their class; your own subclasses arrive as a plain `Error`.',
  },
  'structured-clone-overclaim': {
    path: 'content/docs/rpc/introduction.mdx',
    bad: [
      '- Every structured-clone type: `Map`, `Set`, errors and cycles all arrive intact.',
      'Values such as `Date`, `Error` and `Map` make the round trip intact.',
    ].join('\n'),
    badLines: [1, 2],
    good: '`Map`, `Set` and cycles arrive intact; `NaN` arrives as `null`, and an `Error` value keeps only its message.',
  },
  'await-using-browser': {
    path: 'content/docs/rpc/introduction.mdx',
    bad: fence("await using client = createRpcClient('COUNTER', 'lobby');", 'ts title="src/browser.ts"'),
    badLines: [2],
    good: [
      fence("await using client = createRpcClient('COUNTER', 'lobby');", 'ts title="src/browser.ts"'),
      'Where `await using` is missing, use `try` and `finally`:',
      fence("const client = createRpcClient('COUNTER', 'lobby');\ntry {\n  await client.increment();\n} finally {\n  await client[Symbol.asyncDispose]();\n}"),
    ].join('\n'),
  },
  'cloudflare-test-types': {
    path: 'content/docs/rpc/quick-start.mdx',
    bad: fence("import { SELF } from 'cloudflare:test';"),
    badLines: [2],
    good: [fence("import { SELF } from 'cloudflare:test';"), fence('{ "compilerOptions": { "types": ["@cloudflare/vitest-pool-workers"] } }', 'jsonc')].join(
      '\n',
    ),
  },
  'stale-api-notes': {
    path: 'content/api/rpc/index.d.ts',
    bad: ['/**', ' * Declare `class _Counter extends DurableObject`.', ' * Write `type Counter = RpcAccessible<InstanceType<typeof Counter>>`.', ' */'].join(
      '\n',
    ),
    badLines: [2, 3],
    good: ['/**', ' * Write `type CounterDO = RpcAccessible<InstanceType<typeof Counter>>`.', ' */'].join('\n'),
  },
  'one-admonition-syntax': {
    path: 'content/docs/utils/cors-support.mdx',
    bad: ['> [!WARNING]', '> Careful.', '', '<Admonition type="note">', '', 'Hi.', '', '</Admonition>'].join('\n'),
    badLines: [1, 4],
    good: [':::warning[Warning]', '', 'Careful.', '', ':::', '', '> **TL;DR** a plain quote stays a quote.'].join('\n'),
  },
  'line-count-meta': {
    path: 'content/docs/rpc/introduction.mdx',
    bad: 'The routing guides together run to well over 500 lines.',
    badLines: [1],
    good: 'The routing guides cover this in depth.',
  },
  'cors-only-allowed-origins': {
    path: 'content/docs/utils/cors-support.mdx',
    bad: 'Your DO only ever receives requests from origins you allow.',
    badLines: [1],
    good: 'Requests from disallowed origins never reach your DO; requests without an `Origin` header do.',
  },
  'cors-protection-claim': {
    path: 'content/docs/utils/cors-support.mdx',
    bad: ['| Mode | Safety |', '| --- | --- |', '| Allowlist | Protected |'].join('\n'),
    badLines: [3],
    good: ['| Mode | Origin check |', '| --- | --- |', '| Allowlist | Enforced |'].join('\n'),
  },
  'browser-cors-equivalence': {
    path: 'content/docs/testing/agents.mdx',
    bad: '- Enforces CORS the way a browser does.',
    badLines: [1],
    good: '- Realistic CORS only in part: it checks `Access-Control-Allow-Origin` and nothing else.',
  },
  'http-transport-cross-origin': {
    path: 'content/docs/rpc/introduction.mdx',
    bad: fence("export const client = createRpcClient('A', 'b', { transport: 'http' });"),
    badLines: [2],
    good: [
      fence("export const client = createRpcClient('A', 'b', { transport: 'http' });"),
      'From a browser this works only same-origin: a cross-origin call fails its preflight.',
    ].join('\n'),
  },
  'preflight-reply-stated': {
    path: 'content/docs/utils/route-do-request.mdx',
    bad: 'The router answers preflight requests itself.',
    badLines: [1],
    good: 'The router answers preflight requests itself, without `Access-Control-Allow-Headers`.',
  },
  'cors-default-stated': {
    path: 'content/blog/2025-10-12-you-cant-be-better-unless-you-are-different-cors-edition.mdx',
    bad: 'Lumenize runs a single origin check on the server and applies it to both.',
    badLines: [1],
    good: 'Nothing is checked until you give it a list: by default the router lets every origin through.',
  },
  'missing-origin-stated': {
    path: 'content/docs/utils/cors-support.mdx',
    bad: 'The router checks origins.',
    badLines: [1],
    good: 'A request with no `Origin` header is forwarded as it is.',
  },
  'cors-sketch-label': {
    path: 'content/docs/utils/cors-support.mdx',
    bad: ['Here is a test:', fence("it('passes', async () => {\n  await page.fetch('https://api.example.com/data');\n});")].join('\n'),
    badLines: [2],
    good: ['This test is a sketch:', fence("it('passes', async () => {\n  await page.fetch('https://api.example.com/data');\n});")].join('\n'),
  },
  'auth-in-origin-validator': {
    path: 'content/docs/utils/cors-support.mdx',
    bad: [
      fence("routeDORequest(r, env, {\n  cors: { origin: (origin, req) => req.headers.get('X-API-Key') === KEY },\n});"),
      fence(
        "function check(origin: string, req: Request): boolean {\n  return req.headers.get('Authorization') !== null;\n}\nrouteDORequest(r, env, { cors: { origin: check } });",
      ),
    ].join('\n'),
    badLines: [3, 10],
    good: fence(
      "routeDORequest(r, env, {\n  cors: { origin: (origin) => origin.endsWith('.a.test') },\n  onBeforeRequest: (req) => (req.headers.get('X-API-Key') === KEY ? undefined : deny()),\n});",
    ),
  },
  'validator-method-upgrade': {
    path: 'content/docs/utils/cors-support.mdx',
    bad: fence(
      "function readOnly(origin: string, request: Request): boolean {\n  return request.method === 'GET';\n}\nrouteDORequest(r, env, { cors: { origin: readOnly } });",
    ),
    badLines: [5],
    good: fence(
      "function readOnly(origin: string, request: Request): boolean {\n  const upgrade = request.headers.get('Upgrade')?.toLowerCase() === 'websocket';\n  return !upgrade && request.method === 'GET';\n}\nrouteDORequest(r, env, { cors: { origin: readOnly } });",
    ),
  },
  'ws-bearer-label': {
    path: 'content/docs/utils/route-do-request.mdx',
    bad: [
      'This Worker checks a bearer token on upgrades:',
      fence(
        "routeDORequest(r, env, {\n  onBeforeConnect: async (req, { doInstanceNameOrId }) => {\n    const token = req.headers.get('Authorization');\n  },\n});",
      ),
      fence("const Shim = getWebSocketShim(fetch, { headers: { Authorization: 'Bearer x' } });"),
    ].join('\n'),
    badLines: [4, 10],
    good: [
      'For clients outside a browser, this Worker checks a bearer token on upgrades:',
      fence(
        "routeDORequest(r, env, {\n  onBeforeConnect: async (req, { doInstanceNameOrId }) => {\n    const token = req.headers.get('Authorization');\n  },\n  onBeforeRequest: (req) => (req.headers.get('Authorization') ? undefined : deny()),\n});",
      ),
    ].join('\n'),
  },
  'subprotocol-answer': {
    path: 'content/docs/testing/agents.mdx',
    bad: fence("const offered = request.headers.get('Sec-WebSocket-Protocol') ?? '';\nconst token = offered.split(',').find((p) => p.startsWith('auth.'));"),
    badLines: [2],
    good: [
      fence("const offered = request.headers.get('Sec-WebSocket-Protocol') ?? '';\nconst token = offered.split(',').find((p) => p.startsWith('auth.'));"),
      fence("headers.set('Sec-WebSocket-Protocol', 'real.protocol');"),
    ].join('\n'),
  },
  'banner-docusaurus': {
    path: 'components/layout/base-path-banner.tsx',
    bad: '<p>Your Docusaurus site did not load properly.</p>',
    badLines: [1, 1],
    good: '<p>This site did not load properly.</p>',
  },
  'unpinned-install': {
    // The quick start's install commands: rpc and utils unpinned, then vitest@3.2 and a bare vitest-pool-workers
    path: 'content/docs/rpc/quick-start.mdx',
    bad: excerpt('unpinned-install', 'old'),
    badLines: [7, 7, 14, 14, 21, 21, 33, 33, 33],
    good: excerpt('unpinned-install', 'new'),
  },
  'hook-gate-parity': {
    // The CORS guide's hooks example, which gated onBeforeRequest alone
    path: 'content/docs/utils/cors-support.mdx',
    bad: excerpt('hook-gate-parity', 'old'),
    badLines: [12],
    good: excerpt('hook-gate-parity', 'new'),
  },
  'shim-socket-handler': {
    // The usage guide's WebSocket test, which set on* handlers on the shim's sockets
    path: 'content/docs/testing/usage.mdx',
    bad: excerpt('shim-socket-handler', 'old'),
    badLines: [15, 16, 41, 42],
    good: excerpt('shim-socket-handler', 'new'),
  },
  'examples-note': {
    path: 'content/docs/introduction.mdx',
    bad: 'Welcome.',
    badLines: [1],
    good: 'Every example is type-checked: [How the examples are checked](/docs/how-examples-are-checked) says what that covers.',
  },
};

describe('each content rule', () => {
  it('has a case below', () => {
    expect(Object.keys(CASES).sort()).toEqual(CONTENT_RULES.map((rule) => rule.id).sort());
  });

  for (const rule of CONTENT_RULES) {
    const sample = CASES[rule.id];
    if (!sample) continue;
    it(`${rule.id}: reports the mistake with its line`, () => {
      const findings = checkContentRules([{ path: sample.path, text: sample.bad }], [rule]);
      expect(findings.map((finding) => finding.line)).toEqual(sample.badLines);
      expect(findings.every((finding) => finding.path === sample.path && finding.rule === rule.id)).toBe(true);
    });
    it(`${rule.id}: accepts the corrected text`, () => {
      expect(checkContentRules([{ path: sample.path, text: sample.good }], [rule])).toEqual([]);
    });
  }

  it('names the file, line and rule in its report', () => {
    const [finding] = checkContentRules([{ path: 'content/docs/x.mdx', text: 'Each package stands on its own.' }]);
    expect(formatFinding(finding)).toMatch(/^content\/docs\/x\.mdx:1: \[packages-independent\] /);
  });
});

describe('the parsing helpers', () => {
  it('separates fences from prose, skipping front matter, and keeps line numbers', () => {
    const parsed = parseFile({
      path: 'content/docs/a.mdx',
      text: ['---', 'title: A', '---', 'Prose.', '```ts title="src/a.ts"', 'const a = 1;', '```', 'More.'].join('\n'),
    });
    expect(parsed.prose.map((p) => [p.line, p.text])).toEqual([
      [4, 'Prose.'],
      [8, 'More.'],
    ]);
    expect(parsed.fences).toMatchObject([{ lang: 'ts', title: 'src/a.ts', line: 5, code: 'const a = 1;' }]);
  });

  it('treats files that are not Markdown as prose only', () => {
    const parsed = parseFile({ path: 'app/page.tsx', text: '```ts\nx\n```' });
    expect(parsed.fences).toEqual([]);
    expect(parsed.prose).toHaveLength(3);
  });

  it('reads the functions set on a property and the arguments of calls with the TypeScript parser', () => {
    const code = [
      "x({ onBeforeConnect: async (req, { id }) => { return req.headers.get('A'); }, y: 1 });",
      'function gate(r: Request): boolean {',
      '  return r.method === "GET";',
      '}',
      'z({ origin: gate, other: { origin: "https://a.example" } });',
      "const ws = new (getWebSocketShim(SELF.fetch.bind(SELF), { headers: { Authorization: 'Bearer t' } }))('wss://x');",
      "browser.context('https://a.example', { headers: {} });",
    ].join('\n');
    expect(functionsSetOn(code, 'onBeforeConnect')).toEqual([{ line: 1, text: "async (req, { id }) => { return req.headers.get('A'); }" }]);
    expect(functionsSetOn(code, 'origin')).toEqual([{ line: 5, text: 'function gate(r: Request): boolean {\n  return r.method === "GET";\n}' }]);
    expect(callArgumentsOf(code, ['getWebSocketShim', 'context']).map((span) => span.line)).toEqual([6, 7]);
    expect(callArgumentsOf(code, ['getWebSocketShim'])[0].text).toContain("Authorization: 'Bearer t'");
  });
});

describe('reading install commands', () => {
  it('lists each package with its version, flags left out, in any package manager', () => {
    const text = [
      '$ npm i -D vitest@3.2.4 @lumenize/testing',
      'Run `bun add @lumenize/utils@0.9.0` first.',
      '$ yarn add --dev @cloudflare/vitest-pool-workers@^0.9.3',
    ].join('\n');
    expect(installedPackages(text)).toEqual([
      { line: 1, name: 'vitest', spec: '3.2.4' },
      { line: 1, name: '@lumenize/testing', spec: undefined },
      { line: 2, name: '@lumenize/utils', spec: '0.9.0' },
      { line: 3, name: '@cloudflare/vitest-pool-workers', spec: '^0.9.3' },
    ]);
  });

  it('accepts the 0.9 line of vitest-pool-workers from 0.9.3, and nothing older or newer', () => {
    const rule = CONTENT_RULES.filter((r) => r.id === 'unpinned-install');
    const check = (spec: string) =>
      checkContentRules([{ path: 'content/docs/a.mdx', text: `$ npm install @cloudflare/vitest-pool-workers@${spec}` }], rule).length;
    expect(['0.9', '0.9.3', '0.9.14', '~0.9.3'].map(check)).toEqual([0, 0, 0, 0]);
    expect(['0.9.0', '0.10', 'latest', '0.23.0'].map(check)).toEqual([1, 1, 1, 1]);
  });
});

describe('reading routing hooks', () => {
  const code = (name: string, version: 'old' | 'new') => parseFile({ path: 'content/docs/a.mdx', text: excerpt(name, version) }).fences[0].code;

  it('names the checks that onBeforeConnect lacks, following a gate the page declares', () => {
    // The routing guide's example: an API-key check on non-GETs in onBeforeRequest, a bearer check in onBeforeConnect
    expect(hookGateMismatches(code('hook-gate-parity-routing', 'old'))).toEqual([
      { line: 23, missing: ['method', 'header:x-api-key'], connect: 'checks less' },
    ]);
    expect(hookGateMismatches(code('hook-gate-parity-routing', 'new'))).toEqual([]);
  });

  it('reads options bound to a name, hooks given by name, and gates it cannot see', () => {
    const shared = 'const options = { onBeforeRequest: gate, onBeforeConnect: gate };\nrouteDORequest(r, env, options);';
    expect(hookGateMismatches(shared)).toEqual([]);
    const unseen = 'routeAgentRequest(r, env, {\n  onBeforeRequest: (req) => deny(req),\n  onBeforeConnect: (req) => log(req),\n});';
    expect(hookGateMismatches(unseen)).toEqual([{ line: 2, missing: ['call:deny'], connect: 'checks less' }]);
    const benign = 'routeDORequest(r, env, {\n  onBeforeRequest: (req) => {\n    console.log(req.url);\n  },\n});';
    expect(hookGateMismatches(benign)).toEqual([]);
    const connectOnly = "routeDORequest(r, env, {\n  onBeforeConnect: (req) => new Response('no', { status: 401 }),\n});";
    expect(hookGateMismatches(connectOnly)).toEqual([]);
  });
});

describe('reading shim sockets', () => {
  it('finds on* handlers on sockets from the shim, however the class was reached', () => {
    const code = [
      'const Shim = getWebSocketShim(SELF.fetch.bind(SELF));',
      "const a = new Shim('wss://x.test/a');",
      "a.onopen = () => a.send('hi');",
      "const { WebSocket: PageSocket } = new Browser().context('https://x.test');",
      "const b = new PageSocket('wss://x.test/b');",
      'b.onerror = () => {};',
      "new (new Browser().WebSocket)('wss://x.test/c').onclose = () => {};",
      "const native = new WebSocket('wss://x.test/d');",
      'native.onmessage = () => {};',
      "const global = new globalThis.WebSocket('wss://x.test/e');",
      'global.onmessage = () => {};',
    ].join('\n');
    expect(shimHandlerAssignments(code)).toEqual([
      { line: 3, target: 'a.onopen' },
      { line: 6, target: 'b.onerror' },
      { line: 7, target: "new (new Browser().WebSocket)('wss://x.test/c').onclose" },
    ]);
  });

  it("leaves AgentClient's own handlers alone, though it runs on a shim class", () => {
    const code = "const alice = new AgentClient({ agent: 'a', host: 'x.test', WebSocket: new Browser().WebSocket });\nalice.onopen = () => {};";
    expect(shimHandlerAssignments(code)).toEqual([]);
  });

  it('judges Worker code by its file or its imports, and leaves browser code out', () => {
    expect(isWorkerCode('const a = 1;', 'test/usage.test.ts')).toBe(true);
    expect(isWorkerCode('const a = 1;', 'src/browser.ts')).toBe(false);
    expect(isWorkerCode("import { SELF } from 'cloudflare:test';", undefined)).toBe(true);
    expect(isWorkerCode("import { Browser } from '@lumenize/utils';", undefined)).toBe(false);
  });
});

describe('the rules of each release', () => {
  it('decides, for 0.26.0, what becomes of every rule of 0.9.0', () => {
    expect(Object.keys(DECISIONS_0_26_0).sort()).toEqual(CONTENT_RULES.map((rule) => rule.id).sort());
  });

  it('drops the rules whose fact 0.26.0 changed, and restates the ones it moved', () => {
    const ids = rulesFor('0.26.0').map((rule) => rule.id);
    expect(ids).not.toContain('structured-clone-overclaim');
    expect(ids).not.toContain('planned-feature-as-present');
    expect(ids).toContain('rpc-deprecation-first');
    const install = rulesFor('0.26.0').filter((rule) => rule.id === 'unpinned-install');
    const check = (command: string) => checkContentRules([{ path: 'content/docs/a.mdx', text: command }], install).length;
    expect(check('$ npm install -D vitest@4.1.4 @cloudflare/vitest-pool-workers@0.15.1 @lumenize/testing@0.26.0')).toBe(0);
    expect(check('$ npm install @lumenize/testing@0.9.0 vitest@3.2.4')).toBe(2);
  });

  it('names a release it has no rules for', () => {
    expect(() => rulesFor('0.1.0')).toThrow(/no content rules for the docs of 0\.1\.0/);
  });

  it('holds an archived version to the rules of its own release, at the path it has in the latest tree', () => {
    const install = (version: string) => ['```bash title="Terminal"', `$ npm install @lumenize/rpc@${version}`, '```'].join('\n');
    const claim = 'A `NaN` makes the round trip; every structured-clone type arrives as it left.';
    const files: SourceFile[] = [
      { path: 'content/docs/rpc/introduction.mdx', text: `${install('0.26.0')}\n\n${claim}` },
      { path: 'content/versions/0.9.0/docs/rpc/introduction.mdx', text: `${install('0.9.0')}\n\n${claim}` },
    ];
    const findings = checkSiteContent(files).filter((finding) => finding.rule === 'structured-clone-overclaim');
    expect(findings.map((finding) => finding.path)).toEqual(['content/versions/0.9.0/docs/rpc/introduction.mdx']);
  });
});
