import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  /** Where a reply goes, when not to us (the contact form's copy: to the person who wrote). */
  replyTo?: string;
  /** Further headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
};

export type Mailer = { send(message: MailMessage): Promise<void> };

/**
 * Header-bound values (recipient, subject, Reply-To, extra headers) never carry CR or LF, whatever
 * reached them: a line break there would start a header of the caller's choosing.
 */
export function withSafeHeaders(message: MailMessage): MailMessage {
  const line = (value: string) => value.replace(/[\r\n\u2028\u2029]+/g, ' ');
  return {
    ...message,
    to: line(message.to),
    subject: line(message.subject),
    ...(message.replyTo !== undefined ? { replyTo: line(message.replyTo) } : {}),
    ...(message.headers
      ? {
          headers: Object.fromEntries(
            Object.entries(message.headers).map(([name, value]) => [line(name), line(value)]),
          ),
        }
      : {}),
  };
}

let sequence = 0;

/**
 * Without SMTP, each message becomes one file in DATA_DIR/outbox (recipient, subject, text with
 * its links and codes), and its first link is logged so a developer can follow it.
 */
export function outboxMailer(outboxDir: string, log?: FastifyBaseLogger): Mailer {
  return {
    async send(unsafe) {
      const message = withSafeHeaders(unsafe);
      await mkdir(outboxDir, { recursive: true });
      const now = new Date();
      sequence = (sequence + 1) % 1000;
      const name = `${now.toISOString().replace(/[:.]/g, '-')}-${String(sequence).padStart(3, '0')}.txt`;
      const body = [
        `To: ${message.to}`,
        ...(message.replyTo ? [`Reply-To: ${message.replyTo}`] : []),
        `Subject: ${message.subject}`,
        `Date: ${now.toISOString()}`,
        ...Object.entries(message.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
        '',
        message.text,
        '',
      ].join('\n');
      await writeFile(path.join(outboxDir, name), body, 'utf8');
      const link = /https?:\/\/\S+/.exec(message.text)?.[0];
      log?.info({ outbox: name, link }, 'mail written to the outbox');
    },
  };
}

/** With SMTP_URL, messages go through nodemailer. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(unsafe) {
      const message = withSafeHeaders(unsafe);
      await transport.sendMail({
        from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        headers: message.headers,
      });
    },
  };
}

/** Keeps messages in memory, for tests. */
export function memoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(withSafeHeaders(message));
    },
  };
}
