import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAST_SIGN_IN_METHOD_MESSAGE, PASSWORDS_DO_NOT_MATCH } from '@vmu/domain';
import { AuthRequestError } from '@/lib/auth-request-error';
import { formatDate } from '@/lib/format';
import { GraphQLRequestError } from '@/lib/graphql';
import type { AuthProvider } from '@/lib/graphql/graphql';
import { toast } from '@/lib/toast';
import { expectNoAxeViolations } from '@/testing/axe';
import { answer, sentVariables } from '@/testing/graphql';
import { expectLocation, renderScreen } from '@/testing/render';
import { confirmEmailChange, requestEmailChange } from '../api/change-email';
import { changePassword } from '../api/change-password';
import { SignInMethodsQuery } from '../api/get-sign-in-methods';
import { linkSignInMethod } from '../api/link-sign-in-method';
import { SetPasswordMutation } from '../api/set-password';
import { UnlinkSignInMethodMutation } from '../api/unlink-sign-in-method';
import { EMAIL_CHANGED, EMAIL_CODE_SENT } from './email-section';
import { PASSWORD_CHANGED, PASSWORD_SET } from './password-section';
import { SignInSections } from './sign-in-sections';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('../api/change-email', () => ({
  requestEmailChange: vi.fn(),
  confirmEmailChange: vi.fn(),
}));
vi.mock('../api/change-password', () => ({ changePassword: vi.fn() }));
vi.mock('../api/link-sign-in-method', () => ({ linkSignInMethod: vi.fn() }));

afterEach(() => vi.clearAllMocks());

const EMAIL = 'ada@example.com';
const NEW_PASSWORD = 'Difference#1822';

/** The profile's sign-in sections over a fake server holding the account's ways in. */
function showSections(providers: AuthProvider[], options: { url?: string } = {}) {
  const account = {
    methods: providers.map((provider) => ({ provider, linkedAt: '2026-11-01T09:00:00.000Z' })),
  };
  answer(SignInMethodsQuery, () => ({
    viewer: { id: 'user-1', email: EMAIL },
    signInMethods: account.methods,
    authProviders: { github: true, google: true },
  }));
  answer(UnlinkSignInMethodMutation, ({ provider }) => {
    if (account.methods.length === 1) {
      throw new GraphQLRequestError('LAST_SIGN_IN_METHOD', LAST_SIGN_IN_METHOD_MESSAGE, 409);
    }
    account.methods = account.methods.filter((method) => method.provider !== provider);
    return { unlinkSignInMethod: account.methods };
  });
  answer(SetPasswordMutation, () => {
    account.methods = [
      ...account.methods,
      { provider: 'EMAIL', linkedAt: '2026-11-24T12:00:00.000Z' },
    ];
    return { setPassword: account.methods };
  });
  const url = options.url ?? '/profile';
  renderScreen(
    <main>
      <SignInSections />
    </main>,
    { url, path: '/profile' },
  );
  return account;
}

const region = (name: string) => screen.findByRole('region', { name });

