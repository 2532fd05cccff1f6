import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { DEMO, logIn, newCustomer, registerThroughApi } from './support/accounts';
import { apiLogin, moveOrder, placeOrder, productsInStock } from './support/orders';
import { waitForMail } from './support/outbox';

/**
 * The support centre (issue 11): a customer's ticket answered from the admin's support inbox, with
 * the answer emailed; the live chat answering from the FAQ, naming the latest order and handing
 * the conversation to a person; the pages checked with axe in English and Arabic.
 */

/** A new customer, verified and logged in in the browser. */
async function loggedInCustomer(page: Page, request: APIRequestContext) {
  const customer = newCustomer();
  await registerThroughApi(request, customer, { verify: true });
  await logIn(page, customer.email, customer.password);
  await expect(page).not.toHaveURL(/\/login/);
  return customer;
}

/** Ends the browser's session (as the session's expiry would) and opens the login page. */
async function signOut(page: Page) {
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto('/login');
}

const useArabic = (page: Page) =>
  page.evaluate(() =>
    localStorage.setItem(
      'language-store',
      JSON.stringify({ state: { language: 'ar' }, version: 0 }),
    ),
  );

test('a customer opens a ticket, support answers it from the inbox, the customer reads the answer and its email', async ({
  page,
  request,
}) => {
  const customer = await loggedInCustomer(page, request);
  await page.goto('/dashboard/profile/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Support centre' })).toBeVisible();
  await expect(page.getByText('No tickets yet')).toBeVisible();
  await expectAccessible(page);

  // The new-ticket modal: subject and message are required, General and Medium are the defaults.
  await page.getByRole('button', { name: 'New ticket' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New support ticket' });
  await expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveValue('General');
  await expect(dialog.getByRole('combobox', { name: 'Priority' })).toHaveValue('Medium');
  await dialog.getByRole('button', { name: 'Open ticket' }).click();
  await expect(dialog.getByText('Please enter a subject.')).toBeVisible();
  await expect(dialog.getByText('Please describe your request.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Subject' })).toBeFocused();
  await expectAccessible(page);

  const subject = `Damaged parcel ${Date.now().toString(36)}`;
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await dialog.getByRole('combobox', { name: 'Category' }).selectOption('Returns');
  await dialog.getByRole('combobox', { name: 'Priority' }).selectOption('High');
  await dialog.getByRole('textbox', { name: 'Message' }).fill('The vase arrived broken in two.');
  await dialog.getByRole('button', { name: 'Open ticket' }).click();
  await expect(dialog).toBeHidden();

  const thread = page.getByRole('article', { name: subject });
  await expect(thread).toBeVisible();
  await expect(thread.getByText('The vase arrived broken in two.')).toBeVisible();
  const row = page.getByTestId('ticket-row').filter({ hasText: subject });
  await expect(row).toContainText('Open');
  await expect(row).toContainText('High');
  await expect(row).toContainText('Returns');
  await expect(row).toContainText('Last update');
  const ticketId = Number(new URL(page.url()).searchParams.get('ticket'));
  expect(ticketId).toBeGreaterThan(0);

  // Support answers and closes it from the admin dashboard.
  // (The same browser, signed in as the admin in turn: one session per browser.)
  await signOut(page);
  const admin = page;
  await logIn(admin, DEMO.admin);
  await expect(admin).toHaveURL(/\/dashboard\/admin$/);
  await admin.getByRole('link', { name: 'Support', exact: true }).click();
  await expect(admin).toHaveURL(/\/dashboard\/admin\/support$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Support inbox' })).toBeVisible();
  await admin.getByRole('combobox', { name: 'Category' }).selectOption('Returns');
  await admin.getByRole('combobox', { name: 'Status' }).selectOption('OPEN');
  await expect(admin).toHaveURL(/category=Returns/);
  const inboxRow = admin.getByTestId('inbox-row').filter({ hasText: subject });
  await expect(inboxRow).toContainText(customer.email);
  await expectAccessible(admin);
  await inboxRow.click();
  const inboxThread = admin.getByRole('article', { name: subject });
  await expect(inboxThread.getByText('The vase arrived broken in two.')).toBeVisible();
  const answer = 'We are sorry! A courier collects the vase tomorrow and you get a new one.';
  await inboxThread.getByRole('textbox', { name: 'Answer as support' }).fill(answer);
  await inboxThread.getByRole('button', { name: 'Send answer' }).click();
  await expect(inboxThread.getByText(answer)).toBeVisible();
  // Under a busy run the change can take a while: wait for the server's answer itself.
  const closing = admin.waitForResponse(
    (response) =>
      response.url().endsWith(`/admin/support/tickets/${ticketId}/status`) &&
      response.request().method() === 'PATCH',
  );
  await inboxThread.getByRole('button', { name: 'Close ticket' }).click();
  expect((await closing).status()).toBe(200);
  await expect(inboxThread.getByRole('button', { name: 'Reopen ticket' })).toBeVisible();
  await expect(inboxThread).toContainText('Closed');
  await expectAccessible(admin);

  // The customer reads the answer, and finds it in their mailbox with a link to the ticket.
  await signOut(page);
  await logIn(page, customer.email, customer.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/dashboard/profile/support?ticket=${ticketId}`);
  const answered = page.getByRole('article', { name: subject });
  const reply = answered.locator('[data-testid="ticket-message"][data-sender="support"]');
  await expect(reply).toContainText(answer);
  await expect(reply).toContainText('Souk support');
  await expect(answered).toContainText('Closed');
  await answered.getByRole('button', { name: 'Reopen ticket' }).click();
  await expect(answered.getByRole('button', { name: 'Close ticket' })).toBeVisible();
  await expect(row).toContainText('Open');

  const mail = await waitForMail(customer.email, (m) => m.subject.includes(subject));
  expect(mail.text).toContain(answer);
  expect(mail.text).toContain(`/dashboard/profile/support?ticket=${ticketId}`);
});

test('the live chat answers about returns from the FAQ, names the latest order, and hands over to a person', async ({
  page,
  request,
}) => {
  const customer = await loggedInCustomer(page, request);
  const headers = await apiLogin(request, customer.email, customer.password);
  const order = await placeOrder(request, headers, await productsInStock(request, 1, 5));
  await moveOrder(request, order.id, ['SHIPPED']);

  await page.goto('/dashboard/profile/support');
  await page.getByRole('tab', { name: 'Live chat' }).click();
  const log = page.getByRole('log', { name: 'Conversation with the Souk assistant' });
  // spec: storefront §4 — the greeting after a second.
  await expect(log.getByTestId('chat-line')).toHaveCount(1);
  await expect(log).toContainText("I'm the Souk assistant");
  await expectAccessible(page);

  const question = page.getByRole('textbox', { name: 'Your question' });
  await question.fill('How do I return an item?');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const returnsAnswer = log.locator('[data-testid="chat-line"][data-from="assistant"]').nth(1);
  await expect(returnsAnswer).toContainText('within 30 days');
  await expect(page.getByRole('status').filter({ hasText: 'typing' })).toBeHidden();

  await question.fill('Where is my order?');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const orderAnswer = log.locator('[data-testid="chat-line"][data-from="assistant"]').nth(2);
  await expect(orderAnswer).toContainText(`Your latest order ${order.orderNumber}`);
  await expect(orderAnswer).toContainText('is shipped');
  await expect(orderAnswer.getByRole('link', { name: 'See my order history' })).toBeVisible();

  // A person takes over: the conversation becomes a ticket.
  await page.getByRole('button', { name: 'Talk to a person' }).click();
  const handedOver = log.locator('[data-testid="chat-line"][data-from="assistant"]').nth(3);
  await expect(handedOver).toContainText(/ticket #\d+ is open/);
  await expectAccessible(page);
  await handedOver.getByRole('button', { name: 'View the ticket' }).click();
  const ticket = page.getByRole('article', { name: 'Live chat: How do I return an item?' });
  await expect(ticket).toBeVisible();
  await expect(ticket.getByTestId('ticket-message')).toContainText('Customer: Where is my order?');
  await expect(ticket).toContainText('Orders');
});

test('the support centre and the chat in Arabic read right to left and answer in Arabic', async ({
  page,
  request,
}) => {
  await loggedInCustomer(page, request);
  await useArabic(page);
  await page.goto('/dashboard/profile/support');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'مركز الدعم' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'الأسئلة الشائعة' }).click();
  await expect(page.getByTestId('faq-entry')).toHaveCount(8);
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'الدردشة المباشرة' }).click();
  const log = page.getByRole('log', { name: 'المحادثة مع مساعد سوق' });
  await expect(log.getByTestId('chat-line')).toHaveCount(1);
  await page.getByRole('textbox', { name: 'سؤالك' }).fill('كيف أرجع منتجًا؟');
  await page.getByRole('button', { name: 'إرسال', exact: true }).click();
  const answer = log.locator('[data-testid="chat-line"][data-from="assistant"]').nth(1);
  await expect(answer).toContainText('30');
  await expect(answer).toContainText('الإرجاع');
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'تذاكري' }).click();
  await page.getByRole('button', { name: 'تذكرة جديدة' }).first().click();
  await expect(page.getByRole('dialog', { name: 'تذكرة دعم جديدة' })).toBeVisible();
  await expectAccessible(page);
});
