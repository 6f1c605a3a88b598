import { cents, newShop, resellerSetup } from '../fixtures';
import { type ApiResponse, call, envelopeProblem } from '../http';
import { bootLoadPlatform, type LoadPlatform } from '../platform';
import { Figures } from '../report';
import type { LoadSize } from '../size';
import { ledgerFigures } from './invariants';

type Outcome = 'created' | 'cached' | 'processing';

interface KeyRound {
  /** What each identical request was answered. */
  outcomes: Outcome[];
  /** The resource id every 2xx answer named (all must name the same one). */
  resources: Set<string>;
}

function classify(
  figures: Figures,
  label: string,
  res: ApiResponse,
  resourceOf: (body: unknown) => string | undefined,
): { outcome: Outcome; resource?: string } | undefined {
  const status = String(res.headers['idempotency-status'] ?? '');
  if (res.status === 409 && status === 'processing') {
    const problem = envelopeProblem(res);
    if (problem) figures.violation(`${label}: 409 processing not in the envelope (${problem})`);
    return { outcome: 'processing' };
  }
  if (res.status === 201 && (status === 'created' || status === 'cached')) {
    const resource = resourceOf(res.body);
    if (!resource) figures.violation(`${label}: 201 without the resource: ${res.text.slice(0, 200)}`);
    return { outcome: status, ...(resource ? { resource } : {}) };
  }
  figures.violation(`${label}: ${res.status} idempotency-status "${status}": ${res.text.slice(0, 200)}`);
  return undefined;
}

/**
 * Sends `copies` identical requests per key, all at once, for `keys` keys; then one more copy
 * per key once all have answered, which must replay the one execution.
 */
async function rounds(
  figures: Figures,
  keys: number,
  copies: number,
  send: (key: number) => Promise<ApiResponse>,
  resourceOf: (body: unknown) => string | undefined,
): Promise<KeyRound[]> {
  const results: KeyRound[] = Array.from({ length: keys }, () => ({ outcomes: [], resources: new Set() }));
  const one = async (key: number) => {
    figures.requests++;
    const round = results[key] as KeyRound;
    try {
      const answer = classify(figures, `key ${key}`, await send(key), resourceOf);
      if (!answer) return;
      round.outcomes.push(answer.outcome);
      if (answer.resource) round.resources.add(answer.resource);
      if (answer.outcome !== 'processing') figures.successes++;
    } catch (error) {
      figures.violation(`key ${key}: no answer (${(error as Error).message})`);
    }
  };
  await Promise.all(Array.from({ length: keys * copies }, (_, i) => one(i % keys)));
  // Every key's first call has finished: one more copy must be a replay of it.
  await Promise.all(Array.from({ length: keys }, (_, key) => one(key)));
  for (const [key, round] of results.entries()) {
    const created = round.outcomes.filter((o) => o === 'created').length;
    figures.check(created === 1, `key ${key}: ${created} executions (answers: ${round.outcomes.join(' ')})`);
    figures.check(
      round.resources.size === 1,
      `key ${key}: answers name ${round.resources.size} different resources`,
    );
    figures.check(
      round.outcomes.at(-1) === 'cached',
      `key ${key}: the late copy was ${round.outcomes.at(-1)}, not cached`,
    );
  }
  return results;
}

const tally = (results: KeyRound[]) => {
  const all = results.flatMap((r) => r.outcomes);
  const count = (o: Outcome) => all.filter((x) => x === o).length;
  return `created ${count('created')}, cached ${count('cached')}, processing (409) ${count('processing')}`;
};

async function developerApi(p: LoadPlatform, figures: Figures, keys: number, copies: number) {
  const shop = await newShop(p);
  const results = await rounds(
    figures,
    keys,
    copies,
    (key) =>
      call(p.gatewayUrl, 'POST', '/dev/v1/products', {
        token: shop.key,
        headers: { 'idempotency-key': `idem-dev-${key}` },
        body: { title: `Idempotent ${key}`, price: 3, type: 'SERVICE' },
      }),
    (body) => (body as { data?: { id?: string } })?.data?.id,
  );
  const [row] = await p.databases.query<{ n: string }>(
    'catalog',
    'SELECT count(*)::text AS n FROM products WHERE shop_id = $1',
    [shop.shopId],
  );
  const products = Number(row?.n ?? 0);
  figures.check(products === keys, `Developer API: ${products} products created for ${keys} keys`);
  figures.set(
    'Developer API (POST /dev/v1/products, Redis store)',
    `${tally(results)}; ${products} products in the catalog`,
  );
}

async function resellerApi(p: LoadPlatform, figures: Figures, keys: number, copies: number) {
  // One API key per idempotency key: the key's bucket (burst 30) takes all its copies at once.
  const setup = await resellerSetup(p, { serials: keys, topup: '0', keyCount: keys, prefix: 'IDEM' });
  const unit = cents(setup.unitPrice);
  await p.reseller.operator.topup.mutate({
    relationship_id: setup.relationshipId,
    amount: ((unit * keys * 2) / 100).toFixed(2),
  });
  const results = await rounds(
    figures,
    keys,
    copies,
    (key) =>
      call(p.gatewayUrl, 'POST', '/reseller/v1/orders', {
        token: setup.keys[key],
        headers: { 'idempotency-key': `idem-reseller-${key}` },
        body: { items: [{ product_id: setup.productId, quantity: 1 }] },
      }),
    (body) => (body as { data?: { order?: { uniqid?: string } } })?.data?.order?.uniqid,
  );
  const ledger = await ledgerFigures(p.databases, setup.relationshipId);
  figures.check(
    ledger.completedOrders === keys,
    `Reseller API: ${ledger.completedOrders} orders for ${keys} keys`,
  );
  figures.check(
    ledger.debitCents === unit * keys,
    `Reseller API: debited ${ledger.debitCents} cents for ${keys} orders`,
  );
  figures.check(ledger.unitsDelivered === keys, `Reseller API: ${ledger.unitsDelivered} codes delivered`);
  figures.set(
    'Reseller API (POST /reseller/v1/orders, durable keys)',
    `${tally(results)}; ${ledger.completedOrders} orders, ${ledger.debitCents / 100} debited, ${ledger.unitsDelivered} codes`,
  );
}

/**
 * Idempotency: for each of N keys, C identical requests at once → exactly N executions, every
 * answer of a key naming the same resource, on both APIs: the Developer API's gateway store in
 * Redis and the Reseller API's durable keys in PostgreSQL.
 */
export async function runIdempotency(size: LoadSize): Promise<Figures> {
  const { keys, copies } = size.idempotency;
  const figures = new Figures('idempotency: identical concurrent requests', size.name);
  figures.set(
    'setup',
    `${keys} keys × ${copies} identical concurrent requests, then 1 late copy per key, on each API`,
  );
  const p = await bootLoadPlatform();
  try {
    await developerApi(p, figures, keys, copies);
    await resellerApi(p, figures, keys, copies);
    return figures;
  } finally {
    await p.close();
  }
}
