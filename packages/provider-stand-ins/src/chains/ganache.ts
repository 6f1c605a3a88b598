import ganache from 'ganache';
import { TEST_TOKEN_BYTECODE } from './test-token';

/**
 * A throwaway local Ethereum chain (Ganache, in process) for integration tests: one funded
 * account to pay from, blocks mined only when a test says so, and snapshots to reorganise the
 * chain back to an earlier block. Chain id 1337, as local dev nodes use.
 */
export interface LocalEthereum {
  /** `http://127.0.0.1:<port>`: the node's JSON-RPC. */
  rpcUrl: string;
  /** The funded account payments are sent from. */
  payer: string;
  rpc(method: string, params?: unknown[]): Promise<unknown>;
  /** Sends `wei` to `to` from the payer; the transaction waits in the mempool until a block is mined. */
  send(to: string, wei: bigint): Promise<string>;
  /**
   * Deploys a fresh ERC-20 token (`test-token.sol`) with `decimals`, its whole supply the
   * payer's, and mines the block that holds it (one block). Answers the token's address.
   */
  deployToken(decimals: number): Promise<string>;
  /** ERC-20 `transfer(to, units)` of `token` from the payer; waits in the mempool as `send` does. */
  sendToken(token: string, to: string, units: bigint): Promise<string>;
  /** Mines `n` blocks (the first takes the pending transactions). */
  mine(n: number): Promise<void>;
  /** The chain as it is now, to go back to with `revert` (a reorg that drops what came after). */
  snapshot(): Promise<string>;
  revert(snapshot: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startGanache(): Promise<LocalEthereum> {
  const server = ganache.server({
    logging: { quiet: true },
    chain: { chainId: 1337 },
    wallet: { totalAccounts: 1, defaultBalance: 1000 },
  });
  await server.listen(0, '127.0.0.1');
  const address = server.address();
  const rpcUrl = `http://127.0.0.1:${address.port}`;
  let id = 0;
  const rpc = async (method: string, params: unknown[] = []): Promise<unknown> => {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
    });
    const body = (await response.json()) as { result?: unknown; error?: { message: string } };
    if (body.error) throw new Error(`${method}: ${body.error.message}`);
    return body.result;
  };
  // Blocks only on demand: a payment sits in the mempool until the test mines.
  await rpc('miner_stop');
  const [payer] = (await rpc('eth_accounts')) as string[];
  if (!payer) throw new Error('Ganache started without an account');
  const mine = async (n: number) => {
    for (let i = 0; i < n; i++) await rpc('evm_mine');
  };
  // Explicit gas: without it Ganache gives every transaction 90 000, too little to deploy.
  const transact = async (to: string | undefined, data: string, gas: number) =>
    (await rpc('eth_sendTransaction', [
      { from: payer, ...(to ? { to } : {}), data, gas: `0x${gas.toString(16)}` },
    ])) as string;
  return {
    rpcUrl,
    payer,
    rpc,
    send: async (to, wei) =>
      (await rpc('eth_sendTransaction', [{ from: payer, to, value: `0x${wei.toString(16)}` }])) as string,
    deployToken: async (decimals) => {
      const supply = 10n ** 12n * 10n ** BigInt(decimals);
      const hash = await transact(
        undefined,
        TEST_TOKEN_BYTECODE + word(BigInt(decimals)) + word(supply),
        3_000_000,
      );
      await mine(1);
      const receipt = (await rpc('eth_getTransactionReceipt', [hash])) as {
        status: string;
        contractAddress: string | null;
      } | null;
      if (receipt?.status !== '0x1' || !receipt.contractAddress) throw new Error('token deployment failed');
      return receipt.contractAddress;
    },
    sendToken: (token, to, units) =>
      transact(token, `${TRANSFER_SELECTOR}${word(BigInt(to))}${word(units)}`, 100_000),
    mine,
    snapshot: async () => (await rpc('evm_snapshot')) as string,
    revert: async (snapshot) => {
      if (!(await rpc('evm_revert', [snapshot]))) throw new Error(`no snapshot ${snapshot}`);
    },
    stop: () => server.close(),
  };
}

/** `transfer(address,uint256)`: the first 4 bytes of its signature's keccak-256. */
const TRANSFER_SELECTOR = '0xa9059cbb';

/** One ABI-encoded 32-byte word (uint or address), as hex without 0x. */
function word(value: bigint): string {
  if (value < 0n || value >= 2n ** 256n) throw new RangeError(`${value} does not fit in a word`);
  return value.toString(16).padStart(64, '0');
}
