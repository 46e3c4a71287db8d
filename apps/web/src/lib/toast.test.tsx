import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToasterHost, toast } from './toast';

describe('toast', () => {
  it('mounts the toaster on the first toast and shows its message', async () => {
    const { container } = render(<ToasterHost />);
    expect(container).toBeEmptyDOMElement();
    act(() => toast.success('Welcome back!'));
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
  });
});
