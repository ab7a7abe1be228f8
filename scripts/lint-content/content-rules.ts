/**
 * Rules that keep specific untruths out of the guides, posts, API notes and home page: each one
 * describes a mistake the content once made about what the Lumenize 0.9.0 libraries do, and
 * reports the file and line where it shows up again. The rules know the libraries' behaviour the
 * way the guides state it (for example, that the sockets made by getWebSocketShim carry the
 * ready-state constants only as statics of their class). Most read text; the ones that judge what
 * an example's code does read it with the TypeScript parser, through code-reading.ts.
 */
import { readMarkdownSource } from '@/build-time/content/compile/markdown-source';
import { API_HISTORY_NAME } from '@/build-time/content/content-dir';
import { callArgumentsOf, functionsSetOn, hookGateMismatches, isWorkerCode, shimHandlerAssignments } from './code-reading';

export interface SourceFile {
  /** Path from the repository root, with forward slashes. */
  path: string;
  text: string;
}

export interface Finding {
  path: string;
  line: number;
  rule: string;
  message: string;
}

export interface ContentRule {
  id: string;
  /** What the rule protects, in one sentence. */
  description: string;
  appliesTo(path: string): boolean;
  check(file: ParsedFile): Omit<Finding, 'path' | 'rule'>[];
}

interface Fence {
  lang: string;
  title: string | undefined;
  /** Line of the opening marker, 1-based. */
  line: number;
  /** Code lines; `codeLines[i]` sits on line `line + 1 + i`. */
  codeLines: string[];
  code: string;
}

interface ProseLine {
  line: number;
  text: string;
}

export interface ParsedFile extends SourceFile {
  fences: Fence[];
  /** Every line outside code fences and front matter, with its number. */
  prose: ProseLine[];
}

const CODE_LANGUAGES = new Set(['ts', 'tsx', 'typescript', 'js', 'jsx', 'javascript']);

/** Splits Markdown or MDX into fenced code and prose, as the compile reads it; any other file is all prose. */
export function parseFile({ path, text }: SourceFile): ParsedFile {
  const lines = text.split('\n');
  if (!/\.mdx?$/.test(path)) return { path, text, fences: [], prose: lines.map((line, i) => ({ line: i + 1, text: line })) };
  const source = readMarkdownSource(text, path);
  const notProse = new Set<number>();
  const mark = (start: number, end: number) => {
    for (let line = start; line <= end; line++) notProse.add(line);
  };
  if (source.frontMatter) mark(source.frontMatter.start, source.frontMatter.end);
  const fences = source.fences.map(({ lang, meta, code, start, end }) => {
    mark(start, end);
    return { lang, title: /title="([^"]*)"/.exec(meta)?.[1], line: start, codeLines: code.split('\n'), code };
  });
  return { path, text, fences, prose: lines.map((line, i) => ({ line: i + 1, text: line })).filter((line) => !notProse.has(line.line)) };
}

const isCode = (fence: Fence) => CODE_LANGUAGES.has(fence.lang);
const isGuideOrPost = (path: string) => /^content\/(docs|blog)\/.+\.mdx$/.test(path);
/**
 * The API history is left out: it states every tag from 0.9.0 on, in the declarations TypeScript
 * prints from them (a later package exports a type named `Unprotected`), not 0.9.0's behaviour.
 */
const isContent = (path: string) => /^content\/.+\.(mdx|json|d\.ts)$/.test(path) && path !== `content/${API_HISTORY_NAME}`;
const isDocOrHome = (path: string) => /^content\/docs\/.+\.mdx$/.test(path) || path === 'content/home.mdx' || path === 'app/page.tsx';

/** Line numbers inside a fence for each match of `pattern` in its code. */
function fenceMatches(fence: Fence, pattern: RegExp): { line: number; match: RegExpExecArray }[] {
  const found: { line: number; match: RegExpExecArray }[] = [];
  fence.codeLines.forEach((text, index) => {
    const re = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    for (let match = re.exec(text); match; match = re.exec(text)) found.push({ line: fence.line + 1 + index, match });
  });
  return found;
}

/** Prose within `before` lines above the fence's opening or `after` lines below its end. */
function proseAround(file: ParsedFile, fence: Fence, before: number, after: number): string {
  const end = fence.line + fence.codeLines.length + 1;
  return file.prose
    .filter((p) => (p.line >= fence.line - before && p.line < fence.line) || (p.line > end && p.line <= end + after))
    .map((p) => p.text)
    .join('\n');
}

