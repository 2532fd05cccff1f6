import { useT } from '../lib/language';
import { GridIcon } from './icons';
import { ListIcon } from './shop-icons';

export type ViewMode = 'grid' | 'list';

/** Grid or list: two pressed-state buttons. */
export function ViewToggle({
  value,
  onChange,
}: {
  value: ViewMode;
  onChange: (view: ViewMode) => void;
}) {
  const t = useT();
  const options = [
    { view: 'grid' as const, label: t('catalogue.view.grid'), Icon: GridIcon },
    { view: 'list' as const, label: t('catalogue.view.list'), Icon: ListIcon },
  ];
  return (
    <div
      role="group"
      aria-label={t('catalogue.view.label')}
      className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5 shadow-sm"
    >
      {options.map(({ view, label, Icon }) => (
        <button
          key={view}
          type="button"
          aria-pressed={value === view}
          aria-label={label}
          title={label}
          onClick={() => onChange(view)}
          className={`rounded-md p-2 transition-colors ${
            value === view ? 'bg-brand-700 text-white' : 'text-slate-600 hover:bg-slate-100'
          }`}
        >
          <Icon size={18} />
        </button>
      ))}
    </div>
  );
}
