import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { servicePaths } from './migrations/create';

/*
 * `prisma generate` needs no schema engine, yet the CLI checks for one and, missing it,
 * tries to download it (impossible offline). Pointing PRISMA_SCHEMA_ENGINE_BINARY at any
 * existing file satisfies that check; the rest silences update and telemetry calls.
 */
export function offlinePrismaEnv(base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return {
    ...base,
    PRISMA_SCHEMA_ENGINE_BINARY: base.PRISMA_SCHEMA_ENGINE_BINARY || process.execPath,
    PRISMA_HIDE_UPDATE_MESSAGE: '1',
    CHECKPOINT_DISABLE: '1',
  };
}

function prismaCliPath(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('prisma/package.json')), 'build', 'index.js');
}

/** Runs `prisma generate` for `<serviceDir>/prisma/schema.prisma`, from the service dir so its prisma.config.ts (if any) applies. */
export function generateClient(serviceDir: string): Promise<void> {
  const { schemaPath } = servicePaths(serviceDir);
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [prismaCliPath(), 'generate', '--schema', schemaPath, '--no-hints'],
      {
        cwd: path.resolve(serviceDir),
        env: offlinePrismaEnv(),
        stdio: 'inherit',
      },
    );
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`prisma generate failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}
