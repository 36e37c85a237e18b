import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { organizationAs, parseUrl, renderWithOrganization } from '@/testing/render-with-organization';
import { NO_OWN_FEEDBACK } from '../appraisals-feedback';
import { NOT_AN_EMPLOYEE, ONE_ON_ONES_EMPTY } from '../appraisals-one-on-ones';
import { AppraisalsPage } from '../appraisals-page';
import { proposable } from '../appraisals-pay-change-dialog';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const people = [
  { id: 7, first_name: 'Remy', last_name: 'Seller', employee_code: 'E7', reporting_manager_id: 9 },
  { id: 8, first_name: 'Ira', last_name: 'Indirect', employee_code: 'E8', reporting_manager_id: 7 },
  { id: 9, first_name: 'Mona', last_name: 'Lead', employee_code: 'E9', reporting_manager_id: 10 },
  { id: 10, first_name: 'Bo', last_name: 'Boss', employee_code: 'E10', reporting_manager_id: null },
];

function stub() {
  return stubFetch((url, init) => {
    const { pathname } = parseUrl(url);
    if (pathname.endsWith('/employees/options') || pathname.endsWith('/feedback/people'))
      return { status: 200, body: { data: people } };
    if (init.method === 'POST') return { status: 201, body: { data: {} } };
    if (pathname.endsWith('/performance/feedback'))
      return { status: 200, body: { data: { data: [], next_cursor: null } } };
    return { status: 200, body: { data: [] } };
  });
}

describe('Feedback and appraisals', { timeout: 20_000 }, () => {
  it('lets a manager start a 1:1 with a report, with agenda items a line each', async () => {
    const fetch = stub();
    renderWithOrganization(<AppraisalsPage />, organizationAs('manager', 9));
    expect(await screen.findByText(ONE_ON_ONES_EMPTY)).toBeTruthy();
    // The manager's own manager first; their report in the list.
    expect(screen.getByRole('option', { name: 'My manager, Bo Boss' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start a 1:1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start a 1:1' });
    fireEvent.change(within(dialog).getByLabelText(/^With/), { target: { value: '7' } });
    fireEvent.change(within(dialog).getByLabelText(/^Day/), { target: { value: '2027-02-03' } });
    fireEvent.change(within(dialog).getByLabelText(/^Agenda/), { target: { value: 'Q3 goals\n\n  Training  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start 1:1' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = fetch.mock.calls.find(([url, init]) => init?.method === 'POST' && String(url).includes('one-on-ones'));
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      organization_id: 3,
      employee_id: 7,
      date: '2027-02-03',
      agenda: ['Q3 goals', 'Training'],
    });
    // The list now shows the 1:1s with that report.
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(([url]) =>
          String(url).includes('/performance/one-on-ones?organization_id=3&employee_id=7'),
        ),
      ).toBe(true),
    );
  });

  it('lets a manager propose a pay change for someone under them, checked before sending', async () => {
    const fetch = stub();
    renderWithOrganization(<AppraisalsPage />, organizationAs('manager', 9));
    fireEvent.click(await screen.findByRole('button', { name: 'Propose pay change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Propose pay change' });
    const select = within(dialog).getByLabelText(/^Employee/);
    await within(select).findByRole('option', { name: 'Ira Indirect' });
    // Direct and indirect reports, never themselves nor their own manager.
    expect(within(select).queryByRole('option', { name: 'Mona Lead' })).toBeNull();
    expect(within(select).queryByRole('option', { name: 'Bo Boss' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Propose pay change' }));
    expect(await within(dialog).findByText('Give the reason.')).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    fireEvent.change(select, { target: { value: '7' } });
    fireEvent.change(within(dialog).getByLabelText(/^Amount/), { target: { value: '2500.00' } });
    fireEvent.change(within(dialog).getByLabelText(/^From/), { target: { value: '2027-07-01' } });
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Exceeded every goal.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Propose pay change' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      organization_id: 3,
      employee_id: 7,
      basis: 'salary',
      kind: 'increase',
      amount: '2500.00',
      effective_from: '2027-07-01',
      reason: 'Exceeded every goal.',
    });
    // A manager holds no pay group: no approvals.
    expect(screen.queryByText('Pay changes to approve')).toBeNull();
  });

  it('tells a member without an employee record that 1:1s and a feed are not theirs, and asks the API for neither', async () => {
    const fetch = stub();
    renderWithOrganization(<AppraisalsPage />, organizationAs('hr_manager'));
    expect(await screen.findByText(NOT_AN_EMPLOYEE)).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('one-on-ones'))).toBe(false);
    // No feed of their own (the API answers 422 without a record): said so, and praise still offered.
    expect(screen.getByText(NO_OWN_FEEDBACK)).toBeTruthy();
    expect(screen.queryByText('Feedback could not be loaded.')).toBeNull();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/performance/feedback?'))).toBe(false);
    expect(screen.getByRole('button', { name: 'Give praise' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request feedback' })).toBeNull();
    // HR proposes for anyone; HR's payroll is view only, so no approvals.
    expect(screen.getByRole('button', { name: 'Propose pay change' })).toBeTruthy();
    expect(screen.queryByText('Pay changes to approve')).toBeNull();
  });

  it('shows an hourly increase in dollars and cents, as pay setup does ($1.50, not $1.5000)', async () => {
    stubFetch((url) => {
      const { pathname } = parseUrl(url);
      if (pathname.endsWith('/performance/pay-changes'))
        return {
          status: 200,
          body: {
            data: [
              {
                id: 1,
                employee_id: 7,
                employee_name: 'Remy Seller',
                basis: 'hourly',
                kind: 'increase',
                amount: '1.5000',
                effective_from: '2027-01-01',
                reason: 'Strong review',
                status: 'proposed',
                proposed_by_name: 'Mona Lead',
                proposed_at: '2026-12-04T00:00:00Z',
                decided_by_name: null,
                decided_at: null,
                decision_note: null,
                version: 1,
                current_pay: null,
                new_pay: null,
              },
            ],
          },
        };
      if (pathname.endsWith('/performance/feedback'))
        return { status: 200, body: { data: { data: [], next_cursor: null } } };
      return { status: 200, body: { data: [] } };
    });
    renderWithOrganization(<AppraisalsPage />, organizationAs('manager', 9));
    expect(await screen.findByText('Increase of $1.50 an hour')).toBeTruthy();
  });

  it('finds the people under a manager through the chain, and everyone for HR', () => {
    expect(proposable(people, 9, false).map((person) => person.id)).toEqual([7, 8]);
    expect(proposable(people, 9, true).map((person) => person.id)).toEqual([7, 8, 10]);
    expect(proposable(people, null, false)).toEqual([]);
  });
});
