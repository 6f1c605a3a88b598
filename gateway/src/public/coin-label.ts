/**
 * How the checkout names a coin to a buyer. The spec's gateway ids put a token's standard after
 * an underscore (USDC_ERC20: USDC as an ERC-20, i.e. on Ethereum), and the buyer needs both
 * halves: USDC sent on another chain, or ether sent instead, never arrives as this payment.
 */
const TOKEN_STANDARDS: Readonly<Record<string, { name: string; chain: string }>> = {
  ERC20: { name: 'ERC-20', chain: 'Ethereum' },
  TRC20: { name: 'TRC-20', chain: 'Tron' },
};

/** What amounts are counted in: `USDC` for USDC_ERC20, the id itself for a chain's own coin. */
export function coinUnit(coin: string): string {
  return tokenOf(coin)?.unit ?? coin;
}

/** The coin with its chain when it is a token: `USDC (ERC-20 on Ethereum)`; `LTC` as it is. */
export function coinLabel(coin: string): string {
  const token = tokenOf(coin);
  return token ? `${token.unit} (${token.standard.name} on ${token.standard.chain})` : coin;
}

function tokenOf(coin: string): { unit: string; standard: { name: string; chain: string } } | null {
  const [unit, standard, ...rest] = coin.split('_');
  const known = standard ? TOKEN_STANDARDS[standard] : undefined;
  return unit && known && rest.length === 0 ? { unit, standard: known } : null;
}
