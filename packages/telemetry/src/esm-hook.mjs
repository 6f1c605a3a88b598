// Plain JavaScript because `node --import @shopforge/telemetry/register` must
// work without a TypeScript loader. Types live in esm-hook.d.mts.
import { register } from 'node:module';

/**
 * Only these modules are wrapped by import-in-the-middle. Wrapping every module
 * (its default) slows startup and has broken unusual ESM graphs before; add a
 * module here when adding an instrumentation that patches it.
 * The RegExp catches vitest, which imports packages by absolute file path.
 */
export const ESM_HOOK_MODULES = ['http', 'https', 'express', /\/node_modules\/express\/index\.js$/];

// On globalThis rather than in a module variable: vitest evaluates this file
// through its own module runner and Node loads it natively for --import, which
// yields two module instances in one process.
const FLAG = Symbol.for('shopforge.telemetry.esmHookInstalled');

export function installEsmHook() {
  if (globalThis[FLAG]) return false;
  globalThis[FLAG] = true;
  try {
    register('@opentelemetry/instrumentation/hook.mjs', import.meta.url, {
      data: { include: ESM_HOOK_MODULES },
    });
  } catch (error) {
    // Tracing must never stop a service from starting; it just loses the
    // express and server spans, which this warning makes visible.
    process.emitWarning(
      `@shopforge/telemetry: ESM hook not installed (${error}); express/http spans will be missing`,
    );
    return false;
  }
  return true;
}
