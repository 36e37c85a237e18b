import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LIST_LOAD_ERROR, ListError } from '../list-error';

describe('ListError', () => {
  it('says the list failed, as an alert, and asks again on Retry', async () => {
    let finish: () => void = () => {};
    const retry = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<ListError onRetry={retry} />);
    expect(screen.getByRole('alert').textContent).toContain(LIST_LOAD_ERROR);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
    // While it asks, the button says so and cannot be pressed twice.
    const busy = screen.getByRole('button', { name: 'Retrying...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy());
  });

  it('shows the screen’s own message and survives a retry that fails again', async () => {
    const retry = vi.fn(() => Promise.reject(new Error('offline')));
    render(<ListError message="Failed to fetch job openings." onRetry={retry} />);
    expect(screen.getByRole('alert').textContent).toContain('Failed to fetch job openings.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Retry' }) as HTMLButtonElement).disabled).toBe(false),
    );
  });
});
