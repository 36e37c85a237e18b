import type { Goal } from '@wattle/shared/goals';

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
