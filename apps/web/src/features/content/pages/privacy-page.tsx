import { useT } from '../../../lib/language';
import { usePageTitle } from '../../../lib/use-page-title';
import { LegalDocumentView } from '../components/legal-document';
import { PageHeader } from '../components/page-header';

/** /privacy — the Privacy Policy of the /terms tab, as a page of its own (the same document). */
export default function PrivacyPage() {
  usePageTitle('content.legal.privacyTab');
  const t = useT();
  return (
    <>
      <PageHeader title={t('content.legal.privacyTab')} />
      <div className="container-page py-8 sm:py-12">
        <LegalDocumentView name="privacy" inTab={false} />
      </div>
    </>
  );
}
