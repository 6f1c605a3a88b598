#!/usr/bin/env node
// Keeps one version of every third-party dependency: a package that two or more workspace
// packages use takes its version from pnpm-workspace.yaml's `catalog:`, and nothing names a
// version the catalog also holds. Run by `pnpm lint`; exits 1 with one line per offence.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = join(fileURLToPath(import.meta.url), '..', '..');
const SECTIONS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'];

const workspace = parse(readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8'));
const catalog = workspace.catalog ?? {};

/** The root manifest and each workspace package's (globs here are `dir` or `dir/*`). */
function workspacePackageFiles(globs) {
  const dirs = globs.flatMap((glob) =>
    glob.endsWith('/*')
      ? readdirSync(join(root, glob.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => `${glob.slice(0, -2)}/${entry.name}`)
      : [glob],
  );
  return ['package.json', ...dirs.map((dir) => `${dir}/package.json`)].filter((file) =>
    existsSync(join(root, file)),
  );
}

/** name -> [{ file, section, spec }] for every third-party dependency. */
const uses = new Map();
for (const file of workspacePackageFiles(workspace.packages)) {
  const manifest = JSON.parse(readFileSync(join(root, file), 'utf8'));
  for (const section of SECTIONS) {
    for (const [name, spec] of Object.entries(manifest[section] ?? {})) {
      if (spec.startsWith('workspace:')) continue;
      const list = uses.get(name) ?? [];
      list.push({ file, section, spec });
      uses.set(name, list);
    }
  }
}

const problems = [];
for (const [name, list] of uses) {
  const shared = new Set(list.map((use) => use.file)).size > 1;
  for (const use of list) {
    const where = `${use.file} ${use.section} ${name}`;
    if (use.spec === 'catalog:' && !(name in catalog)) {
      problems.push(`${where}: "catalog:" but pnpm-workspace.yaml's catalog has no ${name}`);
    } else if (use.spec !== 'catalog:' && (shared || name in catalog)) {
      problems.push(
        `${where}: "${use.spec}" — use "catalog:" (shared dependencies take their version from pnpm-workspace.yaml)`,
      );
    }
  }
}
for (const name of Object.keys(catalog)) {
  if (!uses.has(name)) problems.push(`pnpm-workspace.yaml catalog: ${name} is used by no package`);
}

// A production bundle (scripts/bundle.mjs) inlines its workspace packages but imports their
// third-party dependencies at run time from its own directory: each must be the deployable's own
// dependency or publicly hoisted (publicHoistPattern), or `node dist/main.js` cannot find it.
const manifests = new Map(
  workspacePackageFiles(workspace.packages).map((file) => {
    const manifest = JSON.parse(readFileSync(join(root, file), 'utf8'));
    return [manifest.name, { file, manifest }];
  }),
);
const hoisted = (workspace.publicHoistPattern ?? []).map(
  (pattern) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`),
);
const runtimeDeps = (manifest) => Object.keys(manifest.dependencies ?? {});
const isDeployable = (manifest) => manifest.scripts?.build?.includes('bundle.mjs') === true;
// Another deployable (a sibling service) is depended on for its router's type only: the lint's
// no-cross-service-runtime-import rule keeps its code out of the bundle.
const inlined = (name) => manifests.has(name) && !isDeployable(manifests.get(name).manifest);
for (const { file, manifest } of manifests.values()) {
  if (!isDeployable(manifest)) continue;
  const own = new Set(runtimeDeps(manifest));
  const seen = new Set();
  const queue = runtimeDeps(manifest).filter(inlined);
  while (queue.length > 0) {
    const name = queue.pop();
    if (seen.has(name)) continue;
    seen.add(name);
    for (const dep of runtimeDeps(manifests.get(name).manifest)) {
      if (manifests.has(dep)) {
        if (inlined(dep)) queue.push(dep);
      } else if (!own.has(dep) && !hoisted.some((pattern) => pattern.test(dep)))
        problems.push(
          `${file}: its bundle imports ${dep} (a dependency of ${name}) but cannot resolve it — add it to this package's dependencies or to publicHoistPattern`,
        );
    }
  }
}

if (problems.length > 0) {
  console.error(`workspace dependencies are not consistent:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `workspace dependencies: ${uses.size} third-party, ${Object.keys(catalog).length} from the catalog`,
);
