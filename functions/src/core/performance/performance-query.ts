import { tableQueries } from '../db/query-all.ts';

/** Every item of one Query of the performance table, and one Query a page (db/query-all.ts). */
export const { queryAll, pagedQuery } = tableQueries('performance');
