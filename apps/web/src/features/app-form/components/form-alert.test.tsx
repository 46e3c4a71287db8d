import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SAVE_FAILED } from './app-form';
import { FormAlertBox } from './form-alert';

describe('the form alert', () => {
  it('shows each sentence once: a server message repeating the title is left out', () => {
    render(
      <FormAlertBox
        alert={{ title: SAVE_FAILED, details: [SAVE_FAILED, 'Upload the package first.'] }}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent?.split(SAVE_FAILED)).toHaveLength(2);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Upload the package first.',
    ]);
  });
});
