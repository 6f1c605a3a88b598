import { type LocalEthereum, startGanache } from '@shopforge/provider-stand-ins/ganache';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EvmRpcWatcher } from '../src/providers/crypto/evm-rpc-watcher';

const ETHER = 10n ** 18n;

/** The EVM watcher against a real local Ethereum chain (Ganache): real transfers, real blocks. */
describe('the EVM watcher on a local Ethereum chain', () => {
  let chain: LocalEthereum;
  let watcher: EvmRpcWatcher;
  let next = 0;
  /** A fresh address per test: nothing has ever been sent to it. */
  const freshAddress = () => `0x${(0xabc000 + ++next).toString(16).padStart(40, '0')}`;

  beforeAll(async () => {
    chain = await startGanache();
    watcher = new EvmRpcWatcher({ coin: 'ETH', rpcUrl: chain.rpcUrl });
  });
  afterAll(async () => {
    await chain?.stop();
  });

  it('an address nothing was sent to reports nothing', async () => {
    const address = freshAddress();
    await watcher.watch();
    expect(await watcher.receipts(address, 3)).toEqual({
      seenUnits: 0n,
      confirmedUnits: 0n,
      confirmations: null,
    });
  });

  it('a transfer counts once mined, and as confirmed once it is as deep as asked', async () => {
    const address = freshAddress();
    await chain.send(address, ETHER / 8n);
    expect((await watcher.receipts(address, 3)).seenUnits).toBe(0n);
    await chain.mine(1);
    expect(await watcher.receipts(address, 3)).toEqual({
      seenUnits: ETHER / 8n,
      confirmedUnits: 0n,
      confirmations: 1,
    });
    await chain.mine(2);
    expect(await watcher.receipts(address, 3)).toEqual({
      seenUnits: ETHER / 8n,
      confirmedUnits: ETHER / 8n,
      confirmations: 3,
    });
  });

  it('two transfers add up, and the depth is the latest one’s', async () => {
    const address = freshAddress();
    await chain.send(address, 1000n);
    await chain.mine(3);
    await chain.send(address, 500n);
    await chain.mine(1);
    expect(await watcher.receipts(address, 3)).toEqual({
      seenUnits: 1500n,
      confirmedUnits: 1000n,
      confirmations: 1,
    });
  });

  it('a transfer whose block is reorganised away before its confirmations is not counted', async () => {
    const address = freshAddress();
    const before = await chain.snapshot();
    await chain.send(address, 7000n);
    await chain.mine(1);
    expect((await watcher.receipts(address, 2)).seenUnits).toBe(7000n);
    await chain.revert(before);
    await chain.mine(2);
    expect(await watcher.receipts(address, 2)).toEqual({
      seenUnits: 0n,
      confirmedUnits: 0n,
      confirmations: null,
    });
  });

  it('a node that does not answer is an error naming the call', async () => {
    const dead = new EvmRpcWatcher({ coin: 'ETH', rpcUrl: 'http://127.0.0.1:9' });
    await expect(dead.watch()).rejects.toThrow(/ETH node eth_blockNumber/);
  });
});
