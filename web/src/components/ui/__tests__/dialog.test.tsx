import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button';
import { Dialog, DialogClose, DialogContent, DialogFooter, useDiscardGuard } from '../dialog';
import { DISCARD_TITLE } from '../discard-guard';

function NameForm() {
  const {
    register,
    formState: { isDirty },
  } = useForm({ defaultValues: { name: '' } });
  useDiscardGuard(isDirty);
  return (
    <form>
      <label>
        Name
        <input {...register('name')} />
      </label>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
      </DialogFooter>
    </form>
  );
}

function Screen({ onOpenChange = () => {} }: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit Sarah Mitchell
      </button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
      >
        <DialogContent title="Edit employee">
          <NameForm />
        </DialogContent>
      </Dialog>
    </>
  );
}

const opener = () => screen.getByRole('button', { name: 'Edit Sarah Mitchell' });

describe('dialog close guard and focus', () => {
  it('closes at once when nothing was typed, and focus returns to the button that opened it', async () => {
    render(<Screen />);
    await userEvent.click(opener());
    const dialog = await screen.findByRole('dialog', { name: 'Edit employee' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener()));
  });

  it('asks before Cancel throws typed changes away; Keep editing keeps them, Discard closes', async () => {
    const changes = vi.fn();
    render(<Screen onOpenChange={changes} />);
    await userEvent.click(opener());
    const dialog = await screen.findByRole('dialog', { name: 'Edit employee' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Sarah');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    let question = await screen.findByRole('alertdialog', { name: DISCARD_TITLE });
    expect(changes).not.toHaveBeenCalledWith(false);
    await userEvent.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Sarah');
    // Back where the user was: on Cancel, inside the dialog.
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' })));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    question = await screen.findByRole('alertdialog', { name: DISCARD_TITLE });
    await userEvent.click(within(question).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes).toHaveBeenCalledWith(false);
    await waitFor(() => expect(document.activeElement).toBe(opener()));
  });

  it('asks on Escape too', async () => {
    render(<Screen />);
    await userEvent.click(opener());
    const dialog = await screen.findByRole('dialog', { name: 'Edit employee' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'S');
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('alertdialog', { name: DISCARD_TITLE })).toBeTruthy();
    expect(dialog.isConnected).toBe(true);
    // Escape on the question answers it (keep editing), not the form.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Edit employee' })).toBeTruthy();
  });
});

function DetailsThenEdit() {
  const [open, setOpen] = useState<'details' | 'form' | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen('details')}>
        View Sarah Mitchell
      </button>
      <Dialog open={open === 'details'} onOpenChange={(next) => setOpen(next ? 'details' : null)}>
        <DialogContent title="Sarah Mitchell">
          <Button onClick={() => setOpen('form')}>Edit</Button>
        </DialogContent>
      </Dialog>
      <Dialog open={open === 'form'} onOpenChange={(next) => setOpen(next ? 'form' : null)}>
        <DialogContent title="Edit employee">
          <NameForm />
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('a dialog opened from another that closes', () => {
  it('returns focus to the button that opened the first', async () => {
    render(<DetailsThenEdit />);
    const view = screen.getByRole('button', { name: 'View Sarah Mitchell' });
    await userEvent.click(view);
    const details = await screen.findByRole('dialog', { name: 'Sarah Mitchell' });
    await userEvent.click(within(details).getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('dialog', { name: 'Edit employee' });
    await waitFor(() => expect(form.contains(document.activeElement)).toBe(true));
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(view));
  });
});
