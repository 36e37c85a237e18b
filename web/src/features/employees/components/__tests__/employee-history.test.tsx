import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { renderWithOrganization } from '../../testing/render';
import { EmployeeHistory } from '../employee-history';

const options = [
  { id: 41, first_name: 'Mia', last_name: 'Nguyen', employee_code: 'EMP-041', reporting_manager_id: null },
];

const longDetails =
  'Department: Administration → Nursing; Designation: Office Clerk → Registered Nurse; Status: On Probation → Active';

function event(id: string, event_type: string, details: string) {
  return {
    id,
    organization_id: 3,
    employee_id: 41,
    employee_name: 'Mia Nguyen',
    event_type,
    details,
    changes: [],
    changed_by: 'Ada Admin',
    changed_by_id: 1,
    occurred_at: '2026-03-04T05:06:07Z',
    date: '2026-03-04',
  };
}

function serve() {
  const urls: string[] = [];
  stubFetch((url) => {
    urls.push(url);
    if (url.includes('/employees/options')) return { status: 200, body: { data: options } };
    if (url.includes('event_type=Promotion')) {
      return { status: 200, body: { data: { data: [], next_cursor: null, per_page: 10 } } };
    }
    if (url.includes('cursor=p2')) {
      return {
        status: 200,
        body: { data: { data: [event('h9', 'Hired', 'Hired')], next_cursor: null, per_page: 10 } },
      };
    }
    return {
      status: 200,
      body: {
        data: {
          data: [event('h1', 'Transfer', longDetails), event('h2', 'Mystery', 'Something odd')],
          next_cursor: 'p2',
          per_page: 10,
        },
      },
    };
  });
  return urls;
}

describe('EmployeeHistory', { timeout: 15_000 }, () => {
  it('lists events with their styles, truncated details on demand, and pages on', async () => {
    const urls = serve();
    const user = userEvent.setup();
    renderWithOrganization(<EmployeeHistory />);
    expect(screen.getByRole('heading', { name: 'Employee History' })).toBeTruthy();
    expect(screen.getByText('A complete audit log of all employee changes and life-cycle events.')).toBeTruthy();
    expect(screen.getByText('Loading history...')).toBeTruthy();
    const table = await screen.findByRole('table');
    await within(table).findByText('Transfer');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Employee', 'Event', 'Details', 'Changed By', 'Date']);
    expect(table.querySelector('[data-event-style="Transfer"]')).toBeTruthy();
    // A type the app does not know gets the neutral style.
    expect(table.querySelector('[data-event-style="neutral"]')).toBeTruthy();
    expect(within(table).getAllByText('4 March 2026')).toHaveLength(2);

    expect(within(table).queryByText(longDetails)).toBeNull();
    const more = within(table).getByRole('button', { name: 'Show full details' });
    await user.click(more);
    expect(within(table).getByText(longDetails)).toBeTruthy();
    expect(more.getAttribute('aria-expanded')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await within(table).findByText('Hired', { selector: 'span' })).toBeTruthy();
    expect(urls.at(-1)).toContain('cursor=p2');
    expect(urls[0]).toContain('per_page=10');
  });

  it('filters by employee, event type and dates, and says when nothing matches', async () => {
    const urls = serve();
    const user = userEvent.setup();
    renderWithOrganization(<EmployeeHistory />);
    const employee = screen.getByLabelText('Employee');
    expect(within(employee).getAllByRole('option')[0]?.textContent).toBe('All Employees');
    await within(employee).findByRole('option', { name: 'Mia Nguyen (EMP-041)' });
    await user.selectOptions(employee, '41');
    await user.type(screen.getByLabelText('Start Date'), '2026-03-01');
    await user.type(screen.getByLabelText('End Date'), '2026-03-31');
    expect(within(screen.getByLabelText('Event Type')).getAllByRole('option')[0]?.textContent).toBe('All Event Types');
    await user.selectOptions(screen.getByLabelText('Event Type'), 'Promotion');
    expect(await screen.findByText('No history found for the selected filters.')).toBeTruthy();
    const last = urls.at(-1) ?? '';
    for (const part of ['employee_id=41', 'event_type=Promotion', 'start_date=2026-03-01', 'end_date=2026-03-31']) {
      expect(last).toContain(part);
    }

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect((screen.getByLabelText('Employee') as HTMLSelectElement).value).toBe('');
    expect(await screen.findByText('Transfer', { selector: 'span' })).toBeTruthy();
  });

  it('refuses an end date before the start date', async () => {
    serve();
    renderWithOrganization(<EmployeeHistory />, { path: '/?start_date=2026-03-10&end_date=2026-03-01' });
    expect(await screen.findByText('The end date cannot be before the start date.')).toBeTruthy();
    expect(screen.getByText('No history found for the selected filters.')).toBeTruthy();
  });
});
