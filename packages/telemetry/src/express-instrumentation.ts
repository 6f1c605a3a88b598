import {
  InstrumentationNodeModuleFile,
  type InstrumentationNodeModuleDefinition,
} from '@opentelemetry/instrumentation';
import { ExpressInstrumentation } from '@opentelemetry/instrumentation-express';

// vitest's module runner loads external packages with `import('/abs/path/node_modules/express/index.js')`
// instead of `import('express')`. import-in-the-middle then reports the module
// as the internal file `express/index.js`, which the stock instrumentation does
// not watch, so express silently goes unpatched in tests. Registering the same
// patch for that file closes the gap; the patch unwraps before wrapping, so a
// process that matches both names is still patched exactly once.
const EXPRESS_MAIN_FILE = 'express/index.js';

export class ShopforgeExpressInstrumentation extends ExpressInstrumentation {
  override init(): InstrumentationNodeModuleDefinition[] {
    const definitions = super.init();
    for (const definition of definitions) {
      const { patch, unpatch } = definition;
      if (definition.name !== 'express' || patch === undefined) continue;
      definition.files.push(
        new InstrumentationNodeModuleFile(EXPRESS_MAIN_FILE, definition.supportedVersions, patch, (exports) =>
          unpatch?.(exports),
        ),
      );
    }
    return definitions;
  }
}
