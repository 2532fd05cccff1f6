import { configure } from '@testing-library/react';
import { loadTranslation } from '../lib/i18n';

// The app loads the dashboards' texts with the dashboards' layout; components tested on their own
// find them loaded, in English as in every language a test loads.
await loadTranslation('en', 'dashboards');

// Pages are lazy routes: on a loaded two-core CI machine the first import of a page's module graph
// can take well over Testing Library's default of one second. Wait longer before calling a
// behaviour broken; a test that passes still passes as soon as its condition holds.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has the <dialog> element but not its modal methods: open and close it as a browser would.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
