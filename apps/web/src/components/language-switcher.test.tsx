import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '../lib/language';
import { LanguageSwitcher } from './language-switcher';

describe('the language control (storefront §1; issue 14 item 11)', () => {
  const initial = useLanguageStore.getState();
  afterEach(() => {
    cleanup();
    useLanguageStore.setState(initial, true);
  });

  it('keeps the focus while the next language loads: busy, never disabled', async () => {
    let finishLoading!: () => void;
    useLanguageStore.setState({
      language: 'en',
      setLanguage: (language) =>
        new Promise<void>((resolve) => {
          finishLoading = () => {
            useLanguageStore.setState({ language });
            resolve();
          };
        }),
    });
    render(<LanguageSwitcher />);
    const button = screen.getByTestId('language-switcher');
    button.focus();
    fireEvent.click(button);
    // A disabled button would drop the focus to the page body.
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button);

    // A second press while loading does not skip a language.
    fireEvent.click(button);
    await act(async () => finishLoading());
    expect(useLanguageStore.getState().language).toBe('fr');
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
