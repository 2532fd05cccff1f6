import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Tag } from '@souk/shared/responses/catalogue';
import {
  applyTranslations,
  type TagCreate,
  type TagDeletion,
  type TagUpdate,
} from '@souk/shared/schemas/catalogue-admin';
import { productTags, tags } from '../../db/schema/catalogue';
import type { Database, Tx } from '../../db/client';
import { AppError } from '../../lib/errors';

const productCount = sql<number>`(select count(*)::int from product_tags pt join products p on p.id = pt.product_id
  join brands b on b.id = p.brand_id where pt.tag_id = "tags"."id" and p.active and b.enabled)`;

const tagColumns = {
  id: tags.id,
  name: tags.name,
  nameTranslations: tags.nameTranslations,
  description: tags.description,
  type: tags.type,
  productCount,
};

export async function listTags(db: Database): Promise<Tag[]> {
  return db.select(tagColumns).from(tags).orderBy(asc(tags.name));
}

export async function getTag(db: Database, id: number): Promise<Tag> {
  const [tag] = await db.select(tagColumns).from(tags).where(eq(tags.id, id));
  if (!tag) throw new AppError('not_found');
  return tag;
}

/*
 * The admin's changes (spec: dashboards §2 "Settings", §7 "POST /tags; PUT /tags/{id} (name,
 * description, type); DELETE /tags/{id}"; issue 13 part 5). A tag's names are in the search
 * documents of its products: a new name or translation, or the tag's removal, refreshes them in
 * the same transaction (decision 005).
 */

/** A tag's name is unique whatever its case, as the index `tags_name_key` (lower(name)) says. */
async function assertNameFree(tx: Tx, name: string, exceptId?: number): Promise<void> {
  const [taken] = await tx
    .select({ id: tags.id })
    .from(tags)
    .where(
      and(
        sql`lower(${tags.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(tags.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw new AppError('tag_name_taken', undefined, { name: 'tag_name_taken' });
}

/** Two admins racing for one name: the unique index answers the same 409. */
function asNameConflict(error: unknown): unknown {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
  const { code, constraint } = cause as { code?: string; constraint?: string };
  if (code === '23505' && (!constraint || constraint === 'tags_name_key'))
    return new AppError('tag_name_taken', undefined, { name: 'tag_name_taken' });
  return error;
}

/** The search documents (and typo lexicon) of these products follow their labels again. */
async function refreshSearch(tx: Tx, productIds: number[]): Promise<void> {
  await tx.execute(sql`select refresh_product_search(${`{${productIds.join(',')}}`}::int[])`);
}

async function taggedProducts(tx: Tx, tagId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: productTags.productId })
    .from(productTags)
    .where(eq(productTags.tagId, tagId));
  return rows.map((row) => row.id);
}

export async function createTag(db: Database, input: TagCreate): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      await assertNameFree(tx, input.name);
      const [row] = await tx
        .insert(tags)
        .values({
          name: input.name,
          nameTranslations: applyTranslations({}, input.nameTranslations),
          description: input.description ?? null,
          type: input.type ?? null,
        })
        .returning({ id: tags.id });
      return row!.id;
    });
  } catch (error) {
    throw asNameConflict(error);
  }
}

/** Only the given fields change; a new name or translation reaches the search at once. */
export async function updateTag(db: Database, id: number, changes: TagUpdate): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(tags).where(eq(tags.id, id)).for('update');
      if (!row) throw new AppError('not_found');
      const renamed = changes.name !== undefined && changes.name !== row.name;
      if (renamed) await assertNameFree(tx, changes.name!, id);
      const nameTranslations =
        changes.nameTranslations === undefined
          ? undefined
          : applyTranslations(row.nameTranslations, changes.nameTranslations);
      const set = Object.fromEntries(
        Object.entries({
          name: changes.name,
          nameTranslations,
          description: changes.description,
          type: changes.type,
        }).filter(([, value]) => value !== undefined),
      );
      if (Object.keys(set).length === 0) return;
      await tx.update(tags).set(set).where(eq(tags.id, id));
      const translated =
        nameTranslations !== undefined &&
        JSON.stringify(nameTranslations) !== JSON.stringify(row.nameTranslations);
      if (renamed || translated) await refreshSearch(tx, await taggedProducts(tx, id));
    });
  } catch (error) {
    throw asNameConflict(error);
  }
}

/**
 * A tag is only a label: deleting it takes it off its products (the link cascades) and their
 * search documents stop naming it.
 */
export async function deleteTag(db: Database, id: number): Promise<TagDeletion> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ id: tags.id }).from(tags).where(eq(tags.id, id)).for('update');
    if (!row) throw new AppError('not_found');
    const productIds = await taggedProducts(tx, id);
    await tx.delete(tags).where(eq(tags.id, id));
    if (productIds.length) await refreshSearch(tx, productIds);
    return { id, productsUntagged: productIds.length };
  });
}