describe('email address', () => {
  it('sends a code to the new address and changes the email with it', async () => {
    vi.mocked(confirmEmailChange)
      .mockRejectedValueOnce(new AuthRequestError('INVALID_OTP', 'Invalid OTP', 400))
      .mockResolvedValueOnce();
    showSections(['EMAIL']);
    const section = await region('Email address');
    expect(section).toHaveTextContent(`Current email: ${EMAIL}`);
    await userEvent.click(within(section).getByRole('button', { name: 'Change email' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Send code' }));
    expect(within(section).getByLabelText('New email address')).toHaveAccessibleDescription(
      expect.stringContaining('Email is required'),
    );
    expect(requestEmailChange).not.toHaveBeenCalled();

    await userEvent.type(within(section).getByLabelText('New email address'), ' Ada@New.Example ');
    await userEvent.click(within(section).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(requestEmailChange).toHaveBeenCalledWith('ada@new.example'));
    expect(toast.success).toHaveBeenCalledWith(EMAIL_CODE_SENT, expect.anything());
    expect(await within(section).findByRole('note')).toHaveTextContent(
      'Enter the code we sent to ada@new.example. It expires in 10 minutes.',
    );

    await userEvent.type(within(section).getByLabelText('Verification code'), '123456');
    await userEvent.click(within(section).getByRole('button', { name: 'Change email' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Invalid verification code',
    );
    await expectNoAxeViolations();

    await userEvent.click(within(section).getByRole('button', { name: 'Change email' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(EMAIL_CHANGED, {
        description: 'You now sign in with ada@new.example.',
      }),
    );
    expect(confirmEmailChange).toHaveBeenLastCalledWith({
      newEmail: 'ada@new.example',
      code: '123456',
    });
    expect(await within(section).findByRole('button', { name: 'Change email' })).toBeVisible();
  });

  it("says what the server said of a refused address, and sends no code until it's fixed", async () => {
    vi.mocked(requestEmailChange).mockRejectedValueOnce(
      new AuthRequestError(
        'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
        'User already exists. Use another email.',
        422,
      ),
    );
    showSections(['EMAIL']);
    const section = await region('Email address');
    await userEvent.click(within(section).getByRole('button', { name: 'Change email' }));
    await userEvent.type(within(section).getByLabelText('New email address'), 'taken@example.com');
    await userEvent.click(within(section).getByRole('button', { name: 'Send code' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'User already exists. Use another email.',
    );
    expect(within(section).queryByLabelText('Verification code')).toBeNull();
  });
});

describe('password', () => {
  it('changes the password with the current one, under the sign-up rules', async () => {
    vi.mocked(changePassword)
      .mockRejectedValueOnce(new AuthRequestError('INVALID_PASSWORD', 'Invalid password', 400))
      .mockResolvedValueOnce();
    showSections(['EMAIL']);
    const section = await region('Password');
    expect(section).toHaveTextContent('signs you out on every other device and browser');
    await userEvent.type(within(section).getByLabelText('Current password'), 'old');
    await userEvent.type(within(section).getByLabelText('New password'), NEW_PASSWORD);
    await userEvent.type(within(section).getByLabelText('Confirm new password'), 'Other#12345');
    await userEvent.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(within(section).getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      PASSWORDS_DO_NOT_MATCH,
    );
    expect(changePassword).not.toHaveBeenCalled();

    await userEvent.clear(within(section).getByLabelText('Confirm new password'));
    await userEvent.type(within(section).getByLabelText('Confirm new password'), NEW_PASSWORD);
    await userEvent.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Your current password is incorrect.',
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(PASSWORD_CHANGED, expect.anything()),
    );
    expect(changePassword).toHaveBeenLastCalledWith({
      currentPassword: 'old',
      newPassword: NEW_PASSWORD,
    });
    expect(within(section).getByLabelText('Current password')).toHaveValue('');
  });

  it('lets a GitHub account set its first password', async () => {
    showSections(['GITHUB']);
    const section = await region('Password');
    expect(section).toHaveTextContent(`Set one to also sign in with ${EMAIL}.`);
    expect(within(section).queryByLabelText('Current password')).toBeNull();
    await userEvent.type(within(section).getByLabelText('New password'), NEW_PASSWORD);
    await userEvent.type(within(section).getByLabelText('Confirm password'), NEW_PASSWORD);
    await userEvent.click(within(section).getByRole('button', { name: 'Set password' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(PASSWORD_SET, expect.anything()),
    );
    expect(sentVariables(SetPasswordMutation)).toEqual([{ password: NEW_PASSWORD }]);
    // The account now has a password: the section offers to change it.
    expect(
      await within(await region('Password')).findByLabelText('Current password'),
    ).toBeVisible();
  });
});

describe('sign-in methods', () => {
  it('never offers to unlink the only way in, and links another provider', async () => {
    showSections(['GITHUB']);
    const section = await region('Sign-in methods');
    const github = (await within(section).findByText('GitHub')).closest('li')!;
    expect(github).toHaveTextContent(`Linked ${formatDate('2026-11-01T09:00:00.000Z')}`);
    expect(github).toHaveTextContent('Your only way to sign in: it cannot be unlinked.');
    expect(within(github).queryByRole('button')).toBeNull();
    await expectNoAxeViolations();

    await userEvent.click(within(section).getByRole('button', { name: 'Link Google' }));
    expect(linkSignInMethod).toHaveBeenCalledWith('google');
  });

  it('unlinks GitHub after asking, and shows a refusal in the dialog', async () => {
    const account = showSections(['EMAIL', 'GITHUB']);
    const section = await region('Sign-in methods');
    await userEvent.click(await within(section).findByRole('button', { name: 'Unlink GitHub' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlink GitHub' });
    // Meanwhile the password went elsewhere: the server refuses the last way in.
    account.methods = account.methods.filter((method) => method.provider === 'GITHUB');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(LAST_SIGN_IN_METHOD_MESSAGE);

    account.methods = [
      { provider: 'EMAIL', linkedAt: '2026-11-01T09:00:00.000Z' },
      { provider: 'GITHUB', linkedAt: '2026-11-01T09:00:00.000Z' },
    ];
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('GitHub unlinked'));
    expect(sentVariables(UnlinkSignInMethodMutation)).toEqual([
      { provider: 'GITHUB' },
      { provider: 'GITHUB' },
    ]);
    expect(await within(section).findByRole('button', { name: 'Link GitHub' })).toBeVisible();
  });

  it("says why a provider's return did not link it, and cleans the address", async () => {
    showSections(['EMAIL'], {
      url: '/profile?link=github&error=account_already_linked_to_different_user',
    });
    const section = await region('Sign-in methods');
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'This GitHub account is already linked to another VMU Pro account.',
    );
    await expectLocation('/profile');
    expect(screen.getByTestId('location').textContent).toBe('/profile');
  });

  it('says a provider was linked on its return', async () => {
    showSections(['EMAIL', 'GOOGLE'], { url: '/profile?linked=google' });
    await region('Sign-in methods');
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Google linked', expect.anything()),
    );
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/profile'));
  });
});
