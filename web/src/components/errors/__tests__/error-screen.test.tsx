import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ErrorScreen } from '../error-screen';

function Broken(): never {
  throw new Error('boom');
}

describe('ErrorScreen', () => {
  it('replaces a failing route with the error text and a way back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '/dashboard/x', element: <Broken />, errorElement: <ErrorScreen /> }], {
      initialEntries: ['/dashboard/x'],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });
});
