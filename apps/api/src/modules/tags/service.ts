import { asc, eq, sql } from 'drizzle-orm';
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
import {
  asNameConflict,
  assertNameFree,
  labelUpdate,
  refreshProductSearch,
  type LabelKind,
} from '../categories/label-writes';

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
const TAG: LabelKind = {
  table: tags,
  id: tags.id,
  name: tags.name,
  nameTaken: 'tag_name_taken',
  uniqueIndex: 'tags_name_key',
};

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
      await assertNameFree(tx, TAG, input.name);
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
    throw asNameConflict(TAG, error);
  }
}

/** Only the given fields change; a new name or translation reaches the search at once. */
export async function updateTag(db: Database, id: number, changes: TagUpdate): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(tags).where(eq(tags.id, id)).for('update');
      if (!row) throw new AppError('not_found');
      const { set, renamed, searchChanged } = labelUpdate(row, changes, {
        description: changes.description,
        type: changes.type,
      });
      if (renamed) await assertNameFree(tx, TAG, changes.name!, { exceptId: id });
      if (Object.keys(set).length === 0) return;
      await tx.update(tags).set(set).where(eq(tags.id, id));
      if (searchChanged) await refreshProductSearch(tx, await taggedProducts(tx, id));
    });
  } catch (error) {
    throw asNameConflict(TAG, error);
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
    if (productIds.length) await refreshProductSearch(tx, productIds);
    return { id, productsUntagged: productIds.length };
  });
}
