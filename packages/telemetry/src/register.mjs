// `node --import @shopforge/telemetry/register` (or `tsx --import ...`): puts
// the ESM hook in place before the application's import graph is loaded, so
// express and node:http can be patched however and whenever they are imported.
import { installEsmHook } from './esm-hook.mjs';

installEsmHook();
