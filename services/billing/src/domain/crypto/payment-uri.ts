/**
 * The link behind the checkout QR code, so the buyer's wallet fills in address, amount and chain
 * instead of the buyer retyping them (where most wrong-amount payments come from).
 */
import { formatUnits } from './amounts';
import { type CoinId, type CryptoNetwork, coinInfo } from './coins';
import { isEvmAddress, isValidAddress } from './derive';

export interface PaymentUriOptions {
  /** BIP21 only: what the buyer's wallet shows the payment as. */
  label?: string;
  /** A token coin's ERC-20 contract on this network (`tokenContract`); required for one. */
  tokenContract?: string | null;
}

/**
 * BIP21 (`bitcoin:`, `litecoin:`; amount in whole coins) or EIP-681 (`ethereum:`; value in wei,
 * pinned to the chain id so a wallet on another chain refuses instead of paying there). A token
 * is an EIP-681 call of its contract's `transfer(address, uint256)` in the token's base units.
 */
export function paymentUri(
  coin: CoinId,
  network: CryptoNetwork,
  address: string,
  units: bigint,
  options: PaymentUriOptions = {},
): string {
  if (units <= 0n) throw new RangeError(`A payment link needs a positive amount, got ${units}`);
  // A link to a wrong-network address would be paid and lost; fail while still on our side.
  if (!isValidAddress(coin, network, address)) {
    throw new Error(`${address} is not a ${coin} ${network} address`);
  }
  const info = coinInfo(coin);
  if (info.family === 'evm') {
    const chain = info.chainId[network];
    if (!info.token) return `${info.uriScheme}:${address}@${chain}?value=${units.toString()}`;
    const contract = options.tokenContract;
    // Without its contract the link would be read as an ether payment: never make one.
    if (!contract || !isEvmAddress(contract))
      throw new Error(`${coin} needs its token contract, got ${contract}`);
    return `${info.uriScheme}:${contract}@${chain}/transfer?address=${address}&uint256=${units.toString()}`;
  }
  let uri = `${info.uriScheme}:${address}?amount=${formatUnits(units, info.decimals)}`;
  if (options.label) uri += `&label=${encodeURIComponent(options.label)}`;
  return uri;
}
