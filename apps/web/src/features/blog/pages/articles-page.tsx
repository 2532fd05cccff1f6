import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { NewsletterBlock } from '../../../components/newsletter-block';
import { useT } from '../../../lib/language';
import { ARTICLES, articlesTagged } from '../articles/catalogue';
import { ARTICLE_TAGS } from '../articles/types';
import { ArticleCard } from '../components/article-card';
import { tagName } from '../components/tag-links';

/** /articles and /articles?tag={tag} — the blog's articles, all or those with one tag. */
export default function ArticlesPage() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const tag = searchParams.get('tag')?.trim() || null;
  const articles = tag ? articlesTagged(tag) : ARTICLES;
  const title = tag ? t('blog.list.taggedTitle', { tag: tagName(tag, t) }) : t('blog.list.title');

  useEffect(() => {
    document.title = `${title} · ${t('common.appName')}`;
  }, [title, t]);

  const chipClass = (selected: boolean) =>
    `inline-flex rounded-full border px-3.5 py-1.5 text-sm font-semibold transition-colors ${
      selected
        ? 'border-brand-700 bg-brand-700 text-white'
        : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-800'
    }`;

  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="container-page py-10 sm:py-14">
          <p className="text-sm font-semibold tracking-wider text-accent-300 uppercase">
            {t('blog.title')}
          </p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-3 max-w-2xl text-brand-50">{t('blog.list.subtitle')}</p>
        </div>
      </section>
      <div className="container-page py-10 sm:py-12">
        <nav aria-label={t('blog.list.filterLabel')}>
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link
                to="/articles"
                aria-current={tag === null ? 'page' : undefined}
                className={chipClass(tag === null)}
              >
                {t('blog.list.allTags')}
              </Link>
            </li>
            {ARTICLE_TAGS.map((option) => (
              <li key={option}>
                <Link
                  to={`/articles?tag=${option}`}
                  aria-current={tag === option ? 'page' : undefined}
                  className={chipClass(tag === option)}
                >
                  {tagName(option, t)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mt-6 text-sm text-slate-600" role="status">
          {t('blog.list.count', { count: articles.length })}
        </p>
        {articles.length === 0 ? (
          <EmptyState
            className="mt-4"
            title={t('blog.list.empty')}
            action={
              <Link to="/articles" className={buttonClass('primary')}>
                {t('blog.list.showAll')}
              </Link>
            }
          />
        ) : (
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="article-list">
            {articles.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} headingLevel={2} />
              </li>
            ))}
          </ul>
        )}
        {/* Readers of the blog are who the newsletter is for. */}
        <NewsletterBlock className="mt-14" />
      </div>
    </>
  );
}
