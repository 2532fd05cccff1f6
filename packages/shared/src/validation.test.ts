import { describe, expect, it } from 'vitest';
import { textField } from './validation';

describe('textField', () => {
  const field = textField(20);
  const multiline = textField(20, { multiline: true });
  const codeOf = (result: ReturnType<typeof field.safeParse>) =>
    result.success ? null : result.error.issues[0]?.message;

  it('keeps whole characters of any script, emoji included, trimmed', () => {
    expect(field.parse('  Médina 🌿 مدينة ')).toBe('Médina 🌿 مدينة');
  });

  it('refuses half a character (a lone surrogate), which a database would alter or refuse', () => {
    expect(codeOf(field.safeParse('ab\ud800'))).toBe('invalid_characters');
    expect(codeOf(field.safeParse('\udc00ab'))).toBe('invalid_characters');
    expect(codeOf(multiline.safeParse('line\n\ud83c'))).toBe('invalid_characters');
  });

  it('refuses control characters, and line breaks outside multiline texts', () => {
    expect(codeOf(field.safeParse('a\u0000b'))).toBe('invalid_characters');
    expect(codeOf(field.safeParse('a\nb'))).toBe('invalid_characters');
    expect(multiline.parse('a\nb')).toBe('a\nb');
  });
});
