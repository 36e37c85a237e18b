/**
 * Timesheets (issue 27 §2) in the browser: an employee enters a week on a phone and submits it,
 * their manager approves it; a casual's approved Saturday under the retail award is paid in the
 * pay run, the payslip line naming its clause.
 */
import {
  type Api,
  addDays,
  dayLabel,
  draftPayRun,
  expect,
  finalisedPayRun,
  hasHorizontalScroll,
  managerAndReport,
  mondayOf,
  openIn,
  type PayrollReady,
  payrollReady,
  retailHourlyPay,
  screenshot,
  test,
  todayIn,
} from './fixtures';

const PASSWORD = 'Timesheet-Wattle-Week-38';
/** What a period paid in a finalised pay run says (timesheet-editor.tsx). */
const lockedText = (payRunId: number) =>
  `Locked: pay run ${payRunId} paid this period and is finalised. A change now is made as an adjustment in a later pay run.`;
const WEEKDAYS = 5;

/** A timesheet of the 2–15 November 2026 period with one day entered, submitted and approved through the API. */
async function approvedDay(
  api: Api,
  ready: PayrollReady,
  date: string,
  entry: { start_time: string; end_time: string; break_minutes: number },
) {
  const sheet = await api.send<{ timesheet_id: number; version: number }>('post', '/timesheets', {
    organization_id: ready.organization.id,
    employee_id: ready.employee.id,
    period_start: '2026-11-02',
  });
  const day = await api.send<{ version: number }>(
    'put',
    `/timesheets/${sheet.timesheet_id}/days/${date}`,
    { entries: [entry], version: sheet.version },
    200,
  );
  const submitted = await api.send<{ version: number }>(
    'post',
    `/timesheets/${sheet.timesheet_id}/submit`,
    { version: day.version },
    200,
  );
  await api.send('patch', `/timesheets/${sheet.timesheet_id}/approve`, { version: submitted.version }, 200);
  return sheet.timesheet_id;
}

test('published shifts prefill a new timesheet, marked From roster; drafts do not', async ({
  api,
  request,
  pageAs,
}) => {
  test.setTimeout(120_000);
  const { team, report, reportSession } = await managerAndReport(api, request, {
    workspace: 'Wattle Deli',
    department: 'Deli',
    designation: 'Deli Hand',
    manager: ['Mia', 'Manager'],
    report: ['Rosa', 'Roster'],
    password: PASSWORD,
  });
  const { organization, department } = team;
  const monday = addDays(mondayOf(todayIn('Australia/Sydney')), -7);
  const shift = (date: string, start_time: string, end_time: string) =>
    api.send('post', '/shifts', {
      organization_id: organization.id,
      employee_id: report.id,
      department_id: department.id,
      date,
      start_time,
      end_time,
      break_minutes: 30,
    });
  // Last week's Wednesday is published; Thursday's shift, added after, stays a draft.
  await shift(addDays(monday, 2), '07:00', '15:30');
  await api.send(
    'post',
    '/rosters/publish',
    { organization_id: organization.id, department_id: department.id, from: monday, to: addDays(monday, 6) },
    202,
  );
  await shift(addDays(monday, 3), '09:00', '17:00');

  const own = await pageAs(reportSession, organization, '/dashboard/timesheet/entry');
  await own.setViewportSize({ width: 390, height: 844 });
  await own.getByRole('button', { name: 'Previous period' }).click();
  await own.getByRole('button', { name: 'Start timesheet' }).click();
  const wednesday = own.getByRole('region', { name: dayLabel(addDays(monday, 2)) });
  await expect(wednesday.getByText('From roster')).toBeVisible();
  await expect(wednesday.getByLabel('Start')).toHaveValue('07:00');
  await expect(wednesday.getByLabel('End')).toHaveValue('15:30');
  await expect(wednesday.getByText('8:00')).toBeVisible();
  const thursday = own.getByRole('region', { name: dayLabel(addDays(monday, 3)) });
  await expect(thursday.getByText('No hours entered.')).toBeVisible();
  await expect(thursday.getByText('From roster')).toHaveCount(0);
  await expect(own.getByTestId('period-total')).toHaveText('8:00');
  expect(await hasHorizontalScroll(own)).toBe(false);
  await screenshot(own, 'timesheet-from-roster-390', { fullPage: true });
});

