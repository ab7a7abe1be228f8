import { describe, expect, it } from 'vitest';
import { buildManifest, buildOrder, chooseSource, packageClosure, runManifest } from './packages';
import { TOOLCHAINS } from './toolchain';

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

describe('packageClosure', () => {
  const manifests: Record<string, { dependencies?: Record<string, string> }> = {
    testing: { dependencies: { '@lumenize/rpc': '^0.26.0', '@lumenize/routing': '^0.26.0' } },
    rpc: { dependencies: { '@lumenize/debug': '^0.26.0', 'cron-schedule': '^6.0.0' } },
    routing: { dependencies: { '@lumenize/debug': '^0.26.0' } },
    debug: {},
    mesh: {},
  };

  it('adds every @lumenize package the wanted ones depend on, and nothing else', () => {
    expect(packageClosure(['testing'], (id) => manifests[id])).toEqual(['debug', 'routing', 'rpc', 'testing']);
  });

  it('names a dependency the tag does not have, and who wants it', () => {
    expect(() => packageClosure(['testing'], (id) => (id === 'debug' ? undefined : manifests[id]))).toThrow(
      '@lumenize/debug (a dependency of @lumenize/rpc): no such package at the tag',
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

describe('the scratch projects’ manifests', () => {
  const toolchain = TOOLCHAINS['0.26.0'];
  const devDependencies = (manifest: object) => (manifest as { devDependencies: Record<string, string> }).devDependencies;

  it('installs the packages from npm at the documented version', () => {
    expect(devDependencies(runManifest(toolchain, { version: '0.26.0', packages: ['rpc'] }))).toEqual({ ...toolchain.runtime, '@lumenize/rpc': '0.26.0' });
  });

  it('installs a clone’s packages from their tarballs, as a registry would serve them', () => {
    expect(devDependencies(runManifest(toolchain, { tarballs: { rpc: '/t/lumenize-rpc-0.26.0.tgz' } }))).toEqual({
      ...toolchain.runtime,
      '@lumenize/rpc': 'file:/t/lumenize-rpc-0.26.0.tgz',
    });
  });

  it('builds with the tag’s compiler and the tools its configurations name', () => {
    expect(devDependencies(buildManifest(toolchain))).toEqual({ ...toolchain.runtime, ...toolchain.build });
  });
});
