/**
 * The layers of the code, one a folder, by when it runs (ARCHITECTURE.md, "Where things live"). An
 * import may only go down this list, never up, type-only imports included: scripts → build-time (the
 * build's steps) → build-time/content (the content step) → app → components → lib/site → lib/browser → lib/core, with lib/generated (the
 * content step's output) read by what renders. Tests and specs may reach any layer. Cycles are
 * refused everywhere.
 */
const LAYERS = [
  { name: 'scripts', path: '^scripts/', may: ['build', 'content', 'app', 'components', 'site', 'browser', 'core', 'generated'] },
  { name: 'build', path: '^build-time/(?!content/)', may: ['content', 'site', 'browser', 'core', 'generated'] },
  { name: 'content', path: '^(build-time/content/|contentlayer\\.config\\.ts$)', may: ['site', 'browser', 'core'] },
  { name: 'app', path: '^app/', may: ['components', 'site', 'browser', 'core', 'generated'] },
  { name: 'components', path: '^components/', may: ['site', 'browser', 'core', 'generated'] },
  { name: 'site', path: '^lib/site/', may: ['browser', 'core', 'generated'] },
  { name: 'browser', path: '^lib/browser/', may: ['core'] },
  { name: 'core', path: '^lib/core/', may: [] },
  { name: 'generated', path: '^lib/generated/', may: ['core'] },
];
const TESTS = '\\.test\\.tsx?$';

module.exports = {
  forbidden: [
    ...LAYERS.map((layer) => ({
      name: `${layer.name}-imports-down`,
      comment: `${layer.name} code may import only ${layer.may.length ? layer.may.join(', ') : 'nothing of the other layers'} (and its own layer).`,
      severity: 'error',
      from: { path: layer.path, pathNot: TESTS },
      to: {
        path: '^(lib|app|components|scripts|build-time|contentlayer\\.config\\.ts)',
        pathNot: [layer.path, ...LAYERS.filter((other) => layer.may.includes(other.name)).map((other) => other.path)],
      },
    })),
    {
      name: 'no-circular',
      comment: 'Modules that import each other, directly or through others: one of them holds what both need.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|\\.next|\\.contentlayer|out|out-fixture|public)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
