import { tableQueries } from '../db/query-all.ts';

/** Every item of one Query of the performance table, and one page of one (db/query-all.ts). */
export const { queryAll, queryPage } = tableQueries('performance');
