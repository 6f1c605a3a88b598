import { generateKeyPairSync } from 'node:crypto';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { smtpTransport } from './smtp-transport';
import { SmtpCatcher } from './testing';
import { MailSendError, type MailTransport, type OutgoingMail } from './transport';

const mail = (to = 'buyer@example.com'): OutgoingMail => ({
  messageId: '<m-1@mail.shopforge.test>',
  from: { name: 'Key Shop', address: 'receipts@shopforge.test' },
  replyTo: 'owner@keyshop.example',
  to,
  subject: 'Your receipt',
  html: '<p>Hello</p>',
  text: 'Hello',
});

describe('smtpTransport against a real SMTP server', () => {
  let catcher: SmtpCatcher;
  let url: string;
  const transports: MailTransport[] = [];
  beforeEach(async () => {
    catcher = new SmtpCatcher();
    url = await catcher.start();
  });
  afterEach(async () => {
    await Promise.all(transports.splice(0).map((t) => t.close()));
    await catcher.close();
  });
  const open = (options: Partial<Parameters<typeof smtpTransport>[0]> = {}) => {
    const transport = smtpTransport({ url, timeoutMs: 5_000, ...options });
    transports.push(transport);
    return transport;
  };

  it('delivers both parts with the given Message-ID, sender name and reply-to', async () => {
    const sent = await open().send(mail());
    expect(sent.response).toMatch(/^250/);
    const [received] = catcher.received;
    expect(received).toMatchObject({
      to: ['buyer@example.com'],
      messageId: '<m-1@mail.shopforge.test>',
      subject: 'Your receipt',
      text: 'Hello',
      html: '<p>Hello</p>',
    });
    expect(received?.headers.get('reply-to')).toMatchObject({ text: 'owner@keyshop.example' });
    expect(received?.raw).toMatch(/^From: Key Shop <receipts@shopforge\.test>/m);
  });

  it('a 5xx reply is a permanent failure carrying its code', async () => {
    catcher.refuse(() => ({ code: 550, message: 'No such user' }));
    const error = await open()
      .send(mail())
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MailSendError);
    expect(error).toMatchObject({ permanent: true, responseCode: 550 });
  });

  it('a 4xx reply and a refused connection are transient', async () => {
    catcher.refuse(() => ({ code: 452, message: 'Mailbox full, try later' }));
    expect(
      await open()
        .send(mail())
        .catch((caught: unknown) => caught),
    ).toMatchObject({
      permanent: false,
      responseCode: 452,
    });
    const down = smtpTransport({ url: 'smtp://127.0.0.1:1', timeoutMs: 2_000 });
    transports.push(down);
    expect(await down.send(mail()).catch((caught: unknown) => caught)).toMatchObject({
      permanent: false,
      responseCode: null,
    });
  });

  it('signs with DKIM when a key is configured: the signature verifies against the published key with a kept verifier, and not once a header or the body changes', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    await open({
      dkim: {
        domainName: 'shopforge.test',
        keySelector: 'mail',
        privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      },
    }).send(mail());
    const raw = catcher.received[0]?.raw ?? '';
    expect(raw).toMatch(/^DKIM-Signature: v=1; a=rsa-sha256; c=relaxed\/relaxed; d=shopforge\.test;/m);
    // The TXT record an operator publishes at mail._domainkey.shopforge.test.
    const record = `v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;
    const resolver = async (name: string, type: string) => {
      if (name === 'mail._domainkey.shopforge.test' && type === 'TXT') return [[record]];
      throw Object.assign(new Error(`no ${type} record for ${name}`), { code: 'ENOTFOUND' });
    };
    const verified = await dkimVerify(raw, { resolver });
    expect(verified.results.map((result) => [result.signingDomain, result.status.result])).toEqual([
      ['shopforge.test', 'pass'],
    ]);
    const tampered = raw.replace('Your receipt', 'Your receipt!');
    const changed = raw.replace(/\r?\n\r?\n([\s\S]*)$/, (_all, body: string) => `\r\n\r\nX${body}`);
    expect((await dkimVerify(tampered, { resolver })).results[0]?.status.result).toBe('fail');
    // RFC 6376 6.3: a body hash that does not match leaves the signature unverified (neutral).
    expect((await dkimVerify(changed, { resolver })).results[0]?.status).toMatchObject({
      result: 'neutral',
      comment: 'body hash did not verify',
    });
  });

  it('the description names the server without its password', () => {
    expect(smtpTransport({ url: 'smtp://user:secret@mail.example:587' }).description).toBe(
      'smtp://user@mail.example:587',
    );
  });
});
