import { CommanderError } from 'commander';
import { CommandFailure } from './command-failure';
import { COMMANDS } from './commands';
import { ConnectionError } from './connection';
import { createOutput } from './output';
import { isAnswer, parseErrorMessage } from './parse-error';
import { platformClients } from './platform-clients';
import { buildProgram } from './program';
import { stopRequests } from './stop-requests';
import { UsageError } from './usage-error';
import { cliVersion } from './version';

/**
 * Runs one CLI invocation; returns the process exit code: 0 done (or stopped with Ctrl-C), 1 the
 * platform refused or failed, 2 a usage mistake (unknown command or flag, missing or bad flag or
 * argument, no API key) or no platform found or reachable.
 */
export async function main(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): Promise<number> {
  let helpWentToStderr = false;
  const clients = platformClients(env, cwd);
  const stop = stopRequests();
  const program = buildProgram(COMMANDS, {
    version: cliVersion(),
    output: {
      writeOut: (text) => process.stdout.write(text),
      writeErr: (text) => {
        helpWentToStderr = true;
        process.stderr.write(text);
      },
    },
    context: (json) => ({ out: createOutput(json), clients, env, stopSignal: stop.signal }),
  });
  if (argv.length === 0) {
    program.outputHelp();
    return 2;
  }
  const out = createOutput(argv.includes('--json'));
  try {
    await program.parseAsync(argv, { from: 'user' });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) {
      if (isAnswer(error, helpWentToStderr)) return 0;
      if (!helpWentToStderr) out.error(parseErrorMessage(error, program, argv));
      return 2;
    }
    if (error instanceof UsageError || error instanceof ConnectionError) {
      out.error(error.message);
      return 2;
    }
    if (error instanceof CommandFailure) {
      out.error(error.message);
      return 1;
    }
    // Loaded only now: a platform error means the client code is already in memory.
    const { appErrorFromCall } = await import('@shopforge/service-kit/client');
    const appError = appErrorFromCall(error);
    const details = appError.details?.map((detail) => `${detail.field}: ${detail.message}`).join('; ');
    out.error(details ? `${appError.message} (${details})` : appError.message);
    return 1;
  } finally {
    stop.dispose();
  }
}
