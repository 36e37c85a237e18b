import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { actionsColumn, DataTable, type DataTableProps, shownPager } from '../data-table';

type Person = { id: number; name: string; status: string };
const people: Person[] = [
  { id: 1, name: 'Sarah Mitchell', status: 'Active' },
  { id: 2, name: 'Mia Nguyen', status: 'On leave' },
];

function table(props: Partial<DataTableProps<Person>> = {}) {
  return render(
    <DataTable<Person>
      label="Employees"
      rows={people}
      rowKey={(person) => person.id}
      loadingText="Loading employees..."
      empty="No employees found."
      columns={[
        { header: 'Name', cell: (person) => person.name },
        { header: 'Status', cell: (person) => person.status },
        false,
        { header: 'Actions', actions: 'hidden', cell: (person) => <button type="button">View {person.name}</button> },
      ]}
      {...props}
    />,
  );
}

describe('DataTable', () => {
  it('heads the shown columns, and labels each cell for the phone card but the actions', () => {
    table();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Status', 'Actions']);
    expect(screen.getByText('Actions').className).toContain('sr-only');
    expect(screen.getByRole('cell', { name: 'Sarah Mitchell' }).getAttribute('data-label')).toBe('Name');
    expect(screen.getByRole('cell', { name: 'On leave' }).getAttribute('data-label')).toBe('Status');
    expect(screen.getByRole('cell', { name: 'View Mia Nguyen' }).hasAttribute('data-label')).toBe(false);
    const element = screen.getByRole('table');
    expect(element.classList.contains('table-cards')).toBe(true);
    // Wider than a phone only from `sm` up: below it the rows are cards, not a sideways scroll.
    expect(element.className).toContain('sm:min-w-[44rem]');
    expect(element.className).not.toMatch(/(^| )min-w-/);
    expect(screen.queryByText('No employees found.')).toBeNull();
  });

  it('says it is loading, then failed (with Retry), then empty, in that order', async () => {
    const retry = vi.fn();
    const { rerender } = table({ rows: [], loading: true, error: new Error('offline'), onRetry: retry });
    expect(screen.getByText('Loading employees...')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    const props = { label: 'Employees', rowKey: (person: Person) => person.id, columns: [], rows: [] };
    rerender(
      <DataTable<Person>
        {...props}
        error={new Error('offline')}
        errorText="The exits could not be loaded."
        onRetry={retry}
        empty="None."
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('The exits could not be loaded.');
    expect(screen.queryByText('None.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);

    rerender(<DataTable<Person> {...props} error={null} empty="None." />);
    expect(screen.getByText('None.')).toBeTruthy();
  });

  it('pages with the cursor pager below the rows', async () => {
    const next = vi.fn();
    table({
      pager: {
        label: 'Employee pages',
        pages: { page: 1, next, previous: vi.fn() },
        nextCursor: 'c2',
        summary: '42 employees',
      },
    });
    const pager = screen.getByRole('navigation', { name: 'Employee pages' });
    expect(pager.textContent).toContain('Page 1 · 42 employees');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(next).toHaveBeenCalledWith('c2');
  });

  it('ends with a footer row (a total) of the columns that give one, labelled for the phone card', () => {
    table({
      columns: [
        { header: 'Name', cell: (person) => person.name, footer: 'Total' },
        { header: 'Status', cell: (person) => person.status, footer: '2 people' },
        { header: 'Actions', actions: 'hidden', cell: () => null, footer: null },
      ],
    });
    const footer = screen.getAllByRole('rowgroup').at(-1) as HTMLElement;
    expect(footer.tagName).toBe('TFOOT');
    expect(
      within(footer)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Total', '2 people', '']);
    expect(within(footer).getByRole('cell', { name: '2 people' }).getAttribute('data-label')).toBe('Status');
  });

  it('has no footer when no column gives one, and adds attributes a row asks for', () => {
    table({
      rowProps: (person) => ({
        'data-person': String(person.id),
        'aria-current': person.id === 2 ? 'true' : undefined,
      }),
      rowClassName: (person) => person.id === 2 && 'bg-brand-50',
    });
    expect(document.querySelector('tfoot')).toBeNull();
    const current = screen.getByRole('row', { current: true });
    expect(current.getAttribute('data-person')).toBe('2');
    expect(current.className).toContain('bg-brand-50');
    expect(within(current).getByText('Mia Nguyen')).toBeTruthy();
  });

  it('gives a list its Actions column and a pager that counts the rows shown, once there are any', () => {
    const pages = { page: 1, next: vi.fn(), previous: vi.fn() };
    expect(shownPager('Employee pages', pages, null, 0)).toBe(false);
    expect(shownPager('Employee pages', { ...pages, page: 2 }, null, 0)).toMatchObject({ summary: '0 shown' });
    table({
      columns: [
        { header: 'Name', cell: (person) => person.name },
        actionsColumn((person: Person) => <button type="button">Edit {person.name}</button>),
      ],
      pager: shownPager('Employee pages', pages, 'c2', people.length),
    });
    expect(screen.getByRole('columnheader', { name: 'Actions' }).className).toContain('text-right');
    expect(screen.getByRole('cell', { name: 'Edit Mia Nguyen' }).hasAttribute('data-label')).toBe(false);
    expect(screen.getByRole('navigation', { name: 'Employee pages' }).textContent).toContain('2 shown');
  });
});
