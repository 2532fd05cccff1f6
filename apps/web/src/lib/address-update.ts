import type { NavigateOptions } from 'react-router';

/**
 * How a page writes its filters into the address: at once (flushSync) rather than in a transition,
 * so a checkbox or select bound to the address shows the new choice on the click that made it; and
 * without scrolling back to the top.
 */
export const ADDRESS_UPDATE: NavigateOptions = { preventScrollReset: true, flushSync: true };
