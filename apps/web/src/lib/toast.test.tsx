import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToasterHost, toast } from './toast';

describe('toast', () => {
  it('mounts the toaster on the first toast and shows its message', async () => {
    const { container } = render(<ToasterHost />);
    expect(container).toBeEmptyDOMElement();
    act(() => toast.success('Welcome back!'));
    // Sonner is loaded on the first toast, like a lazy screen: on a busy machine (the whole
    // suite, with MSW set up in every file) that import can take longer than findBy's second.
    expect(await screen.findByText('Welcome back!', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
