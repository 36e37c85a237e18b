/**
 * Scheduling aids (issue 28 §1) in the browser: an employee records when they cannot work on My
 * roster (a 360 px phone); their manager sees it shaded on the grid, adds a "Weekday opening"
 * template and applies it to the week (a second time skips every day), the unavailable Wednesday's
 * shift carries the check with the employee's note, and shifts are resized by the end edge with a
 * mouse and with the arrow keys.
 */

import { EMPLOYEE_FORM_TABS } from '@wattle/shared/employees';
import {
  addDays,
  dayLabel,
  expect,
  expectFitsAndSave,
  managerAndReport,
  mondayOf,
  openIn,
  screenshot,
  test,
  todayIn,
} from './fixtures';

const PASSWORD = 'Roster-Wattle-Sched-2026';
/** "Wednesday 9 December", as the grid names a day to a screen reader. */
const dayName = (day: string) => dayLabel(day, 'long');

test('unavailability shaded, a template applied to the week, and shifts resized', async ({ api, request, pageAs }) => {
  test.setTimeout(150_000);
  const { team, managerSession, reportSession } = await managerAndReport(api, request, {
    workspace: 'Wattle Bakehouse',
    department: 'Bakehouse',
    designation: 'Baker',
    manager: ['Mia', 'Manager'],
    report: ['Rory', 'Baker'],
    password: PASSWORD,
  });
  const { organization } = team;
  const monday = addDays(mondayOf(todayIn('Australia/Sydney')), 7);
  const [tuesday, wednesday] = [addDays(monday, 1), addDays(monday, 2)];

  // Rory, on a 360 px phone: My roster, "When I can't work", Wednesdays 7–11 am for a lecture.
  const own = await pageAs(reportSession, organization, '/dashboard/rostering/rosters');
  await own.setViewportSize({ width: 360, height: 800 });
  await expect(own.getByText('You have not recorded any times you cannot work.')).toBeVisible();
  await own.getByRole('button', { name: 'Add unavailability' }).click();
  const add = own.getByRole('dialog', { name: 'Add unavailability' });
  await add.getByLabel('Day').selectOption('Wednesday');
  await add.getByLabel('From time').fill('07:00');
  await add.getByLabel('To time').fill('11:00');
  await add.getByLabel('Note').fill('Uni lecture');
  await add.getByRole('button', { name: 'Add unavailability' }).click();
  await expect(add).toBeHidden();
  const mine = own.getByRole('list', { name: "When I can't work" });
  await expect(mine).toContainText('Wednesdays, 7:00 am – 11:00 am');
  await expect(mine).toContainText('Uni lecture');
  await expectFitsAndSave(own, 'my-unavailability-360');

  // Mia's grid: Rory's Wednesday shaded with the note.
  const page = await pageAs(managerSession, organization, `/dashboard/rostering/scheduling?week=${monday}`);
  const grid = page.getByRole('table', { name: 'Roster' });
  const cellOf = (day: string) =>
    grid.locator('td').filter({ has: page.getByRole('button', { name: `Add shift: Rory Baker, ${dayName(day)}` }) });
  await expect(cellOf(wednesday)).toHaveAttribute('data-unavailable', 'true');
  await expect(cellOf(wednesday)).toContainText('Unavailable 7:00 am – 11:00 am · Uni lecture');
  await expect(cellOf(tuesday)).not.toHaveAttribute('data-unavailable', 'true');

  // A template, then applied to Rory's weekdays.
  await page.getByRole('button', { name: 'Templates' }).click();
  const templates = page.getByRole('dialog', { name: 'Shift templates' });
  await expect(templates).toContainText('No templates yet.');
  await templates.getByLabel('Name').fill('Weekday opening');
  await templates.getByLabel('Start').fill('07:00');
  await templates.getByLabel('End').fill('15:00');
  await templates.getByLabel('Role or area').fill('Bread');
  for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri']) await templates.getByLabel(day, { exact: true }).check();
  await screenshot(page, 'rostering-templates');
  await templates.getByRole('button', { name: 'Add template' }).click();
  await expect(page.getByText('Template Weekday opening added.')).toBeVisible();
  await expect(templates).toBeHidden();
  // Changed in the same form: its role becomes Ovens.
  await page.getByRole('button', { name: 'Templates' }).click();
  await templates.getByRole('button', { name: 'Edit template Weekday opening' }).click();
  await expect(templates.getByLabel('Role or area')).toHaveValue('Bread');
  await templates.getByLabel('Role or area').fill('Ovens');
  await templates.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText('Template Weekday opening saved.')).toBeVisible();
  await expect(templates).toBeHidden();

  // Wednesday's shift started from the template: the dialog warns that Rory is at a lecture.
  await grid.getByRole('button', { name: `Add shift: Rory Baker, ${dayName(wednesday)}` }).click();
  const shiftDialog = page.getByRole('dialog', { name: 'Add shift' });
  await shiftDialog.getByLabel('Use a template').selectOption({ label: 'Weekday opening (7:00 am – 3:00 pm)' });
  await expect(shiftDialog.getByLabel('Start')).toHaveValue('07:00');
  await expect(shiftDialog.getByLabel('Role or area')).toHaveValue('Ovens');
  await expect(shiftDialog.getByRole('status')).toHaveText(
    'Rory Baker is unavailable Wednesdays, 7:00 am – 11:00 am: Uni lecture.',
  );
  await screenshot(page, 'rostering-shift-unavailable');
  await shiftDialog.getByRole('button', { name: 'Add shift' }).click();
  await expect(shiftDialog).toBeHidden();

  const apply = async () => {
    await page.getByRole('button', { name: 'Apply template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply template' });
    await expect(dialog.getByLabel('Template')).toHaveValue(/\d+/);
    await expect(dialog.getByLabel(dayName(monday))).toBeChecked();
    await expect(dialog.getByLabel(dayName(addDays(monday, 5)))).not.toBeChecked();
    await dialog.getByLabel('Person').selectOption({ label: 'Rory Baker' });
    await dialog.getByRole('button', { name: 'Apply template' }).click();
    await expect(dialog).toBeHidden();
  };
  // Wednesday is taken: the other four days are added.
  await apply();
  await expect(
    page.getByText('Added 4 shifts from Weekday opening. Skipped 1 that would overlap or fall on approved leave.'),
  ).toBeVisible();
  const wednesdayShift = cellOf(wednesday).getByRole('button', { name: /^7:00 am – 3:00 pm, Ovens, 1 warning/ });
  await expect(wednesdayShift).toBeVisible();
  await wednesdayShift.hover();
  await expect(
    page.getByRole('tooltip').filter({ hasText: 'Unavailable Wednesdays, 7:00 am – 11:00 am: Uni lecture' }),
  ).toBeVisible();
  await screenshot(page, 'rostering-template-applied');
  // Again: every day would overlap Rory's shift, so nothing is added.
  await apply();
  await expect(
    page.getByText('Added 0 shifts from Weekday opening. Skipped 5 that would overlap or fall on approved leave.'),
  ).toBeVisible();

  // Monday's end edge dragged 16 px right: two quarter hours later.
  const mondayCell = cellOf(monday);
  await mondayCell.getByRole('button', { name: /^7:00 am – 3:00 pm/ }).hover();
  const handle = await mondayCell.getByRole('slider').boundingBox();
  if (!handle) throw new Error('The resize handle is not on the screen.');
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + handle.width / 2 + 8, handle.y + handle.height / 2, { steps: 3 });
  await page.mouse.move(handle.x + handle.width / 2 + 16, handle.y + handle.height / 2, { steps: 3 });
  await page.mouse.up();
  await expect(page.getByText('Shift now 7:00 am – 3:30 pm.')).toBeVisible();
  await expect(mondayCell.getByRole('button', { name: /^7:00 am – 3:30 pm/ })).toBeVisible();

  // Tuesday's with the keyboard: four presses of the left arrow, then Enter.
  const slider = cellOf(tuesday).getByRole('slider', { name: 'End time of the 7:00 am – 3:00 pm shift' });
  await slider.focus();
  for (let press = 0; press < 4; press++) await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveAttribute('aria-valuetext', '2:00 pm');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Shift now 7:00 am – 2:00 pm.')).toBeVisible();
  await expect(cellOf(tuesday).getByRole('button', { name: /^7:00 am – 2:00 pm/ })).toBeVisible();
  await screenshot(page, 'rostering-resized');

  // The phone's day list shows Wednesday's unavailability with the shift.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole('tab', { name: dayName(wednesday) }).click();
  const panel = page.getByRole('tabpanel', { name: dayName(wednesday) });
  await expect(panel).toContainText('Unavailable 7:00 am – 11:00 am · Uni lecture');
  await expectFitsAndSave(page, 'rostering-unavailable-360');
});

