import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Accordion } from './accordion';

const items = ['One', 'Two', 'Three'].map((title) => ({
  id: title.toLowerCase(),
  title,
  body: `${title} body`,
}));
const header = (name: string) => screen.getByRole('button', { name });

describe('the Help Center accordion', () => {
  afterEach(cleanup);

  it('opens one entry at a time and closes it again', () => {
    render(<Accordion items={items} label="FAQ" />);
    expect(screen.queryByRole('region')).toBeNull();
    fireEvent.click(header('One'));
    expect(header('One').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'One' }).textContent).toBe('One body');
    fireEvent.click(header('Two'));
    expect(header('One').getAttribute('aria-expanded')).toBe('false');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Two' })).toBeTruthy();
    fireEvent.click(header('Two'));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('moves between headers with the arrow keys, Home and End', () => {
    render(<Accordion items={items} label="FAQ" />);
    header('One').focus();
    fireEvent.keyDown(header('One'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(header('Two'));
    fireEvent.keyDown(header('Two'), { key: 'End' });
    expect(document.activeElement).toBe(header('Three'));
    fireEvent.keyDown(header('Three'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(header('One'));
    fireEvent.keyDown(header('One'), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(header('Three'));
    fireEvent.keyDown(header('Three'), { key: 'Home' });
    expect(document.activeElement).toBe(header('One'));
  });
});
