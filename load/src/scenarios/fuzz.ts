import { badRequests, type FuzzRequest } from '../fuzz/generate';
import { fetchOperations } from '../fuzz/openapi';
import { seedFuzzShop } from '../fuzz/seed';
import { oversizedRequests, sessionApiRequests, signInMember } from '../fuzz/session-api';
import { call, envelopeProblem, pooled } from '../http';
import { bootLoadPlatform, type LoadPlatform } from '../platform';
import { Figures } from '../report';
import type { LoadSize } from '../size';
import { type DatabaseSnapshot, snapshotDatabases, snapshotDifferences, totalRows } from '../snapshot';

/** Waits until two snapshots a second apart agree (relays, consumers and workers are idle). */
async function settledSnapshot(p: LoadPlatform, timeoutMs = 30_000): Promise<DatabaseSnapshot> {
  const deadline = Date.now() + timeoutMs;
  let previous = await snapshotDatabases(p.databases);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const next = await snapshotDatabases(p.databases);
    if (snapshotDifferences(previous, next).length === 0 || Date.now() > deadline) return next;
    previous = next;
  }
}

/** CI fuzzes the same requests every run (a red build names a change, not luck); elsewhere a new seed each run. */
const CI_SEED = 20_261_124;

function fuzzSeed(): number {
  const given = process.env.LOAD_SEED;
  if (given && given !== 'random') return Number(given);
  return process.env.CI === 'true' && given !== 'random' ? CI_SEED : Math.floor(Math.random() * 2 ** 31);
}

const countInto = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
const histogram = (map: Map<string, number>) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');

/** Spreads each operation's requests over the run (round robin), so no bucket runs dry at once. */
function interleave(groups: FuzzRequest[][]): FuzzRequest[] {
  const out: FuzzRequest[] = [];
  const longest = Math.max(0, ...groups.map((g) => g.length));
  for (let i = 0; i < longest; i++) {
    for (const group of groups) {
      const request = group[i];
      if (request) out.push(request);
    }
  }
  return out;
}

/**
 * Fuzz: generated bad requests across every operation of the two OpenAPI documents, with a
 * full-access key (and the reseller's keys on the Reseller API), the dashboard's session API
 * (signed in as an admin) and heads too large for the gateway → no 5xx, every error in the
 * envelope, no bad mutation accepted and not one row of any service's database changed.
 */
