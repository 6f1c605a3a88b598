import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { access, constants, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';

/**
 * A throwaway regtest `litecoind` for integration tests: a fresh data directory, free ports, and a
 * funded "miner" wallet to pay from and mine with. Needs Litecoin Core (`litecoind` and
 * `litecoin-cli`) on the PATH, or `LITECOIND` / `LITECOIN_CLI` set to them; without it
 * `startLitecoind` throws instead of skipping.
 */
export interface Litecoind {
  /** `http://user:pass@127.0.0.1:<port>`, the node's RPC endpoint with its credentials. */
  rpcUrl: string;
  /** The node's version number, e.g. 210201 for 0.21.2.1. */
  version: number;
  /** Runs `litecoin-cli` against the node (e.g. `cli('-rpcwallet=miner', 'getbalance')`); JSON
   * output is parsed, anything else comes back as trimmed text. */
  cli(...args: string[]): Promise<unknown>;
  /** A JSON-RPC call, to the node or to one of its wallets. Amounts come back as JS numbers. */
  rpc(method: string, params?: unknown[] | Record<string, unknown>, wallet?: string): Promise<unknown>;
  /** A new address of a wallet with keys (created if missing). */
  newAddress(wallet: string, type?: 'bech32' | 'p2sh-segwit' | 'legacy'): Promise<string>;
  /** Pays `amountCoins` (a decimal string, e.g. `'0.0125'`) from the miner wallet; the txid. The
   * payment signals BIP 125 replaceability. */
  send(address: string, amountCoins: string): Promise<string>;
  /** Mines `n` blocks (to the miner wallet unless `toAddress`); their hashes. */
  mine(n: number, toAddress?: string): Promise<string[]>;
  /** Replaces an unconfirmed miner-wallet payment with one spending the same inputs back to the miner
   * (higher fee, BIP 125): the payment's recipients get nothing. The replacement's txid. */
  doubleSpend(txid: string): Promise<string>;
  invalidateBlock(hash: string): Promise<void>;
  reconsiderBlock(hash: string): Promise<void>;
  /** Stops the node (RPC `stop`, killed after 10 s) and removes its data directory. */
  stop(): Promise<void>;
}

const RPC_USER = 'billing-test';
const RPC_PASSWORD = 'regtest-only-password';
const MINER = 'miner';
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;
const RPC_TIMEOUT_MS = 30_000;

export async function startLitecoind(): Promise<Litecoind> {
  const litecoind = await findExecutable('LITECOIND', 'litecoind');
  const litecoinCli = await findExecutable('LITECOIN_CLI', 'litecoin-cli');
  // A port found free can be taken before the node binds it: try again with other ports.
  for (let attempt = 1; ; attempt++) {
    try {
      return await launch(litecoind, litecoinCli);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof PortTakenError)) throw error;
    }
  }
}

class PortTakenError extends Error {}

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  error: Error | null;
}

