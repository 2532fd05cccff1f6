import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The app's data folder (scripts/e2e.mjs makes a new one for each run). */
const dataDir = () => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set');
  return dir;
};

export type Mail = { file: string; to: string; subject: string; text: string };

function parse(file: string, content: string): Mail | undefined {
  const [head, ...rest] = content.split('\n\n');
  const to = /^To: (.+)$/m.exec(head ?? '')?.[1]?.trim();
  const subject = /^Subject: (.+)$/m.exec(head ?? '')?.[1]?.trim();
  if (!to || !subject) return undefined;
  return { file, to, subject, text: rest.join('\n\n') };
}

/**
 * Waits for the newest email to an address written to DATA_DIR/outbox after `since` files were
 * there (file names sort by time). `matches` picks the kind of message.
 */
export async function waitForMail(
  to: string,
  matches: (mail: Mail) => boolean = () => true,
  timeoutMs = 20_000,
): Promise<Mail> {
  const outbox = path.join(dataDir(), 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = await readdir(outbox).catch(() => [] as string[]);
    for (const file of files.sort().reverse()) {
      const mail = parse(file, await readFile(path.join(outbox, file), 'utf8'));
      if (mail && mail.to.toLowerCase() === to.toLowerCase() && matches(mail)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No email to ${to} in ${outbox} after ${timeoutMs} ms`);
}

/** The 6-digit verification code of a sign-up email (not a digit run inside a link). */
export function verificationCode(mail: Mail): string {
  for (const line of mail.text.split('\n')) {
    if (/https?:\/\//.test(line)) continue;
    const code = /(?<![\d\w])(\d{6})(?![\d\w])/.exec(line)?.[1];
    if (code) return code;
  }
  throw new Error(`No 6-digit code in:\n${mail.text}`);
}

/** The first link of an email to a page of the app, e.g. linkTo(mail, '/reset-password'). */
export function linkTo(mail: Mail, pathname: string): URL {
  for (const match of mail.text.matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(match[0]);
    if (url.pathname === pathname) return url;
  }
  throw new Error(`No link to ${pathname} in:\n${mail.text}`);
}