test('an employee enters last week on a phone and submits it; their manager approves it', async ({
  api,
  request,
  pageAs,
}) => {
  test.setTimeout(150_000);
  const {
    team,
    reportSession: rorySession,
    managerSession: mayaSession,
  } = await managerAndReport(api, request, {
    workspace: 'Wattle Bakery',
    department: 'Bakery',
    designation: 'Baker',
    manager: ['Maya', 'Manager'],
    report: ['Rory', 'Baker'],
    password: PASSWORD,
  });
  const { organization } = team;

  // Rory, on a 390 px phone: last week (a Monday week: no pay schedule is set up).
  const monday = addDays(mondayOf(todayIn('Australia/Sydney')), -7);
  const own = await pageAs(rorySession, organization, '/dashboard/timesheet/entry');
  await own.setViewportSize({ width: 390, height: 844 });
  await expect(own.getByRole('heading', { name: 'Timesheet Entry', level: 1 })).toBeVisible();
  await own.getByRole('button', { name: 'Previous period' }).click();
  await own.getByRole('button', { name: 'Start timesheet' }).click();
  await expect(own.getByRole('heading', { name: dayLabel(monday) })).toBeVisible();

  for (let index = 0; index < WEEKDAYS; index += 1) {
    const label = dayLabel(addDays(monday, index));
    const day = own.getByRole('region', { name: label });
    await day.getByRole('button', { name: `Add entry on ${label}` }).click();
    await day.getByLabel('Start').fill('09:00');
    await day.getByLabel('End').fill('17:00');
    await day.getByLabel('Unpaid break (min)').fill('30');
    await expect(day.getByText('7:30')).toBeVisible();
    await day.getByRole('button', { name: `Save ${label}` }).click();
    await expect(day.getByRole('button', { name: `Save ${label}` })).toBeHidden();
  }
  await expect(own.getByTestId('period-total')).toHaveText('37:30');
  expect(await hasHorizontalScroll(own)).toBe(false);
  await screenshot(own, 'timesheet-entry-390', { fullPage: true });
  await own.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(own.getByText('Submitted', { exact: true })).toBeVisible();

  // Maya approves it from her queue.
  const manager = await pageAs(mayaSession, organization, '/dashboard/timesheet/approvals');
  await expect(manager.getByRole('heading', { name: 'Timesheet Approvals', level: 1 })).toBeVisible();
  const queue = manager.getByRole('region', { name: 'Timesheets to approve' });
  await expect(queue.getByRole('row', { name: /Rory Baker/ })).toContainText('37:30');
  await screenshot(manager, 'timesheet-approvals', { fullPage: true });
  await manager.getByRole('button', { name: "Approve Rory Baker's timesheet" }).click();
  await expect(manager.getByText("Rory Baker's timesheet approved.").first()).toBeVisible();
  await expect(manager.getByText('No timesheets are waiting for your approval.')).toBeVisible();

  // Rory's week reads Approved.
  await own.reload();
  await own.getByRole('button', { name: 'Previous period' }).click();
  await expect(own.getByText('Approved', { exact: true })).toBeVisible();
  await expect(own.getByTestId('period-total')).toHaveText('37:30');
});

