import AccountSectionPage from '../../account/pages/account-section-page';

/** Placeholder until this page is built. */
export default AccountSectionPage;
