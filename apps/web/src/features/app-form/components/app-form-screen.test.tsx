import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GraphQLRequestError } from '@/lib/graphql';
import { toast } from '@/lib/toast';
import { draftApp, serveAppForm, serveUploads } from '@/testing/app-form';
import { renderScreen } from '@/testing/render';
import { AppFormScreen } from './app-form-screen';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

beforeEach(() => {
  vi.mocked(toast.error).mockReset();
  vi.unstubAllGlobals();
  serveUploads();
});

describe('Edit mode', () => {
  it('fills the form with the stored app and reads the stored package', async () => {
    serveAppForm();
    renderScreen(<AppFormScreen />, { url: '/apps/create?edit=app-1' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit Star Hopper' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('App Name')).toHaveValue('Star Hopper');
    expect(screen.getByLabelText('Bundle Identifier')).toHaveValue('com.example.starhopper');
    expect(screen.getByLabelText('App Type')).toHaveValue('game');
    expect(screen.getByLabelText('PEGI Rating')).toHaveValue('PEGI_7');
    expect(screen.getByLabelText('Short Description')).toHaveValue('Hop between stars.');
    expect(screen.getByLabelText('Privacy Policy URL')).toHaveValue('https://example.com/privacy');
    expect(screen.getByRole('img', { name: 'VMU Icon preview' })).toHaveAttribute(
      'src',
      '/files/public/user-1/1/icon.bmp',
    );
    expect(screen.getByText('star_hopper.vmupack')).toBeInTheDocument();
    expect(screen.getByLabelText('Version (from package)')).toHaveValue('1.4.2');
    expect(await screen.findByRole('img', { name: 'Icon in the package' })).toBeInTheDocument();
  });

  it('prefills a paid app’s price', async () => {
    serveAppForm({
      application: () => ({ getApplication: draftApp({ price: 4.5, currency: 'EUR' }) }),
    });
    renderScreen(<AppFormScreen />, { url: '/apps/create?edit=app-1' });
    expect(await screen.findByLabelText('Price')).toHaveValue(4.5);
    expect(screen.getByRole('radio', { name: 'Paid' })).toBeChecked();
    expect(screen.getByLabelText('Currency')).toHaveValue('EUR');
  });

  it.each([
    [
      'SUBMITTED',
      'Locked while it is under review.',
      'Locked while under review',
      /is under review, so its details are locked until staff decide\. To change something now, withdraw it from review: choose Withdraw/,
    ],
    [
      'LIVE',
      'Published: only its price can change.',
      'Locked while published',
      /is published, so its details are locked: the store shows them\. Only its price can change: choose Edit Price.*unpublish it there first/,
    ],
    [
      'SUSPENDED',
      'Suspended by staff: only its price can change.',
      'Locked while published',
      /has been suspended by staff, so its details are locked\. Only its price can change/,
    ],
  ] as const)(
    'opens no form for a %s app and says why it is locked',
    async (status, subtitle, heading, explanation) => {
      serveAppForm({ application: () => ({ getApplication: draftApp({ status }) }) });
      renderScreen(<AppFormScreen />, { url: '/apps/create?edit=app-1' });
      expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
      expect(screen.getByText(subtitle)).toBeInTheDocument();
      expect(screen.queryByText(/Change the draft/)).not.toBeInTheDocument();
      expect(screen.getByText(explanation)).toBeInTheDocument();
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to My Apps' })).toHaveAttribute('href', '/apps');
    },
  );

  it.each(['REJECTED', 'DRAFT'] as const)(
    'shows the rejection reason at the top of a %s app that has one',
    async (status) => {
      serveAppForm({
        application: () => ({
          getApplication: draftApp({ status, rejectionReason: 'The icon is blurry.' }),
        }),
      });
      renderScreen(<AppFormScreen />, { url: '/apps/create?edit=app-1' });
      const heading = await screen.findByRole('heading', {
        name: 'Rejected in review: what to fix',
      });
      expect(screen.getByText('The icon is blurry.')).toBeInTheDocument();
      // Above the form, where it is read first.
      expect(
        heading.compareDocumentPosition(screen.getByRole('form', { name: 'Edit app' })) &
          Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    },
  );

  it('shows the bundle identifier of a published app read-only', async () => {
    serveAppForm({
      application: () => ({ getApplication: draftApp({ bundleIdentifierFixed: true }) }),
    });
    renderScreen(<AppFormScreen />, { url: '/apps/create?edit=app-1' });
    const field = await screen.findByLabelText('Bundle Identifier');
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('cannot change once the app has been published'),
    );
    await userEvent.type(field, 'x');
    expect(field).toHaveValue('com.example.starhopper');
  });

  it('asks before an in-app link leaves unsaved changes, and leaves when told to', async () => {
    serveAppForm();
    renderScreen(<AppFormScreen />, { url: '/apps/create?edit=app-1' });
    const back = await screen.findByRole('link', { name: 'Back to My Apps' });
    await userEvent.type(screen.getByLabelText('App Name'), ' 2');
    await userEvent.click(back);
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(screen.getByTestId('location')).toHaveTextContent('/apps/create?edit=app-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('App Name')).toHaveValue('Star Hopper 2');

    await userEvent.click(back);
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/apps$/));
  });

  it('lets an unchanged form go without asking, and asks the browser before the tab closes once changed', async () => {
    serveAppForm();
    renderScreen(<AppFormScreen />, { url: '/apps/create?edit=app-1' });
    await screen.findByLabelText('App Name');
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await userEvent.type(screen.getByLabelText('App Name'), ' 2');
    expect(unload()).toBe(true);
    await userEvent.click(screen.getByRole('link', { name: 'Back to My Apps' }));
    expect(screen.getByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
  });

  it('opens the form for a REJECTED app', async () => {
    serveAppForm({
      application: () => ({ getApplication: draftApp({ status: 'REJECTED' }) }),
    });
    renderScreen(<AppFormScreen />, { url: '/apps/create?edit=app-1' });
    expect(await screen.findByRole('form', { name: 'Edit app' })).toBeInTheDocument();
  });

  it('alerts and returns to /apps when the app cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serveAppForm({
      application: () => {
        throw new GraphQLRequestError('NOT_FOUND', 'Application not found.', 200);
      },
    });
    renderScreen(<AppFormScreen />, { url: '/apps/create?edit=someone-elses' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/apps$/));
    expect(toast.error).toHaveBeenCalledWith('Failed to load app data. Please try again.');
  });
});
