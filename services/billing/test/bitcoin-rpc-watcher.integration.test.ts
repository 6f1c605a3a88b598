import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AddressReceipts } from '../src/providers/crypto/chain-watcher';
import { BitcoinRpcWatcher } from '../src/providers/crypto/bitcoin-rpc-watcher';
import { type Litecoind, startLitecoind } from '@shopforge/provider-stand-ins/litecoind';

/**
 * BitcoinRpcWatcher against a real regtest litecoind: payments are made from the node's funded
 * miner wallet to addresses of a separate "merchant" wallet (with keys, as a shop's own wallet
 * would hold them), which the watcher watches through its own watch-only wallet.
 */
const WATCH_WALLET = 'billing-watch';
let node: Litecoind;
let watcher: BitcoinRpcWatcher;

beforeAll(async () => {
  node = await startLitecoind();
  watcher = new BitcoinRpcWatcher({ coin: 'LTC', rpcUrl: node.rpcUrl, wallet: WATCH_WALLET });
}, 120_000);

afterAll(async () => {
  await node?.stop();
}, 60_000);

let invoices = 0;
async function watchedAddress(): Promise<string> {
  const address = await node.newAddress('merchant');
  await watcher.watch(address, `invoice-${++invoices}`);
  return address;
}

/** The wallet learns of new transactions and blocks asynchronously: poll until the receipts match. */
async function expectReceipts(address: string, minConfirmations: number, expected: AddressReceipts) {
  await vi.waitFor(async () => expect(await watcher.receipts(address, minConfirmations)).toEqual(expected), {
    timeout: 30_000,
    interval: 100,
  });
}

