import { z } from 'zod';
import {
  BitcoinRpc,
  BitcoinRpcError,
  coinsToUnits,
  RPC_INVALID_ADDRESS_OR_KEY,
  RPC_WALLET_NOT_FOUND,
  type RpcCall,
  type RpcOutcome,
  type RpcParams,
} from './bitcoin-rpc';
import type { AddressReceipts, ChainWatcher } from './chain-watcher';

export interface BitcoinRpcWatcherOptions {
  /** The coin it watches, e.g. `LTC`. */
  coin: string;
  /** The node's RPC endpoint, e.g. `http://user:pass@127.0.0.1:19443`. */
  rpcUrl: string;
  /** The node wallet holding the watched addresses (created watch-only if missing). */
  wallet: string;
  fetch?: typeof fetch;
  /** Per HTTP request; 10 s unless set. */
  timeoutMs?: number;
}

const Amount = z.union([z.string(), z.number()]);

const ReceivedByAddress = z.array(
  z.object({
    address: z.string(),
    amount: Amount,
    confirmations: z.number().int(),
    txids: z.array(z.string()),
  }),
);

const WalletInfo = z.object({
  private_keys_enabled: z.boolean(),
  /** Absent before Bitcoin Core 0.21: a legacy wallet then. */
  descriptors: z.boolean().optional(),
});

const WalletTransaction = z.object({
  confirmations: z.number().int(),
  details: z.array(z.object({ address: z.string().optional(), category: z.string(), amount: Amount })),
});

const DescriptorInfo = z.object({ checksum: z.string() });
const ImportDescriptorsResult = z.array(
  z.object({ success: z.boolean(), error: z.object({ message: z.string() }).optional() }),
);

export type WalletKind = 'descriptors' | 'legacy';

/**
 * Watches addresses through a Bitcoin-family node's wallet (bitcoind, litecoind): the addresses
 * are imported into a watch-only wallet (no private keys: the node never holds the merchant's
 * keys), whose `listreceivedbyaddress` then sums what each address received and how deep.
 *
 * Wallet kind: the wallet is created with the node's default kind and imports the way that kind
 * supports. Litecoin Core 0.21 makes legacy wallets by default, and its Debian
 * build cannot make descriptor wallets at all (`createwallet … descriptors=true` fails with
 * "Compiled without sqlite support"), so there it is `importaddress <address> <label> false`
 * (no rescan: the address is freshly derived, nothing paid it before). Bitcoin Core 23+ makes
 * descriptor wallets by default, where `importaddress` is refused: there the address goes in as
 * an `addr(<address>)` descriptor through `importdescriptors` with timestamp `now`. (That path is
 * not exercised by the litecoind integration test.)
 */
export class BitcoinRpcWatcher implements ChainWatcher {
  readonly coin: string;
  readonly #rpc: BitcoinRpc;
  readonly #wallet: string;
  #ready: Promise<WalletKind> | null = null;

  constructor(options: BitcoinRpcWatcherOptions) {
    this.coin = options.coin;
    this.#wallet = options.wallet;
    this.#rpc = new BitcoinRpc({ url: options.rpcUrl, fetch: options.fetch, timeoutMs: options.timeoutMs });
  }

