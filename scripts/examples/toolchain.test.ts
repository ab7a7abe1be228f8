import { describe, expect, it } from 'vitest';
import { checkInstalls, installsOf, satisfies, TOOLCHAINS, type Install } from './toolchain';

const FENCE = '```';

describe('installsOf', () => {
  it('reads the packages of npm install commands, with their versions and lines', () => {
    const page = [
      'Intro',
      '',
      `${FENCE}bash title="Terminal"`,
      '$ npm install --save-dev vitest@3.2.4 @lumenize/testing@0.9.0 wrangler',
      FENCE,
      '',
      `${FENCE}bash`,
      '$ pnpm add -D vitest@3.2.4',
      FENCE,
    ].join('\n');
    expect(installsOf('content/docs/g.mdx', page)).toEqual([
      { guide: 'content/docs/g.mdx', line: 4, name: 'vitest', spec: '3.2.4' },
      { guide: 'content/docs/g.mdx', line: 4, name: '@lumenize/testing', spec: '0.9.0' },
      { guide: 'content/docs/g.mdx', line: 4, name: 'wrangler', spec: '' },
    ]);
  });
});

describe('satisfies', () => {
  it('takes an exact or partial version as npm would', () => {
    expect(satisfies('0.9.14', '0.9')).toBe(true);
    expect(satisfies('0.10.0', '0.1')).toBe(false);
    expect(satisfies('3.2.4', '3.2.4')).toBe(true);
    expect(() => satisfies('3.2.4', '^3.2.0')).toThrow(/exact or partial/);
  });
});

describe('checkInstalls', () => {
  const at = (name: string, spec: string, line = 1): Install => ({ guide: 'content/docs/g.mdx', line, name, spec });

  it('gives the documented version of @lumenize/* and its packages when the pins satisfy every command', () => {
    const { lumenizeVersion, lumenizePackages, problems } = checkInstalls([
      at('@lumenize/rpc', '0.9.0'),
      at('@lumenize/utils', '0.9.0'),
      at('vitest', TOOLCHAINS['0.9.0'].runtime.vitest),
      at('@cloudflare/vitest-pool-workers', '0.9'),
    ]);
    expect(problems).toEqual([]);
    expect(lumenizeVersion).toBe('0.9.0');
    expect(lumenizePackages).toEqual(['rpc', 'utils']);
  });

  it('checks the other tools against the pins of the version the guides document', () => {
    const { problems } = checkInstalls([at('@lumenize/testing', '0.26.0'), at('vitest', '3.2.4', 7), at('@cloudflare/vitest-pool-workers', '0.15.1')]);
    expect(problems).toEqual([expect.stringMatching(/^content\/docs\/g\.mdx:7: the guide installs vitest@3\.2\.4, but the examples run with 4\.1\.4/)]);
  });

  it('wants a toolchain for the documented version', () => {
    expect(checkInstalls([at('@lumenize/rpc', '0.1.0')]).problems).toEqual([expect.stringMatching(/@lumenize\/\*@0\.1\.0, which .* has no toolchain/)]);
  });

  it('names the guide and line of a command the pins do not satisfy or do not cover', () => {
    const { problems } = checkInstalls([at('@lumenize/rpc', '0.9.0'), at('vitest', '4', 12), at('left-pad', '1.0.0', 13)]);
    expect(problems).toEqual([
      expect.stringMatching(/^content\/docs\/g\.mdx:12: the guide installs vitest@4, but the examples run with /),
      expect.stringMatching(/^content\/docs\/g\.mdx:13: the guide installs left-pad, which .* does not pin/),
    ]);
  });

  it('wants one exact version of @lumenize/* across the guides', () => {
    expect(checkInstalls([at('@lumenize/rpc', '0.9.0'), at('@lumenize/utils', '0.10.0')]).problems).toEqual([
      expect.stringMatching(/several versions \(0\.9\.0, 0\.10\.0\)/),
    ]);
    expect(checkInstalls([at('@lumenize/rpc', '')]).problems[0]).toMatch(/without an exact version/);
  });
});
