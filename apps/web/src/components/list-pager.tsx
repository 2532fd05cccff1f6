import { useFormat } from '../lib/format';
import { Pagination } from './pagination';
import { SelectField } from './select-field';

/** What the range and the pager read from one of the API's zero-based pages. */
export type PageFigures = {
  /** zero-based, as the API pages */
  number: number;
  size: number;
  totalElements: number;
  totalPages: number;
  content: readonly unknown[];
};

/** The rows a page shows, 1-based, and how many there are in all, as the language writes them. */
export type PageRangeNumbers = { from: string; to: string; total: string };

/**
 * "X to Y of N" for a page of a list (spec: dashboards §8 "Lists"), said politely to screen
 * readers when it changes. `text` turns the numbers into the list's own sentence.
 */
export function PageRange({
  page,
  text,
  className = 'text-sm text-slate-700',
}: {
  page: PageFigures;
  text: (range: PageRangeNumbers) => string;
  className?: string;
}) {
  const format = useFormat();
  const first = page.number * page.size;
  return (
    <p role="status" className={className}>
      {text({
        from: format.count(first + 1),
        to: format.count(first + page.content.length),
        total: format.count(page.totalElements),
      })}
    </p>
  );
}

/**
 * Below a paged table (spec: dashboards §2, §9 — page sizes with a default, "X to Y of N", the
 * pager): the page-size select, the range and the page links. `page` is 1-based.
 */
export function ListPager({
  data,
  page,
  onPage,
  pagerLabel,
  rangeText,
  size,
  sizes,
  sizeLabel,
  onSize,
  ends,
}: {
  data: PageFigures;
  page: number;
  onPage: (page: number) => void;
  pagerLabel?: string;
  rangeText: (range: PageRangeNumbers) => string;
  size: number;
  sizes: readonly number[];
  sizeLabel: string;
  onSize: (size: number) => void;
  /** the names of the pager's first and last page buttons; none when absent */
  ends?: { first: string; last: string };
}) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <SelectField
          label={sizeLabel}
          value={size}
          onChange={(event) => onSize(Number(event.target.value))}
        >
          {sizes.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
        <PageRange page={data} text={rangeText} />
      </div>
      <Pagination
        page={page}
        totalPages={data.totalPages}
        onChange={onPage}
        label={pagerLabel}
        ends={ends}
      />
    </>
  );
}
