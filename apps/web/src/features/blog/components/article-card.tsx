import { Link } from 'react-router';
import { useFormat } from '../../../lib/format';
import { useLanguage, useT } from '../../../lib/language';
import type { ArticleMeta } from '../articles/types';
import { ArticleCover } from './article-cover';
import { tagName } from './tag-links';

/** An article in a list: cover, tags, title (the link to /article/{id}), excerpt, date. */
export function ArticleCard({
  article,
  compact = false,
  headingLevel = 3,
}: {
  article: ArticleMeta;
  compact?: boolean;
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  const language = useLanguage();
  const format = useFormat();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (compact)
    return (
      <article className="group relative flex gap-3">
        <ArticleCover theme={article.cover} className="size-16 shrink-0 rounded-xl" />
        <div className="min-w-0">
          <Heading className="text-sm leading-snug font-semibold text-slate-900">
            <Link
              to={`/article/${article.id}`}
              className="after:absolute after:inset-0 group-hover:text-brand-800 group-hover:underline"
            >
              {article.title[language]}
            </Link>
          </Heading>
          <p className="mt-1 text-xs text-slate-600">{format.date(article.publishedAt)}</p>
        </div>
      </article>
    );
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <ArticleCover theme={article.cover} className="aspect-[16/9]" />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">
          {article.tags.map((tag) => tagName(tag, t)).join(' · ')}
        </p>
        <Heading className="mt-2 text-lg leading-snug font-bold text-slate-900">
          <Link
            to={`/article/${article.id}`}
            className="after:absolute after:inset-0 group-hover:text-brand-800"
          >
            {article.title[language]}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-sm text-slate-700">{article.excerpt[language]}</p>
        <p className="mt-4 text-xs text-slate-600">
          {article.author[language]} · {format.date(article.publishedAt)}
        </p>
      </div>
    </article>
  );
}
