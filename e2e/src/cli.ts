import { main } from '@shopforge/cli';

/** Runs the operator CLI in-process against `env` and captures what it prints. */
export async function runCli(
  env: NodeJS.ProcessEnv,
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const out = process.stdout.write.bind(process.stdout);
  const err = process.stderr.write.bind(process.stderr);
  process.stdout.write = ((chunk: string) => {
    stdout += chunk;
    return true;
  }) as typeof process.stdout.write;
  process.stderr.write = ((chunk: string) => {
    stderr += chunk;
    return true;
  }) as typeof process.stderr.write;
  try {
    const code = await main(args, env, process.cwd());
    return { code, stdout, stderr };
  } finally {
    process.stdout.write = out;
    process.stderr.write = err;
  }
}

/** The operator CLI pointed at a test platform's services, as an operator would configure it. */
export function operatorCli(
  p: {
    operatorToken: string;
    serviceUrls: { oauth: string; catalog: string; billing: string; reseller: string };
  },
  /** More of the operator's environment (secrets a command reads from it). */
  extra: NodeJS.ProcessEnv = {},
) {
  const env = {
    ...extra,
    SHOPFORGE_OPERATOR_TOKEN: p.operatorToken,
    OAUTH_SERVICE_URL: p.serviceUrls.oauth,
    CATALOG_SERVICE_URL: p.serviceUrls.catalog,
    BILLING_SERVICE_URL: p.serviceUrls.billing,
    RESELLER_SERVICE_URL: p.serviceUrls.reseller,
  };
  return (...args: string[]) => runCli(env, ...args);
}
