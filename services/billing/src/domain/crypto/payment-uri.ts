/**
 * The link behind the checkout QR code, so the buyer's wallet fills in address, amount and chain
 * instead of the buyer retyping them (where most wrong-amount payments come from).
 */
import { formatUnits } from './amounts';
import { type CoinId, type CryptoNetwork, coinInfo } from './coins';
import { isValidAddress } from './derive';

/**
 * BIP21 (`bitcoin:`, `litecoin:`; amount in whole coins) or EIP-681 (`ethereum:`; value in wei,
 * pinned to the chain id so a wallet on another chain refuses instead of paying there).
 */
export function paymentUri(
  coin: CoinId,
  network: CryptoNetwork,
  address: string,
  units: bigint,
  label?: string,
): string {
  if (units <= 0n) throw new RangeError(`A payment link needs a positive amount, got ${units}`);
  // A link to a wrong-network address would be paid and lost; fail while still on our side.
  if (!isValidAddress(coin, network, address)) {
    throw new Error(`${address} is not a ${coin} ${network} address`);
  }
  const info = coinInfo(coin);
  if (info.family === 'evm') {
    return `${info.uriScheme}:${address}@${info.chainId[network]}?value=${units.toString()}`;
  }
  let uri = `${info.uriScheme}:${address}?amount=${formatUnits(units, info.decimals)}`;
  if (label) uri += `&label=${encodeURIComponent(label)}`;
  return uri;
}
