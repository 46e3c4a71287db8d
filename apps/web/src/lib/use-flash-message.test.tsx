import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/testing/render';
import { toast } from './toast';
import { useFlashMessage } from './use-flash-message';

vi.mock('./toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

afterEach(() => vi.clearAllMocks());

const messages = {
  'password-reset-sent': 'Password reset email sent! Check your inbox and spam folder.',
  'password-changed': 'Your password has been changed. Sign in with your new password.',
};

function Page() {
  useFlashMessage(messages);
  return <p>page</p>;
}

function open(url: string) {
  return renderScreen(<Page />, { url, path: '/auth/login' }).router;
}

describe('useFlashMessage', () => {
  it('shows the text its parameter names, only that one, and takes the parameter out of the URL', async () => {
    const router = open('/auth/login?message=password-changed&next=%2Fapps');
    expect(toast.success).toHaveBeenCalledWith(messages['password-changed'], expect.anything());
    expect(toast.success).not.toHaveBeenCalledWith(
      messages['password-reset-sent'],
      expect.anything(),
    );
    await vi.waitFor(() => expect(router.state.location.search).toBe('?next=%2Fapps'));
    // Replaced, not pushed: Back does not return to the URL with the message.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('drops an unknown message without showing anything', async () => {
    const router = open('/auth/login?message=%3Cscript%3E');
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
    expect(toast.success).not.toHaveBeenCalled();
  });
});
