/** A grey block that pulses while content loads; hidden from assistive technology. */
export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`block animate-pulse rounded-md bg-slate-200 ${className}`}
    />
  );
}

/**
 * A list while it loads: `count` grey rows (or cards) in `className`'s layout, and `label` said to
 * screen readers.
 */
export function ListSkeleton({
  label,
  count = 5,
  className = 'grid gap-3',
  itemClassName = 'h-12 rounded-xl',
}: {
  label: string;
  count?: number;
  className?: string;
  itemClassName?: string;
}) {
  return (
    <div role="status" aria-busy="true" className={className}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className={itemClassName} />
      ))}
    </div>
  );
}

/** The waiting shape of a product card (grid or list). */
export function ProductCardSkeleton({ layout = 'grid' }: { layout?: 'grid' | 'list' }) {
  if (layout === 'list')
    return (
      <div className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-3">
        <Skeleton className="aspect-square w-28 shrink-0 rounded-xl sm:w-40" />
        <div className="flex flex-1 flex-col gap-2 py-1">
          <Skeleton className="h-3 w-24" />
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-4 w-32" />
          <Skeleton className="mt-auto h-6 w-28" />
        </div>
      </div>
    );
  return (
    <div className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <Skeleton className="aspect-square w-full rounded-none" />
      <div className="flex flex-col gap-2 p-4">
        <Skeleton className="h-3 w-20" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-24" />
        <Skeleton className="mt-2 h-6 w-28" />
      </div>
    </div>
  );
}

/** A list of product card skeletons announced once as "Loading...". */
export function ProductGridSkeleton({
  count,
  label,
  layout = 'grid',
  className,
}: {
  count: number;
  label: string;
  layout?: 'grid' | 'list';
  className: string;
}) {
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <span className="sr-only">{label}</span>
      <div className={className}>
        {Array.from({ length: count }, (_, index) => (
          <ProductCardSkeleton key={index} layout={layout} />
        ))}
      </div>
    </div>
  );
}

/** The waiting shape of a report's panels (a title and a chart each), announced once as `label`. */
export function ReportPanelsSkeleton({ label, panels = 2 }: { label: string; panels?: number }) {
  return (
    <div role="status" aria-busy="true" className="grid gap-4 lg:grid-cols-2">
      <span className="sr-only">{label}</span>
      {Array.from({ length: panels }, (_, index) => (
        <div
          key={index}
          className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5"
        >
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-48 w-full" />
        </div>
      ))}
    </div>
  );
}
