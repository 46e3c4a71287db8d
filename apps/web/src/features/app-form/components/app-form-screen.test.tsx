import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as GraphQLModule from '@/lib/graphql';
import { GraphQLRequestError, request } from '@/lib/graphql';
import { toast } from '@/lib/toast';
import {
  draftApp,
  renderAppForm,
  serveGraphQL,
  stubUploadEndpoints,
  type RequestMock,
} from '../testing';
import { AppFormScreen } from './app-form-screen';

vi.mock('@/lib/graphql', async (importOriginal) => ({
  ...(await importOriginal<typeof GraphQLModule>()),
  request: vi.fn(),
}));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const requestMock = vi.mocked(request) as unknown as RequestMock;

beforeEach(() => {
  requestMock.mockReset();
  vi.mocked(toast.error).mockReset();
  vi.unstubAllGlobals();
  stubUploadEndpoints();
});

describe('Edit mode', () => {
  it('fills the form with the stored app and reads the stored package', async () => {
    serveGraphQL(requestMock);
    renderAppForm(<AppFormScreen />, '/apps/create?edit=app-1');
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
    serveGraphQL(requestMock, {
      application: () => ({ getApplication: draftApp({ price: 4.5, currency: 'EUR' }) }),
    });
    renderAppForm(<AppFormScreen />, '/apps/create?edit=app-1');
    expect(await screen.findByLabelText('Price')).toHaveValue(4.5);
    expect(screen.getByRole('radio', { name: 'Paid' })).toBeChecked();
    expect(screen.getByLabelText('Currency')).toHaveValue('EUR');
  });

  it.each([
    ['SUBMITTED', /is Under Review\. To change it, withdraw it from review in My Apps first\./],
    ['LIVE', /is Published\. Only its price can change: use Edit Price/],
    ['SUSPENDED', /is Suspended\. Only its price can change/],
  ] as const)('opens no form for a %s app', async (status, explanation) => {
    serveGraphQL(requestMock, { application: () => ({ getApplication: draftApp({ status }) }) });
    renderAppForm(<AppFormScreen />, '/apps/create?edit=app-1');
    expect(
      await screen.findByRole('heading', { name: 'This app cannot be edited here' }),
    ).toBeInTheDocument();
    expect(screen.getByText(explanation)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Apps' })).toHaveAttribute('href', '/apps');
  });

  it('opens the form for a REJECTED app', async () => {
    serveGraphQL(requestMock, {
      application: () => ({ getApplication: draftApp({ status: 'REJECTED' }) }),
    });
    renderAppForm(<AppFormScreen />, '/apps/create?edit=app-1');
    expect(await screen.findByRole('form', { name: 'Edit app' })).toBeInTheDocument();
  });

  it('alerts and returns to /apps when the app cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serveGraphQL(requestMock, {
      application: () => {
        throw new GraphQLRequestError('NOT_FOUND', 'Application not found.', 200);
      },
    });
    renderAppForm(<AppFormScreen />, '/apps/create?edit=someone-elses');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/apps$/));
    expect(toast.error).toHaveBeenCalledWith('Failed to load app data. Please try again.');
  });
});