/** Where a line of a fence's code sits in the file: `line` is 1-based within the code. */
const fileLine = (fence: Fence, line: number) => fence.line + line;

/** The CORS origin validators of a code block (`origin:` set to a function, or to a function's name). */
const originValidators = (fence: Fence) => functionsSetOn(fence.code, 'origin', isTsx(fence));

/** A rule that flags prose lines matching `pattern` (and not `unless`, when given). */
function proseRule(id: string, description: string, appliesTo: (path: string) => boolean, pattern: RegExp, message: string, unless?: RegExp): ContentRule {
  return {
    id,
    description,
    appliesTo,
    check: (file) => file.prose.filter((p) => pattern.test(p.text) && !(unless && unless.test(p.text))).map((p) => ({ line: p.line, message })),
  };
}

/** A rule that fails a whole file (reported on line 1) when `required` appears nowhere in its prose. */
function presenceRule(id: string, description: string, paths: string[], required: RegExp, message: string): ContentRule {
  return {
    id,
    description,
    appliesTo: (path) => paths.includes(path),
    check: (file) => (file.prose.some((p) => required.test(p.text)) ? [] : [{ line: 1, message }]),
  };
}

/** One package named in an install command, with the line it is on. */
export interface InstalledPackage {
  line: number;
  name: string;
  /** The version or range after the name's `@`; undefined when none is given. */
  spec: string | undefined;
}

