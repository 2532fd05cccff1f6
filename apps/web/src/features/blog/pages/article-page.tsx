import { useEffect, useMemo, useRef } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { buttonClass } from '../../../components/button';
import { ErrorState } from '../../../components/error-state';
import { FullPageLoader } from '../../../components/full-page-loader';
import { useFormat } from '../../../lib/format';
import { useLanguage, useT } from '../../../lib/language';
import {
  FEATURED_ARTICLE_ID,
  featuredArticles,
  findArticle,
  relatedArticles,
} from '../articles/catalogue';
import type { ArticleBody, ArticleMeta } from '../articles/types';
import { useArticleBody } from '../articles/use-article-body';
import { ArticleCard } from '../components/article-card';
import { ArticleCover } from '../components/article-cover';
import { CalendarIcon, ClockIcon } from '../components/blog-icons';
import { CommentsSection } from '../components/comments-section';
import { ReadingProgress } from '../components/reading-progress';
import { SelectionShare } from '../components/selection-share';
import { ShareButtons } from '../components/share-buttons';
import { TableOfContents, useActiveSection } from '../components/table-of-contents';
import { TagLinks } from '../components/tag-links';
import { articleWordCount, readingMinutes } from '../utils/reading-time';
import { useSiteOrigin } from '../../../lib/render-hints';

/** The document title is the article's own title, which is not a translation key. */
function useArticleTitle(title: string | undefined) {
  const t = useT();
  useEffect(() => {
    const app = t('common.appName');
    document.title = title ? `${title} · ${app}` : app;
  }, [title, t]);
}

