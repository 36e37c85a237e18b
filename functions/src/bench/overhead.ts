/**
 * Figure 2: GET /employees with 10,000 employees — the first page of 50, then a later page by
 * cursor (the 10th, reached by following next_cursor) — against the raw DynamoDB calls it needs.
 */
import { type Comparison, compareWithRaw } from './compare.ts';
import type { HttpApi } from './http.ts';

export async function measureOverhead(api: HttpApi, organizationId: number, runs: number): Promise<Comparison[]> {
  const base = `/employees?organization_id=${organizationId}&per_page=50`;
  let cursor: string | null = null;
  for (let page = 1; page < 10; page++) {
    const answer = await api.call('GET', cursor ? `${base}&cursor=${encodeURIComponent(cursor)}` : base);
    cursor = answer.body?.data?.next_cursor ?? null;
    if (!cursor) throw new Error(`the directory has fewer than ${page + 1} pages of 50`);
  }
  return [
    await compareWithRaw(api, 'GET /employees, first page of 50', base, runs),
    await compareWithRaw(
      api,
      'GET /employees, 10th page by cursor',
      `${base}&cursor=${encodeURIComponent(cursor ?? '')}`,
      runs,
    ),
  ];
}
