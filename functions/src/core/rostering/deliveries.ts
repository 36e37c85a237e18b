import type { Page } from '@wattle/shared/api';
import { dayRangeIn } from '@wattle/shared/calendar';
import {
  type RosterDelivery,
  type RosterPublicationRow,
  rosterDeliveriesQuery,
  rosterPublicationsQuery,
} from '@wattle/shared/roster-publishing';
import { storePage } from '../db/paging.ts';
import { VisibleError } from '../error.ts';
import { fieldsOf } from '../item-fields.ts';
import { organizationTimezone } from '../tenancy/memberships.ts';
import { parseInput } from '../validation.ts';
import type { RosterDeliveryItem, RosterPublicationItem } from './publish-entities.ts';
import { pagedQuery } from './query-all.ts';
import { rosterPeople, rosterReach } from './roster-store.ts';

export const DELIVERIES_PER_PAGE = 50;

export const toDelivery = (item: RosterDeliveryItem): RosterDelivery => {
  const acknowledged = new Set(item.acknowledged_shift_ids ?? []);
  return {
    ...fieldsOf(item, 'delivery_id', 'employee_id', 'employee_name', 'kind', 'subject', 'detail', 'sent_at'),
    ...fieldsOf(item, 'email_status', 'in_app', 'within_notice'),
    job_id: item.publication ? item.job_id : null,
    shift_ids: item.shift_ids,
    acknowledged: item.shift_ids.length > 0 && item.shift_ids.every((id) => acknowledged.has(id)),
    acknowledged_at: item.acknowledged_at ?? null,
  };
};

/**
 * `GET /rosters/notifications`: what was sent to whom, newest first, within sent days of the
 * organization's zone: ONE Query of the deliveries' date index per page (gsi2, keyed by when sent),
 * the caller's reach (a manager's reports) applied to the page in memory.
 */
export async function listRosterDeliveries(input: unknown): Promise<Page<RosterDelivery>> {
  const query = parseInput(rosterDeliveriesQuery, input);
  const organizationId = query.organization_id;
  const { from, to } = dayRangeIn(organizationTimezone(organizationId), query.from, query.to);
  const scope = ['roster-deliveries', organizationId, query.from, query.to];
  const [{ directory }, page] = await Promise.all([
    rosterPeople(organizationId),
    storePage(
      scope,
      query.cursor,
      pagedQuery<RosterDeliveryItem>(
        {
          IndexName: 'gsi2',
          KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk BETWEEN :from AND :to',
          ExpressionAttributeValues: {
            ':pk': `org#${organizationId}#deliveries`,
            ':from': from ?? '0',
            ':to': `${to ?? '9'}~`,
          },
          ScanIndexForward: false,
        },
        DELIVERIES_PER_PAGE,
      ),
    ),
  ]);
  const { people } = rosterReach(directory);
  return {
    data: page.data.filter((item) => !people || people.has(item.employee_id)).map(toDelivery),
    next_cursor: page.nextCursor,
    per_page: DELIVERIES_PER_PAGE,
  };
}

export const PUBLICATIONS_PER_PAGE = 25;

/**
 * `GET /rosters/publications`: a department's published rosters (in the caller's reach), newest first. Publications are
 * kept (never deleted: the retail award asks for 12 months of rosters); ONE Query of the
 * organization's publications (sk publication#<job>), filtered to the department.
 */
export async function listRosterPublications(input: unknown): Promise<Page<RosterPublicationRow>> {
  const query = parseInput(rosterPublicationsQuery, input);
  const organizationId = query.organization_id;
  // A department outside the caller's reach (a manager's reports' departments and their own) is not theirs to see.
  const { departments } = rosterReach((await rosterPeople(organizationId)).directory);
  if (departments && !departments.has(query.department_id)) throw VisibleError.notFound('Department');
  const scope = ['roster-publications', organizationId, query.department_id];
  const page = await storePage(
    scope,
    query.cursor,
    pagedQuery<RosterPublicationItem>(
      {
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        FilterExpression: 'department_id = :department',
        ExpressionAttributeValues: {
          ':pk': `org#${organizationId}`,
          ':prefix': 'publication#',
          ':department': query.department_id,
        },
        ScanIndexForward: false,
      },
      PUBLICATIONS_PER_PAGE,
    ),
  );
  return {
    data: page.data.map((item) => ({
      ...fieldsOf(item, 'job_id', 'department_id', 'from', 'to', 'shift_count', 'employee_count', 'published_by'),
      published_at: item.created_at,
    })),
    next_cursor: page.nextCursor,
    per_page: PUBLICATIONS_PER_PAGE,
  };
}
