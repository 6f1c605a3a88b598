import { type KeyObject, createPublicKey, randomBytes, sign } from 'node:crypto';

/** DER, the few ASN.1 types a certificate needs. */
function tlv(tag: number, content: Buffer): Buffer {
  const length = content.length;
  if (length < 0x80) return Buffer.concat([Buffer.from([tag, length]), content]);
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff);
  return Buffer.concat([Buffer.from([tag, 0x80 | bytes.length, ...bytes]), content]);
}

const sequence = (...items: Buffer[]) => tlv(0x30, Buffer.concat(items));
const set = (...items: Buffer[]) => tlv(0x31, Buffer.concat(items));
const utf8 = (text: string) => tlv(0x0c, Buffer.from(text, 'utf8'));
const printable = (text: string) => tlv(0x13, Buffer.from(text, 'ascii'));
const bitString = (bytes: Buffer) => tlv(0x03, Buffer.concat([Buffer.from([0]), bytes]));

/**
 * A positive INTEGER in DER's one encoding: no leading zero bytes (a random serial starting with
 * 0x00 is "illegal padding" to a parser), except the one that keeps a high first bit from
 * reading as negative.
 */
export function integer(bytes: Buffer): Buffer {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start++;
  const minimal = bytes.subarray(start);
  return tlv(0x02, (minimal[0] ?? 0) & 0x80 ? Buffer.concat([Buffer.from([0]), minimal]) : minimal);
}

/** UTCTime, `YYMMDDHHMMSSZ` (dates before 2050). */
function utcTime(date: Date): Buffer {
  const text = date.toISOString().replace(/[-:T]/g, '').slice(2, 14);
  return tlv(0x17, Buffer.from(`${text}Z`, 'ascii'));
}

const OID = {
  sha256WithRSAEncryption: Buffer.from('06092a864886f70d01010b', 'hex'),
  commonName: Buffer.from('0603550403', 'hex'),
  organization: Buffer.from('060355040a', 'hex'),
  country: Buffer.from('0603550406', 'hex'),
};
const NULL = Buffer.from('0500', 'hex');
const SIGNATURE_ALGORITHM = sequence(OID.sha256WithRSAEncryption, NULL);

function name(commonName: string, organization: string, country: string): Buffer {
  return sequence(
    set(sequence(OID.country, printable(country))),
    set(sequence(OID.organization, utf8(organization))),
    set(sequence(OID.commonName, utf8(commonName))),
  );
}

/**
 * A self-signed X.509 v1 certificate (SHA256withRSA) for `privateKey`, in PEM: what PayPal serves
 * at `paypal-cert-url`, so a receiver verifying locally with the certificate's public key works.
 */
export function selfSignedCertificate(privateKey: KeyObject, commonName: string, days = 365): string {
  const subject = name(commonName, 'PayPal stand-in', 'US');
  const notBefore = new Date(Date.now() - 86_400_000);
  const notAfter = new Date(notBefore.getTime() + days * 86_400_000);
  const spki = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
  const tbs = sequence(
    integer(randomBytes(16)),
    SIGNATURE_ALGORITHM,
    subject,
    sequence(utcTime(notBefore), utcTime(notAfter)),
    subject,
    spki,
  );
  const signature = sign('sha256', tbs, privateKey);
  const der = sequence(tbs, SIGNATURE_ALGORITHM, bitString(signature));
  const lines = der.toString('base64').match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`;
}
