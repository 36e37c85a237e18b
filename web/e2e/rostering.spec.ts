/**
 * Shift scheduling (issue 28 §1) in the browser: a week built by drag and drop in the grid, the
 * minimum engagement check on a 2-hour casual shift, and the phone's day list at 390 px.
 */
import {
  addDays,
  dayLabel,
  expect,
  expectFitsAndSave,
  mondayOf,
  openIn,
  payrollReady,
  screenshot,
  test,
  todayIn,
} from './fixtures';

/** "Wednesday 9 December", as the grid names a day to a screen reader. */
const dayName = (day: string) => dayLabel(day, 'long');

test('a week built by drag and drop, a 2-hour casual shift checked, and the day list on a phone', async ({
  page,
  scratch,
}) => {
  test.setTimeout(90_000);
  const team = await scratch.team('Rostering Bakery', 'Bakery', 'Baker', { timezone: 'Australia/Sydney' });
  // A casual under the General Retail Industry Award, Level 1 (the award's minimum engagement applies).
  const ready = await payrollReady(scratch, {
    team,
    schedule: 'Fortnightly bakery',
    employee: {
      first_name: 'Cass',
      last_name: 'Casual',
      employee_code: `RC-${Date.now().toString(36)}`,
      employment_type: 'Casual',
    },
    pay: {
      basis: 'hourly',
      annual_salary: null,
      ordinary_hours_per_week: null,
      pay_condition_set_id: 'MA000004',
      classification: 'L1',
    },
  });
  const organization = ready.organization;
  const week = addDays(mondayOf(todayIn('Australia/Sydney')), 7);
  const [monday, wednesday, thursday, friday] = [week, addDays(week, 2), addDays(week, 3), addDays(week, 4)];
  await openIn(page, organization, `/dashboard/rostering/scheduling?week=${week}`);
  const grid = page.getByRole('table', { name: 'Roster' });
  await expect(grid.getByRole('rowheader').filter({ hasText: 'Cass Casual' })).toBeVisible();

  // Monday through the dialog.
  await grid.getByRole('button', { name: `Add shift: Cass Casual, ${dayName(monday)}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Add shift' });
  await dialog.getByLabel('Start').fill('09:00');
  await dialog.getByLabel('End').fill('17:00');
  await dialog.getByLabel('Role or area').fill('Front counter');
  await dialog.getByRole('button', { name: 'Add shift' }).click();
  await expect(dialog).toBeHidden();
  const card = grid.getByRole('button', { name: /^9:00 am – 5:00 pm, Front counter/ });
  await expect(card).toBeVisible();

  // Dragged with the mouse to Wednesday: moved.
  const from = await card.boundingBox();
  const target = await grid
    .getByRole('button', { name: `Add shift: Cass Casual, ${dayName(wednesday)}` })
    .boundingBox();
  if (!from || !target) throw new Error('The card or the cell is not on the screen.');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2, { steps: 4 });
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 12 });
  await page.mouse.up();
  await expect(page.getByText(`Shift moved to Cass Casual, ${dayName(wednesday)}.`)).toBeVisible();
  const wednesdayCell = grid.locator('td').filter({
    has: page.getByRole('button', { name: `Add shift: Cass Casual, ${dayName(wednesday)}` }),
  });
  await expect(wednesdayCell.getByRole('button', { name: /^9:00 am – 5:00 pm/ })).toBeVisible();

  // With the keyboard: Space picks it up, the right arrow moves it a day on, Space drops it on Thursday.
  const moved = wednesdayCell.getByRole('button', { name: /^9:00 am – 5:00 pm/ });
  await moved.focus();
  const announced = page.locator('[id^="DndLiveRegion"]');
  await page.keyboard.press('Space');
  await expect(announced).toContainText(`over Cass Casual, ${dayName(wednesday)}`);
  // dnd-kit's keyboard sensor starts listening for the arrows in a timer after the pick-up, and
  // Chromium runs input before timers: a page timer set now runs after that one.
  await page.evaluate(() => new Promise((listening) => setTimeout(listening)));
  await page.keyboard.press('ArrowRight');
  await expect(announced).toContainText(`over Cass Casual, ${dayName(thursday)}`);
  await page.keyboard.press('Space');
  await expect(page.getByText(`Shift moved to Cass Casual, ${dayName(thursday)}.`)).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();

  // A 2-hour shift on Friday: under the casual minimum engagement, a warning badge with its message.
  await grid.getByRole('button', { name: `Add shift: Cass Casual, ${dayName(friday)}` }).click();
  await dialog.getByLabel('Start').fill('10:00');
  await dialog.getByLabel('End').fill('12:00');
  await dialog.getByLabel('Unpaid break (minutes)').fill('0');
  await dialog.getByRole('button', { name: 'Add shift' }).click();
  await expect(dialog).toBeHidden();
  const short = grid.getByRole('button', { name: /^10:00 am – 12:00 pm/ });
  await expect(short).toHaveAccessibleName(/warning/);
  await short.hover();
  const tip = page.getByRole('tooltip').filter({ hasText: 'MA000004' });
  await expect(tip).toBeVisible();
  // Every card stays inside its day: its role truncates and its times wrap, never over the next day.
  const overDayEdge = await grid
    .locator('[data-shift-id]')
    .evaluateAll((cards) =>
      cards
        .filter((card) => card.getBoundingClientRect().right > (card.closest('td')?.getBoundingClientRect().right ?? 0))
        .map((card) => card.getAttribute('aria-label')),
    );
  expect(overDayEdge).toEqual([]);
  await screenshot(page, 'rostering-week');

  // On a phone: the day list, Thursday's shift under Cass.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('tablist', { name: 'Day' })).toBeVisible();
  await page.getByRole('tab', { name: dayName(thursday) }).click();
  const panel = page.getByRole('tabpanel', { name: dayName(thursday) });
  await expect(panel.getByRole('heading', { name: 'Cass Casual' })).toBeVisible();
  await expect(panel.getByRole('button', { name: /^9:00 am – 5:00 pm/ })).toBeVisible();
  await expectFitsAndSave(page, 'rostering-day-390');
});
