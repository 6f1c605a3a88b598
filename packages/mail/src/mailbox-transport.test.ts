import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { mailboxTransport, readMailbox } from './mailbox-transport';

const dir = mkdtempSync(join(tmpdir(), 'shopforge-mailbox-'));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('mailboxTransport', () => {
  const mail = {
    messageId: '<abc/1@mail.shopforge.test>',
    from: { name: 'Shop', address: 'receipts@shopforge.test' },
    to: 'buyer@example.com',
    subject: 'Your receipt',
    html: '<p>Key: AAAA</p>',
    text: 'Key: AAAA',
  };

  it('writes a complete message any mail reader parses, owner-only', async () => {
    const box = join(dir, 'mailbox');
    await mailboxTransport(box).send(mail);
    const [file] = await readMailbox(box);
    const parsed = await simpleParser(file?.raw ?? '');
    expect(parsed).toMatchObject({ messageId: mail.messageId, subject: 'Your receipt', text: 'Key: AAAA' });
    expect(statSync(join(box, file?.file ?? '')).mode & 0o077).toBe(0);
  });

  it('a resend of the same Message-ID replaces its file instead of adding a copy', async () => {
    const box = join(dir, 'again');
    await mailboxTransport(box).send(mail);
    await mailboxTransport(box).send(mail);
    expect(await readMailbox(box)).toHaveLength(1);
  });
});
