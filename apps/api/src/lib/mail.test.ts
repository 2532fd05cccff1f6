import { createServer, type AddressInfo } from 'node:net';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { composeMail, mailTemplates } from './mail-templates';
import { outboxMailer, smtpMailer } from './mail';

describe('outbox mailer', () => {
  it('writes one file per message with recipient, subject and the text with its link', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'souk-outbox-'));
    try {
      const mailer = outboxMailer(dir);
      await mailer.send(
        composeMail(mailTemplates.passwordReset, 'fr', 'sami@example.tn', {
          name: 'Sami',
          link: 'http://souk.test/reset-password?token=abc',
        }),
      );
      await mailer.send({
        to: 'b@example.tn',
        subject: 'Second',
        text: 'two',
        replyTo: 'c@example.tn',
        headers: { 'List-Unsubscribe': '<http://souk.test/u>' },
      });
      const files = readdirSync(dir).sort();
      expect(files).toHaveLength(2);
      expect(readFileSync(path.join(dir, files[1]!), 'utf8')).toMatch(
        /^To: b@example\.tn\nReply-To: c@example\.tn\nSubject: Second\nDate: \S+\nList-Unsubscribe: <http:\/\/souk\.test\/u>\n\ntwo\n$/,
      );
      const first = readFileSync(path.join(dir, files[0]!), 'utf8');
      expect(first).toMatch(
        /^To: sami@example\.tn\nSubject: Réinitialisez votre mot de passe Souk\nDate: \d{4}-/,
      );
      expect(first).toContain('http://souk.test/reset-password?token=abc');
      expect(first).toContain('Bonjour Sami');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('never lets CR or LF into a header: a subject, Reply-To or header value stays one line', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'souk-outbox-'));
    try {
      await outboxMailer(dir).send({
        to: 'a@example.tn\r\nBcc: victim@example.tn',
        subject: '[Contact] Sami\r\nBcc: victim@example.tn',
        text: 'body',
        replyTo: 'sami@example.tn\nX-Evil: 1',
        headers: { 'List-Unsubscribe': '<http://souk.test/u>\r\nX-Evil: 2' },
      });
      const [file] = readdirSync(dir);
      const headerBlock = readFileSync(path.join(dir, file!), 'utf8').split('\n\n')[0]!;
      expect(headerBlock).not.toMatch(/^(Bcc|X-Evil):/m);
      expect(headerBlock).toMatch(/^Subject: \[Contact\] Sami Bcc: victim@example\.tn$/m);
      expect(headerBlock.split('\n')).toHaveLength(5); // To, Reply-To, Subject, Date, List-Unsubscribe
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('logs the link of each message so a developer can follow it', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'souk-outbox-'));
    try {
      const info = vi.fn();
      const mailer = outboxMailer(dir, { info } as unknown as FastifyBaseLogger);
      await mailer.send(
        composeMail(mailTemplates.verification, 'en', 'new@example.tn', {
          name: 'New',
          code: '123456',
          link: 'http://souk.test/otb?email=new%40example.tn&token=xyz',
        }),
      );
      expect(info).toHaveBeenCalledWith(
        {
          outbox: readdirSync(dir)[0],
          link: 'http://souk.test/otb?email=new%40example.tn&token=xyz',
        },
        expect.any(String),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('has every template in the three languages', () => {
    for (const template of Object.values(mailTemplates)) {
      expect(Object.keys(template).sort()).toEqual(['ar', 'en', 'fr']);
    }
    const ar = composeMail(mailTemplates.verification, 'ar', 'x@example.tn', {
      name: 'ليلى',
      code: '123456',
      link: 'http://x',
    });
    expect(ar.text).toContain('123456');
    expect(ar.subject).toBe('فعّل حسابك في سوق');
  });
});

describe('SMTP mailer', () => {
  it('hands each message to the SMTP server named by SMTP_URL', async () => {
    const received: string[] = [];
    // The smallest SMTP server that accepts one message and keeps what it was given.
    const server = createServer((socket) => {
      let inData = false;
      let data = '';
      let pending = '';
      const answer = (line: string) => {
        if (inData) {
          if (line !== '.') data += `${line}\n`;
          else {
            inData = false;
            received.push(data);
            socket.write('250 queued\r\n');
          }
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      };
      socket.write('220 test ESMTP\r\n');
      socket.on('data', (chunk) => {
        const lines = (pending + String(chunk)).split('\r\n');
        pending = lines.pop() ?? '';
        lines.forEach(answer);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const mailer = smtpMailer(`smtp://127.0.0.1:${port}`, 'Souk <no-reply@souk.tn>');
      await mailer.send({
        to: 'sami@example.tn',
        subject: 'Reset your Souk password',
        text: 'http://souk.test/reset-password?token=abc',
        // a brand's message to a customer: from the marketplace, answered to the brand
        replyTo: 'hello@medina-threads.tn',
      });
      expect(received).toHaveLength(1);
      expect(received[0]).toMatch(/^To: sami@example\.tn$/m);
      expect(received[0]).toMatch(/^From: Souk <no-reply@souk\.tn>$/m);
      expect(received[0]).toMatch(/^Reply-To: hello@medina-threads\.tn$/m);
      expect(received[0]).toContain('http://souk.test/reset-password?token=abc');
    } finally {
      server.close();
    }
  });
});
