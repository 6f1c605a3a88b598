import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ServiceName } from '@shopforge/service-kit';

export interface ChildRuntime {
  gatewayUrl: string;
  serviceUrls: Record<ServiceName, string>;
  operatorToken: string;
}

const LOAD_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** One run of `platform-process.ts`; `kill()` is a crash (SIGKILL), not a shutdown. */
export class PlatformChild {
  private constructor(
    private readonly child: ChildProcess,
    readonly runtime: ChildRuntime,
  ) {}

  static async start(config: {
    databases: Record<ServiceName, string>;
    redisUrl: string;
    env: Record<string, string>;
  }): Promise<PlatformChild> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/child/platform-process.ts'], {
      cwd: LOAD_DIR,
      env: { ...process.env, LOAD_CHILD_CONFIG: JSON.stringify(config) },
      stdio: ['ignore', 'pipe', process.env.LOAD_VERBOSE === '1' ? 'inherit' : 'ignore'],
    });
    const runtime = await new Promise<ChildRuntime>((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error('the platform process did not get ready within 120 s'));
      }, 120_000);
      child.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString('utf8');
        const line = out.split('\n').find((l) => l.startsWith('READY '));
        if (!line) return;
        clearTimeout(timer);
        resolve(JSON.parse(line.slice('READY '.length)) as ChildRuntime);
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the platform process exited with ${code} before it was ready`));
      });
    });
    child.stdout?.resume();
    return new PlatformChild(child, runtime);
  }

  async kill(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGKILL');
    await exited;
  }
}
