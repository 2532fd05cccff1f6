import { and, asc, count, eq, sql } from 'drizzle-orm';
import { basketTotals, optionProblem, unitCents } from '@souk/shared/basket';
import { LIMITS } from '@souk/shared/constants';
import { centsToNumber } from '@souk/shared/money';
import type { Cart, CartCheck, CartItem, CartItemIssue } from '@souk/shared/responses/basket';
import type { AddToCart, UpdateCartItem } from '@souk/shared/schemas/basket';
import { brands } from '../../db/schema/brands';
import { categories, products } from '../../db/schema/catalogue';
import { cartItems, carts } from '../../db/schema/commerce';
import type { Database, Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { getShippingRule } from '../settings/service';

/**
 * The cart (storefront §3 "Cart", §4 "Cart", §7 "Cart"): one per customer, created on first use,
 * kept on the server. A line is product + size + colour. Amounts are always today's prices; a
 * line whose product has since been hidden, sold out or changed stays, flagged with its issue.
 */

type Db = Database | Tx;

/** What a line needs to know of its product, now. */
const productNow = {
  productId: products.id,
  name: products.name,
  price: products.price,
  discount: products.discountPrice,
  imageUrl: products.imageUrl,
  brandId: products.brandId,
  brandName: brands.name,
  categoryName: categories.name,
  categoryNameTranslations: categories.nameTranslations,
  colors: products.colors,
  sizes: products.sizes,
  stock: products.quantity,
  freeShipping: products.freeShipping,
  /** shown in the shop: active, of an enabled brand */
  public: sql<boolean>`(${products.active} and ${brands.enabled})`,
};

type ProductNow = {
  productId: number;
  colors: string[];
  sizes: string[];
  stock: number;
  public: boolean;
};

export async function getCart(db: Database, userId: number): Promise<Cart> {
  const [cart] = await db.select().from(carts).where(eq(carts.userId, userId));
  if (!cart) {
    return {
      id: null,
      userId,
      items: [],
      totalPrice: 0,
      shippingCost: 0,
      total: 0,
      itemCount: 0,
      purchasable: false,
      createdAt: null,
      updatedAt: null,
    };
  }
  const rows = await db
    .select({ line: cartItems, product: productNow })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(cartItems.cartId, cart.id))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));

  const items = rows.map(({ line, product }): CartItem => {
    const unit = unitCents(product);
    const issue = issueOf(product, line);
    return {
      id: line.id,
      productId: product.productId,
      productName: product.name,
      productPrice: centsToNumber(product.price),
      discountPrice: centsToNumber(product.discount),
      unitPrice: centsToNumber(unit),
      brandId: product.brandId,
      brandName: product.brandName,
      categoryName: product.categoryName,
      categoryNameTranslations: product.categoryNameTranslations,
      color: line.color || null,
      size: line.size || null,
      quantity: line.quantity,
      subtotal: centsToNumber(unit * line.quantity),
      imageUrl: product.imageUrl,
      freeShipping: product.freeShipping,
      colors: product.colors,
      sizes: product.sizes,
      available: product.public ? Math.max(product.stock, 0) : 0,
      issue,
      addedAt: line.createdAt.toISOString(),
    };
  });
  // Only what can be bought counts towards the amounts.
  const buyable = rows.filter((_, index) => items[index]!.issue === null);
  // The shipping rule the admin set (decision 025): POST /orders charges the same.
  const totals = basketTotals(
    buyable.map(({ line, product }) => ({ ...product, quantity: line.quantity })),
    await getShippingRule(db),
  );
  return {
    id: cart.id,
    userId,
    items,
    totalPrice: centsToNumber(totals.subtotal),
    shippingCost: centsToNumber(totals.shipping),
    total: centsToNumber(totals.total),
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    purchasable: items.length > 0 && buyable.length === items.length,
    createdAt: cart.createdAt.toISOString(),
    updatedAt: cart.updatedAt.toISOString(),
  };
}

/** Why a line cannot be bought as it stands, or null. */
function issueOf(
  product: ProductNow,
  line: { quantity: number; size: string; color: string },
): CartItemIssue | null {
  if (!product.public) return 'unavailable';
  if (product.stock <= 0) return 'out_of_stock';
  if (optionProblem(product, line)) return 'option_unavailable';
  if (line.quantity > product.stock) return 'not_enough_stock';
  return null;
}

