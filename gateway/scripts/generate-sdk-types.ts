/**
 * Generates the SDK's `packages/sdk/src/generated/api.ts`, the types of every Developer API
 * operation, from this gateway's OpenAPI document with openapi-typescript. `--check` (run by
 * `pnpm lint`) fails when the committed file differs from what the current routes generate:
 * regenerate with `pnpm --filter @shopforge/gateway sdk:generate`. It lives here, not in the
 * SDK, so the published SDK depends on nothing of the platform.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { developerApiDocument } from '../src/openapi/published';
import openapiTS, { astToString } from 'openapi-typescript';

const target = fileURLToPath(new URL('../../packages/sdk/src/generated/api.ts', import.meta.url));
const HEADER = `/**
 * Generated from the Shopforge Developer API's OpenAPI document by openapi-typescript
 * (gateway/scripts/generate-sdk-types.ts). Do not edit: regenerate.
 */
`;

const document = developerApiDocument();
const ast = await openapiTS(JSON.parse(JSON.stringify(document)), { alphabetize: true });
const generated = `${HEADER}${astToString(ast)}`;

if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(target, 'utf8');
  } catch {}
  if (committed !== generated) {
    console.error(
      'packages/sdk/src/generated/api.ts is out of date with the routes: run `pnpm --filter @shopforge/gateway sdk:generate`.',
    );
    process.exit(1);
  }
  console.log('sdk: generated API types are up to date');
} else {
  writeFileSync(target, generated);
  console.log(`wrote ${target} (${generated.length} bytes)`);
}
