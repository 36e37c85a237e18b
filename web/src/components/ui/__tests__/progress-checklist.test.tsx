import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ChecklistItem } from '../checklist';
import { ProgressChecklist, TASK_SAVE_FAILED } from '../progress-checklist';

const items: ChecklistItem[] = [
  { id: 1, name: 'Return laptop', due_date: '2026-06-01', done: false, done_on: null },
  { id: 2, name: 'Revoke access', due_date: '2026-06-02', done: true, done_on: '2026-06-01' },
];

function checklist(props: Partial<Parameters<typeof ProgressChecklist>[0]> = {}) {
  return render(
    <ProgressChecklist
      label="Exit checklist"
      title="Exit checklist"
      progress={50}
      progressLabel="Exit checklist of Mia Nguyen"
      note="Notice: 4 weeks"
      items={items}
      today="2026-05-20"
      onSave={vi.fn(async () => {})}
      {...props}
    />,
  );
}

describe('ProgressChecklist', () => {
  it('heads the list with its progress and saves a tick, its box disabled meanwhile', async () => {
    let finish: () => void = () => {};
    const onSave = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    checklist({ onSave });
    const section = screen.getByRole('region', { name: 'Exit checklist' });
    expect(section.textContent).toContain('50% complete');
    expect(screen.getByText('Notice: 4 weeks')).toBeTruthy();
    const laptop = screen.getByRole('checkbox', { name: /Return laptop/ }) as HTMLInputElement;
    await userEvent.click(laptop);
    expect(onSave).toHaveBeenCalledWith(items[0], true);
    expect(laptop.disabled).toBe(true);
    finish();
    await waitFor(() => expect(laptop.disabled).toBe(false));
  });

  it('says why a save failed, and shows the boxes disabled to who may only look', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { unmount } = checklist({ onSave: () => Promise.reject(new Error('offline')) });
    await userEvent.click(screen.getByRole('checkbox', { name: /Return laptop/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(TASK_SAVE_FAILED);
    unmount();

    checklist({ readOnly: true });
    for (const box of screen.getAllByRole('checkbox')) expect((box as HTMLInputElement).disabled).toBe(true);
  });
});
