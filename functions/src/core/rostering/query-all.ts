import { tableQueries } from '../db/query-all.ts';

/** Every item of one Query of the rostering table, one Query a page, and full pages of a filtered one (db/query-all.ts). */
export const { queryAll, pagedQuery, filledPagedQuery } = tableQueries('rostering');
