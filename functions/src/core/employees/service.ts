import { Service } from 'electrodb';
import { dynamo, tableNames } from '../db/client.ts';
import { createCounterEntity } from '../db/counter-entity.ts';
import { createLocatorEntity } from '../db/locator-entity.ts';
import { lazy } from '../lazy.ts';
import { employeeEntity } from './employee-entity.ts';
import { historyEventEntity } from './history-entity.ts';
import { uniqueValueEntity } from './unique-value-entity.ts';

export const employeeCounter = lazy(() => createCounterEntity(tableNames().employees, dynamo()));
export const employeeLocator = lazy(() =>
  createLocatorEntity(tableNames().employees, dynamo(), 'employees', ['employee', 'import'] as const),
);

export const employeesService = lazy(
  () =>
    new Service(
      {
        employee: employeeEntity(),
        uniqueValue: uniqueValueEntity(),
        history: historyEventEntity(),
        locator: employeeLocator(),
      },
      { table: tableNames().employees, client: dynamo() },
    ),
);
