import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { CONFLICT_RELOAD_LABEL, changedPaths, useConflictReload } from '../use-conflict-reload';

interface Values {
  name: string;
  phone: string;
  address: { street: string; suburb: string };
  version: number;
}

const stale: Values = {
  name: 'Ann',
  phone: '0400 000 000',
  address: { street: '1 Old St', suburb: 'Glebe' },
  version: 1,
};
const fresh: Values = {
  name: 'Anne',
  phone: '0400 111 111',
  address: { street: '2 New St', suburb: 'Ultimo' },
  version: 2,
};

function Form({ load, save }: { load: () => Promise<Values>; save: (values: Values) => Promise<void> }) {
  const form = useForm<Values>({ defaultValues: stale });
  const conflict = useConflictReload({
    form,
    load,
    labelOf: (path) => ({ name: 'Name', 'address.street': 'Street' })[path],
  });
  const submit = form.handleSubmit(async (values) => {
    conflict.clear();
    try {
      await save(values);
    } catch (error) {
      if (!conflict.catchConflict(error)) throw error;
    }
  });
  return (
    <form onSubmit={submit}>
      {conflict.alert}
      <label>
        Name <input {...form.register('name')} />
      </label>
      <label>
        Phone <input {...form.register('phone')} />
      </label>
      <label>
        Street <input {...form.register('address.street')} />
      </label>
      <label>
        Suburb <input {...form.register('address.suburb')} />
      </label>
      <span data-testid="dirty">{String(form.formState.isDirty)}</span>
      <button type="submit">Save</button>
    </form>
  );
}

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('changedPaths', () => {
  it('lists the leaves that differ', () => {
    expect(changedPaths({ a: '1', b: { c: '2', d: '3' }, e: [1] }, { a: '1', b: { c: '2', d: '4' }, e: [2] })).toEqual([
      'b.d',
      'e',
    ]);
    expect(changedPaths({ a: '' }, { a: undefined })).toEqual([]);
  });
});

describe('useConflictReload', () => {
  it('on 409 offers Reload, which loads the fresh record and keeps what the user typed on top', async () => {
    const load = vi.fn(async () => fresh);
    const save = vi.fn(async (values: Values) => {
      if (values.version === 1)
        throw new ApiError(409, 'This record was changed by someone else. Reload it and try again.');
    });
    render(<Form load={load} save={save} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Annie' } });
    fireEvent.change(screen.getByLabelText('Street'), { target: { value: '3 Typed St' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('changed by someone else');

    fireEvent.click(screen.getByRole('button', { name: CONFLICT_RELOAD_LABEL }));
    expect((await screen.findByRole('status')).textContent).toContain('Your changes are kept: Name, Street.');
    expect(load).toHaveBeenCalledTimes(1);
    expect(value('Name')).toBe('Annie');
    expect(value('Street')).toBe('3 Typed St');
    // What the user did not touch comes from the fresh record.
    expect(value('Phone')).toBe('0400 111 111');
    expect(value('Suburb')).toBe('Ultimo');
    expect(screen.getByTestId('dirty').textContent).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(save.mock.calls[1]?.[0]).toEqual({
      name: 'Annie',
      phone: '0400 111 111',
      address: { street: '3 Typed St', suburb: 'Ultimo' },
      version: 2,
    });
  });

  it('says when the fresh record cannot be loaded, and keeps the form as it was', async () => {
    const load = vi.fn(async (): Promise<Values> => {
      throw new ApiError(500, 'Server Error');
    });
    render(<Form load={load} save={async () => Promise.reject(new ApiError(409, ''))} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Annie' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(await screen.findByRole('button', { name: CONFLICT_RELOAD_LABEL }));
    expect(await screen.findByText(/could not be loaded/)).toBeTruthy();
    expect(value('Name')).toBe('Annie');
    expect(value('Phone')).toBe('0400 000 000');
  });
});
