import { createHash } from 'node:crypto';
import { centsToDecimal, discountedCents } from '@souk/shared/money';
import { REPORT_TIME_ZONE } from '@souk/shared/schemas/brand-reports';
import { dailyVisits } from '../schema/accounts';
import { alerts, cartItems, carts, priceAlerts, wishlistItems } from '../schema/commerce';
import {
  contactMessages,
  newsletterSubscribers,
  supportTickets,
  ticketMessages,
} from '../schema/support';
import { type CustomerRef } from './accounts';
import { type ProductRef } from './catalogue';
import { type SeededOrder } from './orders';
import { rngFor, type Rng } from './random';
import { HOUR_MS, addHours, daysBefore } from './support';
import type { Tx } from '../client';

type Context = {
  demo: CustomerRef;
  adminId: number;
  products: readonly ProductRef[];
  orders: readonly SeededOrder[];
};

/** The demo customer's cart, wishlist, alerts and tickets, plus contact and newsletter rows. */
export async function seedExtras(tx: Tx, now: Date, ctx: Context): Promise<void> {
  const rng = rngFor('extras');
  const buyable = ctx.products.filter((p) => p.active && p.brand.enabled && p.quantity > 0);
  const picks = pickShowcase(rng, buyable);
  await seedCart(tx, now, ctx.demo, picks.cart);
  await seedWishlist(tx, now, ctx.demo, picks.wishlist);
  const shipped = ctx.orders.find((o) => o.customerId === ctx.demo.id && o.status === 'SHIPPED');
  await seedAlerts(tx, now, ctx.demo, picks.wishlist, shipped);
  await seedTickets(tx, now, ctx, shipped?.orderNumber ?? 'SK-2026-000101');
  await seedContactMessages(tx, now, ctx.demo);
  await seedNewsletter(tx, now, rng);
  await seedVisits(tx, now, rng);
}

/**
 * A year of storefront sessions per day, as the visit counter would have kept them: a few hundred
 * a day, growing over the year, busier at weekends.
 */
async function seedVisits(tx: Tx, now: Date, rng: Rng): Promise<void> {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: REPORT_TIME_ZONE });
  const rows = Array.from({ length: 365 }, (_, daysAgo) => {
    const date = daysBefore(now, daysAgo);
    const growth = 1 + (365 - daysAgo) / 365;
    const weekend = [0, 6].includes(date.getUTCDay()) ? 1.3 : 1;
    return {
      day: day.format(date),
      sessions: Math.round(rng.float(140, 220) * growth * weekend),
    };
  });
  await tx.insert(dailyVisits).values(rows);
}

/** Two cart items (one from the demo brand) and three wishlist items, one of them discounted. */
function pickShowcase(
  rng: Rng,
  buyable: readonly ProductRef[],
): { cart: ProductRef[]; wishlist: ProductRef[] } {
  const demoBrand = buyable.filter((p) => p.brand.isDemo && p.sizes.length > 0);
  const others = rng.shuffle(buyable.filter((p) => !p.brand.isDemo));
  const first = rng.pick(demoBrand.length > 0 ? demoBrand : buyable);
  const second = others.find((p) => p.id !== first.id) ?? first;
  const cartIds = new Set([first.id, second.id]);
  const rest = others.filter((p) => !cartIds.has(p.id));
  const discounted = rest.find((p) => p.discount > 0);
  const wishlist = [
    ...(discounted ? [discounted] : []),
    ...rest.filter((p) => p !== discounted && p.brand.id !== discounted?.brand.id),
  ].slice(0, 3);
  return { cart: [first, second], wishlist };
}

async function seedCart(
  tx: Tx,
  now: Date,
  demo: CustomerRef,
  items: readonly ProductRef[],
): Promise<void> {
  const [cart] = await tx
    .insert(carts)
    .values({ userId: demo.id, createdAt: daysBefore(now, 2), updatedAt: daysBefore(now, 0.5) })
    .returning({ id: carts.id });
  if (!cart) throw new Error('seed: cart not created');
  await tx.insert(cartItems).values(
    items.map((product, i) => ({
      cartId: cart.id,
      productId: product.id,
      color: product.colors[0] ?? '',
      size: product.sizes[Math.min(1, product.sizes.length - 1)] ?? '',
      quantity: i + 1,
      createdAt: daysBefore(now, 2 - i),
      updatedAt: daysBefore(now, 0.5),
    })),
  );
}

async function seedWishlist(
  tx: Tx,
  now: Date,
  demo: CustomerRef,
  items: readonly ProductRef[],
): Promise<void> {
  await tx.insert(wishlistItems).values(
    items.map((product, i) => ({
      userId: demo.id,
      productId: product.id,
      createdAt: daysBefore(now, 20 - i * 6),
    })),
  );
}

