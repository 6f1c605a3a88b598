import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, OWASP_SCRYPT_COST, verifyPassword } from './passwords';

// What hashPassword stored before the cost went up to OWASP's (N=2^15 then).
const OLDER = {
  password: 'correct horse battery',
  stored:
    'scrypt$32768$8$1$6JAdkWcUxXw6pFzJlzbOVw==$rZGQ3VWa6RFDKjYAzXvxh1UMUhFVf/oQj9K+gTRFE/uq2Qyjf/MuCiJ0rCZQKij+mqv+DOPTsUBqnV0jk9gmSw==',
};

describe('passwords', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('correct horse battery', OWASP_SCRYPT_COST);
    expect(stored.startsWith('scrypt$')).toBe(true);
    await expect(verifyPassword('correct horse battery', stored)).resolves.toBe(true);
    await expect(verifyPassword('wrong horse battery', stored)).resolves.toBe(false);
    await expect(verifyPassword('x', 'garbage')).resolves.toBe(false);
  });

  it("hashes with OWASP's scrypt parameters: N=2^17, r=8, p=1", async () => {
    const stored = await hashPassword('correct horse battery', OWASP_SCRYPT_COST);
    expect(stored.split('$').slice(0, 4)).toEqual(['scrypt', String(2 ** 17), '8', '1']);
    expect(needsRehash(stored, OWASP_SCRYPT_COST)).toBe(false);
  });

  it('a hash made with older, weaker parameters still verifies and needs a rehash', async () => {
    await expect(verifyPassword(OLDER.password, OLDER.stored)).resolves.toBe(true);
    await expect(verifyPassword('wrong horse battery', OLDER.stored)).resolves.toBe(false);
    expect(needsRehash(OLDER.stored, OWASP_SCRYPT_COST)).toBe(true);
  });

  it('a malformed stored hash is a failed verification, not an error', async () => {
    const [, , r, p, salt, hash] = OLDER.stored.split('$');
    await expect(verifyPassword(OLDER.password, `scrypt$abc$${r}$${p}$${salt}$${hash}`)).resolves.toBe(false);
    await expect(verifyPassword(OLDER.password, `${OLDER.stored}$extra`)).resolves.toBe(false);
  });
});
