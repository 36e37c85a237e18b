/**
 * Figure 3: GET /employees?search= over 10,000 employees — median latency against the raw
 * DynamoDB calls (same ratio rule as figure 2) and the read capacity those calls consume
 * (ReturnConsumedCapacity TOTAL on the replayed inputs, authentication reads included), compared
 * with a full read of the organization's employee items: a paginated Query over
 * pk = org#<id>, sk begins_with employee# (the employee entity's key, employee-entity.ts).
 */

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableNames } from '../../functions/src/core/db/client.ts';
import { type Comparison, compareWithRaw } from './compare.ts';
import type { HttpApi } from './http.ts';
import { replay } from './replay.ts';
import { round } from './util.ts';

export const SEARCH_CAPACITY_BUDGET = 0.1;

export interface SearchResult {
  term: string;
  matches: number;
  comparison: Comparison;
  searchCapacity: number;
  fullReadCapacity: number;
  fullReadItems: number;
  fullReadPages: number;
  capacityShare: number;
}

/** A full, eventually consistent read of the organization's employee items; its capacity. */
export async function fullEmployeeRead(organizationId: number) {
  let capacity = 0;
  let items = 0;
  let pages = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableNames().employees,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': `org#${organizationId}`, ':prefix': 'employee#' },
        ReturnConsumedCapacity: 'TOTAL',
        ExclusiveStartKey: start,
      }),
    );
    capacity += page.ConsumedCapacity?.CapacityUnits ?? 0;
    items += page.Count ?? 0;
    pages++;
    start = page.LastEvaluatedKey;
  } while (start);
  return { capacity, items, pages };
}

export async function measureSearch(
  api: HttpApi,
  organizationId: number,
  runs: number,
  term = 'smith',
): Promise<SearchResult> {
  const path = `/employees?organization_id=${organizationId}&search=${encodeURIComponent(term)}&per_page=50`;
  const answer = await api.call('GET', path);
  const comparison = await compareWithRaw(api, `GET /employees?search=${term}`, path, runs);
  const { capacity: searchCapacity } = await replay(comparison.waves, { consumedCapacity: true });
  const full = await fullEmployeeRead(organizationId);
  return {
    term,
    matches: answer.body?.data?.total ?? 0,
    comparison,
    searchCapacity: round(searchCapacity, 1),
    fullReadCapacity: round(full.capacity, 1),
    fullReadItems: full.items,
    fullReadPages: full.pages,
    capacityShare: round(searchCapacity / full.capacity, 3),
  };
}
