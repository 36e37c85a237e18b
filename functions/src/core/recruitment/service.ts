import { dynamo, tableNames } from '../db/client.ts';
import { createCounterEntity } from '../db/counter-entity.ts';
import { createLocatorEntity } from '../db/locator-entity.ts';
import { lazy } from '../lazy.ts';

/*
 * The recruitment table's counter and locator. Transactions join the entities they write in an
 * ElectroDB Service declared beside them (built on the first such write), so a request builds only
 * the entities it touches rather than every entity of the table.
 */
export const recruitmentCounter = lazy(() => createCounterEntity(tableNames().recruitment, dynamo()));
export const recruitmentLocator = lazy(() =>
  createLocatorEntity(tableNames().recruitment, dynamo(), 'recruitment', [
    'job',
    'applicant',
    'interview',
    'offer',
    'template',
  ] as const),
);