async function launch(litecoind: string, litecoinCli: string): Promise<Litecoind> {
  const datadir = await mkdtemp(join(tmpdir(), 'litecoind-regtest-'));
  const [rpcPort, p2pPort] = await freePorts(2);
  const child = spawn(
    litecoind,
    [
      '-regtest',
      `-datadir=${datadir}`,
      `-rpcuser=${RPC_USER}`,
      `-rpcpassword=${RPC_PASSWORD}`,
      `-rpcport=${rpcPort}`,
      '-rpcbind=127.0.0.1',
      '-rpcallowip=127.0.0.1',
      `-port=${p2pPort}`,
      '-listen=0',
      '-dnsseed=0',
      '-discover=0',
      '-upnp=0',
      '-txindex=0',
      '-server=1',
      '-daemon=0',
      '-printtoconsole=0',
      '-fallbackfee=0.0001',
      // Payments signal BIP 125 and the mempool takes replacements (Litecoin's default is off), so a
      // test can double-spend a payment: see `doubleSpend`.
      '-walletrbf=1',
      '-mempoolreplacement=1',
      '-persistmempool=0',
      // Legacy wallets fill a 1000-key pool on creation, seconds on a busy machine.
      '-keypool=10',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4_000);
  });
  let exit: Exit | null = null;
  const exited = new Promise<Exit>((resolve) => {
    const settle = (ended: Exit) => {
      exit ??= ended;
      resolve(exit);
    };
    child.once('exit', (code, signal) => settle({ code, signal, error: null }));
    child.once('error', (error) => settle({ code: null, signal: null, error }));
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const rpcUrl = `http://${RPC_USER}:${RPC_PASSWORD}@127.0.0.1:${rpcPort}`;
  const rpc = rpcClient(`http://127.0.0.1:${rpcPort}`);
  let stopped: Promise<void> | null = null;
  const stop = () => {
    stopped ??= (async () => {
      process.removeListener('exit', killOnExit);
      if (exit === null) {
        await rpc('stop').catch(() => child.kill('SIGTERM'));
        const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(timer);
      }
      await rm(datadir, { recursive: true, force: true, maxRetries: 3 });
    })();
    return stopped;
  };

  try {
    const info = await waitForRpc(
      rpc,
      child,
      () => exit,
      async () => {
        const log = await readFile(join(datadir, 'regtest', 'debug.log'), 'utf8').catch(() => '');
        return `${stderr}\n${log.slice(-4_000)}`.trim();
      },
    );
    await ensureWallet(rpc, MINER);
    const minerAddress = String(await rpc('getnewaddress', ['', 'bech32'], MINER));
    const mine = async (n: number, toAddress = minerAddress) =>
      stringArray(await rpc('generatetoaddress', [n, toAddress]));
    // Coinbase outputs are spendable after 100 confirmations.
    await mine(101);

    return {
      rpcUrl,
      version: info.version,
      rpc,
      async cli(...args) {
        const { stdout } = await promisify(execFile)(
          litecoinCli,
          [
            '-regtest',
            `-datadir=${datadir}`,
            `-rpcport=${rpcPort}`,
            `-rpcuser=${RPC_USER}`,
            `-rpcpassword=${RPC_PASSWORD}`,
            ...args,
          ],
          { timeout: RPC_TIMEOUT_MS },
        );
        const text = stdout.trim();
        try {
          return JSON.parse(text) as unknown;
        } catch {
          return text;
        }
      },
      async newAddress(wallet, type = 'bech32') {
        await ensureWallet(rpc, wallet);
        return String(await rpc('getnewaddress', ['', type], wallet));
      },
      async send(address, amountCoins) {
        // The node takes amounts as decimal strings too: no float on the way.
        return String(await rpc('sendtoaddress', { address, amount: amountCoins, replaceable: true }, MINER));
      },
      mine,
      async doubleSpend(txid) {
        const payment = record(await rpc('gettransaction', [txid], MINER));
        const decoded = record(await rpc('decoderawtransaction', [payment.hex]));
        const inputs = recordArray(decoded.vin).map((vin) => ({
          txid: String(vin.txid),
          vout: Number(vin.vout),
        }));
        let inputSats = 0;
        for (const input of inputs) {
          const previous = record(await rpc('gettransaction', [input.txid], MINER));
          const outputs = recordArray(record(await rpc('decoderawtransaction', [previous.hex])).vout);
          inputSats += Math.round(Number(outputs[input.vout]?.value) * 1e8);
        }
        // 0.001 LTC: far above the payment's fee plus the incremental relay fee, as BIP 125 wants.
        const back = ((inputSats - 100_000) / 1e8).toFixed(8);
        const raw = await rpc('createrawtransaction', [inputs, [{ [minerAddress]: back }], 0, true]);
        const signed = record(await rpc('signrawtransactionwithwallet', [raw], MINER));
        if (signed.complete !== true) throw new Error(`doubleSpend ${txid}: could not sign the replacement`);
        return String(await rpc('sendrawtransaction', [signed.hex]));
      },
      async invalidateBlock(hash) {
        await rpc('invalidateblock', [hash]);
      },
      async reconsiderBlock(hash) {
        await rpc('reconsiderblock', [hash]);
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

type Rpc = Litecoind['rpc'];

function rpcClient(baseUrl: string): Rpc {
  const authorization = `Basic ${Buffer.from(`${RPC_USER}:${RPC_PASSWORD}`).toString('base64')}`;
  let id = 0;
  return async (method, params = [], wallet) => {
    const url = wallet === undefined ? baseUrl : `${baseUrl}/wallet/${encodeURIComponent(wallet)}`;
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '1.0', id: ++id, method, params }),
      signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
    });
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new RpcFailure(method, null, `HTTP ${response.status} ${text.slice(0, 200)}`);
    }
    const { result, error } = record(body);
    if (error !== null && error !== undefined) {
      const { code, message } = record(error);
      throw new RpcFailure(method, typeof code === 'number' ? code : null, String(message));
    }
    return result;
  };
}

