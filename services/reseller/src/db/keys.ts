import {
  RESELLER_KEY_BODY_LENGTH,
  RESELLER_KEY_PREFIX,
  RESELLER_KEY_PREFIXES,
  type ResolvedResellerKey,
} from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import {
  type Clock,
  constantTimeEqual,
  displayPrefix,
  generateToken,
  hashToken,
  toUnixSeconds,
  uuidv7,
} from '@shopforge/service-kit';
import type { SqlExecutor } from '@shopforge/db/sql';
import { announceCredentialChange, type SignalPublisher } from '@shopforge/events';
import type { ShopsPort } from '../peers/shops';
import type { ResellerPrisma } from './client';

/** `last_used_at` is written at most this often per key, so reads do not each cost a write. */
const LAST_USED_RESOLUTION_MS = 60_000;

export function isResellerKeyShape(token: string): boolean {
  return RESELLER_KEY_PREFIXES.some((prefix) => token.startsWith(prefix) && token.length > prefix.length);
}

interface KeyRow {
  id: string;
  shop_id: string;
  relationship_id: string;
  secret_hash: string;
  revoked_at: Date | null;
  last_used_at: Date | null;
  status: string;
  program_enabled: boolean;
}

const RESOLVE_SQL = `
SELECT k."id", k."shop_id", k."relationship_id", k."secret_hash", k."revoked_at", k."last_used_at", r."status",
  COALESCE(p."is_enabled", false) AS "program_enabled"
FROM "reseller_api_keys" k
JOIN "reseller_relationships" r ON r."id" = k."relationship_id"
LEFT JOIN "reseller_programs" p ON p."shop_id" = k."shop_id"
WHERE k."secret_hash" = $1`;

/**
 * Reseller API keys. Only the SHA-256 of a key is stored, so a lost key cannot be shown again,
 * only replaced; revocation stamps `revoked_at`, and a revoked key never resolves again.
 */
export class ResellerKeys {
  constructor(
    private readonly deps: {
      prisma: ResellerPrisma;
      sql: SqlExecutor;
      clock: Clock;
      shops: ShopsPort;
      signals: SignalPublisher;
    },
  ) {}

  async create(relationshipId: string, name: string | null) {
    const relationship = await this.deps.prisma.resellerRelationship.findUnique({
      where: { id: relationshipId },
    });
    if (!relationship) throw new AppError('NOT_FOUND', 'Reseller not found.');
    const now = this.deps.clock.now();
    const apiKey = generateToken(RESELLER_KEY_PREFIX, RESELLER_KEY_BODY_LENGTH);
    const row = await this.deps.prisma.resellerApiKey.create({
      data: {
        id: uuidv7(now.getTime()),
        relationshipId,
        shopId: relationship.shopId,
        name,
        prefix: displayPrefix(apiKey),
        secretHash: hashToken(apiKey),
        createdAt: now,
      },
    });
    return { apiKey, row };
  }

  async revoke(relationshipId: string, keyId: string) {
    const row = await this.deps.prisma.resellerApiKey.findFirst({ where: { id: keyId, relationshipId } });
    if (!row) throw new AppError('NOT_FOUND', 'API key not found.');
    if (row.revokedAt) return row;
    const revoked = await this.deps.prisma.resellerApiKey.update({
      where: { id: row.id },
      data: { revokedAt: this.deps.clock.now() },
    });
    // A revoked key fails on its very next request, also where a gateway had it cached.
    await announceCredentialChange(this.deps.signals, row.shopId, 'reseller_key_revoked');
    return revoked;
  }

  list(relationshipId: string) {
    return this.deps.prisma.resellerApiKey.findMany({ where: { relationshipId }, orderBy: { id: 'desc' } });
  }

  /**
   * A bearer token → the reseller it stands for, or why it may not call (spec order: unknown or
   * revoked → invalid; program off or shop suspended → program inactive; then the account).
   */
  async resolve(token: string): Promise<ResolvedResellerKey> {
    if (!isResellerKeyShape(token)) return { outcome: 'invalid' };
    const hash = hashToken(token);
    // Every Reseller API request starts here: key, account and program in one statement
    // (docs/adr/0007-hot-paths-leave-the-orm.md).
    const [key] = await this.deps.sql.query<KeyRow>(RESOLVE_SQL, [hash]);
    // The index found the row by hash; comparing again in constant time keeps the check honest.
    if (!key || !constantTimeEqual(key.secret_hash, hash) || key.revoked_at !== null)
      return { outcome: 'invalid' };
    const principal = { shop_id: key.shop_id, relationship_id: key.relationship_id, key_id: key.id };
    await this.touch(key.id, key.last_used_at);
    if (!key.program_enabled) return { outcome: 'refused', principal, reason: 'program_inactive' };
    const shop = await this.deps.shops.describe(key.shop_id);
    if (shop.status !== 'active') return { outcome: 'refused', principal, reason: 'program_inactive' };
    if (key.status === 'SUSPENDED') return { outcome: 'refused', principal, reason: 'suspended' };
    if (key.status !== 'ACTIVE') return { outcome: 'refused', principal, reason: 'inactive' };
    return { outcome: 'ok', principal };
  }

  private async touch(keyId: string, lastUsedAt: Date | null): Promise<void> {
    const now = this.deps.clock.now();
    if (lastUsedAt && now.getTime() - lastUsedAt.getTime() < LAST_USED_RESOLUTION_MS) return;
    await this.deps.sql.query(
      `UPDATE "reseller_api_keys" SET "last_used_at" = $2::timestamptz WHERE "id" = $1::uuid`,
      [keyId, now],
    );
  }
}

export function keyRecord(row: {
  id: string;
  name: string | null;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}) {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    created_at: toUnixSeconds(row.createdAt),
    last_used_at: row.lastUsedAt ? toUnixSeconds(row.lastUsedAt) : null,
    revoked_at: row.revokedAt ? toUnixSeconds(row.revokedAt) : null,
  };
}
