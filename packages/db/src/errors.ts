/**
 * Whether a Prisma call failed on a unique constraint (P2002). Structural, so it works on the
 * error of any service's generated client: each has its own `PrismaClientKnownRequestError`.
 */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'P2002';
}
