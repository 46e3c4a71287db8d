import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { firstInvalidControl, useFocusFirstInvalidField } from './focus';
import { useFormWithErrorFocus } from './use-form-with-error-focus';

type Values = { name: string; email: string };

/**
 * Email is registered before Name (its registration is made while rendering the form, Name's
 * only inside a child's render), as on the sign-up screen; on screen Name comes first.
 */
function RegisteredOutOfOrder() {
  const { form, formRef } = useFormWithErrorFocus<Values>({
    defaultValues: { name: '', email: '' },
  });
  const email = form.register('email', { required: 'Email is required' });
  const { errors } = form.formState;
  return (
    <form
      ref={formRef}
      onSubmit={(event) => void form.handleSubmit(() => undefined)(event)}
      noValidate
    >
      <Later>
        {() => (
          <input
            aria-label="Name"
            aria-invalid={Boolean(errors.name)}
            {...form.register('name', { required: 'Name is required' })}
          />
        )}
      </Later>
      <input aria-label="Email" aria-invalid={Boolean(errors.email)} {...email} />
      <button type="submit">Create</button>
    </form>
  );
}

function Later({ children }: { children: () => React.ReactNode }) {
  return <>{children()}</>;
}

function HandMadeForm() {
  const [error, setError] = useState(false);
  const [refused, setRefused] = useState(0);
  const formRef = useFocusFirstInvalidField(refused);
  return (
    <form
      ref={formRef}
      onSubmit={(event) => {
        event.preventDefault();
        setError(true);
        setRefused((count) => count + 1);
      }}
    >
      <input aria-label="Reason" aria-invalid={error} />
      <button type="submit">Reject</button>
    </form>
  );
}

/** Counts the refusal one render before its field is marked, as the app form's onInvalid does. */
function CountsBeforeMarking() {
  const [error, setError] = useState(false);
  const [refused, setRefused] = useState(0);
  const formRef = useFocusFirstInvalidField(refused);
  return (
    <form
      ref={formRef}
      onSubmit={(event) => {
        event.preventDefault();
        setRefused((count) => count + 1);
        setTimeout(() => setError(true), 0);
      }}
    >
      <input aria-label="App Name" aria-invalid={error} />
      <button type="submit">Save Draft</button>
    </form>
  );
}

describe('focus after a refused submit', () => {
  it('goes to the first invalid field on screen, not the first registered', async () => {
    render(<RegisteredOutOfOrder />);
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    // react-hook-form's own focus would come a moment later; it is off.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('goes to the next invalid field once the first is fixed', async () => {
    render(<RegisteredOutOfOrder />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveFocus();
  });

  it('works for a form without react-hook-form', async () => {
    render(<HandMadeForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveFocus();
  });

  it('waits for the field to be marked when the refusal is counted first', async () => {
    render(<CountsBeforeMarking />);
    await userEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
    await expect
      .poll(() => document.activeElement)
      .toBe(screen.getByRole('textbox', { name: 'App Name' }));
  });

  it('skips disabled controls', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<input aria-label="a" aria-invalid="true" disabled><input aria-label="b" aria-invalid="true">';
    expect(firstInvalidControl(root)?.getAttribute('aria-label')).toBe('b');
  });
});
