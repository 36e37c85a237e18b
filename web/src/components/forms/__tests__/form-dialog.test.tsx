import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { DialogForm } from '../dialog-form';
import { FormDialog } from '../form-dialog';

function NameForm({ save }: { save: (values: { name: string }) => Promise<void> }) {
  const form = useForm({ defaultValues: { name: '' } });
  return (
    <DialogForm form={form} fields={['name']} onSubmit={save} submitLabel="Add thing" pendingLabel="Adding...">
      <Field label="Name" error={form.formState.errors.name?.message}>
        {(control) => <Input {...control} {...form.register('name')} />}
      </Field>
    </DialogForm>
  );
}

function Harness({ save }: { save: (values: { name: string }) => Promise<void> }) {
  const [target, setTarget] = useState<{ label: string } | null>(null);
  return (
    <>
      <button type="button" onClick={() => setTarget({ label: 'thing' })}>
        Open
      </button>
      <FormDialog open={target} onClose={() => setTarget(null)} title={(target) => `Add ${target.label}`}>
        <NameForm save={save} />
      </FormDialog>
    </>
  );
}

describe('FormDialog and DialogForm', () => {
  it('puts 422 field errors under their fields, other failures in the alert, and keeps what was typed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const save = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(422, 'The name is taken.', { name: ['The name is taken.'] }))
      .mockRejectedValueOnce(new ApiError(500, 'Something broke.', {}))
      .mockResolvedValueOnce(undefined);
    const user = userEvent.setup({ delay: null });
    render(<Harness save={save} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Add thing' })).toBeTruthy();

    await user.type(screen.getByLabelText('Name'), 'Acacia');
    await user.click(screen.getByRole('button', { name: 'Add thing' }));
    await waitFor(() => expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('alert').textContent).toBe('The name is taken.');
    expect(save).toHaveBeenLastCalledWith({ name: 'Acacia' });

    await user.click(screen.getByRole('button', { name: 'Add thing' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Something broke.'));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Acacia');

    await user.click(screen.getByRole('button', { name: 'Add thing' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(3));
  });

  it('says the save is running, and asks before Cancel throws typed changes away', async () => {
    let finish = () => {};
    const save = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup({ delay: null });
    render(<Harness save={save} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.type(screen.getByLabelText('Name'), 'Acacia');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByRole('dialog', { name: 'Add thing' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add thing' }));
    const pending = await screen.findByRole('button', { name: 'Adding...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add thing' })).toBeTruthy());
  });
});