test("a casual's approved Saturday under the retail award is paid in the pay run, the line naming its clause", async ({
  api,
  page,
}) => {
  test.setTimeout(120_000);
  const ready = await payrollReady(api, {
    team: await api.team('Wattle Corner Shop', 'Shop floor', 'Retail assistant'),
    schedule: 'Fortnightly shop',
    employee: {
      first_name: 'Cass',
      last_name: 'Casual',
      employee_code: 'EMP-2701',
      employment_type: 'Casual',
      superannuation_fund_name: 'Hostplus',
      superannuation_fund_usi: 'HOS0100AU',
    },
    // A casual under the General Retail Industry Award, Level 1, at the award's minimum: no ordinary hours.
    pay: retailHourlyPay(),
  });
  const organization = ready.organization;
  // Saturday 7 November 2026, 9:00 to 13:00, entered, submitted and approved through the API.
  const timesheetId = await approvedDay(api, ready, '2026-11-07', {
    start_time: '09:00',
    end_time: '13:00',
    break_minutes: 0,
  });
  const priced = await api.get<{ total_cents: number; lines: { rule: string }[] }>(
    `/timesheets/${timesheetId}/pay-lines`,
  );
  const saturday = priced.lines[0]?.rule ?? '';
  expect(saturday).toMatch(/^MA000004 cl\. .*Saturday/);
  const gross = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }).format(priced.total_cents / 100);

  await openIn(page, organization, '/dashboard/payroll/processing');
  await draftPayRun(page, { start: '2026-11-02', payDate: '2026-11-18' });
  await expect(page.getByText('Ready for review')).toBeVisible({ timeout: 60_000 });
  const row = page.getByRole('row', { name: /Cass Casual/ });
  await expect(row.getByRole('cell', { name: gross, exact: true }).first()).toBeVisible();
  await row.getByText('Lines').click();
  await expect(row.getByText(`Saturday (${saturday}`)).toBeVisible();
  await expect(row.getByText(/\(4\.00 h × \$/)).toBeVisible();
  await screenshot(page, 'timesheet-pay-run-review', { fullPage: true });
});

