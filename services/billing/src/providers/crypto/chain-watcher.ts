/**
 * What billing needs from a chain to take native crypto payments (docs/payments.md): watch a
 * freshly derived address, then ask how much it received and how deep. One implementation per
 * chain family (Bitcoin-family node RPC, EVM JSON-RPC); tests run them against real regtest
 * nodes, never mocks.
 */
export interface AddressReceipts {
  /** Base units (satoshis, wei) received in transactions with at least 0 confirmations. Conflicted
   * or reorged-out transactions that are no longer in the chain or the mempool are not counted. */
  seenUnits: bigint;
  /** Base units received in transactions with at least `minConfirmations` confirmations. */
  confirmedUnits: bigint;
  /** Confirmations of the most recent transaction counted in `seenUnits` (0: in the mempool);
   * null when nothing was received. */
  confirmations: number | null;
}

export interface ChainWatcher {
  /** The coin it watches, e.g. `LTC`. */
  readonly coin: string;
  /** Starts watching an address (idempotent); called before the address is shown to a buyer. */
  watch(address: string, label: string): Promise<void>;
  receipts(address: string, minConfirmations: number): Promise<AddressReceipts>;
}
