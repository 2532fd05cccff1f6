import type { Database } from './db/client';
import type { appLimiters } from './lib/attempt-limiter';
import type { Mailer } from './lib/mail';
import type { PaymentProvider } from './lib/payments/provider';
import type { SandboxGateway } from './lib/payments/sandbox';
import type { Storage } from './lib/storage';
import type { SessionTokens } from './lib/tokens';

/** What services need from the outside world; built once in app.ts, replaced in tests. */
export type AppContext = {
  db: Database;
  /** public catalogue and search reads: statements time out on PostgreSQL (DatabaseHandle) */
  catalogueDb: Database;
  mailer: Mailer;
  storage: Storage;
  tokens: SessionTokens;
  /** where links in emails point: the web app's address */
  publicUrl: string;
  supportEmail: string;
  /** the marketplace's legal details printed on invoices (decision 028) */
  legal: { name: string; address: string; taxId: string };
  /** login, reset, verification, sign-up and newsletter limits per address (attempt-limiter.ts) */
  limiters: ReturnType<typeof appLimiters>;
  /** card payments (decision 010): the configured gateway, the sandbox's card page when it is the sandbox */
  payments: {
    provider: PaymentProvider;
    sandbox: SandboxGateway | null;
    /** an online order unpaid for this long is cancelled */
    timeoutMinutes: number;
  };
};
