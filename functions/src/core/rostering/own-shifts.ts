import { createHash, randomBytes } from 'node:crypto';
import { addDays, todayIn } from '@wattle/shared/calendar';
import type { Shift } from '@wattle/shared/roster-constants';
import { ownShiftsQuery, type ShiftFeed, shiftFeedQuery } from '@wattle/shared/roster-publishing';
import { NOT_LINKED_MESSAGE } from '@wattle/shared/self-service';
import { organizationAccess } from '../access/permissions.ts';
import { config } from '../config.ts';
import { VisibleError } from '../error.ts';
import { fieldsOf } from '../item-fields.ts';
import { organizationEntity } from '../tenancy/organization-entity.ts';
import { parseInput } from '../validation.ts';
import { shiftFeedEntity } from './publish-entities.ts';
import { publishedShiftsOf } from './published-shifts.ts';
import { toShift } from './roster-store.ts';
import { shiftFeedCalendar } from './shift-calendar.ts';

/** The caller's own employee record (the member's link); 404 when their account has none. */
export function ownEmployeeId(): number {
  const { employeeId } = organizationAccess();
  if (!employeeId) throw new VisibleError('not-found', NOT_LINKED_MESSAGE);
  return employeeId;
}

/** `GET /self-service/shifts`: the caller's own published shifts in the range, by date then start. */
export async function listOwnShifts(input: unknown): Promise<Shift[]> {
  const query = parseInput(ownShiftsQuery, input);
  const items = await publishedShiftsOf(query.organization_id, ownEmployeeId(), query.from, query.to);
  return items.map(toShift);
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * `POST /self-service/shifts/feed-token`: a new secret for the caller's calendar feed (32 random
 * bytes, base64url); only its SHA-256 is stored, so the URL is shown this once, and a new one
 * replaces the last (the old URL stops working).
 */
export async function createShiftFeedToken(organizationId: number): Promise<ShiftFeed> {
  const employeeId = ownEmployeeId();
  const token = randomBytes(32).toString('base64url');
  const now = new Date().toISOString();
  await shiftFeedEntity()
    .put({
      organization_id: organizationId,
      employee_id: employeeId,
      token_hash: hashOf(token),
      version: 1,
      created_at: now,
      updated_at: now,
    })
    .go();
  return { url: `${config().APP_URL}/api/v1/self-service/shifts.ics?token=${token}`, created_at: now };
}

/** How far back and ahead the feed reaches, in days. */
const FEED_PAST_DAYS = 28;
const FEED_AHEAD_DAYS = 92;

/**
 * `GET /self-service/shifts.ics?token=`: the token's employee's published shifts (four weeks back,
 * three months ahead) as iCalendar. The token is the only credential: an unknown, rotated or
 * malformed one, or an organization deleted since, answers 404 (nothing says which).
 */
export async function shiftFeed(input: unknown): Promise<string> {
  const notFound = () => VisibleError.notFound('Calendar feed');
  const parsed = shiftFeedQuery.safeParse(input);
  if (!parsed.success) throw notFound();
  const hash = hashOf(parsed.data.token);
  const { data } = await shiftFeedEntity().query.byToken({ token_hash: hash }).go({ limit: 1 });
  const feed = data[0];
  if (!feed) throw notFound();
  const [current, organization] = await Promise.all([
    shiftFeedEntity()
      .get({ organization_id: feed.organization_id, employee_id: feed.employee_id })
      .go({ consistent: true }),
    organizationEntity().get({ organization_id: feed.organization_id }).go(),
  ]);
  // The index is eventually consistent: a rotated token must not still open the feed.
  if (current.data?.token_hash !== hash || !organization.data || organization.data.deleted_at) throw notFound();
  const timeZone = organization.data.timezone || 'UTC';
  const today = todayIn(timeZone);
  const items = await publishedShiftsOf(
    feed.organization_id,
    feed.employee_id,
    addDays(today, -FEED_PAST_DAYS),
    addDays(today, FEED_AHEAD_DAYS),
  );
  return shiftFeedCalendar(
    items.map((item) => ({
      ...fieldsOf(item, 'shift_id', 'date', 'start_time', 'end_time', 'break_minutes'),
      role: item.role ?? null,
      department_name: null,
      version: item.version,
      notes: item.notes ?? null,
    })),
    { organization: organization.data.name, employee: items[0]?.employee_name ?? 'My', timeZone },
  );
}
