import { describe, expect, it } from 'vitest';
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { GENERATED_DIRS, GENERATED_FILES } from './generated';

/** next.config.mjs, which is JavaScript: typed here as Next reads it. */
const CONFIG = '@/next.config.mjs';
const { default: nextConfig } = (await import(CONFIG)) as { default: (phase: string) => NextConfig };

describe('the folders the content step writes into', () => {
  it('next dev reads every module of the dev runner’s own folder, and a build reads lib/generated', () => {
    const modules = Object.values(GENERATED_FILES).filter((name) => name.endsWith('.json'));
    const aliases = nextConfig(PHASE_DEVELOPMENT_SERVER).turbopack?.resolveAlias;
    expect(aliases).toEqual(Object.fromEntries(modules.map((name) => [`@/${GENERATED_DIRS.build}/${name}`, `./${GENERATED_DIRS.dev}/${name}`])));
    expect(nextConfig(PHASE_PRODUCTION_BUILD).turbopack).toBeUndefined();
  });
});
