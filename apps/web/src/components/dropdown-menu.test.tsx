import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DropdownMenu } from './dropdown-menu';

function renderMenu(onLogout = vi.fn()) {
  render(
    <MemoryRouter>
      <DropdownMenu
        label="Account menu"
        trigger="Hi, Amira"
        items={[
          { key: 'profile', to: '/dashboard/profile', label: 'My profile' },
          { key: 'cart', to: '/dashboard/profile/cart', label: 'My cart' },
          { key: 'logout', onSelect: onLogout, label: 'Log out' },
        ]}
      />
    </MemoryRouter>,
  );
  return screen.getByRole('button', { name: 'Hi, Amira' });
}

const item = (name: string) => screen.getByRole('menuitem', { name });

describe('the dropdown menu (keyboard use of menus)', () => {
  afterEach(cleanup);

  it('opens on ArrowDown at the first item and on ArrowUp at the last', () => {
    const button = renderMenu();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(item('My profile'));
    fireEvent.keyDown(item('My profile'), { key: 'Escape' });
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(item('Log out'));
  });

  it('moves with the arrows, Home and End, wrapping around', () => {
    const button = renderMenu();
    fireEvent.click(button);
    const menu = screen.getByRole('menu', { name: 'Account menu' });
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(item('My cart'));
    fireEvent.keyDown(menu, { key: 'End' });
    expect(document.activeElement).toBe(item('Log out'));
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(item('My profile'));
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(item('Log out'));
    fireEvent.keyDown(menu, { key: 'Home' });
    expect(document.activeElement).toBe(item('My profile'));
  });

  it('closes on Escape and gives the focus back to its button', () => {
    const button = renderMenu();
    fireEvent.click(button);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('runs an action item and closes', () => {
    const onLogout = vi.fn();
    renderMenu(onLogout);
    fireEvent.click(screen.getByRole('button', { name: 'Hi, Amira' }));
    fireEvent.click(item('Log out'));
    expect(onLogout).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
