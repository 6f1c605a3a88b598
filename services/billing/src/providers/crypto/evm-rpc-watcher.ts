import type { AddressReceipts, ChainWatcher } from './chain-watcher';
import { rpcEndpoint } from './rpc-endpoint';

const TIMEOUT_MS = 10_000;

/** ERC-20 `balanceOf(address)`: the first 4 bytes of its signature's keccak-256. */
const BALANCE_OF_SELECTOR = '0x70a08231';

export interface EvmRpcWatcherOptions {
  coin: string;
  /** The node's JSON-RPC (`http://host:8545`, credentials in the URL become basic auth). */
  rpcUrl: string;
  /** An ERC-20 token's contract: its balances are watched instead of ether's. */
  token?: string;
  fetch?: typeof fetch;
}

/**
 * Native ether on an EVM chain, or an ERC-20 token there (`token`), from an Ethereum node's
 * JSON-RPC. An invoice address is fresh and only ever receives until its invoice is paid, so what
 * it received is its balance: the balance at the chain's head is what was seen (a block deep at
 * least: EVM nodes do not show mempool transfers in balances), and the balance
 * `minConfirmations - 1` blocks below the head is what is confirmed. A reorg changes those blocks'
 * state, so a payment that leaves the chain stops counting by itself. Older state must still be
 * on the node (full nodes keep 128 blocks). A token's balance is its contract's `balanceOf` at
 * the block, so only that token counts: ether, or another token sent to the address, does not.
 */
export class EvmRpcWatcher implements ChainWatcher {
  readonly coin: string;
  readonly #url: string;
  readonly #authorization: string | null;
  readonly #fetch: typeof fetch;
  readonly #token: string | null;
  #nextId = 1;

  constructor(options: EvmRpcWatcherOptions) {
    this.coin = options.coin;
    const endpoint = rpcEndpoint(options.rpcUrl);
    this.#url = endpoint.url;
    this.#authorization = endpoint.authorization;
    this.#fetch = options.fetch ?? fetch;
    this.#token = options.token ?? null;
  }

  /**
   * Nothing to register: an EVM node answers for any address. Asked once so a dead node fails
   * now, and for a token whether its contract is there, so a mistyped one fails before a buyer
   * pays to it rather than reading as "nothing received" forever.
   */
  async watch(): Promise<void> {
    const head = await this.#head();
    if (this.#token && (await this.#call<string>('eth_getCode', [this.#token, blockTag(head)])) === '0x')
      throw new Error(`${this.coin} node: no contract at ${this.#token}`);
  }

  async receipts(address: string, minConfirmations: number): Promise<AddressReceipts> {
    const head = await this.#head();
    const seenUnits = await this.#balance(address, head);
    if (seenUnits === 0n) return { seenUnits, confirmedUnits: 0n, confirmations: null };
    const confirmedAt = head - BigInt(Math.max(minConfirmations, 1) - 1);
    const confirmedUnits = confirmedAt < 0n ? 0n : await this.#balance(address, confirmedAt);
    return {
      seenUnits,
      confirmedUnits,
      confirmations: await this.#depth(address, head, seenUnits, minConfirmations),
    };
  }

  /**
   * Confirmations of the latest transfer, capped at `cap`: how many blocks back the balance was
   * already what it is now (a binary search, a few calls).
   */
  async #depth(address: string, head: bigint, balance: bigint, cap: number): Promise<number> {
    let low = 1;
    let high = Math.max(cap, 1);
    if (head - BigInt(high - 1) >= 0n && (await this.#balance(address, head - BigInt(high - 1))) === balance)
      return high;
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      const block = head - BigInt(middle - 1);
      if (block >= 0n && (await this.#balance(address, block)) === balance) low = middle;
      else high = middle;
    }
    return low;
  }

  async #head(): Promise<bigint> {
    return BigInt(await this.#call<string>('eth_blockNumber', []));
  }

  async #balance(address: string, block: bigint): Promise<bigint> {
    if (!this.#token) return BigInt(await this.#call<string>('eth_getBalance', [address, blockTag(block)]));
    const data = `${BALANCE_OF_SELECTOR}${address.slice(2).toLowerCase().padStart(64, '0')}`;
    const result = await this.#call<string>('eth_call', [{ to: this.#token, data }, blockTag(block)]);
    // No code at that block (below the contract's deployment): nothing of it was there to receive.
    if (result === '0x') return 0n;
    if (!/^0x[0-9a-fA-F]{64}$/.test(result))
      throw new Error(`${this.coin} node eth_call: balanceOf answered ${result.slice(0, 80)}`);
    return BigInt(result);
  }

  async #call<T>(method: string, params: unknown[]): Promise<T> {
    let response: Response;
    try {
      response = await this.#fetch(this.#url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.#authorization ? { authorization: this.#authorization } : {}),
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: this.#nextId++, method, params }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new Error(
        `${this.coin} node ${method}: ${error instanceof Error ? error.message : String(error)}`,
        {
          cause: error,
        },
      );
    }
    if (!response.ok) throw new Error(`${this.coin} node ${method}: HTTP ${response.status}`);
    const body = (await response.json()) as { result?: T; error?: { message?: string } };
    if (body.error || body.result === undefined)
      throw new Error(`${this.coin} node ${method}: ${body.error?.message ?? 'no result'}`);
    return body.result;
  }
}

/** A block number as JSON-RPC's block parameter (hex quantity). */
function blockTag(block: bigint): string {
  return `0x${block.toString(16)}`;
}
