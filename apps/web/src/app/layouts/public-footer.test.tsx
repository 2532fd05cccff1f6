import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTACT_DETAILS } from '../../features/content/contact-details';
import { PublicFooter } from './public-footer';

function renderFooter() {
  const router = createMemoryRouter([{ path: '*', element: <PublicFooter /> }]);
  render(<RouterProvider router={router} />);
}

describe('the storefront footer (issue 14 item 12)', () => {
  afterEach(cleanup);

  it("links the social icons to Souk's own accounts, not the networks' home pages", () => {
    renderFooter();
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Souk on Facebook')).toBe(CONTACT_DETAILS.social.facebook);
    expect(href('Souk on Instagram')).toBe(CONTACT_DETAILS.social.instagram);
    expect(href('Souk on X (Twitter)')).toBe(CONTACT_DETAILS.social.twitter);
    expect(CONTACT_DETAILS.social.facebook).toBe('https://www.facebook.com/souk.tn');
  });
});
