#!/usr/bin/env node
// Runs the TypeScript CLI through tsx, so `npx shopforge` works from a fresh install.
import { register } from 'tsx/esm/api';

// `shopforge --help | head` closes the pipe before help is written out: nothing went wrong.
process.stdout.on('error', (error) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(0);
});

register();
const { main } = await import('../src/main.ts');
process.exitCode = await main(process.argv.slice(2));
