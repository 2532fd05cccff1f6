/** How to reach the Souk team (the contact page's info card; the help texts quote the same). */
export { CONTACT_DETAILS } from '@souk/shared/constants';
