import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { DISCARD_LABEL, DISCARD_TITLE, KEEP_EDITING_LABEL, useUnsavedChangesGuard } from '../use-unsaved-changes-guard';

function Editor({ onClose = () => {} }: { onClose?: () => void }) {
  const [value, setValue] = useState('');
  const guard = useUnsavedChangesGuard(value !== '');
  const navigate = useNavigate();
  return (
    <>
      <label>
        Name
        <input value={value} onChange={(event) => setValue(event.target.value)} />
      </label>
      <Link to="/elsewhere">Sidebar link</Link>
      <button type="button" onClick={() => guard.confirmDiscard(onClose)}>
        Close
      </button>
      <button
        type="button"
        onClick={() => {
          guard.release();
          navigate('/elsewhere');
        }}
      >
        Save
      </button>
      {guard.dialog}
    </>
  );
}

function renderEditor(onClose?: () => void) {
  const router = createMemoryRouter(
    [
      { path: '/start', element: <p>Start page</p> },
      { path: '/form', element: <Editor onClose={onClose} /> },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/start', '/form'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const type = (text: string) => fireEvent.change(screen.getByLabelText('Name'), { target: { value: text } });

describe('useUnsavedChangesGuard', () => {
  it('lets a clean form go without asking', async () => {
    const router = renderEditor();
    fireEvent.click(screen.getByRole('link', { name: 'Sidebar link' }));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('asks before a link leaves a dirty form, and stays on Keep editing', async () => {
    const router = renderEditor();
    type('Ann');
    fireEvent.click(screen.getByRole('link', { name: 'Sidebar link' }));
    const dialog = await screen.findByRole('alertdialog', { name: DISCARD_TITLE });
    expect(dialog).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: KEEP_EDITING_LABEL }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/form');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ann');
  });

  it('leaves on Discard changes', async () => {
    const router = renderEditor();
    type('Ann');
    fireEvent.click(screen.getByRole('link', { name: 'Sidebar link' }));
    fireEvent.click(await screen.findByRole('button', { name: DISCARD_LABEL }));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('asks before Back (a history pop) leaves a dirty form', async () => {
    const router = renderEditor();
    type('Ann');
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('alertdialog', { name: DISCARD_TITLE })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/form');
    fireEvent.click(screen.getByRole('button', { name: DISCARD_LABEL }));
    expect(await screen.findByText('Start page')).toBeTruthy();
  });

  it('asks before a Close that is not a navigation, and runs it only on Discard', async () => {
    const onClose = vi.fn();
    renderEditor(onClose);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    type('Ann');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('alertdialog', { name: DISCARD_TITLE })).toBeTruthy();
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: DISCARD_LABEL }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
  });

  it('goes without asking after release (a save)', async () => {
    const router = renderEditor();
    type('Ann');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('asks the browser to confirm a reload or close while dirty, not when clean', () => {
    renderEditor();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    type('Ann');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
