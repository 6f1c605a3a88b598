import { describe, expect, it } from 'vitest';
import { databaseConfigFromEnv, describeDatabase } from '../src/config';

describe('databaseConfigFromEnv', () => {
  it('uses embedded PGlite in the default dir when DATABASE_URL is unset or blank', () => {
    expect(databaseConfigFromEnv({}, '.data/catalog')).toEqual({ kind: 'pglite', dataDir: '.data/catalog' });
    expect(databaseConfigFromEnv({ DATABASE_URL: '  ' }, '.data/catalog')).toEqual({
      kind: 'pglite',
      dataDir: '.data/catalog',
    });
  });

  it('uses PostgreSQL for postgres:// and postgresql:// URLs', () => {
    const url = 'postgresql://app:secret@db:5432/catalog';
    expect(databaseConfigFromEnv({ DATABASE_URL: url }, 'x')).toEqual({ kind: 'postgres', url });
    expect(databaseConfigFromEnv({ DATABASE_URL: 'postgres://db/x' }, 'x').kind).toBe('postgres');
  });

  it('accepts memory:// and pglite:<dir> for embedded databases', () => {
    expect(databaseConfigFromEnv({ DATABASE_URL: 'memory://' }, 'x')).toEqual({
      kind: 'pglite',
      dataDir: 'memory://',
    });
    expect(databaseConfigFromEnv({ DATABASE_URL: 'pglite:/var/data' }, 'x')).toEqual({
      kind: 'pglite',
      dataDir: '/var/data',
    });
  });

  it('rejects other schemes without echoing credentials', () => {
    expect(() => databaseConfigFromEnv({ DATABASE_URL: 'mysql://root:hunter2@db/x' }, 'x')).toThrow(
      /"mysql"/,
    );
    expect(() => databaseConfigFromEnv({ DATABASE_URL: 'mysql://root:hunter2@db/x' }, 'x')).not.toThrow(
      /hunter2/,
    );
  });

  it('describes a database without its password', () => {
    expect(describeDatabase({ kind: 'postgres', url: 'postgres://u:pw@h:5433/d' })).toBe(
      'PostgreSQL h:5433/d',
    );
  });
});
