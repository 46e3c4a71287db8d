import { useRef } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/testing/render';
import { CardMenu, CardMenuItem, CardMenuSeparator } from './card-menu';

function Harness({
  onCopy = () => {},
  onDetails = () => {},
}: {
  onCopy?: () => void;
  onDetails?: () => void;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <CardMenu
      label="Actions for Pocket Chess"
      disabled={false}
      triggerRef={trigger}
      className="min-w-52"
    >
      <CardMenuItem icon={<span />} opensDialog onSelect={onDetails}>
        View Details
      </CardMenuItem>
      <CardMenuItem icon={<span />} onSelect={onCopy}>
        Copy Store Link
      </CardMenuItem>
      <CardMenuItem icon={<span />} disabled hint="Coming soon">
        Submit New Version
      </CardMenuItem>
      <CardMenuSeparator />
      <CardMenuItem icon={<span />} to="/analytics">
        View Analytics
      </CardMenuItem>
    </CardMenu>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Actions for Pocket Chess' });

describe('CardMenu', () => {
  it('lists its items, disabled ones with their hint, and links as links', async () => {
    renderScreen(<Harness />);
    await userEvent.click(trigger());
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'View Details',
      'Copy Store Link',
      'Submit New VersionComing soon',
      'View Analytics',
    ]);
    expect(items[2]).toHaveAttribute('aria-disabled', 'true');
    expect(items[3]).toHaveAttribute('href', '/analytics');
  });

  it('returns focus to its button after a plain item', async () => {
    const onCopy = vi.fn();
    renderScreen(<Harness onCopy={onCopy} />);
    await userEvent.click(trigger());
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Copy Store Link' }));
    expect(onCopy).toHaveBeenCalledOnce();
    await waitFor(() => expect(trigger()).toHaveFocus());
  });

  it('runs an item that opens a dialog, and closes', async () => {
    const onDetails = vi.fn();
    renderScreen(<Harness onDetails={onDetails} />);
    await userEvent.click(trigger());
    await userEvent.click(await screen.findByRole('menuitem', { name: 'View Details' }));
    expect(onDetails).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('cannot be opened while disabled', async () => {
    renderScreen(
      <CardMenu label="Actions for Pocket Chess" disabled triggerRef={null} className="">
        <CardMenuItem icon={<span />}>Anything</CardMenuItem>
      </CardMenu>,
    );
    expect(trigger()).toBeDisabled();
  });
});
