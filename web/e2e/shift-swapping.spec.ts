/**
 * Shift swapping (issue 28 §3) in the browser: an employee offers a published shift to a named
 * colleague from My roster on a phone (360 px), the colleague accepts it on the swapping screen,
 * their manager approves it (with a confirmation), and the shift moves to the colleague; a drop's
 * taker withdraws before approval and the drop is on offer again.
 */
import { weekdayDay } from '@wattle/shared/shift-text';
import { acceptInvitation, expect, hasHorizontalScroll, managerAndReport, screenshot, test, todayIn } from './fixtures';

const PASSWORD = 'Swap-Wattle-Shift-2026';

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

type Fixtures = Parameters<Parameters<typeof test>[2]>[0];

/**
 * Wattle's bakery: Mina manages Rhys and Cleo (each with a member account), and Rhys's Tuesday shift
 * a fortnight ahead is published.
 */
async function bakery({ api, request }: Pick<Fixtures, 'api' | 'request'>, workspace: string) {
  const { team, manager, report, managerSession, reportSession } = await managerAndReport(api, request, {
    workspace,
    department: 'Bakery',
    designation: 'Baker',
    manager: ['Mina', 'Manager'],
    report: ['Rhys', 'Baker'],
    password: PASSWORD,
  });
  const { organization, department } = team;
  const stamp = Date.now().toString(36);
  const colleague = await api.hire(team, {
    first_name: 'Cleo',
    last_name: 'Baker',
    employee_code: `CB-${stamp}`,
    reporting_manager_id: manager.id,
  });
  await api.inviteToSelfService(colleague.id);
  const colleagueSession = await acceptInvitation(request, {
    address: `cb-${stamp}@example.com`,
    organizationName: organization.name,
    name: 'Cleo Baker',
    password: PASSWORD,
  });
  const monday = addDays(mondayOf(todayIn('Australia/Sydney')), 14);
  const tuesday = addDays(monday, 1);
  const shift = (await api.send('post', '/shifts', {
    organization_id: organization.id,
    employee_id: report.id,
    department_id: department.id,
    date: tuesday,
    start_time: '06:00',
    end_time: '12:00',
    break_minutes: 30,
    role: 'Ovens',
  })) as { id: number };
  await api.send(
    'post',
    '/rosters/publish',
    {
      organization_id: organization.id,
      department_id: department.id,
      from: monday,
      to: addDays(monday, 6),
    },
    202,
  );
  return { organization, tuesday, shift, managerSession, reportSession, colleagueSession };
}