export async function runFuzz(size: LoadSize): Promise<Figures> {
  const figures = new Figures('fuzz: bad requests on every OpenAPI route', size.name);
  const p = await bootLoadPlatform();
  try {
    const seeded = await seedFuzzShop(p);
    const operations = await fetchOperations(p.gatewayUrl);
    const perOperation = Math.ceil(size.fuzz.requests / operations.length);
    const seed = fuzzSeed();
    const member = { email: 'fuzz-admin@fuzz.test', password: 'fuzz admin password 123' };
    const added = await call(p.gatewayUrl, 'POST', '/dev/v1/members', {
      token: seeded.devKey,
      body: { ...member, role: 'admin' },
    });
    if (added.status !== 201) throw new Error(`fuzz member: ${added.status} ${added.text}`);
    const beside = [
      ...sessionApiRequests(await signInMember(p.gatewayUrl, member)),
      ...oversizedRequests(
        ['/dev/v1/products', '/dev/v1/orders', '/reseller/v1/products', '/dashboard/api/session'],
        seeded.devKey,
      ),
    ];
    const requests = interleave([
      ...operations.map((op, i) =>
        badRequests(
          op,
          { devKey: seeded.devKey, resellerKeys: seeded.resellerKeys, realIds: seeded.realIds },
          perOperation,
          seed + i,
        ),
      ),
      beside,
    ]);
    figures.set('seed (LOAD_SEED to repeat)', seed);
    figures.set('operations', `${operations.length} (${perOperation} requests each)`);
    figures.set('session API and oversized heads', `${beside.length} requests`);
    figures.set(
      'seeded resources',
      `${seeded.realIds.size} ids${seeded.skipped.length ? `; not seeded: ${seeded.skipped.join('; ')}` : ''}`,
    );

    const refusalRecords = async () => {
      const [row] = await p.databases.query<{ refused: string; other: string }>(
        'reseller',
        `SELECT count(*) FILTER (WHERE state = 'COMPLETED' AND response_status BETWEEN 400 AND 499)::text AS refused,
                count(*) FILTER (WHERE NOT (state = 'COMPLETED' AND response_status BETWEEN 400 AND 499))::text AS other
         FROM reseller_idempotency_keys`,
      );
      return { refused: Number(row?.refused ?? 0), other: Number(row?.other ?? 0) };
    };
    const before = await settledSnapshot(p);
    const recordsBefore = await refusalRecords();
    const kinds = new Map<string, number>();
    const statuses = new Map<string, number>();
    const acceptedReads = new Map<string, number>();
    const codes = new Map<string, number>();
    const errorsBefore = p.logs.errorCount();
    const started = performance.now();
    await pooled(requests.length, 16, async (i) => {
      const request = requests[i] as FuzzRequest;
      figures.requests++;
      countInto(kinds, request.kind);
      const label = `${request.operation} [${request.kind}]`;
      let res: Awaited<ReturnType<typeof call>>;
      try {
        res = await call(p.gatewayUrl, request.method, request.path, {
          headers: request.headers,
          ...(request.body === undefined ? {} : { body: request.body }),
          timeoutMs: 30_000,
        });
      } catch (error) {
        figures.violation(`${label}: no answer (${(error as Error).message})`);
        return;
      }
      countInto(statuses, String(res.status));
      if (res.status >= 500) {
        figures.violation(
          `${label}: ${res.status} ${res.text.slice(0, 200)} — ${request.method} ${request.path.slice(0, 200)}`,
        );
        return;
      }
      if (res.status < 400) {
        if (request.method === 'GET') {
          // A read that ignored what was wrong with it changes nothing; it is counted, not failed.
          countInto(acceptedReads, label);
          if (process.env.LOAD_VERBOSE === '1')
            process.stdout.write(`read 2xx: ${request.path.slice(0, 200)}\n`);
          figures.successes++;
        } else {
          figures.violation(
            `${label}: a bad mutation was accepted with ${res.status} — ${request.path.slice(0, 160)} ${String(request.body).slice(0, 200)}`,
          );
        }
        return;
      }
      const problem = envelopeProblem(res);
      if (problem) {
        figures.violation(`${label}: ${res.status} not in the error envelope (${problem})`);
        return;
      }
      countInto(codes, `${res.status} ${(res.body as { error: { code: string } }).error.code}`);
      figures.successes++;
    });
    const seconds = (performance.now() - started) / 1000;
    const after = await settledSnapshot(p);
    for (const change of snapshotDifferences(before, after)) figures.violation(`database changed: ${change}`);
    const recordsAfter = await refusalRecords();
    figures.check(
      recordsAfter.other === recordsBefore.other,
      `reseller idempotency keys other than stored 4xx answers: ${recordsBefore.other} → ${recordsAfter.other}`,
    );
    figures.set('requests/s', Math.round(figures.requests / seconds));
    figures.set('kinds', histogram(kinds));
    figures.set('statuses', histogram(statuses));
    figures.set('error codes', histogram(codes));
    figures.set(
      'reads answered 2xx despite a bad part (no change)',
      acceptedReads.size ? histogram(acceptedReads) : 'none',
    );
    figures.set('rows in the six databases (before = after)', `${totalRows(before)} = ${totalRows(after)}`);
    figures.set(
      'refused reseller orders recorded with their 4xx (spec rule 4)',
      recordsAfter.refused - recordsBefore.refused,
    );
    figures.set('platform error log lines during the run', p.logs.errorCount() - errorsBefore);
    return figures;
  } finally {
    await p.close();
  }
}
