import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { ArticleComment } from '@souk/shared/responses/content';
import { isArticleId } from '@souk/shared/schemas/content';
import { users } from '../../db/schema/accounts';
import { articleComments } from '../../db/schema/support';
import type { Database } from '../../db/client';
import type { Caller } from '../../plugins/auth';
import { forbidden, notFound } from '../../lib/errors';
import { writeWithinLimit, type WindowLimit } from '../../lib/window-limit';

const commentColumns = {
  id: articleComments.id,
  articleId: articleComments.articleId,
  body: articleComments.body,
  createdAt: articleComments.createdAt,
  firstname: users.firstname,
  lastname: users.lastname,
  userId: articleComments.userId,
};

function toComment(row: {
  id: number;
  articleId: string;
  body: string;
  createdAt: Date;
  firstname: string | null;
  lastname: string | null;
  userId: number;
}): ArticleComment {
  const author =
    [row.firstname, row.lastname ? `${row.lastname[0]}.` : null].filter(Boolean).join(' ') ||
    'Souk customer';
  return {
    id: row.id,
    articleId: row.articleId,
    body: row.body,
    author,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Comments exist only under the blog's own articles: any other id is a 404. */
function assertArticleExists(articleId: string): void {
  if (!isArticleId(articleId)) throw notFound();
}

export async function listArticleComments(
  db: Database,
  articleId: string,
): Promise<ArticleComment[]> {
  assertArticleExists(articleId);
  const rows = await db
    .select(commentColumns)
    .from(articleComments)
    .innerJoin(users, eq(users.id, articleComments.userId))
    .where(eq(articleComments.articleId, articleId))
    .orderBy(asc(articleComments.createdAt), asc(articleComments.id))
    .limit(500);
  return rows.map(toComment);
}

/** A customer posts at most this many comments in a window; more is flooding, not conversation. */
export const COMMENT_LIMIT: WindowLimit = { allowed: 5, windowMinutes: 10 };

export async function addArticleComment(
  db: Database,
  caller: Caller,
  articleId: string,
  body: string,
): Promise<ArticleComment> {
  assertArticleExists(articleId);
  const inserted = await writeWithinLimit(
    db,
    `comment:${caller.userId}`,
    COMMENT_LIMIT,
    async (tx, since) => {
      const [recent] = await tx
        .select({ n: count() })
        .from(articleComments)
        .where(
          and(eq(articleComments.userId, caller.userId), gt(articleComments.createdAt, since)),
        );
      return recent?.n ?? 0;
    },
    async (tx) => {
      const [row] = await tx
        .insert(articleComments)
        .values({ articleId, userId: caller.userId, body })
        .returning({ id: articleComments.id });
      return row!;
    },
  );
  const [row] = await db
    .select(commentColumns)
    .from(articleComments)
    .innerJoin(users, eq(users.id, articleComments.userId))
    .where(eq(articleComments.id, inserted.id));
  return toComment(row!);
}

/** A customer removes one of their own comments; another customer's comment is refused. */
export async function deleteArticleComment(
  db: Database,
  caller: Caller,
  articleId: string,
  commentId: number,
): Promise<void> {
  assertArticleExists(articleId);
  const [comment] = await db
    .select({ userId: articleComments.userId })
    .from(articleComments)
    .where(and(eq(articleComments.id, commentId), eq(articleComments.articleId, articleId)));
  if (!comment) throw notFound();
  if (comment.userId !== caller.userId) throw forbidden();
  await db.delete(articleComments).where(eq(articleComments.id, commentId));
}
