import { asc, eq, sql } from 'drizzle-orm';
import type { Tag } from '@souk/shared/responses/catalogue';
import { tags } from '../../db/schema/catalogue';
import type { Database } from '../../db/client';
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