describe('BitcoinRpcWatcher on a regtest litecoind', () => {
  it('an address nothing was sent to reports nothing', async () => {
    const address = await watchedAddress();
    expect(await watcher.receipts(address, 1)).toEqual({
      seenUnits: 0n,
      confirmedUnits: 0n,
      confirmations: null,
    });
    expect(await watcher.receipts(address, 0)).toEqual({
      seenUnits: 0n,
      confirmedUnits: 0n,
      confirmations: null,
    });
  });

  it('a payment in the mempool is seen with 0 confirmations but not confirmed', async () => {
    const address = await watchedAddress();
    await node.send(address, '0.0125');
    await expectReceipts(address, 1, { seenUnits: 1_250_000n, confirmedUnits: 0n, confirmations: 0 });
    // Nothing to wait for at threshold 0: what is seen counts.
    expect(await watcher.receipts(address, 0)).toEqual({
      seenUnits: 1_250_000n,
      confirmedUnits: 1_250_000n,
      confirmations: 0,
    });
  });

  it('mined blocks raise the confirmations until the payment counts as confirmed at the threshold', async () => {
    const address = await watchedAddress();
    await node.send(address, '0.29');
    await expectReceipts(address, 3, { seenUnits: 29_000_000n, confirmedUnits: 0n, confirmations: 0 });
    await node.mine(1);
    await expectReceipts(address, 3, { seenUnits: 29_000_000n, confirmedUnits: 0n, confirmations: 1 });
    await node.mine(1);
    await expectReceipts(address, 3, { seenUnits: 29_000_000n, confirmedUnits: 0n, confirmations: 2 });
    await node.mine(1);
    await expectReceipts(address, 3, {
      seenUnits: 29_000_000n,
      confirmedUnits: 29_000_000n,
      confirmations: 3,
    });
    await node.mine(1);
    await expectReceipts(address, 3, {
      seenUnits: 29_000_000n,
      confirmedUnits: 29_000_000n,
      confirmations: 4,
    });
  });

  it('two payments to one address add up', async () => {
    const address = await watchedAddress();
    await node.send(address, '0.01');
    await node.mine(1);
    await expectReceipts(address, 1, { seenUnits: 1_000_000n, confirmedUnits: 1_000_000n, confirmations: 1 });
    // Eight decimals, which a double would not sum exactly: 0.01 + 1.23456789.
    await node.send(address, '1.23456789');
    // The confirmations are those of the newest payment.
    await expectReceipts(address, 1, {
      seenUnits: 124_456_789n,
      confirmedUnits: 1_000_000n,
      confirmations: 0,
    });
    await node.mine(1);
    await expectReceipts(address, 1, {
      seenUnits: 124_456_789n,
      confirmedUnits: 124_456_789n,
      confirmations: 1,
    });
    await expectReceipts(address, 2, {
      seenUnits: 124_456_789n,
      confirmedUnits: 1_000_000n,
      confirmations: 1,
    });
  });

  /**
   * What this proves: a payment counts only while its block is in the best chain. Invalidating the
   * block (a reorg as the node sees it) takes the confirmation back at once and returns the payment
   * to the mempool, where it is seen again at 0 confirmations. Replacing it there with a conflicting
   * transaction (the payer double-spending it back to themselves, BIP 125) makes it vanish: it is no
   * longer counted as seen, neither while the replacement waits in the mempool (the node's own
   * `listreceivedbyaddress 0` would still count it then) nor once the replacement is mined and the
   * payment is conflicted for good, and bringing back the abandoned block changes nothing: that
   * branch is now the shorter one.
   */
  it('a payment whose block is reorganised away before its confirmations is not counted', async () => {
    const address = await watchedAddress();
    const payment = await node.send(address, '0.5');
    const [block] = await node.mine(1);
    await expectReceipts(address, 1, {
      seenUnits: 50_000_000n,
      confirmedUnits: 50_000_000n,
      confirmations: 1,
    });

    await node.invalidateBlock(block!);
    await expectReceipts(address, 1, { seenUnits: 50_000_000n, confirmedUnits: 0n, confirmations: 0 });

    const replacement = await node.doubleSpend(payment);
    expect(replacement).not.toBe(payment);
    await expectReceipts(address, 1, { seenUnits: 0n, confirmedUnits: 0n, confirmations: null });
    expect(await watcher.receipts(address, 0)).toEqual({
      seenUnits: 0n,
      confirmedUnits: 0n,
      confirmations: null,
    });

    await node.mine(2);
    await expectReceipts(address, 1, { seenUnits: 0n, confirmedUnits: 0n, confirmations: null });

    await node.reconsiderBlock(block!);
    await expectReceipts(address, 1, { seenUnits: 0n, confirmedUnits: 0n, confirmations: null });
    expect(await node.rpc('getblock', [block])).toMatchObject({ confirmations: -1 });
  });

  it('watching the same address twice is harmless', async () => {
    const address = await watchedAddress();
    await watcher.watch(address, 'again');
    await Promise.all([watcher.watch(address, 'concurrently'), watcher.watch(address, 'concurrently')]);
    // A second watcher on the same wallet finds it created and loaded already.
    const another = new BitcoinRpcWatcher({ coin: 'LTC', rpcUrl: node.rpcUrl, wallet: WATCH_WALLET });
    await another.watch(address, 'from another watcher');

    await node.send(address, '0.0125');
    await node.mine(1);
    await expectReceipts(address, 1, { seenUnits: 1_250_000n, confirmedUnits: 1_250_000n, confirmations: 1 });
    expect(await another.receipts(address, 1)).toEqual(await watcher.receipts(address, 1));
  });

  it('a watch-only wallet the node unloaded is loaded again and still knows its addresses', async () => {
    const address = await watchedAddress();
    await node.send(address, '0.02');
    await expectReceipts(address, 1, { seenUnits: 2_000_000n, confirmedUnits: 0n, confirmations: 0 });

    await node.rpc('unloadwallet', [WATCH_WALLET]);
    await node.mine(1);
    await expectReceipts(address, 1, { seenUnits: 2_000_000n, confirmedUnits: 2_000_000n, confirmations: 1 });
    expect(await node.rpc('getwalletinfo', [], WATCH_WALLET)).toMatchObject({
      private_keys_enabled: false,
      descriptors: false,
    });
  });

  it('node errors name the RPC method, and addresses never watched are refused', async () => {
    await expect(watcher.watch('not-an-address', 'bad')).rejects.toThrow(/importaddress: Invalid .*address/);
    const unwatched = await node.newAddress('merchant');
    await expect(watcher.receipts(unwatched, 1)).rejects.toThrow(/is not watched/);

    const badPassword = new URL(node.rpcUrl);
    badPassword.password = 'wrong';
    const locked = new BitcoinRpcWatcher({
      coin: 'LTC',
      rpcUrl: badPassword.toString(),
      wallet: WATCH_WALLET,
    });
    await expect(locked.watch(unwatched, 'x')).rejects.toThrow(/createwallet: .*HTTP 401/);
  });
});
