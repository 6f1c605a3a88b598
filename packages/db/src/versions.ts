import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The installed version of a dependency, found by walking up from its entry point
 * (these packages do not export ./package.json, so it cannot be required directly).
 */
export function installedVersion(entry: string, packageName: string): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve(entry));
  for (;;) {
    try {
      const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (pkg.name === packageName && pkg.version) return pkg.version;
    } catch {
      // no package.json at this level; keep climbing
    }
    const parent = path.dirname(dir);
    if (parent === dir) return 'unknown';
    dir = parent;
  }
}
