import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import type { MigrationList, SchemaEngine, SchemaFilter } from '@prisma/schema-engine-wasm';
import type { MigrationsFolder } from './read';

/*
 * Prisma's migration logic (diffing, applying, the _prisma_migrations table) lives in
 * the schema engine. The native binary cannot be downloaded here, so we drive the
 * WebAssembly build of the same engine, talking to the database through a Prisma
 * driver adapter. This mirrors @prisma/internals' wasmSchemaEngineLoader.
 */

type EngineModule = typeof import('@prisma/schema-engine-wasm/schema_engine_bg');

// `WebAssembly` is not in the ES2022 lib nor in @types/node 20; describe the little we use.
type WasmApi = {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (
    module: object,
    imports: Record<string, Record<string, unknown>>,
  ) => { exports: Record<string, unknown> };
};

type PanicRegistry = { message: string; set_message(message: string): void; get(): string };

export const NO_FILTERS: SchemaFilter = { externalTables: [], externalEnums: [] };

let enginePromise: Promise<EngineModule> | undefined;

function installPanicRegistry(): PanicRegistry {
  // The wasm glue writes Rust panic messages here; without it a panic would be a TypeError.
  const holder = globalThis as { PRISMA_WASM_PANIC_REGISTRY?: PanicRegistry };
  holder.PRISMA_WASM_PANIC_REGISTRY ??= {
    message: '',
    set_message(message: string) {
      this.message = `RuntimeError: ${message}`;
    },
    get() {
      return this.message;
    },
  };
  return holder.PRISMA_WASM_PANIC_REGISTRY;
}

/**
 * The engine races its database calls against JS timers (e.g. a 10 s advisory-lock
 * timeout) and never clears them, so every migration would keep the process alive for
 * 10 s after it finished. Its timers are unref'd here; while an engine call is running,
 * holdProcessOpen() keeps the process up instead, so no timer the engine relies on is lost.
 */
function withUnrefTimers(glue: EngineModule): Record<string, unknown> {
  const imports: Record<string, unknown> = { ...glue };
  for (const [name, value] of Object.entries(imports)) {
    if (!name.startsWith('__wbg_setTimeout_') || typeof value !== 'function') continue;
    imports[name] = (...args: unknown[]): unknown => {
      const timer: unknown = Reflect.apply(value, undefined, args);
      if (
        typeof timer === 'object' &&
        timer !== null &&
        'unref' in timer &&
        typeof timer.unref === 'function'
      ) {
        timer.unref();
      }
      return timer;
    };
  }
  return imports;
}

async function holdProcessOpen<T>(work: () => Promise<T>): Promise<T> {
  const handle = setInterval(() => undefined, 60_000);
  try {
    return await work();
  } finally {
    clearInterval(handle);
  }
}

async function instantiate(): Promise<EngineModule> {
  installPanicRegistry();
  // The package's own entry does `import x from './schema_engine_bg.wasm'`, which Node
  // cannot load, so we wire the JS glue and the .wasm bytes together by hand.
  const glue: EngineModule = await import('@prisma/schema-engine-wasm/schema_engine_bg');
  const require = createRequire(import.meta.url);
  const wasmPath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg').replace(/\.js$/, '.wasm');
  const wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;
  const instance = new wasm.Instance(new wasm.Module(await readFile(wasmPath)), {
    './schema_engine_bg.js': withUnrefTimers(glue),
  });
  glue.__wbg_set_wasm(instance.exports);
  const start = instance.exports.__wbindgen_start;
  if (typeof start === 'function') start();
  return glue;
}

/** Loads the 5 MB engine once per process, and only when a migration command needs it. */
function loadEngineModule(): Promise<EngineModule> {
  enginePromise ??= instantiate().catch((error: unknown) => {
    enginePromise = undefined;
    throw error;
  });
  return enginePromise;
}

function engineLog(line: string): void {
  if (process.env.SHOPFORGE_DB_DEBUG) process.stderr.write(`[schema-engine] ${line}\n`);
}

/** An engine bound to one database (and, for diffs, its shadow databases). Call free() when done. */
export async function createSchemaEngine(
  factory: SqlMigrationAwareDriverAdapterFactory,
): Promise<SchemaEngine> {
  const glue = await loadEngineModule();
  try {
    return await holdProcessOpen(() =>
      glue.SchemaEngine.new(
        { datamodels: undefined },
        engineLog,
        bindMigrationAwareSqlAdapterFactory(factory),
      ),
    );
  } catch (error) {
    throw toEngineError(error, 'start the schema engine');
  }
}

/** Runs one engine call and turns its errors (coded, connector or panic) into readable ones. */
export async function runEngine<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await holdProcessOpen(call);
  } catch (error) {
    throw toEngineError(error, what);
  }
}

export class SchemaEngineError extends Error {
  readonly code: string | undefined;
  constructor(message: string, code: string | undefined, cause: unknown) {
    super(message, { cause });
    this.name = 'SchemaEngineError';
    this.code = code;
  }
}

function toEngineError(error: unknown, what: string): SchemaEngineError {
  if (error instanceof SchemaEngineError) return error;
  const err = error instanceof Error ? error : new Error(String(error));
  const code = 'code' in err && typeof err.code === 'string' ? err.code : undefined;
  // A Rust panic surfaces as a bare "unreachable" RuntimeError; the real message is in the registry.
  const panic = err.name === 'RuntimeError' ? installPanicRegistry().get() : '';
  const detail = panic || err.message;
  return new SchemaEngineError(`Could not ${what}: ${code ? `${code} ` : ''}${detail}`, code, error);
}

/** The engine wants the folder's contents handed over; it never touches the filesystem itself. */
export function toMigrationList(folder: MigrationsFolder): MigrationList {
  return {
    baseDir: folder.dir,
    // The engine refuses to guess the connector without a lockfile; every service here is PostgreSQL.
    lockfile: { path: 'migration_lock.toml', content: folder.lockfile ?? 'provider = "postgresql"\n' },
    shadowDbInitScript: '',
    migrationDirectories: folder.migrations.map((m) => ({
      path: m.name,
      migrationFile: { path: 'migration.sql', content: { tag: 'ok', value: m.sql } },
    })),
  };
}
