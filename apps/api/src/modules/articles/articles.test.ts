import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleComments } from '../../db/schema/support';
import { buildTestApp, createAccount, login, type TestApp } from '../../test/helper';

let t: TestApp;
let nour: { authorization: string };
let sami: { authorization: string };
let leila: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  await createAccount(t.db, { email: 'reader@example.tn', firstname: 'Nour', lastname: 'Haddad' });
  await createAccount(t.db, { email: 'other@example.tn', firstname: 'Sami', lastname: 'Jaziri' });
  nour = await login(t.app, 'reader@example.tn');
  sami = await login(t.app, 'other@example.tn');
  await createAccount(t.db, { email: 'chatty@example.tn', firstname: 'Leila' });
  leila = await login(t.app, 'chatty@example.tn');
});
afterAll(() => t.close());

const url = (articleId: string) => `/api/v1/articles/${articleId}/comments`;
const post = (articleId: string, body: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: url(articleId), headers, payload: { body } });

describe('article comments', () => {
  it('lets a signed-in customer comment, shows comments to everyone, refuses anonymous posts', async () => {
    expect((await post('summer-style-guide', 'Hello')).statusCode).toBe(401);
    const posted = await post('summer-style-guide', 'Lovely ideas, merci !', nour);
    expect(posted.statusCode).toBe(201);
    expect(posted.json().data).toMatchObject({ body: 'Lovely ideas, merci !', author: 'Nour H.' });
    expect((await post('summer-style-guide', ' ', nour)).statusCode).toBe(400);

    const list = await t.app.inject({ method: 'GET', url: url('summer-style-guide') });
    expect(list.json().data.map((c: { body: string }) => c.body)).toEqual([
      'Lovely ideas, merci !',
    ]);
    const other = await t.app.inject({ method: 'GET', url: url('eco-friendly-home') });
    expect(other.json().data).toEqual([]);
  });

  it('answers 404 for an article the blog does not have, and stores nothing', async () => {
    const before = (await t.db.select().from(articleComments)).length;
    const posted = await post('no-such-article', 'A comment nobody can read', nour);
    expect(posted.statusCode).toBe(404);
    expect(posted.json()).toMatchObject({ success: false, errorCode: 'not_found' });
    expect(await t.db.select().from(articleComments)).toHaveLength(before);
    const list = await t.app.inject({ method: 'GET', url: url('no-such-article') });
    expect(list.statusCode).toBe(404);
  });

  it('lets the author delete their own comment, and only theirs', async () => {
    const id = (await post('made-in-tunisia-crafts', 'To be removed', nour)).json().data
      .id as number;
    const remove = (headers: Record<string, string>, articleId = 'made-in-tunisia-crafts') =>
      t.app.inject({ method: 'DELETE', url: `${url(articleId)}/${id}`, headers });

    expect((await remove({})).statusCode).toBe(401);
    expect((await remove(sami)).statusCode).toBe(403);
    // The comment belongs to its own article: another article's address does not reach it.
    expect((await remove(nour, 'summer-style-guide')).statusCode).toBe(404);
    expect((await remove(nour)).statusCode).toBe(200);
    expect((await remove(nour)).statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: url('made-in-tunisia-crafts') });
    expect(list.json().data).toEqual([]);
  });

  it('refuses a sixth comment from one customer within 10 minutes with 429', async () => {
    for (let i = 1; i <= 5; i++)
      expect((await post('shopping-safely-online', `Comment number ${i}`, leila)).statusCode).toBe(
        201,
      );
    const sixth = await post('eco-friendly-home', 'One more, elsewhere', leila);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ success: false, errorCode: 'too_many_requests' });
    // Others are not held back by her.
    expect((await post('shopping-safely-online', 'My turn', sami)).statusCode).toBe(201);
  });
});
