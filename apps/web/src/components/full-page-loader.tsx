import { Spinner } from './spinner';

const heights = { screen: 'min-h-dvh', section: 'min-h-[50vh]' };

/** A waiting state with a text that screen readers announce. */
export function FullPageLoader({
  label,
  overlay = false,
  size = 'screen',
}: {
  label: string;
  overlay?: boolean;
  size?: keyof typeof heights;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={`flex flex-col items-center justify-center gap-4 text-slate-700 ${heights[size]} ${
        overlay ? 'fixed inset-0 z-[100] bg-white/90 backdrop-blur-sm' : ''
      }`}
    >
      <Spinner size={36} className="text-brand-700" />
      <p className="text-base font-medium">{label}</p>
    </div>
  );
}