const INSTALL_COMMAND = /\b(?:npm\s+(?:install|i|add)|pnpm\s+(?:add|install|i)|yarn\s+add|bun\s+(?:add|install|i))\s+([^`&|;\n]*)/g;

/** The packages each install command of a text names (npm, pnpm, yarn or bun), flags left out. */
export function installedPackages(text: string): InstalledPackage[] {
  return text.split('\n').flatMap((lineText, index) =>
    [...lineText.matchAll(INSTALL_COMMAND)].flatMap((command) =>
      command[1]
        .trim()
        .split(/\s+/)
        .filter((word) => word !== '' && !word.startsWith('-'))
        .map((word) => {
          const at = word.indexOf('@', word.startsWith('@') ? 1 : 0);
          return { line: index + 1, name: at > 0 ? word.slice(0, at) : word, spec: at > 0 ? word.slice(at + 1) : undefined };
        }),
    ),
  );
}

// The releases the guides describe, and what the 0.9.0 packages accept as peers: rpc and testing
// name vitest 3.2.4 exactly, and all three ask for @cloudflare/vitest-pool-workers ^0.9.3.
const REQUIRED_RELEASES: { name: RegExp; spec: RegExp; wanted: string }[] = [
  { name: /^@lumenize\//, spec: /^0\.9\.0$/, wanted: '0.9.0' },
  { name: /^@cloudflare\/vitest-pool-workers$/, spec: /^[~^]?0\.9(?:\.(?:[3-9]|\d{2,}))?$/, wanted: '0.9' },
  { name: /^(?:vitest|@vitest\/coverage-istanbul)$/, spec: /^3\.2\.4$/, wanted: '3.2.4' },
];

const isTsx = (fence: Fence) => fence.lang === 'tsx' || fence.lang === 'jsx';

// Words that mark a sentence as a plan rather than a description of what ships today.
const PLAN_MARKER = /\b(will|would|planned|plans?|idea is|aims?|goal|roadmap|on the way|coming|not yet|next|intent|to come)\b/i;

export const CONTENT_RULES: ContentRule[] = [
  {
    id: 'shim-socket-constant',
    description: "Examples never read CONNECTING/OPEN/CLOSING/CLOSED from a socket: the shim's sockets lack them, so the read is undefined.",
    appliesTo: isContent,
    check: (file) =>
      file.fences.filter(isCode).flatMap((fence) =>
        fenceMatches(fence, /(?<![\w$])([a-z_$][\w$]*)\.(CONNECTING|OPEN|CLOSING|CLOSED)\b/).map(({ line, match }) => ({
          line,
          message: `\`${match[1]}.${match[2]}\` reads a ready-state constant from a socket; on the shim's sockets it is undefined. Compare with \`WebSocket.${match[2]}\`.`,
        })),
      ),
  },
  {
    id: 'rpc-cors-only-gate',
    description: 'An RPC-enabled DO is never shown guarded by a CORS option alone; the example also authenticates in a routing hook.',
    appliesTo: isContent,
    check: (file) =>
      file.fences
        .filter((f) => isCode(f) && f.code.includes('lumenizeRpcDO(') && /\bcors\s*:/.test(f.code))
        .filter((f) => !/\bonBefore(Request|Connect)\b/.test(f.code))
        .map((f) => ({
          line: fenceMatches(f, /\bcors\s*:/)[0].line,
          message: 'An RPC-enabled DO is routed with a CORS option but no onBeforeRequest/onBeforeConnect authentication. CORS is not a gate.',
        })),
  },
  {
    id: 'rpc-ungated-example-unlabelled',
    description: 'An RPC Worker without authentication hooks says, next to the example, that it has no gate.',
    appliesTo: isContent,
    check: (file) =>
      file.fences
        .filter((f) => isCode(f) && f.code.includes('lumenizeRpcDO(') && /\broute(DO|Agent)Request\(/.test(f.code))
        .filter((f) => !/\bonBefore(Request|Connect)\b/.test(f.code))
        .filter((f) => !/sketch|no gate|no authentication|without authentication/i.test(`${f.code}\n${proseAround(file, f, 12, 12)}`))
        .map((f) => ({
          line: f.line,
          message: 'This RPC Worker has no authentication hook and nothing near it says so. Label it (sketch, no gate) or add the gate.',
        })),
  },
  presenceRule(
    'rpc-exposure-stated',
    'The pages that put RPC in front of readers say that an RPC-enabled DO exposes every property and method, env and ctx.storage included.',
    ['content/docs/introduction.mdx', 'content/docs/rpc/introduction.mdx', 'content/docs/rpc/quick-start.mdx'],
    /(?=.*\bevery\b)(?=.*\b(property|properties)\b)(?=.*\bmethods?\b)(?=.*`env`)(?=.*`ctx\.storage`)/i,
    'Nowhere does this page say that an RPC-enabled DO exposes every property and method, `env` and `ctx.storage` included, to whoever gets through routing.',
  ),
  proseRule(
    'overpromise',
    'The site does not promise what 0.9.0 does not give: production-grade security, or examples that cannot drift (they are checked when the checks run, not forever).',
    (path) => isContent(path) || path === 'app/page.tsx',
    /security controls a production system needs|production-grade|examples cannot (?:quietly )?drift|never drift from the code/i,
    'Promises more than the libraries and the site deliver (examples are checked when npm run build and npm run test:examples run; RPC security is up to your hooks).',
  ),
  proseRule(
    'planned-feature-as-present',
    'Plugins and switchable logging are described as plans: neither ships in 0.9.0.',
    isDocOrHome,
    /\bplugins?\b|\bplug in\b|logging you can switch on/i,
    'Describes a planned feature (plugins, switchable logging) without marking it as a plan.',
    PLAN_MARKER,
  ),
  proseRule(
    'packages-independent',
    '@lumenize/rpc depends on @lumenize/utils and @lumenize/testing on both, so the packages are not all independent.',
    isContent,
    /\b(each|every) (one|package)\b[^.]*\b(stands on its own|is independent|works on its own|can be used (on its own|independently|alone))|\bpackages (are|is) (all )?independent|\bindependent packages\b/i,
    'Claims the packages are independent; rpc brings utils along, and testing brings both.',
  ),
  proseRule(
    'error-class-claim',
    'Only built-in error types keep their class across RPC; custom subclasses arrive as Error.',
    isContent,
    /\berrors?\b(?=.*(same (kind|class|type|constructor)|keeps? (its|their) (class|type)|genuine `?Error`? instance))/i,
    'Says errors keep their class across RPC without limiting that to built-in error types.',
    /built-in/i,
  ),
  proseRule(
    'structured-clone-overclaim',
    'RPC does not carry every structured-clone value unchanged: its JSON encoding turns NaN and Infinity into null, and an Error sent as a value loses its stack and its own properties.',
    isContent,
    /\bevery (?:structured-clone type|type the structured[- ]clone algorithm supports)|\berrors?\b[^.]*\b(?:arrives? intact|makes? the round trip intact)|`Error`[^.]*\bmakes? the round trip intact/i,
    'Says every structured-clone value, errors included, survives RPC unchanged; NaN and Infinity become null, and an Error value loses its stack and its own properties.',
  ),
  {
    id: 'await-using-browser',
    description: 'Browser code that uses `await using` comes with a try/finally form or a caveat, since not every browser supports it.',
    appliesTo: isContent,
    check: (file) => {
      const hasAlternative = /\bfinally\b/.test(file.text) && file.text.includes('Symbol.asyncDispose');
      if (hasAlternative) return [];
      return file.fences
        .filter((f) => isCode(f) && /\bawait using\b/.test(f.code))
        .filter((f) => /browser/i.test(f.title ?? '') || (f.code.includes('createRpcClient(') && !/\bit\(/.test(f.code)))
        .map((f) => ({
          line: fenceMatches(f, /\bawait using\b/)[0].line,
          message: 'Browser code uses `await using` and the page shows no `try`/`finally` with `Symbol.asyncDispose` for browsers without it.',
        }));
    },
  },
  {
    id: 'cloudflare-test-types',
    description: 'A page whose tests import cloudflare:test shows the tsconfig `types` entry that declares it.',
    appliesTo: isContent,
    check: (file) => {
      const importing = file.fences.filter((f) => isCode(f) && /from ['"]cloudflare:test['"]/.test(f.code));
      if (importing.length === 0 || /"types"\s*:\s*\[[^\]]*@cloudflare\/vitest-pool-workers/.test(file.text)) return [];
      return importing.map((f) => ({
        line: fenceMatches(f, /from ['"]cloudflare:test['"]/)[0].line,
        message: 'Imports cloudflare:test, but the page never shows `"types": ["@cloudflare/vitest-pool-workers"]` for the test tsconfig.',
      }));
    },
  },
  proseRule(
    'stale-api-notes',
    'API notes match the guides: no `_Counter`, no type alias that shadows the class it wraps, no note about a table the guide now has.',
    isContent,
    /\b_Counter\b|type (\w+) = RpcAccessible<InstanceType<typeof \1>>|leaves out the lower_snake|table leaves out/,
    'Stale note: the guides use CounterBase, name the RpcAccessible type apart from the class, and list every case conversion.',
  ),
  {
    id: 'one-admonition-syntax',
    description: 'Guides and posts write admonitions one way, as ::: containers.',
    appliesTo: isGuideOrPost,
    check: (file) =>
      file.prose
        .filter((p) => /<Admonition\b|^\s*>\s*\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]/i.test(p.text))
        .map((p) => ({ line: p.line, message: 'Admonition in another syntax; write it as a `:::type[Title]` container.' })),
  },
  proseRule(
    'line-count-meta',
    'No meta-commentary measuring pages in lines.',
    isGuideOrPost,
    /\b\d[\d,]*\+? lines\b/i,
    'Measures documentation in lines; say what the reader needs instead.',
  ),
  proseRule(
    'cors-only-allowed-origins',
    'Requests without an Origin header pass the CORS check, so the DO does not receive only allowed origins.',
    isContent,
    /only ever receives requests from origins you allow|only (?:allowed|permitted) (?:origins|traffic) (?:ever )?reach/i,
    'Claims only allowed origins reach the DO; requests without an `Origin` header pass the check.',
  ),
  proseRule(
    'cors-protection-claim',
    'The CORS guide does not call an origin check protection and then take it back.',
    isContent,
    /\|\s*Protected\s*\||\bDOs are protected\b|\bUnprotected\b/,
    'Calls an origin check protection; the Security Considerations say it is not a security boundary.',
  ),
  proseRule(
    'browser-cors-equivalence',
    'The Browser simulation checks only Access-Control-Allow-Origin, so nothing says it enforces CORS as a browser does.',
    isContent,
    /realistic CORS|(?:enforces|applies|checks) CORS (?:rules )?(?:exactly )?(?:the way|as|like) (?:a |real )?browsers? do(?:es)?|CORS rules the way real browsers do/i,
    'Says the simulation enforces CORS like a browser; it checks only `Access-Control-Allow-Origin`.',
    /Access-Control-Allow-Origin/,
  ),
  {
    id: 'http-transport-cross-origin',
    description: "A page that shows RPC's HTTP transport for client code says it works from a browser only same-origin.",
    appliesTo: isContent,
    check: (file) => {
      const shown = file.fences.filter((f) => isCode(f) && /transport:\s*['"]http['"]/.test(f.code) && !/\bit\(/.test(f.code));
      const prose = file.prose.map((p) => p.text).join('\n');
      if (shown.length === 0 || (/same[- ]origin/i.test(prose) && /preflight/i.test(prose))) return [];
      return shown.map((f) => ({
        line: fenceMatches(f, /transport:\s*['"]http['"]/)[0].line,
        message: "Shows `transport: 'http'` without saying that cross-origin browser calls fail the preflight at 0.9.0 (same-origin only).",
      }));
    },
  },
  presenceRule(
    'preflight-reply-stated',
    'The CORS and routing guides say the preflight reply has no Access-Control-Allow-Headers.',
    ['content/docs/utils/cors-support.mdx', 'content/docs/utils/route-do-request.mdx'],
    /Access-Control-Allow-Headers/,
    'Never says that the router answers preflights without `Access-Control-Allow-Headers`.',
  ),
  presenceRule(
    'cors-default-stated',
    'The CORS guide and the CORS post say that the origin check is off by default, WebSocket upgrades included.',
    ['content/docs/utils/cors-support.mdx', 'content/blog/2025-10-12-you-cant-be-better-unless-you-are-different-cors-edition.mdx'],
    /\(the default\)|by default the router|off until you/i,
    'Never says that the router checks no origin until it is given an allowlist or a validator.',
  ),
  presenceRule(
    'missing-origin-stated',
    'The CORS guide says that requests without an Origin header pass the check.',
    ['content/docs/utils/cors-support.mdx'],
    /(no|without an?) `?Origin`? header/i,
    'Never says that requests without an `Origin` header are forwarded unchecked.',
  ),
  {
    id: 'cors-sketch-label',
    description: 'A test that calls api.example.com is labelled a sketch: it cannot pass as written.',
    appliesTo: isContent,
    check: (file) =>
      file.fences
        .filter((f) => isCode(f) && /\bit\(/.test(f.code) && f.code.includes('api.example.com'))
        .filter((f) => !/sketch/i.test(`${f.code}\n${proseAround(file, f, 8, 0)}`))
        .map((f) => ({ line: f.line, message: 'This test calls https://api.example.com and is not labelled a sketch.' })),
  },
  {
    id: 'auth-in-origin-validator',
    description: 'No example authenticates inside the CORS origin validator, which requests without an Origin header skip.',
    appliesTo: isContent,
    check: (file) =>
      file.fences.filter(isCode).flatMap((fence) =>
        originValidators(fence)
          .filter((v) => /Authorization|X-API-Key|['"]Cookie['"]/i.test(v.text))
          .map((v) => ({
            line: fileLine(fence, v.line),
            message: 'Checks credentials in the CORS origin validator, which requests without an `Origin` header never reach. Authenticate in the hooks.',
          })),
      ),
  },
  {
    id: 'validator-method-upgrade',
    description:
      'An origin validator that lets an origin use some methods only (say GET and HEAD) also refuses its WebSocket upgrades, which are GET requests.',
    appliesTo: isContent,
    check: (file) =>
      file.fences.filter(isCode).flatMap((fence) =>
        originValidators(fence)
          .filter((v) => /\.method\b/.test(v.text) && !/['"]Upgrade['"]/i.test(v.text))
          .map((v) => ({
            line: fileLine(fence, v.line),
            message:
              'Lets an origin through by method without refusing WebSocket upgrades: an upgrade is a GET, and the socket it opens carries whatever the page sends. Check the `Upgrade` header too.',
          })),
      ),
  },
  {
    id: 'ws-bearer-label',
    description: 'A WebSocket upgrade authenticated by an Authorization header is labelled as being for clients outside a browser.',
    appliesTo: isContent,
    check: (file) =>
      file.fences.filter(isCode).flatMap((fence) => {
        const hits = [
          ...functionsSetOn(fence.code, 'onBeforeConnect', isTsx(fence)),
          ...callArgumentsOf(fence.code, ['getWebSocketShim', 'context'], isTsx(fence)),
        ]
          .filter((span) => /Authorization/.test(span.text))
          .map((span) => span.line);
        const labelled = /non-browser|outside (?:a|the) browser|not (?:from |in )?a browser|server-to-server/i.test(
          `${fence.code}\n${proseAround(file, fence, 8, 0)}`,
        );
        return labelled
          ? []
          : hits.map((line) => ({
              line: fileLine(fence, line),
              message: 'Authenticates a WebSocket upgrade with an Authorization header without saying it is for non-browser clients.',
            }));
      }),
  },
  {
    id: 'subprotocol-answer',
    description: 'A sub-protocol token example has the server answer with Sec-WebSocket-Protocol, or a browser fails the handshake.',
    appliesTo: isContent,
    check: (file) => {
      const code = file.fences.filter(isCode);
      const answers = code.some((f) => /\.set\(\s*['"]Sec-WebSocket-Protocol['"]|['"]Sec-WebSocket-Protocol['"]\s*:/i.test(f.code));
      if (answers) return [];
      return code
        .filter((f) => /\.get\(\s*['"]Sec-WebSocket-Protocol['"]/i.test(f.code) && /auth\.|token/i.test(f.code))
        .map((f) => ({
          line: fenceMatches(f, /\.get\(\s*['"]Sec-WebSocket-Protocol['"]/i)[0].line,
          message: 'Reads a token from the offered sub-protocols, but no example answers with a Sec-WebSocket-Protocol header.',
        }));
    },
  },
  {
    id: 'banner-docusaurus',
    description: "The base-path banner's first line is 'This site did not load properly.'; the site is not built with Docusaurus.",
    appliesTo: (path) => path === 'components/layout/base-path-banner.tsx',
    check: (file) => {
      const named = file.prose.filter((p) => /Docusaurus/i.test(p.text)).map((p) => ({ line: p.line, message: 'The banner names Docusaurus.' }));
      const first = file.text.includes('This site did not load properly.') ? [] : [{ line: 1, message: "The banner lacks 'This site did not load properly.'" }];
      return [...named, ...first];
    },
  },
  {
    id: 'unpinned-install',
    description:
      'Install commands name the releases the guides describe: @lumenize/* at 0.9.0, and the test tooling those packages accept as peers (@cloudflare/vitest-pool-workers 0.9, vitest 3.2.4).',
    appliesTo: isContent,
    check: (file) =>
      installedPackages(file.text).flatMap(({ line, name, spec }) => {
        const required = REQUIRED_RELEASES.find((release) => release.name.test(name));
        if (!required || (spec !== undefined && required.spec.test(spec))) return [];
        return [
          {
            line,
            message: `Installs \`${name}${spec === undefined ? '' : `@${spec}`}\`; name \`${name}@${required.wanted}\`. Later releases changed the API or fall outside the 0.9.0 packages' peer ranges, and npm stops with ERESOLVE.`,
          },
        ];
      }),
  },
  {
    id: 'hook-gate-parity',
    description:
      'A routing example that refuses requests in onBeforeRequest refuses them in onBeforeConnect too, on the same checks: the router picks the hook by the Upgrade header alone, and any client can send it.',
    appliesTo: isContent,
    check: (file) =>
      file.fences.filter(isCode).flatMap((fence) =>
        hookGateMismatches(fence.code, isTsx(fence)).map(({ line, missing, connect }) => ({
          line: fence.line + line,
          message: `onBeforeRequest refuses requests but ${
            connect === 'missing'
              ? 'there is no onBeforeConnect'
              : connect === 'refuses nothing'
                ? 'onBeforeConnect refuses nothing'
                : 'onBeforeConnect does not check'
          }${missing.length > 0 ? ` (${missing.join(', ')})` : ''}. A request with \`Upgrade: websocket\` skips onBeforeRequest, whatever its method; make the same checks in both hooks.`,
        })),
      ),
  },
  {
    id: 'shim-socket-handler',
    description:
      "Worker code never assigns onmessage/onopen/onclose/onerror on a shim's socket: the published type is the Workers WebSocket, which declares none of them, so the assignment does not compile.",
    appliesTo: isContent,
    check: (file) =>
      file.fences
        .filter((fence) => isCode(fence) && isWorkerCode(fence.code, fence.title, isTsx(fence)))
        .flatMap((fence) =>
          shimHandlerAssignments(fence.code, isTsx(fence)).map(({ line, target }) => ({
            line: fence.line + line,
            message: `\`${target} = …\` on a socket from the WebSocket shim: in Worker code its type is the Workers WebSocket, which has no on* properties. Use addEventListener.`,
          })),
        ),
  },
  presenceRule(
    'examples-note',
    'The introduction links to the page that says how the examples are checked.',
    ['content/docs/introduction.mdx'],
    /\]\(\/docs\/how-examples-are-checked\)/,
    'No link to "How the examples are checked" (/docs/how-examples-are-checked).',
  ),
];

/** Runs every rule that applies to each file. */
export function checkContentRules(files: SourceFile[], rules: ContentRule[] = CONTENT_RULES): Finding[] {
  return files.flatMap((file) => {
    const parsed = parseFile(file);
    return rules
      .filter((rule) => rule.appliesTo(file.path))
      .flatMap((rule) => rule.check(parsed).map((finding) => ({ ...finding, path: file.path, rule: rule.id })));
  });
}

export function formatFinding({ path, line, rule, message }: Finding): string {
  return `${path}:${line}: [${rule}] ${message}`;
}
