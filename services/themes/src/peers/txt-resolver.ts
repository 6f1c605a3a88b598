import { resolveTxt } from 'node:dns/promises';

/** The TXT records at a name: `not_found` when the name or its TXT records do not exist. */
export type TxtResolver = (name: string) => Promise<string[] | 'not_found'>;

const ABSENT = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN']);

/** The system resolver. Each record's strings are joined, as RFC 7208 reads split TXT data. */
export const dnsTxtResolver: TxtResolver = async (name) => {
  try {
    return (await resolveTxt(name)).map((chunks) => chunks.join(''));
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && ABSENT.has(code)) return 'not_found';
    throw error;
  }
};
