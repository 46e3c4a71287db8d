import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpdateOnboardingProgressMutation } from '@/features/onboarding/api/update-onboarding-progress';
import { DeveloperProfileQuery, type DeveloperProfile } from '@/lib/api/developer-profile';
import { GraphQLRequestError } from '@/lib/graphql';
import { toast } from '@/lib/toast';
import { signOut } from '@/features/auth/api/sign-out';
import { answer, sentVariables } from '@/testing/graphql';
import { renderScreen } from '@/testing/render';
import { Component as AppDetails } from './app-details';
import { Component as Country } from './country';
import { Component as DeveloperDetails } from './developer-details';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('@/features/auth/api/sign-out', () => ({ signOut: vi.fn(async () => {}) }));

afterEach(() => vi.clearAllMocks());

function profileWith(
  onboardingData: Partial<DeveloperProfile['onboardingData']>,
): DeveloperProfile {
  return {
    userId: 'u1',
    personalInfo: {
      firstName: null,
      lastName: null,
      address: null,
      city: null,
      postalCode: null,
      country: 'US',
    },
    businessInfo: { companyName: null },
    onboardingData: { completedSteps: [], completedAt: null, ...onboardingData },
    developerStatus: { status: null },
    stripeInfo: { accountStatus: 'not_started', chargesEnabled: false },
  };
}

/**
 * The server holding one profile (or none); saves succeed unless `failSaves`. Returns what was
 * saved, step by step, as the server received it.
 */
function stubServer(initial: DeveloperProfile | null, failSaves = false) {
  let profile = structuredClone(initial);
  answer(DeveloperProfileQuery, () => ({ getDeveloperProfile: profile }));
  answer(UpdateOnboardingProgressMutation, ({ step }) => {
    if (failSaves) throw new GraphQLRequestError('INTERNAL', 'boom', 200);
    profile ??= profileWith({});
    const done = profile.onboardingData.completedSteps;
    if (!done.includes(step)) done.push(step);
    return {
      updateOnboardingProgress: {
        userId: 'u1',
        onboardingData: { completedSteps: done, completedAt: null },
      },
    };
  });
  return sentVariables(UpdateOnboardingProgressMutation);
}

function renderOnboarding(url: string) {
  return renderScreen(
    [
      { path: '/onboarding/country', element: <Country /> },
      { path: '/onboarding/app-details', element: <AppDetails /> },
      { path: '/onboarding/developer-details', element: <DeveloperDetails /> },
    ],
    { url },
  ).router;
}

/** Waits for a step's heading and its form (the form appears once the profile has loaded). */
async function heading(name: string) {
  await screen.findByRole('heading', { level: 1, name });
  await screen.findByRole('button', { name: /^(Continue|Complete Setup)$/ });
}

