/** A section's title (its `id` labels the section) and a line introducing it. */
export function SectionTitle({ id, title, intro }: { id: string; title: string; intro: string }) {
  return (
    <div>
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{intro}</p>
    </div>
  );
}
