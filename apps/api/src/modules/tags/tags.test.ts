import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productTags } from '../../db/schema/catalogue';
import {
  searchNames,
  send,
  settingsWorld,
  storefront,
  type Headers,
  type SettingsWorld,
} from '../categories/settings-test-kit';

/**
 * dashboards §2 "Settings", §3 "Tag" (type is free text), §5 "Categories, brand categories, tags",
 * §7 GET /tags, POST /tags, PUT and DELETE /tags/{id}; issue 13 part 5. The response cache is on:
 * the storefront and its search follow every change at once.
 */

let t: SettingsWorld['t'];
let fx: SettingsWorld['fx'];
let admin: Headers;
let customer: Headers;
beforeAll(async () => {
  ({ t, fx, admin, customer } = await settingsWorld());
});
afterAll(() => t.close());

const call = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Headers = admin,
) => send(t, headers, method, url, payload);

const tagNames = async () =>
  ((await storefront(t, '/tags')) as Array<{ name: string }>).map((x) => x.name);

describe('POST /tags', () => {
  it('creates a tag with its description, free-text type and translations, listed at once', async () => {
    expect(await tagNames()).not.toContain('handmade'); // cached now
    const response = await call('POST', '/tags', {
      name: ' handmade ',
      description: 'Made by an artisan.',
      type: ' Craft ',
      nameTranslations: { fr: 'fait main', ar: 'صناعة يدوية' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toEqual({
      id: expect.any(Number),
      name: 'handmade',
      nameTranslations: { fr: 'fait main', ar: 'صناعة يدوية' },
      description: 'Made by an artisan.',
      type: 'Craft',
      productCount: 0,
    });
    expect(await tagNames()).toContain('handmade');
    const bare = await call('POST', '/tags', { name: 'vintage' });
    expect(bare.json().data).toMatchObject({ description: null, type: null, nameTranslations: {} });
  });

  it("requires a name ('name is required') and keeps the lengths", async () => {
    expect((await call('POST', '/tags', { name: '   ' })).json().errors).toEqual({
      name: 'name is required',
    });
    const long = await call('POST', '/tags', {
      name: 't'.repeat(101),
      description: 'd'.repeat(501),
      type: 'y'.repeat(51),
      nameFr: 'f'.repeat(101),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({
      name: 'Must be at most 100 characters.',
      description: 'The description must be at most 500 characters.',
      type: 'This text is too long.',
      nameFr: 'Must be at most 100 characters.',
    });
  });

  it('keeps names unique whatever their case (409)', async () => {
    const response = await call('POST', '/tags', { name: 'SUMMER' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      errorCode: 'tag_name_taken',
      errors: { name: 'A tag with this name already exists.' },
    });
  });

  it('is for admins only', async () => {
    expect((await call('POST', '/tags', { name: 'x' }, {})).statusCode).toBe(401);
    expect((await call('POST', '/tags', { name: 'x' }, customer)).statusCode).toBe(403);
    const id = fx.tags.office.id;
    expect((await call('PUT', `/tags/${id}`, { name: 'x' }, customer)).statusCode).toBe(403);
    expect((await call('DELETE', `/tags/${id}`, undefined, customer)).statusCode).toBe(403);
  });
});

describe('PUT /tags/{id}', () => {
  it('renames a tag: its products are found by the new name and translation at once', async () => {
    expect(await searchNames(t, 'sustainable')).toEqual([]); // cached now
    const response = await call('PUT', `/tags/${fx.tags.eco.id}`, {
      name: 'sustainable',
      nameFr: 'durable',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'sustainable',
      nameTranslations: { fr: 'durable' },
      productCount: 2,
    });
    expect(await searchNames(t, 'sustainable')).toEqual(
      expect.arrayContaining(['Bamboo Notebook', 'Oak Standing Desk']),
    );
    expect(await searchNames(t, 'durable')).toContain('Bamboo Notebook');
    expect(await tagNames()).toContain('sustainable');
  });

  it('changes only what is given and keeps names unique', async () => {
    const id = fx.tags.office.id;
    const typed = await call('PUT', `/tags/${id}`, { type: 'Use', description: 'For work.' });
    expect(typed.json().data).toMatchObject({
      name: 'office',
      type: 'Use',
      description: 'For work.',
    });
    const cleared = await call('PUT', `/tags/${id}`, { type: '', description: null });
    expect(cleared.json().data).toMatchObject({ type: null, description: null });
    expect((await call('PUT', `/tags/${id}`, { name: 'Summer' })).statusCode).toBe(409);
    expect((await call('PUT', `/tags/${id}`, { name: 'OFFICE' })).json().data.name).toBe('OFFICE');
    expect((await call('PUT', '/tags/999999', { name: 'Ghost' })).statusCode).toBe(404);
  });

  it('refuses half a character (a lone surrogate) in any text: 400, nothing stored mangled', async () => {
    const id = fx.tags.office.id;
    const broken = await call('PUT', `/tags/${id}`, {
      name: 'off\ud800ice',
      description: '\udc00',
      type: 'Use\ud83d',
      nameFr: 'bureau\udfff',
    });
    expect(broken.statusCode).toBe(400);
    const refused = 'This text contains characters that are not allowed.';
    expect(broken.json().errors).toEqual({
      name: refused,
      description: refused,
      type: refused,
      nameFr: refused,
    });
    expect((await call('POST', '/tags', { name: '\ud800' })).statusCode).toBe(400);
    // a whole character of two halves is a character like any other
    expect((await call('PUT', `/tags/${id}`, { type: 'Use 😀' })).json().data.type).toBe('Use 😀');
  });
});

describe('DELETE /tags/{id}', () => {
  it('takes the tag off its products; the search stops finding them by it', async () => {
    const id = fx.tags.summer.id;
    const tagged = await t.db.select().from(productTags).where(eq(productTags.tagId, id));
    expect(await searchNames(t, 'été')).toContain('Summer Hat'); // by the tag's French name
    const response = await call('DELETE', `/tags/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ id, productsUntagged: tagged.length });
    expect(await tagNames()).not.toContain('summer');
    expect(await searchNames(t, 'été')).not.toContain('Summer Hat');
    expect((await call('DELETE', `/tags/${id}`)).statusCode).toBe(404);
  });
});
