/**
 * Figure 2: GET /employees with 10,000 employees — the first page of 50, then a later page by
 * cursor (the 10th, or the last there is, reached by following next_cursor) — against the raw
 * DynamoDB calls it needs.
 */
import { type Comparison, compareWithRaw } from './compare.ts';
import type { HttpApi } from './http.ts';

export async function measureOverhead(api: HttpApi, organizationId: number, runs: number): Promise<Comparison[]> {
  const base = `/employees?organization_id=${organizationId}&per_page=50`;
  const results = [await compareWithRaw(api, 'GET /employees, first page of 50', base, runs)];
  let cursor: string | null = null;
  let page = 1;
  for (; page < 10; page++) {
    const answer = await api.call('GET', cursor ? `${base}&cursor=${encodeURIComponent(cursor)}` : base);
    const next: string | null = answer.body?.data?.next_cursor ?? null;
    if (!next) break;
    cursor = next;
  }
  if (cursor) {
    const path = `${base}&cursor=${encodeURIComponent(cursor)}`;
    results.push(await compareWithRaw(api, `GET /employees, page ${page} by cursor`, path, runs));
  }
  return results;
}
