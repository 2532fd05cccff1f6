/**
 * One interface for card payments (decision 010), spoken the way Konnect speaks: initiate a
 * payment for an amount in millimes and get a payUrl; look a payment up by its reference. The
 * webhook believes only `lookup`.
 */

export type PaymentRequest = {
  /** millimes (1 dt = 1000) */
  amount: number;
  /** our order's number, echoed back by the gateway */
  orderId: string;
  description: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
  /** called by the gateway as GET {webhook}?payment_ref=… */
  webhook: string;
  successUrl: string;
  failUrl: string;
  /** minutes the payUrl stays usable */
  lifespan: number;
};

export type GatewayStatus = 'pending' | 'completed' | 'failed';

export type GatewayPayment = {
  paymentRef: string;
  status: GatewayStatus;
  /** millimes */
  amount: number;
  orderId: string;
};

export type PaymentProvider = {
  readonly name: 'sandbox' | 'konnect';
  init(request: PaymentRequest): Promise<{ payUrl: string; paymentRef: string }>;
  /** The gateway's own word on a payment; null when it does not know the reference. */
  lookup(paymentRef: string): Promise<GatewayPayment | null>;
  /**
   * Withdraws a payment the shop no longer wants paid (its order was cancelled or expired, or a
   * newer payment replaced it). Best effort: a gateway without a way to withdraw lets it run out
   * at the end of its lifespan, and money taken meanwhile is owed back (decision 024).
   */
  void(paymentRef: string): Promise<void>;
};

/** The gateway could not be reached or refused the call: the customer may try again. */
export class PaymentGatewayError extends Error {}

/** Hundredths of a dinar to millimes, and back. */
export const centsToMillimes = (cents: number) => cents * 10;
export const millimesToCents = (millimes: number) => Math.round(millimes / 10);
