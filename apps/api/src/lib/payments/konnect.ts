import {
  PaymentGatewayError,
  type GatewayPayment,
  type GatewayStatus,
  type PaymentProvider,
} from './provider';

export type KonnectOptions = { apiKey: string; walletId: string; baseUrl: string };

const TIMEOUT_MS = 10_000;

/**
 * Konnect's API v2 (https://api.konnect.network, preprod by default): POST
 * /api/v2/payments/init-payment with the x-api-key header answers { payUrl, paymentRef };
 * GET /api/v2/payments/{paymentRef} answers { payment: { status, amount, orderId, … } }.
 */
export function konnectProvider(options: KonnectOptions): PaymentProvider {
  async function call(path: string, init?: { method: 'POST'; body: unknown }): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${options.baseUrl}${path}`, {
        method: init?.method ?? 'GET',
        headers: {
          'x-api-key': options.apiKey,
          accept: 'application/json',
          ...(init ? { 'content-type': 'application/json' } : {}),
        },
        body: init ? JSON.stringify(init.body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (cause) {
      throw new PaymentGatewayError(`Konnect unreachable: ${String(cause)}`);
    }
    const body: unknown = await response.json().catch(() => null);
    if (response.status === 404) return null;
    if (!response.ok) throw new PaymentGatewayError(`Konnect answered ${response.status}`);
    return body;
  }

  return {
    name: 'konnect',
    async init(request) {
      const body = (await call('/api/v2/payments/init-payment', {
        method: 'POST',
        body: {
          receiverWalletId: options.walletId,
          token: 'TND',
          amount: request.amount,
          type: 'immediate',
          description: request.description,
          acceptedPaymentMethods: ['wallet', 'bank_card', 'e-DINAR'],
          lifespan: request.lifespan,
          checkoutForm: false,
          addPaymentFeesToAmount: false,
          firstName: request.firstName,
          lastName: request.lastName,
          phoneNumber: request.phoneNumber,
          email: request.email,
          orderId: request.orderId,
          webhook: request.webhook,
          silentWebhook: true,
          successUrl: request.successUrl,
          failUrl: request.failUrl,
          theme: 'light',
        },
      })) as { payUrl?: unknown; paymentRef?: unknown } | null;
      if (typeof body?.payUrl !== 'string' || typeof body.paymentRef !== 'string')
        throw new PaymentGatewayError('Konnect init-payment answered without payUrl');
      return { payUrl: body.payUrl, paymentRef: body.paymentRef };
    },
    async lookup(paymentRef) {
      const body = (await call(`/api/v2/payments/${encodeURIComponent(paymentRef)}`)) as {
        payment?: { status?: unknown; amount?: unknown; orderId?: unknown; transactions?: unknown };
      } | null;
      const payment = body?.payment;
      if (!payment) return null;
      return {
        paymentRef,
        status: statusOf(payment.status, payment.transactions),
        amount: Number(payment.amount) || 0,
        orderId:
          typeof payment.orderId === 'string' ? payment.orderId : String(payment.orderId ?? ''),
      } satisfies GatewayPayment;
    },
    // Konnect's API v2 has no call to withdraw a payment: it runs out at the end of the lifespan
    // it was given (the order's payment deadline), and money taken on a withdrawn one is owed
    // back by the webhook (decision 024).
    async void() {},
  };
}

/**
 * Konnect reports "completed" once paid and "pending" before; a payment whose lifespan ran out or
 * that was cancelled does not become paid, and an attempt that failed shows in its transactions.
 */
function statusOf(status: unknown, transactions: unknown): GatewayStatus {
  if (status === 'completed') return 'completed';
  if (status === 'expired' || status === 'failed' || status === 'canceled') return 'failed';
  const attempts = Array.isArray(transactions) ? transactions : [];
  const last = attempts.at(-1) as { status?: unknown } | undefined;
  return typeof last?.status === 'string' && /fail|declin|reject/i.test(last.status)
    ? 'failed'
    : 'pending';
}
