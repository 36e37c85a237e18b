import { Service } from 'electrodb';
import { dynamo, tableNames } from '../db/client.ts';
import { createCounterEntity } from '../db/counter-entity.ts';
import { createLocatorEntity } from '../db/locator-entity.ts';
import { EmployeeEntity } from './employee-entity.ts';
import { HistoryEventEntity } from './history-entity.ts';
import { UniqueValueEntity } from './unique-value-entity.ts';

export const EmployeeCounter = createCounterEntity(tableNames().employees, dynamo());
export const EmployeeLocator = createLocatorEntity(tableNames().employees, dynamo(), 'employees', [
  'employee',
] as const);

export const EmployeesService = new Service(
  {
    employee: EmployeeEntity,
    uniqueValue: UniqueValueEntity,
    history: HistoryEventEntity,
    locator: EmployeeLocator,
  },
  { table: tableNames().employees, client: dynamo() },
);
