import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiTokensQuery } from '@/features/api-tokens/api/list-api-tokens';
import { serveApiTokens, tokenAnswer } from '@/testing/api-tokens';
import { expectNoAxeViolations } from '@/testing/axe';
import { sentVariables } from '@/testing/graphql';
import { renderScreen } from '@/testing/render';
import { signedInAs, viewer, type Viewer } from '@/testing/viewer';
import { Component as Profile } from './profile';

function showProfile(who: Viewer) {
  signedInAs(who);
  serveApiTokens({ tokens: [tokenAnswer()] });
  const asked = sentVariables(ApiTokensQuery);
  renderScreen(
    <main>
      <Profile />
    </main>,
    { url: '/profile' },
  );
  return asked;
}

describe('/profile', () => {
  it('shows a developer their details, then their API tokens', async () => {
    showProfile(viewer({ name: 'Ada Lovelace', email: 'ada@example.com', provider: 'GITHUB' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    const details = await screen.findByRole('region', { name: 'Personal details' });
    expect(await within(details).findByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(details).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(details).getByText('GitHub')).toBeInTheDocument();
    expect(within(details).getByText('Developer')).toBeInTheDocument();
    expect(details).toHaveTextContent('Editing your profile comes in a later release.');
    const tokens = screen.getByRole('region', { name: 'API tokens' });
    expect(
      await within(tokens).findByRole('rowheader', { name: 'GitHub Actions' }),
    ).toBeInTheDocument();
    // The tokens come after the details.
    expect(details.compareDocumentPosition(tokens) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('shows staff their details and no API tokens, without asking for them', async () => {
    const asked = showProfile(viewer({ role: 'ADMIN', name: 'Ada Admin' }));
    const details = await screen.findByRole('region', { name: 'Personal details' });
    expect(await within(details).findByText('Admin')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'API tokens' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create token' })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
