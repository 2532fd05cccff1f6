import { Spinner } from '../../../components/spinner';

/** A header panel while its list loads (a spinner) or after it failed (the reason). */
export function PanelStatus({ failure, loading }: { failure: string | null; loading: string }) {
  return (
    <div className="flex justify-center p-8" role={failure ? 'alert' : 'status'}>
      {failure ? (
        <p className="text-sm text-red-800">{failure}</p>
      ) : (
        <>
          <Spinner size={24} />
          <span className="sr-only">{loading}</span>
        </>
      )}
    </div>
  );
}
