import ganache from 'ganache';

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
  return {
    rpcUrl,
    payer,
    rpc,
    send: async (to, wei) =>
      (await rpc('eth_sendTransaction', [{ from: payer, to, value: `0x${wei.toString(16)}` }])) as string,
    mine: async (n) => {
      for (let i = 0; i < n; i++) await rpc('evm_mine');
    },
    snapshot: async () => (await rpc('evm_snapshot')) as string,
    revert: async (snapshot) => {
      if (!(await rpc('evm_revert', [snapshot]))) throw new Error(`no snapshot ${snapshot}`);
    },
    stop: () => server.close(),
  };
}
