import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';
import { Textarea } from './textarea';

function Field({
  value,
  max = 5,
  always = true,
}: {
  value: string;
  max?: number;
  always?: boolean;
}) {
  return (
    <FormField id="notes" label="Notes" limit={{ value, max, always }}>
      {(control) => <Textarea {...control} value={value} readOnly />}
    </FormField>
  );
}

describe('the character counter', () => {
  it('counts an emoji, a family and an accented letter as one character each', () => {
    render(<Field value={'😀👨‍👩‍👧e\u0301'} />);
    expect(screen.getByLabelText('Notes')).toHaveAccessibleDescription('3 of 5 characters.');
  });

  it('stays grey and valid at the limit', () => {
    render(<Field value={'😀'.repeat(5)} />);
    const field = screen.getByLabelText('Notes');
    expect(field).toHaveAttribute('aria-invalid', 'false');
    expect(document.getElementById('notes-count')).toHaveClass('text-muted-foreground');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('turns red past the limit, marks the field invalid and says so', () => {
    render(<Field value={'😀'.repeat(6)} />);
    const field = screen.getByLabelText('Notes');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById('notes-count')).toHaveClass('text-destructive');
    expect(screen.getByRole('status')).toHaveTextContent('Too long: at most 5 characters');
    expect(field).toHaveAccessibleDescription(/^6 of 5 characters\. ?Too long/);
    expect(screen.getByText('6/5')).toBeVisible();
  });

  it('shows a counter that is not always shown only near the limit', () => {
    const { rerender } = render(<Field value="abc" max={10} always={false} />);
    expect(screen.queryByText(/\/10/)).toBeNull();
    rerender(<Field value="abcdefgh" max={10} always={false} />);
    expect(screen.getByText(/8\/10/)).toBeInTheDocument();
  });
});