class RpcFailure extends Error {
  constructor(
    method: string,
    readonly code: number | null,
    message: string,
  ) {
    super(`litecoind ${method}: ${message}${code === null ? '' : ` (code ${code})`}`);
  }
}

/** Polls `getblockchaininfo` until the node answers, failing early if it exits. */
async function waitForRpc(
  rpc: Rpc,
  child: ChildProcess,
  exitOf: () => Exit | null,
  output: () => Promise<string>,
): Promise<{ version: number }> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let lastError: unknown;
  for (;;) {
    const exit = exitOf();
    if (exit) {
      const log = await output();
      const how = exit.error ? String(exit.error) : `code ${exit.code}, signal ${exit.signal}`;
      const message = `litecoind exited during start-up (${how}):\n${log}`;
      throw /bind/i.test(log) ? new PortTakenError(message) : new Error(message);
    }
    try {
      await rpc('getblockchaininfo');
      return { version: Number(record(await rpc('getnetworkinfo')).version) };
    } catch (error) {
      // Connection refused before the RPC server is up; RPC_IN_WARMUP (-28) while it loads.
      lastError = error;
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(
        `litecoind did not answer RPC within ${START_TIMEOUT_MS / 1000} s (last: ${String(lastError)}):\n${await output()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function ensureWallet(rpc: Rpc, name: string): Promise<void> {
  const loaded = stringArray(await rpc('listwallets'));
  if (!loaded.includes(name)) await rpc('createwallet', [name]);
}

async function freePorts(count: number): Promise<number[]> {
  // Held open together so that the ports differ.
  const servers = await Promise.all(
    Array.from({ length: count }, async () => {
      const server = createServer();
      server.listen(0, '127.0.0.1');
      await once(server, 'listening');
      return server;
    }),
  );
  const ports = servers.map((server) => {
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no TCP port');
    return address.port;
  });
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

async function findExecutable(variable: string, name: string): Promise<string> {
  const explicit = process.env[variable];
  const candidates = explicit
    ? [explicit]
    : (process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, name));
  for (const candidate of candidates) {
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {}
  }
  throw new Error(
    explicit
      ? `${variable}=${explicit} is not an executable file`
      : `${name} is not installed (not on the PATH; set ${variable} to its path): these integration tests run a ` +
          'regtest Litecoin Core node. Install Litecoin Core 0.21 (litecoind, litecoin-cli).',
  );
}

function record(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`expected a JSON object, got ${JSON.stringify(value)}`);
  }
  return value as Record<string, unknown>;
}

function recordArray(value: unknown): Record<string, unknown>[] {
  if (!Array.isArray(value)) throw new Error(`expected a JSON array, got ${JSON.stringify(value)}`);
  return value.map(record);
}

function stringArray(value: unknown): string[] {
  if (!Array.isArray(value)) throw new Error(`expected a JSON array, got ${JSON.stringify(value)}`);
  return value.map(String);
}