/** A shown product, for a new or changed line; anything else is a 404. */
async function productForLine(db: Db, productId: number): Promise<ProductNow> {
  const [product] = await db
    .select({
      productId: products.id,
      colors: products.colors,
      sizes: products.sizes,
      stock: products.quantity,
      public: productNow.public,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(eq(products.id, productId));
  if (!product?.public) throw new AppError('not_found');
  return product;
}

/**
 * spec: storefront §5 "Add to cart" — a size is required when the product has sizes, a colour
 * when it has colours, each one of the product's own; the quantity is at most the stock. A size
 * or colour given for a product that has none is ignored. Answers the line's identity.
 */
function checkLine(
  product: ProductNow,
  wanted: { quantity: number; size: string; color: string },
): { size: string; color: string } {
  const size = product.sizes.length ? wanted.size : '';
  const color = product.colors.length ? wanted.color : '';
  const problem = optionProblem(product, { size, color });
  if (problem) throw new AppError(problem.code, undefined, { [problem.field]: problem.code });
  if (wanted.quantity > product.stock) {
    const available = Math.max(product.stock, 0);
    throw AppError.withValues('out_of_stock', { available }, { quantity: 'out_of_stock' });
  }
  return { size, color };
}

/**
 * The customer's cart row, created on first use. The upsert also locks the row until the
 * transaction ends, so two adds of one customer run one after the other (the line cap holds).
 */
async function lockCart(tx: Tx, userId: number): Promise<number> {
  const [cart] = await tx
    .insert(carts)
    .values({ userId })
    .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: sql`now()` } })
    .returning({ id: carts.id });
  return cart!.id;
}

/** The line with this identity in the cart, other than `exceptId`. */
async function sameLine(
  tx: Tx,
  cartId: number,
  identity: { productId: number; size: string; color: string },
  exceptId?: number,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(
      and(
        eq(cartItems.cartId, cartId),
        eq(cartItems.productId, identity.productId),
        eq(cartItems.size, identity.size),
        eq(cartItems.color, identity.color),
        exceptId === undefined ? undefined : sql`${cartItems.id} <> ${exceptId}`,
      ),
    );
  return row !== undefined;
}

export async function addToCart(db: Database, userId: number, input: AddToCart): Promise<Cart> {
  await db.transaction(async (tx) => {
    const product = await productForLine(tx, input.productId);
    const identity = { productId: product.productId, ...checkLine(product, input) };
    const cartId = await lockCart(tx, userId);
    if (await sameLine(tx, cartId, identity)) throw new AppError('already_in_cart');
    const [lines] = await tx
      .select({ n: count() })
      .from(cartItems)
      .where(eq(cartItems.cartId, cartId));
    if ((lines?.n ?? 0) >= LIMITS.cartLinesMax)
      throw AppError.withValues('cart_full', { max: LIMITS.cartLinesMax });
    await tx.insert(cartItems).values({ cartId, ...identity, quantity: input.quantity });
  });
  return getCart(db, userId);
}

/** Another customer's line is a 404, as a missing one is. */
async function ownLine(tx: Tx, userId: number, itemId: number) {
  const [line] = await tx
    .select({ line: cartItems })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(and(eq(cartItems.id, itemId), eq(carts.userId, userId)));
  if (!line) throw new AppError('not_found');
  return line.line;
}

export async function updateCartItem(
  db: Database,
  userId: number,
  itemId: number,
  change: UpdateCartItem,
): Promise<Cart> {
  await db.transaction(async (tx) => {
    const cartId = await lockCart(tx, userId);
    const line = await ownLine(tx, userId, itemId);
    const product = await productForLine(tx, line.productId);
    const wanted = {
      quantity: change.quantity ?? line.quantity,
      size: change.size === undefined ? line.size : (change.size ?? ''),
      color: change.color === undefined ? line.color : (change.color ?? ''),
    };
    const identity = { productId: line.productId, ...checkLine(product, wanted) };
    if (await sameLine(tx, cartId, identity, line.id)) throw new AppError('already_in_cart');
    await tx
      .update(cartItems)
      .set({ ...identity, quantity: wanted.quantity, updatedAt: sql`now()` })
      .where(eq(cartItems.id, line.id));
  });
  return getCart(db, userId);
}

export async function removeCartItem(db: Database, userId: number, itemId: number): Promise<Cart> {
  await db.transaction(async (tx) => {
    const cartId = await lockCart(tx, userId);
    const line = await ownLine(tx, userId, itemId);
    await tx.delete(cartItems).where(and(eq(cartItems.id, line.id), eq(cartItems.cartId, cartId)));
  });
  return getCart(db, userId);
}

export async function clearCart(db: Database, userId: number): Promise<Cart> {
  await db.transaction(async (tx) => {
    const cartId = await lockCart(tx, userId);
    await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
  });
  return getCart(db, userId);
}

/** Whether the product is in the customer's cart, in how many units and which lines. */
export async function checkCart(
  db: Database,
  userId: number,
  productId: number,
): Promise<CartCheck> {
  const rows = await db
    .select({ id: cartItems.id, quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(and(eq(carts.userId, userId), eq(cartItems.productId, productId)))
    .orderBy(asc(cartItems.id));
  return {
    inCart: rows.length > 0,
    quantity: rows.reduce((sum, row) => sum + row.quantity, 0),
    itemIds: rows.map((row) => row.id),
  };
}
