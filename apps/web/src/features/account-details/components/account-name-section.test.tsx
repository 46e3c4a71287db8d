import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { authClient } from '@/lib/auth-client';
import { toast } from '@/lib/toast';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderScreen } from '@/testing/render';
import { AccountNameSection, NAME_SAVED } from './account-name-section';

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));
vi.mock('@/lib/auth-client', () => ({ authClient: { updateUser: vi.fn() } }));

function showName(role: string) {
  renderScreen(
    <main>
      <AccountNameSection account={{ name: 'Ada', email: 'ada@example.com', role }} />
    </main>,
    { url: '/profile' },
  );
  return screen.getByLabelText('Name');
}

describe('Your account', () => {
  it("lets a store account change its name, with the sign-up's rule", async () => {
    const user = userEvent.setup();
    vi.mocked(authClient.updateUser).mockResolvedValue({ data: { status: true }, error: null });
    const name = showName('CUSTOMER');
    expect(screen.getByText('Store account · ada@example.com')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'A');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(authClient.updateUser).not.toHaveBeenCalled();
    await expectNoAxeViolations();

    await user.type(name, 'da Byron');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(NAME_SAVED));
    expect(authClient.updateUser).toHaveBeenCalledWith({ name: 'Ada Byron' });
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup();
    vi.mocked(authClient.updateUser).mockResolvedValue({
      data: null,
      error: {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Name must be less than 50 characters',
      },
    });
    const name = showName('ADMIN');
    await user.type(name, ' King');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Name must be less than 50 characters',
    );
  });
});
