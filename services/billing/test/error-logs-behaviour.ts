import { Writable } from 'node:stream';
import { thrown } from '@shopforge/db/testing';
import { uuidv7 } from '@shopforge/service-kit';
import type { OpenTestDatabase } from '@shopforge/service-kit/testing';
import { createLogger } from '@shopforge/telemetry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BillingPrisma, createPrismaClient } from '../src/db/client';
import { SHOP_A } from './harness';

/** Looks like a live API key: the kind of value a log must never carry. */
const SECRET = 'sk_live_SECRET123';

function captureLog() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(
        ...chunk
          .toString('utf8')
          .split('\n')
          .filter((line) => line.trim() !== ''),
      );
      done();
    },
  });
  return { lines, log: createLogger('billing', { destination }) };
}

interface LoggedLine {
  msg: string;
  err: { name: string; message: string; code?: string; stack?: string } & Record<string, unknown>;
}

/**
 * Errors are logged through one redacting serializer (docs/observability.md "Errors in
 * logs"): real failures of the database, whose driver objects carry the statement's values,
 * reach the log with their message, code and stack and without those values.
 */
export function describeErrorLogs(backend: string, open: OpenTestDatabase): void {
  describe(`error logs on ${backend}`, () => {
    let db: Awaited<ReturnType<OpenTestDatabase>>;
    let prisma: BillingPrisma;
    beforeAll(async () => {
      db = await open();
      prisma = createPrismaClient(db.adapter);
    });
    afterAll(async () => {
      await prisma.$disconnect();
      await db.close();
    });

    const customer = () => ({
      id: uuidv7(),
      shopId: SHOP_A,
      email: SECRET,
      currency: 'USD',
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const INSERT = `INSERT INTO customers (id, shop_id, email, currency, created_at, updated_at)
      VALUES ($1::uuid, $2::uuid, $3, 'USD', now(), now())`;

    it('logs a unique violation with its message, code and stack, never the duplicated value', async () => {
      await prisma.customer.create({ data: customer() });
      const failures = {
        prisma: await thrown(() => prisma.customer.create({ data: customer() })),
        prismaRaw: await thrown(() => prisma.$executeRawUnsafe(INSERT, uuidv7(), SHOP_A, SECRET)),
        driver: await thrown(() => db.sql.query(INSERT, [uuidv7(), SHOP_A, SECRET])),
      };
      // The values really are on the errors: the driver's DETAIL names the key's values.
      expect((failures.driver as { detail?: string }).detail).toContain(SECRET);

      const { lines, log } = captureLog();
      for (const [source, error] of Object.entries(failures)) {
        log.error({ err: error, source }, 'procedure failed');
        log.error(error);
      }

      expect(lines).toHaveLength(6);
      for (const line of lines) expect(line.toLowerCase()).not.toContain(SECRET.toLowerCase());
      const [prismaLine, , rawLine, , driverLine, driverBare] = lines.map(
        (line) => JSON.parse(line) as LoggedLine,
      );
      expect(prismaLine?.err).toMatchObject({
        name: 'PrismaClientKnownRequestError',
        code: 'P2002',
        message: expect.stringContaining('Unique constraint failed on the'),
        stack: expect.stringContaining('\n    at '),
      });
      expect(rawLine?.err).toMatchObject({
        code: 'P2010',
        message: expect.stringContaining(
          'duplicate key value violates unique constraint "customers_shop_id_email_key"',
        ),
      });
      expect(driverLine?.err).toMatchObject({
        code: '23505',
        message: 'duplicate key value violates unique constraint "customers_shop_id_email_key"',
        stack: expect.stringMatching(
          /^\w+: duplicate key value violates unique constraint "customers_shop_id_email_key"\n {4}at /,
        ),
      });
      expect(driverBare?.msg).toBe(driverLine?.err.message);
      for (const line of [prismaLine, rawLine, driverLine]) {
        expect(Object.keys(line?.err ?? {}).sort()).toEqual(['code', 'message', 'name', 'stack']);
      }
    });

    it('keeps the values out of messages that quote them: a rejected uuid, a call Prisma refused', async () => {
      const failures = [
        await thrown(() => db.sql.query('SELECT $1::uuid', [SECRET])),
        await thrown(() => prisma.customer.findFirst({ where: { id: SECRET } })),
        // Prisma renders the arguments of a call it refuses, values included.
        await thrown(() =>
          prisma.customer.create({ data: { ...customer(), currency: undefined as unknown as string } }),
        ),
      ];
      expect(failures.map((error) => String((error as Error).message).includes(SECRET))).toEqual([
        true,
        true,
        true,
      ]);

      const { lines, log } = captureLog();
      for (const error of failures) log.error({ err: error }, 'procedure failed');

      for (const line of lines) expect(line).not.toContain(SECRET);
      const [driver, prismaInput, prismaCall] = lines.map((line) => JSON.parse(line) as LoggedLine);
      expect(driver?.err).toMatchObject({
        code: '22P02',
        message: 'invalid input syntax for type uuid: "[REDACTED]"',
      });
      expect(prismaInput?.err.message).toContain('invalid input syntax for type uuid: "[REDACTED]"');
      expect(prismaCall?.err.message).toMatch(/Invalid `prisma\.customer\.create\(\)` invocation/);
      expect(prismaCall?.err.message).toContain('Argument `currency` is missing.');
    });
  });
}
