import { useSearchParams } from 'react-router';
import { tabPanelId, TabList, tabId } from '../../../components/tabs';
import { useT } from '../../../lib/language';
import { usePageTitle } from '../../../lib/use-page-title';
import { LegalDocumentView } from '../components/legal-document';
import { PageHeader } from '../components/page-header';

const TABS = ['terms', 'privacy'] as const;
type LegalTab = (typeof TABS)[number];
const TABS_ID = 'legal';

/**
 * /terms — spec: storefront §2 Terms and Policy: tabs Terms of Service (12 sections) and Privacy
 * Policy (9 sections); the page title follows the open tab. ?tab=privacy opens the second tab.
 */
export default function TermsPage() {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const selected: LegalTab = searchParams.get('tab') === 'privacy' ? 'privacy' : 'terms';
  usePageTitle(selected === 'privacy' ? 'content.legal.privacyTab' : 'content.legal.termsTab');

  const select = (tab: LegalTab) =>
    setSearchParams(tab === 'terms' ? {} : { tab }, { replace: true, preventScrollReset: true });

  return (
    <>
      <PageHeader title={t('content.legal.pageTitle')} />
      <div className="container-page py-8 sm:py-12">
        <TabList
          id={TABS_ID}
          label={t('content.legal.tabsLabel')}
          items={TABS.map((key) => ({
            key,
            label: key === 'terms' ? t('content.legal.termsTab') : t('content.legal.privacyTab'),
          }))}
          selected={selected}
          onSelect={select}
          className="flex overflow-x-auto border-b border-slate-200"
        />
        {TABS.map((tab) => (
          <div
            key={tab}
            id={tabPanelId(TABS_ID, tab)}
            role="tabpanel"
            aria-labelledby={tabId(TABS_ID, tab)}
            hidden={tab !== selected}
            tabIndex={0}
            className="rounded-b-2xl pt-8 focus-visible:outline-offset-4"
          >
            {tab === selected && <LegalDocumentView name={tab} inTab />}
          </div>
        ))}
      </div>
    </>
  );
}
