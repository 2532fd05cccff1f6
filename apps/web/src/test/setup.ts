import { cleanup, configure } from '@testing-library/react';
import { vi } from 'vitest';

// The test files of a worker share its process and its jsdom window (decision 023: starting
// both anew for each file cost more than the tests themselves). Each file still starts as on a
// fresh page load: what the files before it rendered, stored, stubbed or faked is cleared, and the
// app's own modules are evaluated anew for it, their stores, query cache and loaded texts with them.
cleanup();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.restoreAllMocks();
localStorage.clear();
sessionStorage.clear();
document.body.replaceChildren();
document.title = '';
for (const name of document.documentElement.getAttributeNames())
  document.documentElement.removeAttribute(name);
window.history.replaceState(null, '', '/');
vi.resetModules();
const { loadTranslation } = await import('../lib/i18n');

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
