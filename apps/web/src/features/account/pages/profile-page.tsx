import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/language';
import { displayNameOf } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useProfile, useProfileOverview } from '../api/profile';
import { ProfileAvatar } from '../components/profile-avatar';
import { ProfileDetailsForm } from '../components/profile-details-form';
import { ProfileMetrics } from '../components/profile-metrics';
import { RecentPurchases } from '../components/recent-purchases';
import { RecommendedProducts } from '../components/recommended-products';

function ProfileSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-busy="true" className="space-y-6">
      <span className="sr-only">{t('profile.page.loading')}</span>
      <div className="flex items-center gap-5 rounded-2xl border border-slate-200 bg-white p-6">
        <Skeleton className="size-28 rounded-full" />
        <div className="flex-1 space-y-3">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-4 w-64" />
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-24 rounded-2xl" />
        ))}
      </div>
      <Skeleton className="h-80 rounded-2xl" />
    </div>
  );
}

/**
 * spec: storefront §2 "Customer profile" (/dashboard/profile): the avatar, the profile form with
 * its edit toggle, the metric panels, recent purchases and recommended products; loading and
 * error-with-retry states (§8 errorLoadingProfile).
 */
export default function ProfilePage() {
  usePageTitle('account.profile');
  const t = useT();
  const format = useFormat();
  const profile = useProfile();
  const overview = useProfileOverview();

  const heading = (
    <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('account.profile')}</h1>
  );

  if (profile.isPending)
    return (
      <div className="space-y-6">
        {heading}
        <ProfileSkeleton />
      </div>
    );

  if (profile.isError)
    return (
      <div className="space-y-6">
        {heading}
        <ErrorState
          title={t('profile.page.errorLoadingProfile')}
          message={t('profile.page.errorLoadingBody')}
          retryLabel={t('profile.page.retry')}
          onRetry={() => {
            void profile.refetch();
            void overview.refetch();
          }}
        />
      </div>
    );

  const user = profile.data;
  const name = displayNameOf(user, t('common.user'));

  return (
    <div className="space-y-8">
      {heading}
      <div className="flex flex-col items-center gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row sm:items-start">
        <ProfileAvatar user={user} name={name} />
        <div className="min-w-0 text-center sm:text-start">
          <p className="text-xl font-bold text-slate-900" data-testid="profile-name">
            {name}
          </p>
          <p className="truncate text-slate-600">{user.email}</p>
          <p className="mt-1 text-sm text-slate-600">
            {t('profile.page.memberSince', {
              date: format.date(user.registrationDate, { dateStyle: 'long' }),
            })}
          </p>
        </div>
      </div>

      {overview.isError ? (
        <ErrorState
          title={t('profile.metrics.unavailable')}
          message={t('profile.page.errorLoadingBody')}
          retryLabel={t('profile.page.retry')}
          onRetry={() => void overview.refetch()}
        />
      ) : (
        <ProfileMetrics overview={overview.data} />
      )}

      <ProfileDetailsForm user={user} />

      {!overview.isError && (
        <>
          <RecentPurchases items={overview.data?.recentPurchases} />
          <RecommendedProducts products={overview.data?.recommended} />
        </>
      )}
    </div>
  );
}
