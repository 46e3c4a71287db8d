import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_COMPLEXITY_MESSAGE } from '@vmu/domain';
import { toast } from '@/lib/toast';
import { expectLocation, renderScreen } from '@/testing/render';
import { AuthRequestError } from '../api/auth-request-error';
import { signUpWithEmail } from '../api/sign-up';
import { readPendingEmail } from '../pending-email';
import { SignupForm } from './signup-form';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('../api/sign-up', () => ({ signUpWithEmail: vi.fn() }));

afterEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
});

async function fill(values: Partial<Record<'name' | 'email' | 'password' | 'confirm', string>>) {
  if (values.name) await userEvent.type(screen.getByLabelText('Name'), values.name);
  if (values.email) await userEvent.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await userEvent.type(screen.getByLabelText('Password'), values.password);
  if (values.confirm)
    await userEvent.type(screen.getByLabelText('Confirm password'), values.confirm);
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

describe('signup form', () => {
  it('shows every required-field message, tied to its control', async () => {
    renderScreen(<SignupForm />);
    await submit();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
      'Name must be at least 2 characters',
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'Please confirm your password',
    );
    expect(screen.getByRole('checkbox', { name: /terms of service/i })).toHaveAccessibleDescription(
      'You must agree to the terms and conditions',
    );
    expect(signUpWithEmail).not.toHaveBeenCalled();
  });

  it('checks name length, password complexity and the confirmation', async () => {
    renderScreen(<SignupForm />);
    await fill({
      name: 'A'.repeat(51),
      email: 'ada@example.com',
      password: 'alllowercase1!',
      confirm: 'different',
    });
    await submit();
    expect(screen.getByText('Name must be less than 50 characters')).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_COMPLEXITY_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('links the terms and creates the account, then asks for the code', async () => {
    renderScreen(<SignupForm />, { url: '/auth/signup' });
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    await fill({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'Str0ng!pass',
      confirm: 'Str0ng!pass',
    });
    await userEvent.click(screen.getByRole('checkbox', { name: /terms of service/i }));
    await submit();
    await expectLocation('/verify-email');
    expect(signUpWithEmail).toHaveBeenCalledWith({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'Str0ng!pass',
      signUpAs: 'developer',
    });
    expect(toast.success).toHaveBeenCalledWith('Account created successfully!');
    expect(readPendingEmail()).toBe('ada@example.com');
  });

  it("makes a store account from the store's sign-up", async () => {
    renderScreen(<SignupForm signUpAs="customer" />, { url: '/auth/signup' });
    await fill({
      name: 'Fan',
      email: 'fan@example.com',
      password: 'Str0ng!pass',
      confirm: 'Str0ng!pass',
    });
    await userEvent.click(screen.getByRole('checkbox', { name: /terms of service/i }));
    await submit();
    await expectLocation('/verify-email');
    expect(signUpWithEmail).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'fan@example.com', signUpAs: 'customer' }),
    );
  });

  it('says Signup failed with the server reason', async () => {
    vi.mocked(signUpWithEmail).mockRejectedValueOnce(
      new AuthRequestError('USER_ALREADY_EXISTS', 'User already exists', 422),
    );
    renderScreen(<SignupForm />);
    await fill({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'Str0ng!pass',
      confirm: 'Str0ng!pass',
    });
    await userEvent.click(screen.getByRole('checkbox', { name: /terms of service/i }));
    await submit();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Signup failed', {
        id: 'signup-failed',
        description: 'User already exists',
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('User already exists');
  });
});