  /** Creates the watch-only wallet, or loads it if the node has it but not loaded; once (again after a
   * node restart unloaded it). */
  ensureWallet(): Promise<WalletKind> {
    if (!this.#ready) {
      const ready = this.#openWallet();
      this.#ready = ready;
      ready.catch(() => {
        if (this.#ready === ready) this.#ready = null;
      });
    }
    return this.#ready;
  }

  async watch(address: string, label: string): Promise<void> {
    await this.#withWallet(async (kind) => {
      if (kind === 'legacy') {
        // Importing an address the wallet already watches only sets its label again: idempotent.
        await this.#rpc.call('importaddress', [address, label, false], this.#wallet);
        return;
      }
      const { checksum } = DescriptorInfo.parse(
        await this.#rpc.call('getdescriptorinfo', [`addr(${address})`]),
      );
      const [result] = ImportDescriptorsResult.parse(
        await this.#rpc.call(
          'importdescriptors',
          [[{ desc: `addr(${address})#${checksum}`, timestamp: 'now', label }]],
          this.#wallet,
        ),
      );
      if (!result?.success) {
        throw new BitcoinRpcError(
          'importdescriptors',
          `importdescriptors: ${result?.error?.message ?? 'the node did not import the address'}`,
          null,
        );
      }
    });
  }

  async receipts(address: string, minConfirmations: number): Promise<AddressReceipts> {
    if (!Number.isSafeInteger(minConfirmations) || minConfirmations < 0) {
      throw new RangeError(`minConfirmations must be a whole number ≥ 0, got ${minConfirmations}`);
    }
    // listreceivedbyaddress minconf include_empty include_watchonly address_filter
    const received = (minconf: number): RpcCall => ({
      method: 'listreceivedbyaddress',
      params: [minconf, true, true, address],
    });
    const calls = minConfirmations > 0 ? [received(0), received(minConfirmations)] : [received(0)];
    const [allOutcome, confirmedOutcome] = await this.#walletBatch(calls);
    const [all] = ReceivedByAddress.parse(resultOf(allOutcome));
    if (!all) {
      throw new Error(`${this.coin}: ${address} is not watched by wallet "${this.#wallet}" (watch it first)`);
    }
    let seenUnits = coinsToUnits(all.amount);
    // The node reports the depth of the newest transaction, 0 for an address that got nothing.
    let confirmations: number | null = all.txids.length > 0 ? all.confirmations : null;

    if (confirmations === 0) {
      // With minconf 0 the wallet also counts transactions at depth 0 that are no longer in the
      // mempool: replaced (RBF), evicted, or returned by a reorg and then double-spent, until a
      // conflicting transaction is mined. Those are not received: take them out.
      const dropped = await this.#droppedUnconfirmed(all.address, all.txids);
      seenUnits -= dropped.units;
      confirmations = dropped.remainingConfirmations;
    }

    const confirmedUnits =
      minConfirmations > 0
        ? coinsToUnits(ReceivedByAddress.parse(resultOf(confirmedOutcome))[0]?.amount ?? '0')
        : seenUnits;
    return { seenUnits, confirmedUnits, confirmations };
  }

  /** What the unconfirmed transactions that left the mempool paid `address`, and the confirmations of
   * the newest transaction that is still counted (null: none is). */
  async #droppedUnconfirmed(
    address: string,
    txids: readonly string[],
  ): Promise<{ units: bigint; remainingConfirmations: number | null }> {
    // The mempool first, then the wallet: a transaction mined in between shows as confirmed.
    const outcomes = await this.#walletBatch(
      txids.flatMap((txid): RpcCall[] => [
        { method: 'getmempoolentry', params: [txid] },
        { method: 'gettransaction', params: [txid, true] },
      ]),
    );
    let units = 0n;
    let remainingConfirmations: number | null = null;
    for (const [i, txid] of txids.entries()) {
      const mempool = outcomes[2 * i];
      if (!mempool) throw new Error(`getmempoolentry ${txid}: missing RPC answer`);
      if (!mempool.ok && mempool.error.code !== RPC_INVALID_ADDRESS_OR_KEY) throw mempool.error;
      const tx = WalletTransaction.parse(resultOf(outcomes[2 * i + 1]));
      if (tx.confirmations > 0 || mempool.ok) {
        const depth = Math.max(tx.confirmations, 0);
        remainingConfirmations =
          remainingConfirmations === null ? depth : Math.min(remainingConfirmations, depth);
        continue;
      }
      for (const detail of tx.details) {
        if (detail.category === 'receive' && detail.address === address) units += coinsToUnits(detail.amount);
      }
    }
    return { units, remainingConfirmations };
  }

  async #openWallet(): Promise<WalletKind> {
    const wallet = this.#wallet;
    try {
      // disable_private_keys, blank; loaded again when the node restarts.
      await this.#rpc.call('createwallet', {
        wallet_name: wallet,
        disable_private_keys: true,
        blank: true,
        load_on_startup: true,
      } satisfies RpcParams);
    } catch (error) {
      if (!(error instanceof BitcoinRpcError) || !/already exists/i.test(error.message)) throw error;
      try {
        await this.#rpc.call('loadwallet', { filename: wallet, load_on_startup: true });
      } catch (loadError) {
        if (!(loadError instanceof BitcoinRpcError) || !/already loaded/i.test(loadError.message))
          throw loadError;
      }
    }
    const info = WalletInfo.parse(await this.#rpc.call('getwalletinfo', [], wallet));
    if (info.private_keys_enabled) {
      throw new Error(
        `${this.coin}: wallet "${wallet}" holds private keys; the watcher only uses watch-only wallets`,
      );
    }
    return info.descriptors ? 'descriptors' : 'legacy';
  }

  /** Runs `work` once the wallet is open; if the node lost the wallet meanwhile (restarted), opens it again
   * and retries once. */
  async #withWallet<T>(work: (kind: WalletKind) => Promise<T>): Promise<T> {
    const kind = await this.ensureWallet();
    try {
      return await work(kind);
    } catch (error) {
      if (!(error instanceof BitcoinRpcError) || error.code !== RPC_WALLET_NOT_FOUND) throw error;
      this.#ready = null;
      return work(await this.ensureWallet());
    }
  }

  #walletBatch(calls: readonly RpcCall[]): Promise<RpcOutcome[]> {
    return this.#withWallet(async () => {
      const outcomes = await this.#rpc.batch(calls, this.#wallet);
      const lost = outcomes.find((o) => !o.ok && o.error.code === RPC_WALLET_NOT_FOUND);
      if (lost && !lost.ok) throw lost.error;
      return outcomes;
    });
  }
}

function resultOf(outcome: RpcOutcome | undefined): unknown {
  if (!outcome) throw new Error('missing RPC answer');
  if (!outcome.ok) throw outcome.error;
  return outcome.result;
}
