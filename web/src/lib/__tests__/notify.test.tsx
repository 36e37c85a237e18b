import { render, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { notify } from '../notify';

describe('notify', () => {
  it('shows the toast inside a polite live region that is on the page before it, so it is announced', async () => {
    render(<Toaster />);
    const region = document.querySelector('section[aria-live]');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(region?.getAttribute('aria-relevant')).toContain('additions');

    notify.success('Employee saved.');
    const toast = await screen.findByText('Employee saved.');
    expect(region?.contains(toast)).toBe(true);

    notify.error('Could not delete the job opening.');
    await waitFor(() => expect(region?.textContent).toContain('Could not delete the job opening.'));
  });
});
