import { readMarkdownSource } from '@/build-time/content/compile/markdown-source';

/**
 * The versions the examples run with, each the one the guides' install commands give a reader
 * today (`@cloudflare/vitest-pool-workers@0.9` is 0.9.14), pinned so a run does not change under
 * us; `checkPins` fails when a guide asks for something these do not satisfy. `wrangler` is the
 * one the pool itself depends on.
 */
export const RUNTIME_PINS: Record<string, string> = {
  vitest: '3.2.4',
  '@vitest/coverage-istanbul': '3.2.4',
  '@cloudflare/vitest-pool-workers': '0.9.14',
  wrangler: '4.44.0',
  agents: '0.2.13',
  '@modelcontextprotocol/sdk': '1.20.0',
};

/**
 * What the libraries' own build compiles with (`tsc --project tsconfig.build.json`, with the
 * Workers' and Node's types), at the versions of their repository's lockfile at v0.9.0. Used only
 * when the packages are built from a clone.
 */
export const BUILD_PINS: Record<string, string> = {
  typescript: '5.9.2',
  '@cloudflare/workers-types': '4.20251011.0',
  '@types/node': '24.3.0',
};

/** A package a guide tells readers to install, where it says so. */
export interface Install {
  guide: string;
  line: number;
  name: string;
  /** What follows the `@`: `3.2.4`, `0.9`; empty when the command names no version. */
  spec: string;
}

/** The packages of the guides' `npm install` commands (the other package managers' tabs say the same). */
export function installsOf(guide: string, source: string): Install[] {
  const installs: Install[] = [];
  for (const fence of readMarkdownSource(source, guide).fences) {
    if (fence.lang !== 'bash' && fence.lang !== 'sh') continue;
    fence.code.split('\n').forEach((text, index) => {
      const command = /^\$?\s*npm (?:install|i|add)\s+(.*)$/.exec(text.trim());
      if (!command) return;
      for (const word of command[1].split(/\s+/)) {
        if (!word || word.startsWith('-')) continue;
        const at = word.lastIndexOf('@');
        const [name, spec] = at > 0 ? [word.slice(0, at), word.slice(at + 1)] : [word, ''];
        installs.push({ guide, line: fence.start + 1 + index, name, spec });
      }
    });
  }
  return installs;
}

/** Whether `version` is one that `npm install name@spec` could pick, for an exact or partial spec. */
export function satisfies(version: string, spec: string): boolean {
  if (!/^\d+(\.\d+){0,2}$/.test(spec)) throw new Error(`reads only exact or partial versions (3.2.4, 0.9), not "${spec}"`);
  return version === spec || version.startsWith(`${spec}.`);
}

const LUMENIZE = '@lumenize/';

/**
 * The version of `@lumenize/*` the guides document, which every install command of theirs must
 * name, and the check that the pins satisfy what the guides install. Each problem names the guide
 * and the line of the command.
 */
export function checkInstalls(installs: Install[]): { lumenizeVersion: string; problems: string[] } {
  const problems: string[] = [];
  const versions = new Set<string>();
  for (const install of installs) {
    const where = `${install.guide}:${install.line}`;
    if (install.name.startsWith(LUMENIZE)) {
      if (!/^\d+\.\d+\.\d+$/.test(install.spec)) problems.push(`${where}: ${install.name} is installed without an exact version`);
      else versions.add(install.spec);
      continue;
    }
    const pin = RUNTIME_PINS[install.name];
    if (!pin) {
      problems.push(`${where}: the guide installs ${install.name}, which scripts/examples/toolchain.ts does not pin`);
      continue;
    }
    try {
      if (!satisfies(pin, install.spec))
        problems.push(`${where}: the guide installs ${install.name}@${install.spec}, but the examples run with ${pin} (scripts/examples/toolchain.ts)`);
    } catch (error) {
      problems.push(`${where}: ${install.name}@${install.spec}: the runner ${(error as Error).message}`);
    }
  }
  if (versions.size !== 1)
    problems.push(
      `the guides' install commands name ${versions.size === 0 ? 'no version' : `several versions (${[...versions].join(', ')})`} of @lumenize/*; they must name one`,
    );
  return { lumenizeVersion: [...versions][0] ?? '', problems };
}
