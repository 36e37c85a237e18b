import { stubFetch } from '@/testing/fetch';
import { parseUrl } from '@/testing/render-with-organization';

/** The payroll setup screen's answers, for its component tests. */

export const SETTINGS = {
  organization_id: 3,
  abn: null,
  abn_from_registration: false,
  bank_bsb: null,
  bank_account_number: null,
  bank_account_name: null,
  apca_user_id: null,
  bank_code: null,
  default_super_rate: '12.00',
  state: null,
  version: null,
  updated_at: null,
};
export const SCHEDULE = {
  id: 5,
  organization_id: 3,
  name: 'Fortnightly staff',
  frequency: 'fortnightly',
  period_start: '2026-07-06',
  period_end: '2026-07-19',
  pay_date: '2026-07-22',
  extra_pay_withholding: false,
  version: 1,
};
export const SUMMARY = {
  employee_id: 7,
  employee_name: 'Sarah Mitchell',
  employee_code: 'EMP-7',
  status: 'Active',
  current: null,
  upcoming: null,
  super_fund_name: 'AustralianSuper',
  version: null,
};
export const PAY = {
  organization_id: 3,
  employee_id: 7,
  employee_name: 'Sarah Mitchell',
  current: null,
  periods: [],
  version: null,
  work_pattern_hours: '30.40',
  employment_type: 'Part-time',
  super_fund_on_record: { name: 'AustralianSuper', usi: 'STA0100AU', member_number: '••••3456' },
};

/**
 * Answers the setup screen's reads (settings, schedules, the employee list, one employee's pay and
 * the pay condition sets) and records each PUT's body in `sent`, answering it with `pay`.
 */
export function stubPayrollSetup({
  pay = PAY,
  sets = [],
  sent = [],
}: {
  pay?: Record<string, unknown>;
  sets?: unknown[];
  sent?: unknown[];
}) {
  stubFetch((url, init) => {
    const { pathname } = parseUrl(url);
    if (init.method === 'PUT') {
      sent.push(JSON.parse(String(init.body)));
      return { status: 200, body: { data: pay } };
    }
    if (pathname.endsWith('/payroll-settings'))
      return { status: 200, body: { data: { ...SETTINGS, abn: '51824753556' } } };
    if (pathname.endsWith('/pay-schedules')) return { status: 200, body: { data: [SCHEDULE] } };
    if (pathname.endsWith('/pay-conditions')) return { status: 200, body: { data: sets } };
    if (pathname.endsWith('/payroll/employee-pay'))
      return { status: 200, body: { data: { data: [SUMMARY], next_cursor: null, per_page: 50 } } };
    if (pathname.endsWith(`/employees/${SUMMARY.employee_id}/pay`)) return { status: 200, body: { data: pay } };
    return { status: 404, body: { message: 'Not found.' } };
  });
}