test('an employee offers a shift on a phone, a colleague accepts, the manager approves: the shift moves', async ({
  api,
  request,
  pageAs,
}) => {
  test.setTimeout(180_000);
  const { organization, tuesday, shift, managerSession, reportSession, colleagueSession } = await bakery(
    { api, request },
    'Wattle Bakery',
  );

  // Rhys, on a 360 px phone: My roster, Offer shift to Cleo.
  const own = await pageAs(reportSession, organization, '/dashboard/rostering/rosters');
  await own.setViewportSize({ width: 360, height: 780 });
  await expect(own.getByRole('heading', { name: 'My roster', level: 1 })).toBeVisible();
  await own.getByRole('button', { name: `Offer ${weekdayDay(tuesday)} shift` }).click();
  const offer = own.getByRole('dialog', { name: 'Offer shift' });
  await expect(offer.getByText('2 colleagues can take it.')).toBeVisible();
  await offer.getByLabel('Offer to').selectOption({ label: 'Cleo Baker' });
  expect(await hasHorizontalScroll(own)).toBe(false);
  await screenshot(own, 'offer-shift-360');
  await offer.getByRole('button', { name: 'Offer shift' }).click();
  await expect(own.getByText('Shift offered to Cleo Baker.').first()).toBeVisible();
  await own.goto('/dashboard/rostering/swapping');
  await expect(own.getByRole('heading', { name: 'Shift Swapping', level: 1 })).toBeVisible();
  const mine = own.getByRole('region', { name: 'Shift swaps' });
  await expect(mine).toContainText('Rhys Baker → Cleo Baker');
  await expect(mine).toContainText('Offered');
  expect(await hasHorizontalScroll(own)).toBe(false);
  await screenshot(own, 'swapping-employee-360', { fullPage: true });

  // Cleo, also on a phone, accepts it.
  const taker = await pageAs(colleagueSession, organization, '/dashboard/rostering/swapping');
  await taker.setViewportSize({ width: 360, height: 780 });
  const offered = taker.getByRole('region', { name: 'Shift swaps' });
  await offered.getByRole('button', { name: new RegExp(`^Accept ${tuesday}`) }).click();
  const accept = taker.getByRole('alertdialog');
  await expect(accept).toContainText('Take this shift?');
  await accept.getByRole('button', { name: 'Accept' }).click();
  await expect(taker.getByText('Swap accepted.').first()).toBeVisible();
  await expect(offered).toContainText('Awaiting approval');

  // Mina approves it (she asked for nothing and accepted nothing), after a confirmation.
  const approver = await pageAs(managerSession, organization, '/dashboard/rostering/swapping');
  const waiting = approver.getByRole('region', { name: 'Swaps awaiting approval' });
  await expect(waiting).toContainText('Rhys Baker → Cleo Baker');
  await expect(waiting).toContainText('No warnings');
  await screenshot(approver, 'swapping-approvals', { fullPage: true });
  await approver.setViewportSize({ width: 360, height: 780 });
  expect(await hasHorizontalScroll(approver)).toBe(false);
  await screenshot(approver, 'swapping-approvals-360', { fullPage: true });
  await waiting.getByRole('button', { name: new RegExp(`^Approve ${tuesday}`) }).click();
  const approve = approver.getByRole('alertdialog');
  await expect(approve).toContainText('The shift moves to Cleo Baker and both are told.');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(approver.getByText('Swap approved.').first()).toBeVisible();
  await expect(approver.getByText('No swaps are waiting for your approval.')).toBeVisible();
  await expect(approver.getByRole('region', { name: 'Shift swaps' })).toContainText('Approved');

  // The shift is Cleo's now: on her roster, gone from Rhys's.
  await taker.goto('/dashboard/rostering/rosters');
  await expect(taker.getByText('6:00 am – 12:00 pm')).toBeVisible();
  await own.goto('/dashboard/rostering/rosters');
  await expect(own.getByRole('heading', { name: 'My roster', level: 1 })).toBeVisible();
  await expect(own.getByText('No published shifts in the next five weeks.')).toBeVisible();
  expect(shift.id).toBeGreaterThan(0);
});

test('the taker of a drop withdraws on a phone: the drop is offered to anyone again', async ({
  api,
  request,
  pageAs,
}) => {
  test.setTimeout(180_000);
  const { organization, tuesday, reportSession, colleagueSession } = await bakery({ api, request }, 'Wattle Pantry');

  // Rhys offers his Tuesday shift to anyone who can take it.
  const own = await pageAs(reportSession, organization, '/dashboard/rostering/rosters');
  await own.getByRole('button', { name: `Offer ${weekdayDay(tuesday)} shift` }).click();
  const offer = own.getByRole('dialog', { name: 'Offer shift' });
  await expect(offer.getByText('2 colleagues can take it.')).toBeVisible();
  await offer.getByRole('button', { name: 'Offer shift' }).click();
  await expect(own.getByText('Shift offered.').first()).toBeVisible();

  // Cleo, on a phone, takes it, then withdraws before a manager approves: it is on offer again.
  const taker = await pageAs(colleagueSession, organization, '/dashboard/rostering/swapping');
  await taker.setViewportSize({ width: 360, height: 780 });
  const swaps = taker.getByRole('region', { name: 'Shift swaps' });
  await swaps.getByRole('button', { name: new RegExp(`^Accept ${tuesday}`) }).click();
  await taker.getByRole('alertdialog').getByRole('button', { name: 'Accept' }).click();
  await expect(swaps).toContainText('Awaiting approval');
  await swaps.getByRole('button', { name: new RegExp(`^Withdraw ${tuesday}`) }).click();
  const withdraw = taker.getByRole('alertdialog');
  await expect(withdraw).toContainText('Withdraw from this shift?');
  await withdraw.getByRole('button', { name: 'Withdraw' }).click();
  await expect(taker.getByText('You withdrew: the shift is offered to others again.').first()).toBeVisible();
  await expect(swaps).toContainText('Rhys Baker → anyone who can take it');
  await expect(swaps.getByRole('button', { name: new RegExp(`^Accept ${tuesday}`) })).toBeVisible();
  expect(await hasHorizontalScroll(taker)).toBe(false);
  await screenshot(taker, 'swapping-withdrawn-360', { fullPage: true });
});
