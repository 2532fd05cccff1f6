import {
  createContext,
  lazy,
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import type { MyProductReview, Review } from '@souk/shared/responses/catalogue';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { useDeleteReview } from '../api/delete-review';
import { useMyReview } from '../api/get-my-review';

/** The form and its validation load when a customer writes or edits a review, not with the page. */
const ReviewForm = lazy(() =>
  import('./review-form').then((module) => ({ default: module.ReviewForm })),
);

/*
 * Writing a review on the product page (storefront §2 "Reviews on the product page"): the
 * signed-in customer who received the product sees the form; once they have reviewed it, an
 * already-reviewed message until they choose Edit (the form, prefilled); their own review in the
 * list carries Edit and Delete, and Delete asks first. Nobody else sees any of it.
 */

type ReviewEditor = {
  productId: number;
  mine: MyProductReview | undefined;
  editing: boolean;
  /** the form opened from an Edit button: its comment takes the focus */
  editRequested: boolean;
  startEditing: () => void;
  stopEditing: () => void;
  askDelete: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
};

const ReviewEditorContext = createContext<ReviewEditor | null>(null);

function useReviewEditor(): ReviewEditor | null {
  return use(ReviewEditorContext);
}

/** Holds what the writer and the list share: whether the form is open, and the delete question. */
export function ReviewEditorProvider({
  productId,
  children,
}: {
  productId: number;
  children: ReactNode;
}) {
  const t = useT();
  const mine = useMyReview(productId);
  const remove = useDeleteReview(productId);
  const [editing, setEditing] = useState(false);
  const [editRequested, setEditRequested] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const own = mine.data?.review ?? null;

  const confirmDelete = async () => {
    if (!own) return;
    try {
      await remove.mutateAsync(own.id);
      setEditing(false);
      toast.success(t('reviews.deleted'));
      headingRef.current?.focus();
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401))
        toast.error(t('reviews.deleteError', { reason: apiErrorMessage(error, t) }));
    }
  };

  const editor: ReviewEditor = {
    productId,
    mine: mine.data,
    editing,
    editRequested,
    startEditing: () => {
      setEditing(true);
      setEditRequested(true);
    },
    stopEditing: () => {
      setEditing(false);
      setEditRequested(false);
    },
    askDelete: () => setConfirming(true),
    headingRef,
  };

  return (
    <ReviewEditorContext value={editor}>
      {children}
      <ConfirmDialog
        open={confirming}
        title={t('reviews.deleteTitle')}
        body={t('reviews.deleteBody')}
        confirmLabel={t('reviews.confirmDelete')}
        cancelLabel={t('reviews.keep')}
        onConfirm={() => void confirmDelete()}
        onClose={() => setConfirming(false)}
      />
    </ReviewEditorContext>
  );
}

/** The part above the reviews: the form, or the already-reviewed message; nothing for others. */
export function ReviewWriter() {
  const t = useT();
  const format = useFormat();
  const editor = useReviewEditor();
  const [focusHeading, setFocusHeading] = useState(false);

  useEffect(() => {
    if (!focusHeading) return;
    editor?.headingRef.current?.focus();
    setFocusHeading(false);
  }, [focusHeading, editor?.headingRef]);

  if (!editor?.mine) return null;
  const { review, canReview } = editor.mine;
  if (!review && !canReview) return null;

  const showForm = !review || editor.editing;
  const title = !review
    ? t('reviews.writeTitle')
    : editor.editing
      ? t('reviews.editTitle')
      : t('reviews.yourReview');
  const done = () => {
    editor.stopEditing();
    setFocusHeading(true);
  };

  return (
    <section
      aria-labelledby={`review-writer-${editor.productId}`}
      className="mb-8 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
      data-testid="review-writer"
    >
      <h3
        id={`review-writer-${editor.productId}`}
        ref={editor.headingRef}
        tabIndex={-1}
        className="mb-4 text-lg font-bold text-slate-900 focus:outline-none"
      >
        {title}
      </h3>
      {showForm ? (
        <Suspense
          fallback={
            <p role="status" className="flex items-center gap-2 text-slate-600">
              <Spinner />
              {t('common.loading')}
            </p>
          }
        >
          <ReviewForm
            // a new form (and new defaults) for each review being edited or written
            key={review ? `edit-${review.id}-${review.updatedAt}` : 'new'}
            productId={editor.productId}
            review={review}
            autoFocus={editor.editRequested}
            onSaved={done}
            onCancel={review ? done : () => undefined}
          />
        </Suspense>
      ) : (
        <Alert tone="info">
          <p className="font-semibold">{t('reviews.alreadyReviewed')}</p>
          <p className="mt-1">{t('reviews.reviewedOn', { date: format.date(review.createdAt) })}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Button size="sm" variant="secondary" onClick={editor.startEditing}>
              {t('reviews.edit')}
            </Button>
            <Button size="sm" variant="secondary" onClick={editor.askDelete}>
              {t('reviews.delete')}
            </Button>
          </div>
        </Alert>
      )}
    </section>
  );
}

/** Edit and Delete on the author's own review in the list (storefront §2: the author only). */
export function OwnReviewActions({ review }: { review: Review }) {
  const t = useT();
  const editor = useReviewEditor();
  if (!editor || editor.mine?.review?.id !== review.id) return null;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
        {t('reviews.yours')}
      </span>
      <Button
        size="sm"
        variant="link"
        // the form opens above the list, its comment focused (and so scrolled to)
        onClick={editor.startEditing}
      >
        {t('reviews.edit')}
      </Button>
      <Button size="sm" variant="link" onClick={editor.askDelete}>
        {t('reviews.delete')}
      </Button>
    </div>
  );
}
