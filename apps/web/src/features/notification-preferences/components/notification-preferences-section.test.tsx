import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TIMEZONE_NOT_KNOWN } from '@vmu/domain';
import { GraphQLRequestError } from '@/lib/graphql';
import { toast } from '@/lib/toast';
import { expectNoAxeViolations } from '@/testing/axe';
import { answer, sentVariables } from '@/testing/graphql';
import { renderScreen } from '@/testing/render';
import { NotificationPreferencesQuery } from '../api/get-notification-preferences';
import { UpdateNotificationPreferencesMutation } from '../api/update-notification-preferences';
import { PREFERENCES_SAVED } from './notification-preferences-form';
import { NotificationPreferencesSection } from './notification-preferences-section';

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

const saved = {
  emailNotifications: true,
  marketingEmails: false,
  currency: 'USD' as const,
  timezone: 'UTC',
};

function showPreferences() {
  answer(NotificationPreferencesQuery, () => ({
    getDeveloperProfile: { userId: 'dev-1', preferences: saved },
  }));
  const sent = sentVariables(UpdateNotificationPreferencesMutation);
  renderScreen(
    <main>
      <NotificationPreferencesSection />
    </main>,
    { url: '/profile' },
  );
  return sent;
}

describe('Notification preferences', () => {
  it('shows the saved choices and saves new ones', async () => {
    const user = userEvent.setup();
    answer(UpdateNotificationPreferencesMutation, ({ input }) => ({
      updateNotificationPreferences: input,
    }));
    const sent = showPreferences();
    const mail = await screen.findByRole('switch', { name: 'Email notifications' });
    expect(mail).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Marketing emails' })).not.toBeChecked();
    await expectNoAxeViolations();

    await user.click(mail);
    await user.click(screen.getByRole('switch', { name: 'Marketing emails' }));
    await user.selectOptions(screen.getByLabelText('Currency'), 'GBP');
    const zone = screen.getByRole('combobox', { name: 'Time zone' });
    // Typing over the chosen zone's name, as a person selecting it does.
    await user.type(zone, 'London', { initialSelectionStart: 0, initialSelectionEnd: 3 });
    await user.click(await screen.findByRole('option', { name: 'Europe / London' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(PREFERENCES_SAVED));
    expect(sent).toEqual([
      {
        input: {
          emailNotifications: false,
          marketingEmails: true,
          currency: 'GBP',
          timezone: 'Europe/London',
        },
      },
    ]);
  });

  it("shows the server's refusal above the button", async () => {
    const user = userEvent.setup();
    answer(UpdateNotificationPreferencesMutation, () => {
      throw new GraphQLRequestError('VALIDATION_FAILED', TIMEZONE_NOT_KNOWN, 400);
    });
    showPreferences();
    await user.click(await screen.findByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TIMEZONE_NOT_KNOWN);
  });
});
