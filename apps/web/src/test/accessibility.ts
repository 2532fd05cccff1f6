import { screen } from '@testing-library/react';

/** The texts that describe a field to assistive technology (its aria-describedby), in order. */
export const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '');

/** The password checklist (components/password-rules.tsx): which rules are met, by id. */
export const rulesMet = () =>
  Object.fromEntries(
    screen
      .getAllByRole('listitem')
      .map((line) => [line.getAttribute('data-rule'), line.getAttribute('data-met') === 'true']),
  );
