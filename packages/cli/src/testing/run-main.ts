import { vi } from 'vitest';
import { main } from '../main';

/** One `shopforge` invocation in this process, with what it printed and its exit code. */
export async function runMain(argv: string[], env: NodeJS.ProcessEnv) {
  let stdout = '';
  let stderr = '';
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    stdout += String(chunk);
    return true;
  });
  const writeErr = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    stderr += String(chunk);
    return true;
  });
  try {
    const code = await main(argv, env, '/');
    return { code, stdout, stderr };
  } finally {
    write.mockRestore();
    writeErr.mockRestore();
  }
}
