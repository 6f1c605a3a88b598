import { type KeyObject, generateKeyPairSync, randomBytes } from 'node:crypto';
import { selfSignedCertificate } from './x509';

/** The stand-in's webhook signing key, its certificate and the id PayPal's cert URL names it by. */
export interface SigningKey {
  readonly privateKey: KeyObject;
  readonly publicKey: KeyObject;
  /** A self-signed X.509 certificate in PEM. */
  readonly certificate: string;
  /** `CERT-360caa42-fca2a594-1d93a270`, as in PayPal's `paypal-cert-url`. */
  readonly certId: string;
}

let shared: SigningKey | undefined;

/**
 * One key per process: RSA generation takes a while, and every stand-in answering with the same
 * certificate is what PayPal does too (it rotates them rarely).
 */
export function signingKey(): SigningKey {
  if (!shared) {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const hex = randomBytes(12).toString('hex');
    shared = {
      privateKey,
      publicKey,
      certificate: selfSignedCertificate(privateKey, 'messageverificationcerts.paypal.com'),
      certId: `CERT-${hex.slice(0, 8)}-${hex.slice(8, 16)}-${hex.slice(16, 24)}`,
    };
  }
  return shared;
}

export const certPath = (key: SigningKey) => `/v1/notifications/certs/${key.certId}`;
