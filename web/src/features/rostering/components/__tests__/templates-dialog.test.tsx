import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ShiftTemplate } from '../../api/scheduling';
import { TemplatesDialog } from '../templates-dialog';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));

const opening: ShiftTemplate = {
  id: 4,
  organization_id: 3,
  department_id: 2,
  name: 'Weekday opening',
  start_time: '07:00',
  end_time: '15:00',
  break_minutes: 30,
  role: 'Ovens',
  weekdays: [1, 2, 3, 4, 5],
  version: 2,
  created_at: '',
  updated_at: '',
};

const renderDialog = (props: Partial<Parameters<typeof TemplatesDialog>[0]> = {}) => {
  const handlers = { onCreate: vi.fn(async () => undefined), onUpdate: vi.fn(async () => undefined) };
  render(
    <TemplatesDialog
      open
      onClose={() => undefined}
      organizationId={3}
      departmentId={2}
      templates={[opening]}
      {...handlers}
      {...props}
    />,
  );
  return { ...handlers, dialog: screen.getByRole('dialog', { name: 'Shift templates' }) };
};

describe('the shift templates dialog', () => {
  it('changes a template through the same form: its values loaded, saved with the version read', async () => {
    const { dialog, onUpdate, onCreate } = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Edit template Weekday opening' }));
    expect(within(dialog).getByText('Edit Weekday opening')).toBeTruthy();
    expect((within(dialog).getByLabelText('Start') as HTMLInputElement).value).toBe('07:00');
    expect((within(dialog).getByLabelText('Fri') as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByLabelText('Sat') as HTMLInputElement).checked).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('End'), { target: { value: '14:30' } });
    fireEvent.click(within(dialog).getByLabelText('Sat'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(onUpdate).toHaveBeenCalledTimes(1));
    expect(onUpdate).toHaveBeenCalledWith(opening, {
      name: 'Weekday opening',
      start_time: '07:00',
      end_time: '14:30',
      break_minutes: 30,
      role: 'Ovens',
      weekdays: [1, 2, 3, 4, 5, 6],
    });
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('goes back to a blank new template', () => {
    const { dialog } = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Edit template Weekday opening' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'New template instead' }));
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('');
    expect(within(dialog).getByRole('button', { name: 'Add template' })).toBeTruthy();
  });

  it('shows no edit button without the right to change', () => {
    const { dialog } = renderDialog({ onUpdate: undefined });
    expect(within(dialog).queryByRole('button', { name: /^Edit template/ })).toBeNull();
  });

  it('deletes a template only after a confirmation', async () => {
    const onDelete = vi.fn(async () => undefined);
    const { dialog } = renderDialog({ onDelete });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete template Weekday opening' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete template Weekday opening?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onDelete).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete template Weekday opening' }));
    const again = await screen.findByRole('alertdialog');
    fireEvent.click(within(again).getByRole('button', { name: 'Delete template' }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledWith(opening));
  });
});
