import type { Goal } from '@wattle/shared/goals';
import type { ReviewCycle } from '../../api/reviews';

/** Remy Seller's goal as the API answers it (5 of 10 accounts, at risk); `change` overrides fields. */
export function remysGoal(change: Partial<Goal> = {}): Goal {
  return {
    id: 41,
    organization_id: 3,
    title: 'Win new accounts',
    description: null,
    level: 'person',
    kind: 'objective',
    parent_id: null,
    owner_employee_id: 7,
    owner_name: 'Remy Seller',
    department_id: null,
    visibility: 'everyone',
    status: 'active',
    start_date: '2027-01-04',
    due_date: '2027-03-31',
    key_results: [
      {
        id: 1,
        title: 'New accounts signed',
        kind: 'numeric',
        start: 0,
        target: 10,
        current: 5,
        unit: 'accounts',
        weight: 3,
        progress: 50,
      },
    ],
    progress: 50,
    confidence: 'at_risk',
    last_check_in_at: '2027-02-01T00:00:00.000Z',
    can_edit: true,
    can_check_in: true,
    version: 4,
    created_at: '2027-01-04T00:00:00.000Z',
    updated_at: '2027-02-01T00:00:00.000Z',
    ...change,
  };
}

/** The FY27 mid-year review cycle, active and launched to two reviewees, as the API answers it; `change` overrides fields. */
export function launchedCycle(change: Partial<ReviewCycle> = {}): ReviewCycle {
  return {
    id: 5,
    name: 'FY27 mid-year',
    status: 'active',
    questions: [],
    stages: [{ stage: 'self', due_date: '2027-01-20' }],
    max_peers: 3,
    peer_threshold: 3,
    reviewee_count: 2,
    reviewees_launched: 2,
    launched_at: '2027-01-01T00:00:00.000Z',
    shared_at: null,
    version: 2,
    ...change,
  };
}
