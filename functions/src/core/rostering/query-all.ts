import { tableQueries } from '../db/query-all.ts';

/** Every item of one Query of the rostering table, one page of one, and one full page of a filtered one (db/query-all.ts). */
export const { queryAll, queryPage, queryFilledPage } = tableQueries('rostering');
