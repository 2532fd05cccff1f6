import type { LightMyRequestResponse } from 'fastify';
import { declaresContent, type Operation, type Variant } from './fuzz-variants';

/**
 * What the fuzz (fuzz-shard.ts) asks of every answer to a malformed request: no 5xx, every error
 * in the envelope, the status the contract fixes where it fixes one; and how the answers that
 * broke the contract are reported.
 */

export type Failure = {
  operation: string;
  variant: string;
  caller: string;
  url: string;
  status: number;
  problem: string;
  body: string;
  cause?: string;
};

/** What is wrong with an answer, if anything. */
export function problemWith(op: Operation, response: LightMyRequestResponse): string | undefined {
  const status = response.statusCode;
  if (status >= 500) return 'server error';
  if (status < 400) return undefined;
  const type = String(response.headers['content-type'] ?? '');
  if (type.startsWith('text/html') && declaresContent(op, status, 'text/html')) return undefined;
  if (!type.startsWith('application/json')) return `not JSON (content-type "${type}")`;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return 'body is not valid JSON';
  }
  const envelope = body as Record<string, unknown> | null;
  const ok =
    typeof envelope === 'object' &&
    envelope !== null &&
    !Array.isArray(envelope) &&
    envelope.success === false &&
    typeof envelope.message === 'string' &&
    envelope.message.length > 0 &&
    typeof envelope.errorCode === 'string' &&
    envelope.errorCode.length > 0 &&
    (envelope.errors === undefined ||
      (typeof envelope.errors === 'object' &&
        envelope.errors !== null &&
        !Array.isArray(envelope.errors) &&
        Object.values(envelope.errors).every((v) => typeof v === 'string'))) &&
    Object.keys(envelope).every((key) =>
      ['success', 'message', 'errorCode', 'errors'].includes(key),
    );
  return ok ? undefined : 'not the error envelope';
}

/** A variant whose status the contract fixes (a refusal of the caller may come first). */
export function unexpectedStatus(variant: Variant, status: number): string | undefined {
  if (!variant.expectStatus || status === variant.expectStatus) return undefined;
  if (status === 401 || status === 403) return undefined;
  return `expected ${variant.expectStatus}`;
}

/** The first error the app logged while answering (the logger is silent; its calls are kept). */
export function describeLogged(logged: unknown[][]): string | undefined {
  const first = logged[0];
  if (!first) return undefined;
  const [object, message] = first;
  const err = (object as { err?: unknown } | undefined)?.err ?? object;
  if (err instanceof Error) return `${err.name}: ${err.message}`.slice(0, 300);
  const record = err as { message?: unknown; cause?: { message?: unknown; code?: unknown } };
  if (record?.cause?.message)
    return `${record.message}: ${String(record.cause.message)} (${String(record.cause.code)})`;
  return `${String(record?.message ?? message ?? JSON.stringify(object))}`.slice(0, 300);
}

const shorten = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;

/** The failures grouped by what went wrong, each naming its variant, caller and address. */
export function report(failures: Failure[]): string {
  const groups = new Map<string, Failure[]>();
  for (const failure of failures) {
    const key = `${failure.status} ${failure.problem}: ${failure.cause ?? shorten(failure.body, 160)}`;
    groups.set(key, [...(groups.get(key) ?? []), failure]);
  }
  const lines = [`${failures.length} answers broke the contract:`];
  for (const [key, list] of groups) {
    lines.push('', `== ${key} (${list.length})`);
    for (const f of list)
      lines.push(`  ${f.operation}  [${f.variant}] as ${f.caller}  → ${shorten(f.url, 120)}`);
  }
  return lines.join('\n');
}
