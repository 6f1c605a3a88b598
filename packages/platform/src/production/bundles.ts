import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DEPLOYABLES } from './deployables';

/** The repository's root, where `pnpm start:prod` runs from. */
export const REPOSITORY_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** `src/production/main.ts`: `pnpm start:prod` run with tsx, as tests that start it do. */
export const START_PROD_MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

function bundle(dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [`${REPOSITORY_ROOT}scripts/bundle.mjs`, 'src/main.ts', 'dist/main.js'],
      { cwd: `${REPOSITORY_ROOT}${dir}`, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`bundling ${dir} failed`))));
  });
}

/** Builds the seven `dist/main.js` bundles `pnpm start:prod` runs, as `pnpm build` does. */
export async function bundleDeployables(): Promise<void> {
  await Promise.all(DEPLOYABLES.map((deployable) => bundle(deployable.dir)));
}
