import { HOLIDAY_KEY_PATTERN, publicHolidaysQuery } from '@wattle/shared/public-holidays';
import { Hono } from 'hono';
import { VisibleError } from '../../core/error.ts';
import {
  addPublicHoliday,
  correctPublicHoliday,
  listPublicHolidays,
  removePublicHoliday,
  restorePublicHoliday,
} from '../../core/leave/index.ts';
import type { MountResource } from '../app.ts';
import { readRawBody } from '../body.ts';
import { memberOfParam, permit } from '../middleware/access.ts';
import { parseId, validate } from '../validation.ts';

const organizationOf = (value: string | undefined) => parseId(value, 'Organization');

/** A holiday's key ("20261225-christmas-day"); anything else names none. */
function holidayKeyOf(value: string | undefined): string {
  if (!value || !HOLIDAY_KEY_PATTERN.test(value)) throw VisibleError.notFound('Public holiday');
  return value;
}

/**
 * An organization's public holidays: anyone who may view leave reads them (the team calendar and
 * leave counting show them to every member); HR (leave edit) adds, corrects and removes days.
 */
const publicHolidayRoutes = new Hono()
  .get(
    '/:id/public-holidays',
    memberOfParam(permit('leave', 'view')),
    validate('query', publicHolidaysQuery),
    async (c) => c.json({ data: await listPublicHolidays(organizationOf(c.req.param('id')), c.req.valid('query')) }),
  )
  .post('/:id/public-holidays', memberOfParam(permit('leave', 'edit')), async (c) =>
    c.json({ data: await addPublicHoliday(organizationOf(c.req.param('id')), await readRawBody(c)) }, 201),
  )
  .patch('/:id/public-holidays/:holidayKey', memberOfParam(permit('leave', 'edit')), async (c) =>
    c.json({
      data: await correctPublicHoliday(
        organizationOf(c.req.param('id')),
        holidayKeyOf(c.req.param('holidayKey')),
        await readRawBody(c),
      ),
    }),
  )
  .post('/:id/public-holidays/:holidayKey/restore', memberOfParam(permit('leave', 'edit')), async (c) =>
    c.json({
      data: await restorePublicHoliday(organizationOf(c.req.param('id')), holidayKeyOf(c.req.param('holidayKey'))),
    }),
  )
  .delete('/:id/public-holidays/:holidayKey', memberOfParam(permit('leave', 'edit')), async (c) => {
    await removePublicHoliday(organizationOf(c.req.param('id')), holidayKeyOf(c.req.param('holidayKey')));
    return c.body(null, 204);
  });

/** An organization's public holidays (date-holidays, with its own corrections). */
export const mountPublicHolidays: MountResource = (api) => api.route('/organizations', publicHolidayRoutes);
