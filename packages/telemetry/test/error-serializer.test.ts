import { describe, expect, it } from 'vitest';
import { serializeError } from '../src/error-serializer';
import { redactErrorText } from '../src/error-text';

const SECRET = 'sk_live_SECRET123';

/** An error shaped like pg's DatabaseError for a unique violation. */
function uniqueViolation(): Error {
  return Object.assign(new Error('duplicate key value violates unique constraint "customers_email_key"'), {
    name: 'error',
    code: '23505',
    severity: 'ERROR',
    detail: `Key (email)=(${SECRET}) already exists.`,
    where: `unnamed portal parameter $1 = '${SECRET}'`,
    query: 'INSERT INTO customers (email) VALUES ($1)',
    params: [SECRET],
    parameters: [SECRET],
    meta: { driverAdapterError: { cause: { originalMessage: SECRET } } },
  });
}

describe('serializeError', () => {
  it('keeps name, code, message and stack, and none of the fields drivers fill with values', () => {
    const logged = serializeError(uniqueViolation());
    expect(Object.keys(logged).sort()).toEqual(['code', 'message', 'name', 'stack']);
    expect(logged).toMatchObject({
      name: 'error',
      code: '23505',
      message: 'duplicate key value violates unique constraint "customers_email_key"',
    });
    expect(logged.stack).toMatch(/^error: duplicate key value[^\n]*\n {4}at /);
    expect(JSON.stringify(logged)).not.toContain(SECRET);
  });

  it('writes the redacted message at the head of the stack, where the raw one was', () => {
    const error = new Error(`invalid input syntax for type uuid: "${SECRET}"`);
    const logged = serializeError(error);
    expect(logged.stack?.split('\n')[0]).toBe('Error: invalid input syntax for type uuid: "[REDACTED]"');
    expect(logged.stack?.split('\n').slice(1)).toEqual(error.stack?.split('\n').slice(1));
  });

  it('serializes the cause the same way, a few levels deep', () => {
    const logged = serializeError(new Error('request failed', { cause: uniqueViolation() }));
    expect(logged.cause).toMatchObject({ code: '23505', name: 'error' });
    expect(JSON.stringify(logged)).not.toContain(SECRET);
    const deep = [1, 2, 3, 4, 5].reduce<Error>(
      (cause, n) => new Error(`level ${n}`, { cause }),
      new Error('root'),
    );
    expect(JSON.stringify(serializeError(deep)).match(/"message"/g)).toHaveLength(4);
  });

  it('treats a plain object or a bare value logged as an error alike', () => {
    expect(serializeError({ message: 'gone', code: 'ECONNRESET', detail: SECRET })).toEqual({
      name: 'Object',
      message: 'gone',
      code: 'ECONNRESET',
    });
    expect(serializeError(`no such customer "${SECRET}"`)).toEqual({
      message: 'no such customer "[REDACTED]"',
    });
  });

  it('gives the same answer for what it already serialized', () => {
    const once = serializeError(new Error('bad', { cause: uniqueViolation() }));
    expect(serializeError(once)).toEqual(once);
  });
});

describe('redactErrorText', () => {
  const kept: [string, string][] = [
    [
      'a unique violation names its constraint',
      'duplicate key value violates unique constraint "customers_email_key"',
    ],
    [
      'a not-null violation names column and relation',
      'null value in column "email" of relation "customers" violates not-null constraint',
    ],
    [
      'a foreign key violation names table and constraint',
      'insert or update on table "invoices" violates foreign key constraint "invoices_shop_fk"',
    ],
    ['Prisma names fields in backquotes', 'Unique constraint failed on the fields: (`shop_id`, `email`)'],
    ['text without quotes', 'outbox relay batch failed'],
  ];
  for (const [rule, message] of kept) {
    it(`keeps object names: ${rule}`, () => {
      expect(redactErrorText(message)).toBe(message);
    });
  }

  const redacted: [string, string, string][] = [
    [
      'a rejected value',
      `invalid input syntax for type uuid: "${SECRET}"`,
      'invalid input syntax for type uuid: "[REDACTED]"',
    ],
    [
      'a value out of range',
      `value "${SECRET}" is out of range for type integer`,
      'value "[REDACTED]" is out of range for type integer',
    ],
    [
      'a value after an enum name',
      `invalid input value for enum "Status": "${SECRET}"`,
      'invalid input value for enum "Status": "[REDACTED]"',
    ],
    [
      'a value holding quotes',
      `invalid input syntax for type json: "a"${SECRET}"`,
      'invalid input syntax for type json: "[REDACTED]"',
    ],
    ['an unterminated quote', `bad value "${SECRET}`, 'bad value "[REDACTED]'],
    [
      'Prisma passing a database message on',
      `Raw query failed. Code: \`22P02\`. Message: \`invalid input syntax for type uuid: "${SECRET}"\``,
      'Raw query failed. Code: `22P02`. Message: `invalid input syntax for type uuid: "[REDACTED]"`',
    ],
    [
      'key values copied from a DETAIL',
      `Key (shop_id, email)=(1, ${SECRET}) already exists.`,
      'Key (shop_id, email)=([REDACTED]) already exists.',
    ],
    [
      'a failing row copied from a DETAIL',
      `Failing row contains (1, ${SECRET}, null).`,
      'Failing row contains ([REDACTED]).',
    ],
  ];
  for (const [rule, message, expected] of redacted) {
    it(`redacts ${rule}`, () => {
      expect(redactErrorText(message)).toBe(expected);
    });
  }

  it("drops the source lines and rendered arguments of Prisma's invocation messages, keeping call, place and reason", () => {
    const message = [
      '',
      'Invalid `prisma.customer.create()` invocation in',
      '/srv/billing/src/db/customers.ts:15:47',
      '',
      '  12 const data = { email };',
      '→ 15 await prisma.customer.create({',
      '       data: {',
      `         email: "${SECRET}",`,
      '         total: 1999,',
      '     +   currency: String',
      '       }',
      '     })',
      '',
      'Argument `currency` is missing.',
    ].join('\n');
    expect(redactErrorText(message)).toBe(
      [
        'Invalid `prisma.customer.create()` invocation in',
        '/srv/billing/src/db/customers.ts:15:47',
        'Argument `currency` is missing.',
      ].join('\n'),
    );
  });
});