function ArticleView({ meta, body }: { meta: ArticleMeta; body: ArticleBody }) {
  const t = useT();
  const language = useLanguage();
  const format = useFormat();
  const textRef = useRef<HTMLDivElement>(null);
  const title = meta.title[language];
  const sectionIds = useMemo(() => body.sections.map((section) => section.id), [body]);
  const active = useActiveSection(sectionIds);
  const minutes = readingMinutes(articleWordCount(title, body));
  const shareUrl = `${useSiteOrigin()}/article/${meta.id}`;
  const featured = featuredArticles(meta.id);
  const related = relatedArticles(meta);

  return (
    <>
      <ReadingProgress target={textRef} />
      <header className="container-page pt-8 sm:pt-12">
        <nav aria-label={t('blog.title')} className="text-sm">
          <Link to="/articles" className="font-semibold text-brand-700 hover:underline">
            {t('blog.allArticles')}
          </Link>
        </nav>
        <div className="mt-4">
          <TagLinks tags={meta.tags} />
        </div>
        <h1 className="mt-4 max-w-4xl text-3xl leading-tight font-extrabold tracking-tight text-slate-900 sm:text-5xl">
          {title}
        </h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">{meta.excerpt[language]}</p>
        <ul className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-700">
          <li className="font-semibold text-slate-900">
            {t('blog.byAuthor', { author: meta.author[language] })}
          </li>
          <li className="flex items-center gap-1.5">
            <CalendarIcon className="text-brand-700" />
            <time dateTime={meta.publishedAt}>
              {t('blog.publishedOn', {
                date: format.date(meta.publishedAt, { dateStyle: 'long' }),
              })}
            </time>
          </li>
          <li className="flex items-center gap-1.5" data-testid="reading-time">
            <ClockIcon className="text-brand-700" />
            {t('blog.readingTime', { minutes })}
          </li>
        </ul>
        <ArticleCover theme={meta.cover} className="mt-8 h-44 rounded-3xl sm:h-72" />
      </header>

      <div className="container-page grid gap-10 py-10 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-14">
        <div className="min-w-0 space-y-8">
          <TableOfContents sections={body.sections} active={active} variant="inline" />
          <div
            ref={textRef}
            className="relative max-w-3xl space-y-10 text-lg leading-relaxed text-slate-800"
            data-testid="article-text"
          >
            <p className="text-xl leading-relaxed font-medium text-slate-900">{body.lead}</p>
            {body.sections.map((section) => (
              <section key={section.id} aria-labelledby={section.id} className="space-y-4">
                <h2
                  id={section.id}
                  tabIndex={-1}
                  className="scroll-mt-24 text-2xl font-bold tracking-tight text-slate-900 focus:outline-none"
                >
                  {section.heading}
                </h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {section.items && (
                  <ul className="list-disc space-y-2 ps-6 marker:text-brand-700">
                    {section.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )}
                {section.quote && (
                  <blockquote className="border-s-4 border-accent-400 bg-amber-50 py-4 ps-5 pe-4 text-xl font-semibold text-slate-900 italic">
                    {section.quote}
                  </blockquote>
                )}
              </section>
            ))}
            <SelectionShare container={textRef} url={shareUrl} />
          </div>
          <div className="max-w-3xl space-y-6 border-t border-slate-200 pt-8">
            <div>
              <p className="mb-2 text-sm font-semibold text-slate-900">{t('blog.tags')}</p>
              <TagLinks tags={meta.tags} />
            </div>
            <ShareButtons url={shareUrl} title={title} />
          </div>
        </div>

        <div className="hidden lg:block">
          <div className="sticky top-24 space-y-8">
            <TableOfContents sections={body.sections} active={active} variant="sidebar" />
            <ShareButtons url={shareUrl} title={title} />
            {featured.length > 0 && (
              <section aria-labelledby="featured-articles">
                <h2
                  id="featured-articles"
                  className="mb-3 text-sm font-bold tracking-wide text-slate-600 uppercase"
                >
                  {t('blog.featuredTitle')}
                </h2>
                <ul className="space-y-4">
                  {featured.map((article) => (
                    <li key={article.id}>
                      <ArticleCard article={article} compact />
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        </div>
      </div>

      {featured.length > 0 && (
        <section
          aria-labelledby="featured-articles-mobile"
          className="container-page pb-10 lg:hidden"
        >
          <h2
            id="featured-articles-mobile"
            className="text-2xl font-bold tracking-tight text-slate-900"
          >
            {t('blog.featuredTitle')}
          </h2>
          <ul className="mt-5 space-y-4">
            {featured.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} compact />
              </li>
            ))}
          </ul>
        </section>
      )}

      {related.length > 0 && (
        <section aria-labelledby="related-articles" className="bg-white py-12">
          <div className="container-page">
            <h2 id="related-articles" className="text-2xl font-bold tracking-tight text-slate-900">
              {t('blog.relatedTitle')}
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((article) => (
                <li key={article.id}>
                  <ArticleCard article={article} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      <div className="container-page py-12">
        <div className="max-w-3xl">
          <CommentsSection articleId={meta.id} />
        </div>
      </div>
    </>
  );
}

/**
 * /article (the featured article) and /article/{articleId} — spec: storefront §2 Article page.
 */
export default function ArticlePage() {
  const t = useT();
  const language = useLanguage();
  const { articleId = FEATURED_ARTICLE_ID } = useParams();
  const { hash } = useLocation();
  const meta = findArticle(articleId);
  const body = useArticleBody(articleId, meta !== undefined);
  useArticleTitle(meta ? meta.title[language] : t('blog.notFoundTitle'));

  // An address with #section (or #comments after login) opens at that section once the text is
  // there (the router's scroll restoration starts other pages at their top).
  const loaded = body.data !== undefined;
  useEffect(() => {
    if (!loaded) return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ block: 'start' });
    // Only when the article changes or first appears, not while it is read (hash is left out).
  }, [articleId, loaded]);

  if (!meta)
    return (
      <section className="container-page flex flex-1 flex-col items-center justify-center py-20 text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
          {t('blog.notFoundTitle')}
        </h1>
        <p className="mt-4 max-w-md text-slate-600">{t('blog.notFoundBody')}</p>
        <Link to="/articles" className={buttonClass('primary', 'lg', 'mt-8')}>
          {t('blog.allArticles')}
        </Link>
      </section>
    );
  if (!body.data)
    return body.isError ? (
      <div className="container-page py-16">
        <ErrorState
          title={t('blog.loadFailed')}
          message={t('common.networkError')}
          onRetry={() => void body.refetch()}
          retryLabel={t('blog.retry')}
        />
      </div>
    ) : (
      <FullPageLoader label={t('blog.loadingArticle')} size="section" />
    );
  return <ArticleView meta={meta} body={body.data} />;
}
