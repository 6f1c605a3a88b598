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

/**
 * The same watcher on an ERC-20 token (a real contract deployed on Ganache): balances read from
 * the token's `balanceOf`, with the ether watcher's depth and reorg behaviour.
 */
describe('the EVM watcher on an ERC-20 token', () => {
  const USDC = 10n ** 6n;
  let chain: LocalEthereum;
  let token: string;
  let watcher: EvmRpcWatcher;
  let next = 0;
  const freshAddress = () => `0x${(0xdef000 + ++next).toString(16).padStart(40, '0')}`;

  beforeAll(async () => {
    chain = await startGanache();
    token = await chain.deployToken(6);
    watcher = new EvmRpcWatcher({ coin: 'USDC_ERC20', rpcUrl: chain.rpcUrl, token });
  });
  afterAll(async () => {
    await chain?.stop();
  });

  it('a token transfer is seen once mined, and confirmed once it is as deep as asked', async () => {
    const address = freshAddress();
    await watcher.watch();
    await chain.sendToken(token, address, 12n * USDC);
    expect(await watcher.receipts(address, 3)).toEqual({
      seenUnits: 0n,
      confirmedUnits: 0n,
      confirmations: null,
    });
    await chain.mine(1);
    expect(await watcher.receipts(address, 3)).toEqual({
      seenUnits: 12n * USDC,
      confirmedUnits: 0n,
      confirmations: 1,
    });
    await chain.mine(1);
    expect((await watcher.receipts(address, 3)).confirmations).toBe(2);
    await chain.mine(1);
    expect(await watcher.receipts(address, 3)).toEqual({
      seenUnits: 12n * USDC,
      confirmedUnits: 12n * USDC,
      confirmations: 3,
    });
  });

  it('a token transfer whose block is reorganised away stops counting', async () => {
    const address = freshAddress();
    const before = await chain.snapshot();
    await chain.sendToken(token, address, 5n * USDC);
    await chain.mine(1);
    expect((await watcher.receipts(address, 2)).seenUnits).toBe(5n * USDC);
    await chain.revert(before);
    await chain.mine(2);
    expect(await watcher.receipts(address, 2)).toEqual({
      seenUnits: 0n,
      confirmedUnits: 0n,
      confirmations: null,
    });
  });

  it('counts only its own token: ether and another token sent to the address are not counted', async () => {
    const address = freshAddress();
    const other = await chain.deployToken(6);
    await chain.sendToken(other, address, 99n * USDC);
    await chain.send(address, 10n ** 18n);
    await chain.mine(3);
    expect(await watcher.receipts(address, 2)).toEqual({
      seenUnits: 0n,
      confirmedUnits: 0n,
      confirmations: null,
    });
    await chain.sendToken(token, address, 1n);
    await chain.mine(1);
    expect(await watcher.receipts(address, 2)).toEqual({
      seenUnits: 1n,
      confirmedUnits: 0n,
      confirmations: 1,
    });
  });

  it('a contract that is not there fails when an address is watched, not silently later', async () => {
    const missing = new EvmRpcWatcher({ coin: 'USDC_ERC20', rpcUrl: chain.rpcUrl, token: freshAddress() });
    await expect(missing.watch()).rejects.toThrow(/USDC_ERC20 node: no contract at 0x/);
  });
});
