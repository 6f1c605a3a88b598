/**
 * Import rules for the whole workspace, run by `pnpm lint`:
 *   depcruise --config .dependency-cruiser.cjs gateway services packages e2e load dashboard
 *
 * Workspace packages (`@shopforge/*`) are pnpm symlinks whose package.json `exports` point at
 * their `.ts` sources, so they resolve to the real files under services/ and packages/ and a
 * cycle or a cross-service import through a package name is seen like a relative one.
 */

/** Code that is not ours to judge: installed packages, generated Prisma clients, build output. */
const NOT_OURS = ['(^|/)node_modules/', '(^|/)src/generated/', '(^|/)test/fixture/generated/', '(^|/)dist/'];

/** Tests wire services together on purpose; they are not part of a service's runtime. */
const TEST_FILES = ['\\.test\\.ts$', '\\.spec\\.ts$', '(^|/)testing\\.ts$'];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A module must not reach itself through its imports (type-only imports included): split the shared piece into its own module or invert the dependency.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-cross-service-runtime-import',
      severity: 'error',
      comment:
        "A service talks to another only over tRPC, through a port in its own peers/ folder. Importing the peer's router *type* (`import type { XRouter } from '@shopforge/service-x/router'`) is how that client is typed and stays allowed; code both services need belongs in packages/.",
      from: { path: '^services/([^/]+)/src/', pathNot: TEST_FILES },
      to: {
        // Resolved to another service's files, or a service package that did not resolve.
        path: ['^services/[^/]+/', '^@shopforge/service-(?!kit(/|$))'],
        pathNot: ['^services/$1/', '^@shopforge/service-$1(/|$)'],
        dependencyTypesNot: ['type-only'],
      },
    },
  ],
  options: {
    exclude: { path: NOT_OURS },
    doNotFollow: { path: '(^|/)node_modules/' },
    // Type-only imports are dependencies too: they make cycles, and the cross-service rule
    // must tell them apart from runtime imports.
    tsPreCompilationDeps: true,
    // The base config holds the compiler options every package extends (no `paths`:
    // workspace packages resolve through node_modules like any other package).
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.d.ts', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
