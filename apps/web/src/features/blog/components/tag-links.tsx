import { Link } from 'react-router';
import { hasTranslation, type TranslationKey } from '../../../lib/i18n';
import { useT, type TFunction } from '../../../lib/language';
import { TagIcon } from '../../../components/icons';

/** A tag's name in the reader's language (an unknown tag from an address shows as written). */
export function tagName(tag: string, t: TFunction): string {
  const key = `blog.tagNames.${tag}`;
  return hasTranslation(key) ? t(key as TranslationKey) : tag;
}

/** spec: storefront §2 Article page — tags link to /articles?tag={tag}. */
export function TagLinks({ tags, label }: { tags: readonly string[]; label?: string }) {
  const t = useT();
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label ?? t('blog.tags')}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={`/articles?tag=${encodeURIComponent(tag)}`}
            className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-100"
          >
            <TagIcon size={14} />
            {tagName(tag, t)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
