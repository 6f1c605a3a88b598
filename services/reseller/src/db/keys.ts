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
import type { ShopDirectory } from '@shopforge/service-oauth/shop-directory';
import type { ResellerPrisma } from './client';

/** `last_used_at` is written at most this often per key, so reads do not each cost a write. */
const LAST_USED_RESOLUTION_MS = 60_000;

export function isResellerKeyShape(token: string): boolean {
  return RESELLER_KEY_PREFIXES.some((prefix) => token.startsWith(prefix) && token.length > prefix.length);
}

/**
 * Reseller API keys. Only the SHA-256 of a key is stored, so a lost key cannot be shown again,
 * only replaced; revocation stamps `revoked_at`, and a revoked key never resolves again.
 */
export class ResellerKeys {
  constructor(private readonly deps: { prisma: ResellerPrisma; clock: Clock; shops: ShopDirectory }) {}

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
    return this.deps.prisma.resellerApiKey.update({
      where: { id: row.id },
      data: { revokedAt: this.deps.clock.now() },
    });
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
    const key = await this.deps.prisma.resellerApiKey.findUnique({
      where: { secretHash: hash },
      include: { relationship: true },
    });
    // The index found the row by hash; comparing again in constant time keeps the check honest.
    if (!key || !constantTimeEqual(key.secretHash, hash) || key.revokedAt !== null)
      return { outcome: 'invalid' };
    const principal = { shop_id: key.shopId, relationship_id: key.relationshipId, key_id: key.id };
    await this.touch(key.id, key.lastUsedAt);
    const program = await this.deps.prisma.resellerProgram.findUnique({ where: { shopId: key.shopId } });
    if (!program?.isEnabled) return { outcome: 'refused', principal, reason: 'program_inactive' };
    const shop = await this.deps.shops.describe(key.shopId);
    if (shop.status !== 'active') return { outcome: 'refused', principal, reason: 'program_inactive' };
    const status = key.relationship.status;
    if (status === 'SUSPENDED') return { outcome: 'refused', principal, reason: 'suspended' };
    if (status !== 'ACTIVE') return { outcome: 'refused', principal, reason: 'inactive' };
    return { outcome: 'ok', principal };
  }

  private async touch(keyId: string, lastUsedAt: Date | null): Promise<void> {
    const now = this.deps.clock.now();
    if (lastUsedAt && now.getTime() - lastUsedAt.getTime() < LAST_USED_RESOLUTION_MS) return;
    await this.deps.prisma.resellerApiKey.update({ where: { id: keyId }, data: { lastUsedAt: now } });
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
