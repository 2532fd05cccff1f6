import { ErrorState } from '../../../../components/error-state';
import { PasswordChangeForm } from '../../../../components/password-change-form';
import { Skeleton } from '../../../../components/skeleton';
import { useT } from '../../../../lib/language';
import { useChangeBrandPassword } from '../api/change-brand-password';
import { useBrandProfile } from '../api/get-brand-profile';
import { BrandProfileForm } from '../components/brand-profile-form';
import { useBankDetails } from '../api/bank-details';
import { BankDetailsForm } from '../components/bank-details-form';

/**
 * spec: dashboards §2 "Brand screens: Settings" (/dashboard/brand/settings): the brand's profile,
 * contact info and social media in one form, its bank details for payouts (decision 027), and the
 * change of the brand login's password. The
 * layout's header carries the page title.
 */
export default function BrandSettingsPage() {
  const t = useT();
  const profile = useBrandProfile();
  const changePassword = useChangeBrandPassword();
  const bankDetails = useBankDetails();

  if (profile.isPending)
    return (
      <div role="status" aria-busy="true" className="mx-auto max-w-4xl space-y-6">
        <span className="sr-only">{t('brandSettings.loading')}</span>
        {[0, 1, 2].map((card) => (
          <div key={card} className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6">
            <Skeleton className="h-6 w-48" />
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ))}
      </div>
    );

  if (profile.isError)
    return (
      <ErrorState
        className="mx-auto max-w-4xl"
        title={t('brandSettings.loadError')}
        message={t('brandSettings.loadErrorBody')}
        retryLabel={t('brandSettings.retry')}
        onRetry={() => void profile.refetch()}
      />
    );

  const brand = profile.data;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      {/* a fresh form for another brand (an admin's session changing) */}
      <BrandProfileForm key={brand.id} brand={brand} />
      {bankDetails.data && <BankDetailsForm key={`bank-${brand.id}`} details={bankDetails.data} />}
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <PasswordChangeForm
          email={brand.user.email}
          change={changePassword}
          namespace="brandSettings.password"
        />
      </div>
    </div>
  );
}
