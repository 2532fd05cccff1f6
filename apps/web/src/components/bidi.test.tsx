import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isolate } from '../lib/i18n';
import { Bdi, TextWithName } from './bidi';

describe('isolating names inside text of the other direction (issue 14 item 7)', () => {
  afterEach(cleanup);

  it('gives a name its own direction, and with truncate makes it the element that is cut', () => {
    render(
      <p dir="rtl">
        <Bdi truncate>MONASTIR PAPER CO.</Bdi>
      </p>,
    );
    const name = screen.getByText('MONASTIR PAPER CO.');
    expect(name.tagName).toBe('BDI');
    expect(name.getAttribute('dir')).toBe('auto');
    expect(name.className).toContain('truncate');
  });

  it('isolates the name of a translated sentence and keeps its spaces for screen readers', () => {
    render(
      <button type="button">
        <TextWithName text="مرحبًا، {{name}}" name="Amira Ben Salah" truncate />
      </button>,
    );
    expect(screen.getByRole('button', { name: 'مرحبًا، Amira Ben Salah' })).toBeTruthy();
    const name = screen.getByText('Amira Ben Salah');
    expect(name.getAttribute('dir')).toBe('auto');
    expect(name.className).toContain('truncate');
  });

  it('wraps a plain string in the first-strong isolate marks', () => {
    expect(isolate('amira@example.tn')).toBe('\u2068amira@example.tn\u2069');
  });
});