test('the owner sets a roster check to block publishing in Check settings', async ({ page, api, scratch }) => {
  const organization = await scratch.organization('Roster checks');
  await api.department(organization.id, 'Café');
  await openIn(page, organization, '/dashboard/rostering/scheduling');
  await page.getByRole('button', { name: 'Check settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Roster check settings' });
  const breaks = dialog.getByLabel('Short break between shifts');
  await expect(breaks).toHaveValue('warn');
  await breaks.selectOption({ label: 'Block publishing' });
  await screenshot(page, 'rostering-check-settings');
  await dialog.getByRole('button', { name: 'Save check settings' }).click();
  await expect(page.getByText('Roster check settings saved.')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Opened again, it is what was saved.
  await page.getByRole('button', { name: 'Check settings' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Roster check settings' }).getByLabel('Short break between shifts'),
  ).toHaveValue('block');
});

test('a person’s shift in another department shows read-only, counted in their hours and checks', async ({
  page,
  api,
  scratch,
}) => {
  const organization = await scratch.organization('Roster two departments', { timezone: 'Australia/Sydney' });
  const floor = await api.department(organization.id, 'Floor');
  const kitchen = await api.department(organization.id, 'Kitchen');
  const [server, cook] = [await api.designation(floor.id, 'Server'), await api.designation(kitchen.id, 'Cook')];
  const kai = await api.employee({
    organization_id: organization.id,
    department_id: floor.id,
    designation_id: server.id,
    first_name: 'Kai',
    last_name: 'Both',
    employee_code: `KB-${Date.now().toString(36)}`,
  });
  const monday = addDays(mondayOf(todayIn('Australia/Sydney')), 7);
  const shift = (departmentId: number, date: string, start_time: string, end_time: string) =>
    api.send('post', '/shifts', {
      organization_id: organization.id,
      department_id: departmentId,
      employee_id: kai.id,
      date,
      start_time,
      end_time,
      break_minutes: 0,
    });
  // Kai works the floor on Monday evening, moves to the kitchen, and is rostered there early Tuesday.
  await shift(floor.id, monday, '14:00', '22:00');
  const record = await api.get<Record<string, unknown>>(`/employees/${kai.id}`);
  const fields = [
    'organization_id',
    ...EMPLOYEE_FORM_TABS.personal,
    ...['employee_code', 'joining_date', 'reporting_manager_id', 'employment_type', 'status'],
    ...EMPLOYEE_FORM_TABS.financial,
    ...EMPLOYEE_FORM_TABS.emergency,
    'version',
  ];
  await api.send('put', `/employees/${kai.id}`, {
    ...Object.fromEntries(fields.map((field) => [field, record[field]])),
    department_id: kitchen.id,
    designation_id: cook.id,
  });
  await shift(kitchen.id, addDays(monday, 1), '06:00', '12:00');

  // The kitchen's roster: Monday's floor shift as a read-only block, its hours in Kai's row.
  await openIn(page, organization, `/dashboard/rostering/scheduling?department=${kitchen.id}&week=${monday}`);
  const grid = page.getByRole('table', { name: 'Roster' });
  const block = grid.getByRole('group', { name: /^2:00 pm – 10:00 pm, Other department: Floor/ });
  await expect(block).toBeVisible();
  await expect(grid.getByRole('rowheader', { name: /Kai Both/ })).toContainText('incl. 8h in other departments');
  await screenshot(page, 'rostering-other-department');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole('tab', { name: dayName(monday) }).click();
  await expect(page.getByRole('tabpanel', { name: dayName(monday) })).toContainText('Other department: Floor');
  await expectFitsAndSave(page, 'rostering-other-department-360');
});
