import { describe, expect, it } from 'vitest';
import { buildOrder, chooseSource, scratchManifest } from './packages';
import { BUILD_PINS, RUNTIME_PINS } from './toolchain';

describe('chooseSource', () => {
  const base = { version: '0.9.0', packages: ['rpc', 'utils'] };

  it('takes the registry when it has the packages', () => {
    expect(chooseSource({ ...base, onRegistry: true, repo: '/some/clone' })).toEqual({ kind: 'registry' });
  });

  it('falls back to the clone LUMENIZE_REPO names, at the version’s tag', () => {
    expect(chooseSource({ ...base, onRegistry: false, repo: '/some/clone' })).toEqual({ kind: 'repository', repo: '/some/clone', tag: 'v0.9.0' });
  });

  it('stops with what to provide when neither is there', () => {
    expect(() => chooseSource({ ...base, onRegistry: false, repo: undefined })).toThrow(
      /@lumenize\/rpc@0\.9\.0, @lumenize\/utils@0\.9\.0: not on the npm registry, and LUMENIZE_REPO is not set\. .*github\.com\/lumenize\/lumenize.*tag v0\.9\.0/,
    );
  });
});

describe('buildOrder', () => {
  it('builds each package after the @lumenize packages it depends on', () => {
    const order = buildOrder({
      testing: { dependencies: { '@lumenize/rpc': '^0.9.0', '@lumenize/utils': '^0.9.0' } },
      rpc: { dependencies: { '@lumenize/utils': '^0.9.0', '@ungap/structured-clone': '^1.3.0' } },
      utils: {},
    });
    expect(order).toEqual(['utils', 'rpc', 'testing']);
  });

  it('refuses a cycle', () => {
    expect(() => buildOrder({ a: { dependencies: { '@lumenize/b': '1' } }, b: { dependencies: { '@lumenize/a': '1' } } })).toThrow(/depends on itself/);
  });
});

describe('scratchManifest', () => {
  it('installs the packages from npm at the documented version', () => {
    const manifest = scratchManifest({ kind: 'registry' }, '0.9.0', ['rpc']) as { devDependencies: Record<string, string>; workspaces?: string[] };
    expect(manifest.devDependencies).toEqual({ ...RUNTIME_PINS, '@lumenize/rpc': '0.9.0' });
    expect(manifest.workspaces).toBeUndefined();
  });

  it('links a clone’s packages as workspaces, with the compiler that builds them', () => {
    const manifest = scratchManifest({ kind: 'repository', repo: '/r', tag: 'v0.9.0' }, '0.9.0', ['rpc']) as {
      devDependencies: Record<string, string>;
      workspaces?: string[];
    };
    expect(manifest.workspaces).toEqual(['lumenize/packages/*']);
    expect(manifest.devDependencies).toEqual({ ...RUNTIME_PINS, ...BUILD_PINS });
  });
});
