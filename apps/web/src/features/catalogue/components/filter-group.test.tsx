import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { FacetCheckboxes } from './filter-group';

const options = Array.from({ length: 15 }, (_, index) => ({
  value: String(index + 1),
  label: `Option ${index + 1}`,
  count: index,
}));

describe('a long list of filter choices (issue 14, item 12)', () => {
  afterEach(cleanup);

  it('shows the first six and any chosen one, then all on request, then fewer again', () => {
    render(<FacetCheckboxes options={options} selected={['12']} onToggle={vi.fn()} />);
    const labels = () =>
      screen.getAllByRole('checkbox').map((box) => box.closest('label')!.textContent);
    expect(labels()).toEqual([
      'Option 10',
      'Option 21',
      'Option 32',
      'Option 43',
      'Option 54',
      'Option 65',
      'Option 1211',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Show all (15)' }));
    expect(screen.getAllByRole('checkbox')).toHaveLength(15);
    fireEvent.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(screen.getAllByRole('checkbox')).toHaveLength(7);
  });
});
