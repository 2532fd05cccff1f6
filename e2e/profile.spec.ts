import { deflateSync } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { logIn, newCustomer, registerThroughApi, type NewCustomer } from './support/accounts';
import { apiLogin, deliveredOrder, productsInStock } from './support/orders';
import { priceText } from './support/price';

/**
 * The customer's profile and account settings (issue 11, storefront §2 "Customer profile" and
 * "Account settings"): editing the profile, the avatar, the address modal, the password tab, and
 * both pages in English and Arabic under axe. Each journey has its own new customer; timings are
 * measured in the page.
 */

async function customerLoggedIn(page: Page, request: APIRequestContext): Promise<NewCustomer> {
  const customer = newCustomer();
  await registerThroughApi(request, customer, { verify: true });
  await logIn(page, customer.email, customer.password);
  await expect(page).not.toHaveURL(/\/login/);
  return customer;
}

/** A real PNG picture of `size` × `size` pixels, encoded here (no file on disk). */
function pngImage(size = 24): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([192, 57, 43]))]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const textbox = (page: Page, name: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${name}( \\*)?$`) });

test('a new customer edits the profile: success, then idle after 3 s; the header greeting follows', async ({
  page,
  request,
  a11y,
}) => {
  const customer = await customerLoggedIn(page, request);
  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expect(page.getByTestId('greeting')).toHaveText('Hi, Yasmine Trabelsi');
  // a new customer: zeros, no purchases yet, four recommendations
  await expect(page.getByTestId('profile-metrics')).toContainText('Orders0');
  await expect(page.getByTestId('profile-metrics')).toContainText('Total spent0.00 dt');
  await expect(page.getByText('No purchases yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start shopping' })).toHaveAttribute(
    'href',
    '/catalogue',
  );
  await expect(page.getByTestId('recommended-products').getByTestId('product-card')).toHaveCount(4);

  // read-only until Edit
  const firstName = textbox(page, 'First name');
  await expect(firstName).toHaveAttribute('readonly', '');
  await expect(firstName).toHaveValue('Yasmine');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await expect(firstName).not.toHaveAttribute('readonly', '');

  // a wrong value has its message, and nothing is lost
  await firstName.fill('Y');
  await textbox(page, 'Last name').focus();
  await expect(page.getByText(/at least 2 characters/)).toBeVisible();
  await textbox(page, 'Phone number').fill('12345');
  await textbox(page, 'Address').focus();
  await expect(page.getByText(/^Phone must be a \+ sign/)).toBeVisible();
  await a11y();

  await firstName.fill('Salma');
  await textbox(page, 'Last name').fill('Ben Ammar');
  await textbox(page, 'Phone number').fill('+216 98 765 432');
  await textbox(page, 'Address').fill('7 Rue de Carthage');

  // How long the success state lasts, timed by the page itself.
  await page.evaluate(() => {
    const status = document.querySelector('[data-testid="profile-save-status"]')!;
    const seen: { state: string; at: number }[] = [];
    (window as unknown as { profileStates: typeof seen }).profileStates = seen;
    new MutationObserver(() =>
      seen.push({ state: status.getAttribute('data-state')!, at: performance.now() }),
    ).observe(status, { attributes: true, attributeFilter: ['data-state'] });
  });
  await page.getByRole('button', { name: 'Save changes' }).click();
  const status = page.getByTestId('profile-save-status');
  await expect(status).toHaveText('Your profile has been updated.');
  await expect(status).toHaveAttribute('data-state', 'idle', { timeout: 6000 });
  const states = await page.evaluate(
    () => (window as unknown as { profileStates: { state: string; at: number }[] }).profileStates,
  );
  expect(states.map((s) => s.state)).toEqual(['loading', 'success', 'idle']);
  const successLasted = states[2]!.at - states[1]!.at;
  expect(successLasted).toBeGreaterThanOrEqual(2950);
  expect(successLasted).toBeLessThan(4000);

  // the stored user and the header follow; the server kept it
  await expect(page.getByTestId('greeting')).toHaveText('Hi, Salma Ben Ammar');
  await expect(firstName).toHaveAttribute('readonly', '');
  await page.reload();
  await expect(textbox(page, 'First name')).toHaveValue('Salma');
  await expect(textbox(page, 'Phone number')).toHaveValue('+21698765432');
  await expect(textbox(page, 'Address')).toHaveValue('7 Rue de Carthage');
  await expect(page.getByTestId('greeting')).toHaveText('Hi, Salma Ben Ammar');
  expect(customer.email).toContain('@');
});

test('uploads an avatar from the keyboard; a non-image and a file over 2 MB are refused', async ({
  page,
  request,
}) => {
  await customerLoggedIn(page, request);
  await page.goto('/dashboard/profile');
  const change = page.getByRole('button', { name: 'Change profile picture' });
  await expect(change).toBeVisible();

  const input = page.getByTestId('avatar-input');
  await input.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  });
  await expect(page.getByRole('alert')).toHaveText(
    '"notes.txt" is not an image. Please choose a JPG, PNG or WebP picture.',
  );
  await input.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(2 * 1024 * 1024 + 1024, 7),
  });
  await expect(page.getByRole('alert')).toHaveText(
    'This picture weighs 2.1 MB: the limit is 2 MB. Please choose a smaller one.',
  );

  // the button opens the file chooser from the keyboard
  await change.focus();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngImage() });
  await expect(page.getByText('Your profile picture has been updated.')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  const picture = page.getByRole('img', { name: 'Profile picture of Yasmine Trabelsi' });
  await expect(picture).toHaveAttribute('src', /^\/uploads\/avatars\/.+\.webp$/);
  const src = await picture.getAttribute('src');
  // the header's picture is the new one too, and the server serves it
  await expect(page.getByRole('banner').locator(`img[src="${src}"]`)).toHaveCount(1);
  expect((await request.get(src!)).status()).toBe(200);
});

test('the address modal: required messages, save, closes about 1.5 s later, one address only, edit prefills', async ({
  page,
  request,
}) => {
  await customerLoggedIn(page, request);
  await page.goto('/dashboard/profile/settings');
  await page.getByRole('tab', { name: 'Addresses' }).click();
  await expect(page.getByText('No address yet')).toBeVisible();
  const add = page.getByRole('button', { name: 'Add address' });
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'Add an address' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Country' })).toHaveValue('Tunisia');
  await expect(dialog.getByRole('textbox', { name: 'Country' })).toHaveAttribute('readonly', '');

  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog.getByText('This field is required.')).toHaveCount(4);
  await expectAccessible(page);

  await textbox(page, 'Address').fill('12 Rue de Marseille');
  await textbox(page, 'City').fill('Tunis');
  await textbox(page, 'State').fill('Tunis');
  await textbox(page, 'Zip code').fill('10');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog.getByText('Please enter a 4-digit postal code.')).toBeVisible();
  await textbox(page, 'Zip code').fill('1000');

  // From the success message to the modal's closing, timed by the page itself.
  await page.evaluate(() => {
    const times: Record<string, number> = {};
    (window as unknown as { addressTimes: typeof times }).addressTimes = times;
    const observer = new MutationObserver(() => {
      if (!times.saved && document.querySelector('[data-testid="address-saved"]'))
        times.saved = performance.now();
      if (times.saved && !document.querySelector('dialog[open]')) {
        times.closed = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  });
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog.getByText('Your address has been saved.')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5000 });
  const times = await page.evaluate(
    () => (window as unknown as { addressTimes: Record<string, number> }).addressTimes,
  );
  const openFor = times.closed! - times.saved!;
  expect(openFor).toBeGreaterThanOrEqual(1450);
  expect(openFor).toBeLessThan(2500);

  // one address only: add is disabled; edit reopens the modal, filled in
  const card = page.getByTestId('address-card');
  await expect(card).toContainText('12 Rue de Marseille');
  await expect(card).toContainText('Tunis, Tunis, 1000');
  await expect(add).toBeDisabled();
  await card.getByRole('button', { name: 'Edit address' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit your address' });
  await expect(edit.getByRole('textbox', { name: /^City/ })).toHaveValue('Tunis');
  await expect(edit.getByRole('textbox', { name: /^Zip code/ })).toHaveValue('1000');
  await expect(edit.getByRole('textbox', { name: /^Address/ })).toHaveValue('12 Rue de Marseille');

  // the server kept it, the country always Tunisia
  const token = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('auth-store')!) as { state: { token: string } }).state.token,
  );
  const me = await request.get('/api/v1/users/me', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect((await me.json()).data).toMatchObject({
    address: '12 Rue de Marseille',
    city: 'Tunis',
    state: 'Tunis',
    zipCode: '1000',
    country: 'Tunisia',
  });
});

test('the password tab: mismatch, wrong current password, then a change that works', async ({
  page,
  request,
}) => {
  const customer = await customerLoggedIn(page, request);
  await page.goto('/dashboard/profile/settings');
  await expect(page.getByRole('tab', { name: 'Password' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const current = page.getByLabel(/^Current password/);
  const fresh = page.getByLabel(/^New password/);
  const confirm = page.getByLabel(/^Confirm new password/);
  const submit = page.getByRole('button', { name: 'Change password' });

  await current.fill(customer.password);
  await fresh.fill('Oasis2027x');
  await confirm.fill('Oasis2027y');
  await submit.click();
  await expect(page.getByText('The new password and its confirmation do not match.')).toBeVisible();

  await current.fill('NotMyPassword1');
  await confirm.fill('Oasis2027x');
  await submit.click();
  await expect(
    page.getByText('Password change failed: Your current password is not correct.'),
  ).toBeVisible();
  await expect(confirm).toHaveValue('Oasis2027x');

  await current.fill(customer.password);
  await submit.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your password has been changed.' }),
  ).toBeVisible();
  await expect(current).toHaveValue('');
  // the new password is the one that works now
  await apiLogin(request, customer.email, 'Oasis2027x');
  const old = await request.post('/api/v1/auth/authenticate', {
    data: { email: customer.email, password: customer.password },
  });
  expect(old.status()).toBe(401);
});

test('the profile and settings pages pass axe in English and Arabic, with real figures', async ({
  page,
  request,
}) => {
  const customer = await customerLoggedIn(page, request);
  const headers = await apiLogin(request, customer.email, customer.password);
  const [product] = await productsInStock(request, 1, 5);
  const order = await deliveredOrder(request, headers, [product!]);

  await page.goto('/dashboard/profile');
  const metrics = page.getByTestId('profile-metrics');
  await expect(metrics).toContainText('Orders1');
  await expect(metrics).toContainText(`Total spent${priceText(order.total)}`);
  // 10 % of what the delivered items cost (shipping earns nothing), rounded down
  await expect(metrics).toContainText(`Loyalty points${Math.floor(order.subtotal / 10)}`);
  const bought = page.getByTestId('recent-purchase');
  await expect(bought).toHaveCount(1);
  await expect(bought.getByRole('link', { name: product!.name })).toHaveAttribute(
    'href',
    `/product/${product!.id}`,
  );
  const recommended = page.getByTestId('recommended-products').getByTestId('product-card');
  await expect(recommended).toHaveCount(4);
  await expect(recommended.filter({ hasText: product!.name })).toHaveCount(0);
  await expectAccessible(page);
  await page.goto('/dashboard/profile/settings');
  await expect(page.getByLabel(/^Current password/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Addresses' }).click();
  await expect(page.getByText('No address yet')).toBeVisible();
  await expectAccessible(page);

  await page.evaluate(() =>
    localStorage.setItem(
      'language-store',
      JSON.stringify({ state: { language: 'ar' }, version: 0 }),
    ),
  );
  await page.goto('/dashboard/profile');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ملفي الشخصي');
  await expect(page.getByTestId('recent-purchase')).toHaveCount(1);
  await expect(page.getByTestId('recommended-products').getByTestId('product-card')).toHaveCount(4);
  await page.getByRole('button', { name: 'تعديل الملف الشخصي' }).click();
  await expectAccessible(page);

  await page.goto('/dashboard/profile/settings?tab=addresses');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('إعدادات الحساب');
  await page.getByRole('button', { name: 'إضافة عنوان' }).click();
  const dialog = page.getByRole('dialog', { name: 'إضافة عنوان' });
  await dialog.getByRole('button', { name: 'حفظ العنوان' }).click();
  await expect(dialog.getByText('هذا الحقل مطلوب.')).toHaveCount(4);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'إلغاء' }).click();
  await page.getByRole('tab', { name: 'كلمة المرور' }).click();
  await expect(page.getByLabel(/^كلمة المرور الحالية/)).toBeVisible();
  await expectAccessible(page);
});
