import { readMarkdownSource } from '@/build-time/content/compile/markdown-source';

/** What the examples of one documented release of `@lumenize/*` run and are built with. */
export interface Toolchain {
  /**
   * The tools the guides' install commands give a reader, each at the version that command picks
   * (`@cloudflare/vitest-pool-workers@0.9` is 0.9.14), pinned so a run does not change under us;
   * `checkInstalls` fails when a guide asks for something these do not satisfy. `wrangler` is the
   * one the pool itself depends on.
   */
  runtime: Record<string, string>;
  /**
   * What the libraries' own build compiles with, at the versions of their repository's lockfile at
   * the tag: used only when the packages are built from a clone.
   */
  build: Record<string, string>;
  /** The arguments the tag's `scripts/build-packages.sh` adds to `tsc --project tsconfig.build.json`. */
  tscArguments: string[];
}

/** The toolchain of each release the docs document, by its version. */
export const TOOLCHAINS: Record<string, Toolchain> = {
  '0.9.0': {
    runtime: {
      vitest: '3.2.4',
      '@vitest/coverage-istanbul': '3.2.4',
      '@cloudflare/vitest-pool-workers': '0.9.14',
      wrangler: '4.44.0',
      agents: '0.2.13',
      '@modelcontextprotocol/sdk': '1.20.0',
    },
    build: { typescript: '5.9.2', '@cloudflare/workers-types': '4.20251011.0', '@types/node': '24.3.0' },
    tscArguments: [],
  },
  '0.26.0': {
    // Every @lumenize package of 0.26.0 names vitest 4.1.4 exactly and the pool as ^0.15.1 among its
    // peers. The pool is held at 0.15.1: 0.15.2 depends on a wrangler that needs Node 22, and 0.15.1
    // brings wrangler 4.86.0, the last that runs on Node 20.
    runtime: {
      vitest: '4.1.4',
      '@vitest/coverage-istanbul': '4.1.4',
      '@cloudflare/vitest-pool-workers': '0.15.1',
      wrangler: '4.86.0',
      agents: '0.2.13',
      '@modelcontextprotocol/sdk': '1.20.0',
      // @lumenize/mesh's decorators, which vitest 4's own transform leaves as they are
      'unplugin-swc': '1.5.9',
      '@swc/core': '1.15.30',
    },
    build: { typescript: '5.9.3', '@cloudflare/workers-types': '4.20260515.1', '@types/node': '25.5.0' },
    // The tag's build leaves the type check to a script of its own.
    tscArguments: ['--noCheck'],
  },
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
 * The version of `@lumenize/*` a docs tree documents, which every install command of its guides
 * must name, the packages they install, and the check that the version's toolchain satisfies what
 * the guides install. Each problem names the guide and the line of the command.
 */
export function checkInstalls(
  installs: Install[],
  toolchains: Record<string, Toolchain> = TOOLCHAINS,
): { lumenizeVersion: string; lumenizePackages: string[]; problems: string[] } {
  const problems: string[] = [];
  const versions = new Set<string>();
  const lumenizePackages = new Set<string>();
  for (const install of installs.filter((each) => each.name.startsWith(LUMENIZE))) {
    lumenizePackages.add(install.name.slice(LUMENIZE.length));
    if (!/^\d+\.\d+\.\d+$/.test(install.spec)) problems.push(`${install.guide}:${install.line}: ${install.name} is installed without an exact version`);
    else versions.add(install.spec);
  }
  if (versions.size !== 1)
    problems.push(
      `the guides' install commands name ${versions.size === 0 ? 'no version' : `several versions (${[...versions].join(', ')})`} of @lumenize/*; they must name one`,
    );
  const lumenizeVersion = [...versions][0] ?? '';
  const toolchain = toolchains[lumenizeVersion];
  if (versions.size === 1 && !toolchain)
    problems.push(`the guides install @lumenize/*@${lumenizeVersion}, which scripts/examples/toolchain.ts has no toolchain for`);
  for (const install of installs) {
    if (install.name.startsWith(LUMENIZE) || !toolchain) continue;
    const where = `${install.guide}:${install.line}`;
    const pin = toolchain.runtime[install.name];
    if (!pin) {
      problems.push(`${where}: the guide installs ${install.name}, which scripts/examples/toolchain.ts does not pin for ${lumenizeVersion}`);
      continue;
    }
    try {
      if (!satisfies(pin, install.spec))
        problems.push(`${where}: the guide installs ${install.name}@${install.spec}, but the examples run with ${pin} (scripts/examples/toolchain.ts)`);
    } catch (error) {
      problems.push(`${where}: ${install.name}@${install.spec}: the runner ${(error as Error).message}`);
    }
  }
  return { lumenizeVersion, lumenizePackages: [...lumenizePackages].sort(), problems };
}
