import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

type StoredPayment = {
  id: string;
  status: 'pending' | 'completed';
  amount: number;
  token: string;
  orderId: string;
  transactions: { status: string }[];
};

/**
 * A local stand-in for Konnect's API v2, for the konnect adapter's tests (the real one cannot be
 * reached from here): init-payment and the payment lookup, checking the API key as Konnect does.
 */
export async function startFakeKonnect(apiKey: string) {
  const payments = new Map<string, StoredPayment>();
  const requests: {
    method: string;
    path: string;
    headers: IncomingMessage['headers'];
    body?: unknown;
  }[] = [];
  let down = false;

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const body: unknown = raw ? JSON.parse(raw) : undefined;
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body });
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (down) return send(503, { errors: [{ message: 'maintenance' }] });
    if (req.headers['x-api-key'] !== apiKey)
      return send(401, { errors: [{ message: 'Unauthorized' }] });
    if (req.method === 'POST' && path === '/api/v2/payments/init-payment') {
      const input = body as Record<string, unknown>;
      if (!Number.isInteger(input.amount) || typeof input.receiverWalletId !== 'string')
        return send(400, { errors: [{ message: 'bad request' }] });
      const paymentRef = randomBytes(12).toString('hex');
      payments.set(paymentRef, {
        id: paymentRef,
        status: 'pending',
        amount: input.amount as number,
        token: String(input.token),
        orderId: String(input.orderId),
        transactions: [],
      });
      return send(200, {
        payUrl: `https://gateway.sandbox.konnect.network/pay?payment_ref=${paymentRef}`,
        paymentRef,
      });
    }
    const lookup = /^\/api\/v2\/payments\/([\w-]+)$/.exec(path);
    if (req.method === 'GET' && lookup) {
      const payment = payments.get(lookup[1]!);
      return payment ? send(200, { payment }) : send(404, { errors: [{ message: 'Not found' }] });
    }
    send(404, { errors: [{ message: 'Not found' }] });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    /** The customer paid on Konnect's page. */
    complete(paymentRef: string) {
      const payment = payments.get(paymentRef)!;
      payment.status = 'completed';
      payment.transactions.push({ status: 'success' });
    },
    /** A card was declined on Konnect's page. */
    decline(paymentRef: string) {
      payments.get(paymentRef)!.transactions.push({ status: 'failed_payment' });
    },
    setDown(value: boolean) {
      down = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