async function seedAlerts(
  tx: Tx,
  now: Date,
  demo: CustomerRef,
  wishlist: readonly ProductRef[],
  shipped: SeededOrder | undefined,
): Promise<void> {
  const [onSale, restocked, watched] = wishlist;
  const rows: Array<typeof alerts.$inferInsert> = [];
  if (onSale) {
    rows.push({
      userId: demo.id,
      type: 'price_drop',
      title: `Price drop: ${onSale.name}`,
      message: `${onSale.name} is now ${centsToDecimal(finalPrice(onSale))} dt (${centsToDecimal(onSale.discount)}% off).`,
      productId: onSale.id,
      // what the title and message are written from, in the reader's language (decision 011)
      details: { productName: onSale.name, oldPrice: onSale.price, newPrice: finalPrice(onSale) },
      createdAt: daysBefore(now, 1),
    });
  }
  if (restocked) {
    rows.push({
      userId: demo.id,
      type: 'back_in_stock',
      title: `Back in stock: ${restocked.name}`,
      message: `Good news! ${restocked.name} from ${restocked.brand.name} is available again.`,
      productId: restocked.id,
      details: { productName: restocked.name },
      isRead: true,
      createdAt: daysBefore(now, 4),
    });
  }
  if (shipped) {
    rows.push({
      userId: demo.id,
      type: 'order_status',
      title: `Order ${shipped.orderNumber} shipped`,
      message: `Your order ${shipped.orderNumber} is on its way. Expected delivery within 2 to 3 days.`,
      orderId: shipped.id,
      details: { orderNumber: shipped.orderNumber, status: 'SHIPPED' },
      createdAt: daysBefore(now, 2),
    });
  }
  if (rows.length > 0) await tx.insert(alerts).values(rows);
  if (watched) {
    await tx.insert(priceAlerts).values({
      userId: demo.id,
      productId: watched.id,
      // ask for about 10% below today's price, rounded to a whole dinar
      targetPrice: Math.max(100, Math.round((finalPrice(watched) * 0.9) / 100) * 100),
      createdAt: daysBefore(now, 10),
    });
  }
}

function finalPrice(product: ProductRef): number {
  return discountedCents(product.price, product.discount);
}

type Message = readonly [sender: 'user' | 'support', text: string];

async function seedTickets(tx: Tx, now: Date, ctx: Context, orderNumber: string): Promise<void> {
  const tickets: ReadonlyArray<{
    subject: string;
    status: string;
    priority: string;
    category: string;
    openedDaysAgo: number;
    messages: readonly Message[];
  }> = [
    {
      subject: `Where is my order ${orderNumber}?`,
      status: 'OPEN',
      priority: 'Medium',
      category: 'Orders',
      openedDaysAgo: 1.5,
      messages: [
        [
          'user',
          `Hello, my order ${orderNumber} has been marked as shipped. When will it arrive in Tunis?`,
        ],
        [
          'support',
          'Hi Amira, your parcel is with the courier and should reach you within 48 hours. You will get a notification as soon as it is delivered.',
        ],
        ['user', 'Merci beaucoup !'],
      ],
    },
    {
      subject: 'Size advice for a linen shirt',
      status: 'CLOSED',
      priority: 'Low',
      category: 'Products',
      openedDaysAgo: 32,
      messages: [
        [
          'user',
          'Bonjour, I usually wear M in European brands. Which size should I choose for the Medina Threads shirts?',
        ],
        [
          'support',
          'Hello Amira, Medina Threads shirts are true to size, so M is the right choice. Exchanges are accepted within 30 days if needed.',
        ],
      ],
    },
  ];
  for (const ticket of tickets) {
    const opened = daysBefore(now, ticket.openedDaysAgo);
    const messageDates = ticket.messages.map((_, i) => addHours(opened, i * 5));
    const [row] = await tx
      .insert(supportTickets)
      .values({
        userId: ctx.demo.id,
        subject: ticket.subject,
        status: ticket.status,
        priority: ticket.priority,
        category: ticket.category,
        createdAt: opened,
        updatedAt: messageDates[messageDates.length - 1] ?? opened,
      })
      .returning({ id: supportTickets.id });
    if (!row) throw new Error('seed: ticket not created');
    await tx.insert(ticketMessages).values(
      ticket.messages.map(([sender, message], i) => ({
        ticketId: row.id,
        sender,
        authorId: sender === 'user' ? ctx.demo.id : ctx.adminId,
        message,
        createdAt: messageDates[i] ?? opened,
      })),
    );
  }
}

async function seedContactMessages(tx: Tx, now: Date, demo: CustomerRef): Promise<void> {
  await tx.insert(contactMessages).values([
    {
      firstName: 'Karim',
      lastName: 'Jaziri',
      email: 'karim.jaziri@example.com',
      phone: '+21698765432',
      subject: 'general',
      message: 'Bonjour, do you deliver to Tataouine, and how long does it usually take?',
      ipAddress: '197.2.45.10',
      createdAt: daysBefore(now, 6),
    },
    {
      firstName: 'Leila',
      lastName: 'Mabrouk',
      email: 'leila.mabrouk@example.com',
      subject: 'sales',
      message:
        'We are a cooperative of potters in Moknine and would like to sell our work on Souk. Who should we talk to?',
      ipAddress: '41.228.17.92',
      createdAt: daysBefore(now, 3),
    },
    {
      firstName: demo.firstname,
      lastName: demo.lastname,
      email: demo.email,
      phone: demo.phoneNumber,
      subject: 'support',
      message:
        'I changed my address but the old one still appeared at checkout. It works now, thank you!',
      userId: demo.id,
      ipAddress: '196.203.76.4',
      handled: true,
      createdAt: new Date(now.getTime() - 30 * HOUR_MS),
    },
  ]);
}

async function seedNewsletter(tx: Tx, now: Date, rng: Rng): Promise<void> {
  const subscribers: ReadonlyArray<readonly [email: string, language: string]> = [
    ['customer@souk.tn', 'en'],
    ['sarra.trabelsi@example.com', 'fr'],
    ['mehdi.karray@example.com', 'fr'],
    ['nour.haddad@example.com', 'ar'],
    ['ines.gharbi@example.com', 'en'],
  ];
  await tx.insert(newsletterSubscribers).values(
    subscribers.map(([email, language], i) => ({
      email,
      language,
      unsubscribeTokenHash: createHash('sha256')
        .update(`souk-seed-newsletter:${email}:${rng.hex(32)}`)
        .digest('hex'),
      subscribedAt: daysBefore(now, 200 - i * 35),
    })),
  );
}
