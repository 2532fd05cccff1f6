import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useId, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '@souk/shared/constants';
import { loadTranslation } from '../lib/i18n';
import { useLanguageStore } from '../lib/language';
import { PasswordRules } from './password-rules';
import { PasswordField } from './text-field';

/** A new-password field with its checklist, as the sign-up and reset pages put them. */
function NewPassword({ email, error }: { email?: string; error?: string }) {
  const [password, setPassword] = useState('');
  const rulesId = useId();
  return (
    <>
      <PasswordField
        label="New password"
        error={error}
        aria-describedby={rulesId}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <PasswordRules id={rulesId} password={password} email={email} />
    </>
  );
}

const type = (password: string) =>
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });

/** Each line of the checklist as a screen reader reads it. */
const lines = () => screen.getAllByRole('listitem').map((line) => line.textContent);

/** Which rules are met, by id. */
const met = () =>
  Object.fromEntries(
    screen
      .getAllByRole('listitem')
      .map((line) => [line.getAttribute('data-rule'), line.getAttribute('data-met') === 'true']),
  );

async function inLanguage(language: Language, test: () => void) {
  await loadTranslation(language);
  act(() => useLanguageStore.setState({ language }));
  try {
    test();
  } finally {
    act(() => useLanguageStore.setState({ language: 'en' }));
  }
}

describe('the password rule as a live checklist (issue 8: one rule for every new password)', () => {
  afterEach(cleanup);

  it('marks each rule as the user types', () => {
    render(<NewPassword />);
    expect(met()).toEqual({ length: false, lowercase: false, uppercase: false, digit: false });
    type('abc');
    expect(met()).toEqual({ length: false, lowercase: true, uppercase: false, digit: false });
    type('ABC1');
    expect(met()).toEqual({ length: false, lowercase: false, uppercase: true, digit: true });
    type('abcdefgh');
    expect(met()).toEqual({ length: true, lowercase: true, uppercase: false, digit: false });
    type('Abcdefg1');
    expect(met()).toEqual({ length: true, lowercase: true, uppercase: true, digit: true });
    // Letters outside a–z are no lower-case letter for the rule (nor are Arabic-Indic digits digits).
    type('ÉÉÉÉéééé٣');
    expect(met()).toEqual({ length: true, lowercase: false, uppercase: false, digit: false });
  });

  it('says met or not met in words, in a polite live region that describes the field', () => {
    render(<NewPassword error="Too common." />);
    type('abc');
    expect(lines()).toEqual([
      'Not met: At least 8 characters',
      'Met: A lower-case letter (a–z)',
      'Not met: An upper-case letter (A–Z)',
      'Not met: A digit (0–9)',
    ]);
    expect(screen.getByRole('list').getAttribute('aria-live')).toBe('polite');
    // The field keeps its error and adds the checklist to its description.
    const described = screen.getByLabelText('New password').getAttribute('aria-describedby')!;
    const texts = described.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual([
      'Too common.',
      expect.stringMatching(/^Password requirements.*Met: A lower-case letter/),
    ]);
  });

  it('adds "not your email address" once an email is known', () => {
    render(<NewPassword />);
    expect(screen.queryByText('Not your email address')).toBeNull();
    cleanup();

    render(<NewPassword email="Amira@example.tn" />);
    expect(met().notEmail).toBe(false);
    type('amira@example.tn');
    expect(met().notEmail).toBe(false);
    type('AMIRA');
    expect(met().notEmail).toBe(false);
    type('Amira2026x');
    expect(met()).toEqual({
      length: true,
      lowercase: true,
      uppercase: true,
      digit: true,
      notEmail: true,
    });
    expect(lines().at(-1)).toBe('Met: Not your email address');
  });

  it('speaks French and Arabic when the language is switched', async () => {
    render(<NewPassword email="amira@example.tn" />);
    type('Abcdefg1');
    await inLanguage('fr', () => {
      expect(screen.getByText('Exigences du mot de passe')).toBeTruthy();
      expect(lines()).toEqual([
        'Respecté : Au moins 8 caractères',
        'Respecté : Une lettre minuscule (a–z)',
        'Respecté : Une lettre majuscule (A–Z)',
        'Respecté : Un chiffre (0–9)',
        'Respecté : Différent de votre adresse e-mail',
      ]);
    });
    type('abc');
    await inLanguage('ar', () => {
      expect(screen.getByText('شروط كلمة المرور')).toBeTruthy();
      expect(lines()).toEqual([
        'غير مستوفى: 8 أحرف على الأقل',
        'مستوفى: حرف لاتيني صغير (a–z)',
        'غير مستوفى: حرف لاتيني كبير (A–Z)',
        'غير مستوفى: رقم (0–9)',
        'مستوفى: مختلفة عن بريدك الإلكتروني',
      ]);
      // Right to left by logical CSS only: no line is pinned to the left.
      for (const line of screen.getAllByRole('listitem')) {
        expect(line.className).toContain('text-start');
        expect(line.className).not.toMatch(/\b(text-left|ml-|mr-|pl-|pr-)/);
      }
    });
  });
});
