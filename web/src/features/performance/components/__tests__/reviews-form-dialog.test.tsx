import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { organizationAs, parseUrl, renderWithOrganization } from '@/testing/render-with-organization';
import type { ReviewForm } from '../../api/reviews';
import { ReviewFormDialog } from '../reviews-form-dialog';
import { noGoalsOf } from '../reviews-goal-evidence';
import { remysGoal } from './fixtures';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const form: ReviewForm = {
  id: 12,
  cycle_id: 5,
  reviewee_employee_id: 7,
  reviewee_name: 'Remy Seller',
  reviewer_name: 'Mona Lead',
  relationship: 'manager',
  status: 'open',
  answers: [],
  private_note: null,
  submitted_at: null,
  version: 1,
  questions: [{ question_id: 1, kind: 'text', text: 'What went well?' }],
};

const goal = remysGoal({ can_edit: false, can_check_in: false });

function stub(goals: unknown[]) {
  return stubFetch((url) => {
    const { pathname } = parseUrl(url);
    if (pathname.endsWith('/performance/reviews/12')) return { status: 200, body: { data: form } };
    if (pathname.endsWith('/performance/goals'))
      return { status: 200, body: { data: { data: goals, next_cursor: null, per_page: 100 } } };
    return { status: 200, body: { data: [] } };
  });
}

describe('A reviewer’s form', { timeout: 20_000 }, () => {
  it('shows the reviewee’s goals as evidence: progress, confidence and key results, read for that person', async () => {
    const fetch = stub([goal]);
    renderWithOrganization(
      <ReviewFormDialog organizationId={3} reviewId={12} onClose={() => {}} />,
      organizationAs('manager', 9),
    );
    const evidence = await screen.findByRole('region', { name: 'Goals (evidence)' });
    expect(await within(evidence).findByRole('heading', { name: 'Win new accounts' })).toBeTruthy();
    expect(within(evidence).getByText('5 / 10 accounts')).toBeTruthy();
    expect(within(evidence).getByText('At risk')).toBeTruthy();
    expect(
      fetch.mock.calls.some(([url]) => String(url).includes('/performance/goals?organization_id=3&employee_id=7')),
    ).toBe(true);
  });

  it('says so when the reviewer can see none of the reviewee’s goals', async () => {
    stub([]);
    renderWithOrganization(
      <ReviewFormDialog organizationId={3} reviewId={12} onClose={() => {}} />,
      organizationAs('manager', 9),
    );
    expect(await screen.findByText(noGoalsOf('Remy Seller'))).toBeTruthy();
  });
});
