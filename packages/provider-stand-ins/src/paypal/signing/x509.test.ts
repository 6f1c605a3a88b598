import { generateKeyPairSync, X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { integer, selfSignedCertificate } from './x509';

describe('the stand-in’s certificate', () => {
  it('INTEGERs are minimal DER: leading zeros dropped, one added before a high bit', () => {
    expect(integer(Buffer.from([0x00, 0x00, 0x12, 0x34])).toString('hex')).toBe('02021234');
    expect(integer(Buffer.from([0x00, 0x92])).toString('hex')).toBe('0202' + '0092');
    expect(integer(Buffer.from([0x92, 0x01])).toString('hex')).toBe('0203' + '009201');
    expect(integer(Buffer.from([0x00])).toString('hex')).toBe('020100');
  });

  it('parses, whatever its random serial, and verifies with its own key', () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    // A serial starting 0x00 then a byte below 0x80 (1 in 512) comes up in 3000 with near certainty.
    for (let i = 0; i < 3000; i++) {
      const certificate = new X509Certificate(selfSignedCertificate(privateKey, 'stand-in'));
      if (i === 0) expect(certificate.verify(certificate.publicKey)).toBe(true);
    }
  });
});
