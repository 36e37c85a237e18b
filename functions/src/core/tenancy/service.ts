import { dynamo, tableNames } from '../db/client.ts';
import { createCounterEntity } from '../db/counter-entity.ts';
import { lazy } from '../lazy.ts';

/*
 * The organizations table's counter. Transactions join the entities they write in an ElectroDB
 * Service declared beside them (built on the first such write), so a request builds only the
 * entities it touches.
 */
export const organizationCounter = lazy(() => createCounterEntity(tableNames().organizations, dynamo()));