test("an approver takes a full-timer's overtime week as time off in lieu on a phone", async ({ api, page }) => {
  test.setTimeout(120_000);
  const ready = await payrollReady(api, {
    team: await api.team('Wattle Late Shop', 'Shop floor', 'Retail assistant'),
    schedule: 'Fortnightly late shop',
    employee: { first_name: 'Tully', last_name: 'Overtime', employee_code: 'EMP-2702', employment_type: 'Full-time' },
    pay: retailHourlyPay('38.00'),
  });
  const organization = ready.organization;
  // Monday 2 November 2026, 08:00 to 19:30 with a 30-minute break: 11 h, 2 h past the retail 9-hour day.
  const timesheetId = await approvedDay(api, ready, '2026-11-02', {
    start_time: '08:00',
    end_time: '19:30',
    break_minutes: 30,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await openIn(page, organization, '/dashboard/timesheet/overtime');
  await expect(page.getByRole('heading', { name: 'Overtime', level: 1 })).toBeVisible();
  await page.getByLabel('Start Date').fill('2026-11-02');
  await page.getByLabel('End Date').fill('2026-11-15');
  await page.getByRole('button', { name: "Take as time off: Tully Overtime's overtime, week of 2 Nov 2026" }).click();
  const dialog = page.getByRole('dialog', { name: 'Take as time off' });
  await expect(dialog.getByText(/MA000004 cl\. 21\.3: time off in lieu at the overtime rate/)).toBeVisible();
  await dialog.getByLabel('Comment').fill('Agreed in writing');
  await dialog.getByRole('button', { name: 'Take as time off' }).click();
  await expect(
    page.getByText("Tully Overtime's overtime in the week of 2 Nov 2026 will be taken as time off."),
  ).toBeVisible();
  await expect(page.getByText('Taken as time off', { exact: true })).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);
  const priced = await api.get<{ lines: { category: string; amount_cents: number }[] }>(
    `/timesheets/${timesheetId}/pay-lines`,
  );
  const timeOff = priced.lines.filter((line) => line.category === 'overtime_time_off');
  expect(timeOff.length).toBeGreaterThan(0);
  expect(timeOff.every((line) => line.amount_cents === 0)).toBe(true);
  await screenshot(page, 'timesheet-overtime-time-off-phone', { fullPage: true });
});

test('a paid period is corrected on a phone by an adjustment, and the next pay run pays the difference', async ({
  api,
  page,
}) => {
  test.setTimeout(150_000);
  const ready = await payrollReady(api, {
    team: await api.team('Wattle Corner Deli', 'Deli', 'Retail assistant'),
    schedule: 'Fortnightly deli',
    employee: { first_name: 'Ada', last_name: 'Adjust', employee_code: 'EMP-2703', employment_type: 'Casual' },
    pay: retailHourlyPay(),
  });
  const organization = ready.organization;
  // Saturday 7 November paid in the finalised 2–15 November run; Sunday 8 November was forgotten.
  await approvedDay(api, ready, '2026-11-07', { start_time: '09:00', end_time: '13:00', break_minutes: 0 });
  const paidRun = await finalisedPayRun(api, ready);

  await page.setViewportSize({ width: 390, height: 844 });
  await openIn(page, organization, '/dashboard/timesheet/entry');
  await page.getByLabel('Employee').selectOption({ label: 'Ada Adjust' });
  const sunday = page.getByRole('region', { name: dayLabel('2026-11-08') });
  // The screen opens on the period holding today: back, period by period, to 2–15 November.
  const shown = page.getByRole('navigation', { name: 'Pay period' }).locator('p');
  await expect(shown).toHaveText(/ – /);
  for (let step = 0; step < 60; step += 1) {
    const text = (await shown.textContent()) ?? '';
    if (text.startsWith('2 Nov 2026')) break;
    await page.getByRole('button', { name: 'Previous period' }).click();
    await expect(shown).not.toHaveText(text);
    await expect(shown).toHaveText(/ – /);
  }
  await expect(shown).toHaveText('2 Nov 2026 – 15 Nov 2026');
  await expect(page.getByText(lockedText(paidRun))).toBeVisible();
  await page.getByRole('button', { name: 'Correct this period' }).click();
  await page
    .getByRole('alertdialog', { name: 'Correct this period' })
    .getByRole('button', { name: 'Open adjustment' })
    .click();
  await expect(page.getByText('Adjustment opened: correct the days, then submit it for approval.')).toBeVisible();
  await expect(page.getByText(`Adjustment to the period paid in pay run ${paidRun}.`, { exact: false })).toBeVisible();

  const label = dayLabel('2026-11-08');
  await sunday.getByRole('button', { name: `Add entry on ${label}` }).click();
  await sunday.getByLabel('Start').fill('10:00');
  await sunday.getByLabel('End').fill('14:00');
  await sunday.getByRole('button', { name: `Save ${label}` }).click();
  await expect(sunday.getByRole('button', { name: `Save ${label}` })).toBeHidden();
  expect(await hasHorizontalScroll(page)).toBe(false);
  await screenshot(page, 'timesheet-adjustment-390', { fullPage: true });
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(page.getByText('Submitted', { exact: true })).toBeVisible();

  // Approved (the owner approves it through the API); the next run, 16–29 November, pays the Sunday.
  const list = await api.get<{
    data: { timesheet_id: number; version: number; adjusts_timesheet_id: number | null }[];
  }>(`/timesheets?organization_id=${organization.id}&employee_id=${ready.employee.id}`);
  const adjustment = list.data.find((row) => row.adjusts_timesheet_id !== null);
  expect(adjustment).toBeDefined();
  await api.send('patch', `/timesheets/${adjustment?.timesheet_id}/approve`, { version: adjustment?.version }, 200);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openIn(page, organization, '/dashboard/payroll/processing');
  await draftPayRun(page, { start: '2026-11-16', payDate: '2026-12-02' });
  await expect(page.getByText('Ready for review')).toBeVisible({ timeout: 60_000 });
  const row = page.getByRole('row', { name: /Ada Adjust/ });
  await row.getByText('Lines').click();
  await expect(row.getByText(/Adjustment 2 November 2026 to 15 November 2026: Sunday \(MA000004 cl\./)).toBeVisible();
  await screenshot(page, 'timesheet-adjustment-pay-run', { fullPage: true });
});
