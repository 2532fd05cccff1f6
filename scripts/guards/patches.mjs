// The known-dangerous changes `npm run test:guards` makes to a scratch copy (issue 29): each one
// opens a route, drops an owner check or lets stock be oversold, and names the tests that must
// then fail. `find` must occur exactly once in `file`: a guard whose code has moved fails loudly
// instead of passing without having changed anything.

const matrix = 'apps/api/src/test/authorization-matrix.test.ts';
const owners = 'apps/api/src/test/owner-checks.test.ts';

export const patches = [
  {
    name: 'an admin route opened to every signed-in caller (GET /users/{id})',
    file: 'apps/api/src/modules/users/admin-routes.ts',
    find: `'/users/:id',\n    {\n      config: admin,`,
    replace: `'/users/:id',\n    {\n      config: { audience: 'authenticated' },`,
    tests: [matrix],
  },
  {
    name: "a brand's own routes opened to every signed-in caller (GET /brands/me and its writes)",
    file: 'apps/api/src/modules/brands/routes.ts',
    find: `const brandOnly = { audience: 'BRAND' } as const;`,
    replace: `const brandOnly = { audience: 'authenticated' } as const;`,
    tests: [matrix],
  },
  {
    name: "the customer's cart and wishlist opened to every signed-in caller",
    file: 'apps/api/src/modules/basket/routes.ts',
    find: `const customer = { audience: 'CUSTOMER' } as const;`,
    replace: `const customer = { audience: 'authenticated' } as const;`,
    tests: [matrix],
  },
  {
    name: 'the owner rule removed from GET /orders/brand/{brandId}/paged',
    file: 'apps/api/src/modules/orders/brand-order-routes.ts',
    find: `'/orders/brand/:brandId/paged',\n    {\n      config: brandOwner,`,
    replace: `'/orders/brand/:brandId/paged',\n    {\n      config: { audience: brandOwner.audience },`,
    tests: [matrix, owners],
  },
  {
    name: 'the owner check removed from changeItemStatus (a brand moves any item)',
    file: 'apps/api/src/modules/orders/order-changes.ts',
    find: `if (!target || (who.actor === 'BRAND' && target.brandId !== who.brandId))`,
    replace: `if (!target)`,
    tests: [owners],
  },
  {
    name: "the owner check removed from lockOwnProduct (a brand changes any brand's product)",
    file: 'apps/api/src/modules/products/product-writes.ts',
    find: `if (!row || (caller.role !== 'ADMIN' && row.brandId !== caller.brandId))`,
    replace: `if (!row)`,
    tests: [owners],
  },
  {
    name: "the owner check removed from a customer route (GET /orders/{id}: any customer's order)",
    file: 'apps/api/src/modules/orders/order-service.ts',
    find: `(caller.role === 'CUSTOMER' && order.customerId === caller.userId) ||`,
    replace: `caller.role === 'CUSTOMER' ||`,
    tests: [owners],
  },
  {
    name: "the owner check removed from a customer's support ticket (any customer's ticket)",
    file: 'apps/api/src/modules/support/service.ts',
    find: `: and(eq(supportTickets.id, ticketId), eq(supportTickets.userId, caller.userId)),`,
    replace: `: eq(supportTickets.id, ticketId),`,
    tests: [owners],
  },
  {
    name: 'the stock check moved out of the conditional update (read, then write)',
    file: 'apps/api/src/modules/orders/order-service.ts',
    find: `    const taken = await tx
      .update(products)
      .set({ quantity: sql\`\${products.quantity} - \${quantity}\`, updatedAt: sql\`now()\` })
      .where(and(eq(products.id, productId), sql\`\${products.quantity} >= \${quantity}\`))
      .returning({ id: products.id });`,
    replace: `    const [stock] = await tx
      .select({ quantity: products.quantity })
      .from(products)
      .where(eq(products.id, productId));
    const taken =
      stock && stock.quantity >= quantity
        ? await tx
            .update(products)
            .set({ quantity: stock.quantity - quantity, updatedAt: sql\`now()\` })
            .where(eq(products.id, productId))
            .returning({ id: products.id })
        : [];`,
    tests: ['apps/api/src/modules/orders/orders.test.ts'],
    testName: 'stock under concurrency',
    // One connection serializes every transaction on the embedded database: only several
    // connections to PostgreSQL can interleave a read and a write.
    postgres: true,
  },
  {
    name: 'the webhook marks a cancelled order paid (decision 024)',
    file: 'apps/api/src/modules/orders/order-changes.ts',
    find: `  const payable =\n    order.paymentMethod === 'ONLINE' &&`,
    replace: `  const payable =\n    true ||`,
    tests: ['apps/api/src/modules/orders/konnect.test.ts'],
  },
  {
    name: "a cancelled order's payments are no longer withdrawn (decision 024)",
    file: 'apps/api/src/modules/orders/order-changes.ts',
    find: `unpaid && (status === 'CANCELLED' || dueAfter !== dueBefore)`,
    replace: `unpaid && false`,
    tests: ['apps/api/src/modules/orders/orders.test.ts'],
    testName: 'withdraws',
  },
  {
    name: "the owner check removed from a customer's return request (decision 026)",
    file: 'apps/api/src/modules/returns/service.ts',
    find: `  if (order.customerId !== caller.userId) throw new AppError('not_found');`,
    replace: ``,
    tests: [owners],
  },
  {
    name: "the owner check removed from a brand's decision on a return (decision 026)",
    file: 'apps/api/src/modules/returns/service.ts',
    find: `  if (!target || (caller.role !== 'ADMIN' && target.brandId !== caller.brandId))`,
    replace: `  if (!target)`,
    tests: [owners],
  },
  {
    name: "a payout no longer locks the brand's row before reading its balance (decision 027)",
    file: 'apps/api/src/modules/payouts/service.ts',
    find: `      .where(eq(brands.id, brandId))
      .for('no key update');`,
    replace: `      .where(eq(brands.id, brandId));`,
    tests: ['apps/api/src/modules/payouts/payouts.test.ts'],
    testName: 'concurrent payouts',
    postgres: true,
  },
  {
    name: 'the invoice number read, then written (two invoices, one number; decision 028)',
    file: 'apps/api/src/modules/orders/invoices.ts',
    find: `  const [row] = await tx
    .insert(invoiceNumbers)
    .values({ year, last: 1 })
    .onConflictDoUpdate({
      target: invoiceNumbers.year,
      set: { last: sql\`\${invoiceNumbers.last} + 1\` },
    })
    .returning({ last: invoiceNumbers.last });
  return row!.last;`,
    replace: `  const [row] = await tx
    .select({ last: invoiceNumbers.last })
    .from(invoiceNumbers)
    .where(sql\`\${invoiceNumbers.year} = \${year}\`);
  const last = (row?.last ?? 0) + 1;
  if (row) await tx.update(invoiceNumbers).set({ last }).where(sql\`\${invoiceNumbers.year} = \${year}\`);
  else await tx.insert(invoiceNumbers).values({ year, last });
  return last;`,
    tests: ['apps/api/src/modules/orders/documents.test.ts'],
    testName: 'issues N concurrent deliveries',
    postgres: true,
  },
];