describe('onboarding, every step', () => {
  it.each([
    ['/onboarding/country', 'Developer Location', []],
    ['/onboarding/app-details', 'App Information', ['country']],
    ['/onboarding/developer-details', 'Developer Information', ['country', 'appDetails']],
  ] as const)('offers Sign Out in the header of %s', async (url, title, completedSteps) => {
    stubServer(profileWith({ completedSteps: [...completedSteps] }));
    const user = userEvent.setup();
    const router = renderOnboarding(url);
    await heading(title);
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(signOut).toHaveBeenCalled());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('onboarding step 1, Developer Location', () => {
  it('shows Step 1 of 3 and asks for a country', async () => {
    stubServer(null);
    const user = userEvent.setup();
    renderOnboarding('/onboarding/country');
    await heading('Developer Location');
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Onboarding progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    expect(bar).toHaveAttribute('aria-valuemax', '3');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please select a country')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('offers the 34 onboarding countries and saves the chosen one, creating the profile', async () => {
    const saves = stubServer(null);
    const user = userEvent.setup();
    const router = renderOnboarding('/onboarding/country');
    const combobox = await screen.findByRole('combobox', { name: 'Country' });
    await user.click(combobox);
    expect(screen.getAllByRole('option')).toHaveLength(34);
    await user.type(combobox, 'germ{Enter}');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await heading('App Information');
    expect(router.state.location.pathname).toBe('/onboarding/app-details');
    expect(saves).toEqual([{ step: 'country', data: { country: 'DE' } }]);
    expect(toast.success).toHaveBeenCalledWith('Developer profile created!');
  });

  it('stays and says so when the first save fails', async () => {
    stubServer(null, true);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderOnboarding('/onboarding/country');
    await user.type(await screen.findByRole('combobox', { name: 'Country' }), 'japan{Enter}');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your details could not be saved. Please try again.',
    );
    expect(toast.error).toHaveBeenCalledWith('Failed to create developer profile');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Developer Location');
  });
});

describe('onboarding step 2, App Information', () => {
  it('requires an app name, limits it to 50 characters and counts the description', async () => {
    stubServer(profileWith({ completedSteps: ['country'], country: 'GB' }));
    const user = userEvent.setup();
    renderOnboarding('/onboarding/app-details');
    await heading('App Information');
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('0/200')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('App name is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('App name'), 'x'.repeat(51));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('App name must be 50 characters or less')).toBeInTheDocument();

    const description = screen.getByLabelText('Description (optional)');
    await user.type(description, 'Pocket racer 🏎');
    expect(screen.getByText('14/200')).toBeInTheDocument();
    expect(description).toHaveAccessibleDescription('14 of 200 characters.');
  });

  it('rejects a description over 200 characters', async () => {
    stubServer(profileWith({ completedSteps: ['country'], country: 'GB' }));
    const user = userEvent.setup();
    renderOnboarding('/onboarding/app-details');
    await user.type(await screen.findByLabelText('App name'), 'Racer');
    await user.click(screen.getByLabelText('Description (optional)'));
    await user.paste('d'.repeat(201));
    expect(screen.getByText('201/200')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('Description must be 200 characters or less'),
    ).toBeInTheDocument();
  });

  it('goes Back to the country step, which shows the saved country', async () => {
    stubServer(profileWith({ completedSteps: ['country'], country: 'GB' }));
    const user = userEvent.setup();
    renderOnboarding('/onboarding/app-details');
    await heading('App Information');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await heading('Developer Location');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('United Kingdom');
  });
});

describe('onboarding step 3, Developer Information', () => {
  const twoDone = profileWith({
    completedSteps: ['country', 'appDetails'],
    country: 'GB',
    appDetails: { appName: 'Racer', appDescription: null },
  });

  it('requires every field but the company name', async () => {
    stubServer(twoDone);
    const user = userEvent.setup();
    renderOnboarding('/onboarding/developer-details');
    await heading('Developer Information');
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    await user.type(screen.getByLabelText('City'), '   ');
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));
    for (const message of [
      'First name is required',
      'Last name is required',
      'Address is required',
      'City is required',
      'Postal code is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Company name (optional)')).toHaveAttribute(
      'aria-invalid',
      'false',
    );
  });

  it('saves the details and goes to the review screen', async () => {
    const saves = stubServer(twoDone);
    const user = userEvent.setup();
    const router = renderOnboarding('/onboarding/developer-details');
    await user.type(await screen.findByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText('Street address'), '1 Analytical Way');
    await user.type(screen.getByLabelText('City'), 'London');
    await user.type(screen.getByLabelText('Postal code'), 'N1 1AA');
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pending-verification'));
    expect(saves).toEqual([
      {
        step: 'developerDetails',
        data: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          address: '1 Analytical Way',
          city: 'London',
          postalCode: 'N1 1AA',
          companyName: '',
        },
      },
    ]);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('shows an inline error and stays when a later save fails', async () => {
    stubServer(
      profileWith({
        ...twoDone.onboardingData,
        developerDetails: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          address: '1 Analytical Way',
          city: 'London',
          postalCode: 'N1 1AA',
          companyName: null,
          country: 'GB',
        },
      }),
      true,
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderOnboarding('/onboarding/developer-details');
    expect(await screen.findByLabelText('First name')).toHaveValue('Ada');
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be saved');
    expect(toast.error).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Developer Information');
  });
});

describe('resuming onboarding', () => {
  it('sends a reload of the first step to the first incomplete step, values filled in', async () => {
    stubServer(
      profileWith({
        completedSteps: ['country'],
        country: 'GB',
        appDetails: null,
        appName: 'Draft name',
      }),
    );
    renderOnboarding('/onboarding/country');
    await heading('App Information');
    expect(screen.getByLabelText('App name')).toHaveValue('Draft name');
  });

  it('sends a step whose earlier step is missing back to it', async () => {
    stubServer(null);
    renderOnboarding('/onboarding/developer-details');
    await heading('Developer Location');
  });
});
