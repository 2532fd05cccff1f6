import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { OtpInput } from './otp-input';

function Harness() {
  const [digits, setDigits] = useState(() => Array.from({ length: 6 }, () => ''));
  return (
    <>
      <OtpInput digits={digits} onChange={setDigits} />
      <output data-testid="code">{digits.join('')}</output>
    </>
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
const code = () => screen.getByTestId('code').textContent;

describe('the six code boxes of /otb', () => {
  afterEach(cleanup);

  it('moves to the next box as each digit is typed and ignores letters', () => {
    render(<Harness />);
    fireEvent.change(box(1), { target: { value: '4' } });
    expect(document.activeElement).toBe(box(2));
    fireEvent.change(box(2), { target: { value: 'x' } });
    expect(code()).toBe('4');
    fireEvent.change(box(2), { target: { value: '2' } });
    expect(document.activeElement).toBe(box(3));
    expect(code()).toBe('42');
  });

  it('goes back with Backspace from an empty box, clearing the digit before', () => {
    render(<Harness />);
    fireEvent.change(box(1), { target: { value: '1' } });
    fireEvent.change(box(2), { target: { value: '2' } });
    act(() => box(3).focus());
    fireEvent.keyDown(box(3), { key: 'Backspace' });
    expect(document.activeElement).toBe(box(2));
    expect(code()).toBe('1');
  });

  it('fills every box when six digits are pasted', () => {
    render(<Harness />);
    fireEvent.paste(box(3), { clipboardData: { getData: () => '123 456' } });
    expect(code()).toBe('123456');
    expect(document.activeElement).toBe(box(6));
  });

  it('fills every box from a phone’s code autofill in the first box', () => {
    render(<Harness />);
    fireEvent.change(box(1), { target: { value: '987654' } });
    expect(code()).toBe('987654');
  });
});
