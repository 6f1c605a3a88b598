#!/usr/bin/env node
// Production build of one deployable (a service or the gateway): a single ESM file with the
// workspace packages inlined and every third-party dependency left to node_modules, so
// `node dist/main.js` runs without tsx. Usage: node scripts/bundle.mjs <entry> <outfile>
import { build } from 'esbuild';

const [entry, outfile] = process.argv.slice(2);
if (!entry || !outfile) {
  console.error('usage: node scripts/bundle.mjs <entry.ts> <outfile.js>');
  process.exit(2);
}

const externalThirdParty = {
  name: 'external-third-party',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@shopforge/') || args.path.startsWith('node:')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalThirdParty],
  logLevel: 'warning',
});
console.log(`built ${outfile}`);
