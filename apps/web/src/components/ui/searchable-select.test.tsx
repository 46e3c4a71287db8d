import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchableSelect } from './searchable-select';

const OPTIONS = [
  { value: 'US', label: 'United States' },
  { value: 'GB', label: 'United Kingdom' },
  { value: 'DE', label: 'Germany' },
  { value: 'FR', label: 'France' },
];

function Harness({ initial = '', onChange }: { initial?: string; onChange?: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="country">Country</label>
      <SearchableSelect
        id="country"
        options={OPTIONS}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <button type="button">elsewhere</button>
    </>
  );
}

const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('SearchableSelect', () => {
  it('is a combobox named by its label, closed until used', () => {
    render(<Harness />);
    const combobox = screen.getByRole('combobox', { name: 'Country' });
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('filters the options by the typed text, case-insensitively', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('combobox', { name: 'Country' }), 'united');
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'true');
    expect(optionNames()).toEqual(['United States', 'United Kingdom']);
    await user.type(screen.getByRole('combobox'), 'zzz');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('No matches')).toBeInTheDocument();
  });

  it('picks an option with the arrow keys and Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const combobox = screen.getByRole('combobox', { name: 'Country' });
    await user.click(combobox);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = combobox.getAttribute('aria-activedescendant');
    expect(active && document.getElementById(active)).toHaveTextContent('Germany');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onChange).toHaveBeenCalledWith('GB');
    expect(combobox).toHaveValue('United Kingdom');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('picks the first match of the typed text with Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.type(screen.getByRole('combobox'), 'fra{Enter}');
    expect(onChange).toHaveBeenCalledWith('FR');
    expect(screen.getByRole('combobox')).toHaveValue('France');
  });

  it('closes on Escape and keeps the chosen value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="DE" onChange={onChange} />);
    const combobox = screen.getByRole('combobox', { name: 'Country' });
    expect(combobox).toHaveValue('Germany');
    await user.type(combobox, 'x');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveValue('Germany');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('marks the chosen option selected and picks by click', async () => {
    const user = userEvent.setup();
    render(<Harness initial="US" />);
    await user.click(screen.getByRole('combobox'));
    expect(screen.getByRole('option', { name: 'United States' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(screen.getByRole('option', { name: 'France' }));
    expect(screen.getByRole('combobox')).toHaveValue('France');
  });

  it('forgets unfinished typing when focus leaves', async () => {
    const user = userEvent.setup();
    render(<Harness initial="US" />);
    await user.type(screen.getByRole('combobox'), 'Ger');
    await user.tab();
    expect(screen.getByRole('combobox')).toHaveValue('United States');
  });
});
