import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar } from './avatar';

describe('an avatar', () => {
  afterEach(cleanup);

  it('falls back to the placeholder picture when the logo is broken (dashboards §2)', () => {
    render(
      <Avatar
        src="/uploads/broken.png"
        fallbackSrc="/images/placeholder.svg"
        name="Dar Chraka"
        alt="logo"
      />,
    );
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img').getAttribute('src')).toBe('/images/placeholder.svg');
  });

  it('shows the initials when the logo and the placeholder are both broken', () => {
    render(<Avatar src="/uploads/broken.png" fallbackSrc="/images/gone.svg" name="Dar Chraka" />);
    const picture = () => document.querySelector('img');
    fireEvent.error(picture()!);
    expect(picture()?.getAttribute('src')).toBe('/images/gone.svg');
    fireEvent.error(picture()!);
    expect(picture()).toBeNull();
    expect(screen.getByText('DC')).toBeTruthy();
  });

  it('shows the initials when there is no picture at all', () => {
    render(<Avatar src={null} name="Amira Ben Salah" />);
    expect(screen.getByText('AB')).toBeTruthy();
  });
});
