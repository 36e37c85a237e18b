/**
 * Figure 4: DynamoDB requests per list, search, detail and dashboard endpoint, counted on the
 * client (the server runs in this process), over HTTP against the seeded organization. The
 * dashboard is counted for the small and the large organization: it must not grow.
 */
import {
  budgetOf,
  countEndpoint,
  createEndpointFixture,
  dashboardCase,
  type EndpointCase,
  type EndpointFixture,
  endpointCases,
  endpointProblems,
  formatCommands,
} from './endpoints.ts';
import type { HttpApi } from './http.ts';
import type { SeededOrganization } from './seed.ts';
import { progress } from './util.ts';

export interface EndpointCount extends EndpointCase {
  /** The handler's own requests, after authorization's. */
  requests: number;
  authorization: string;
  commands: string;
  budget: number | null;
  pass: boolean;
}

export interface RequestCounts {
  endpoints: EndpointCount[];
  dashboard: { small: number; large: number; smallEmployees: number; largeEmployees: number; pass: boolean };
  fixture: EndpointFixture;
}

export async function countEndpointRequests(
  api: HttpApi,
  large: SeededOrganization,
  small: SeededOrganization,
  uploadResume?: (organizationId: number) => Promise<string>,
): Promise<RequestCounts> {
  progress('requests per endpoint: recruitment fixture in the large organization');
  const fixture = await createEndpointFixture(api.call, {
    existing: {
      organizationId: large.id,
      departmentId: large.departmentIds[0] as number,
      designationId: large.designationIds[0] as number,
      employeeIds: [large.managerIds[0] as number, large.managerIds[1] ?? (large.managerIds[0] as number)],
    },
    uploadResume,
  });
  const firstPage = await api.call('GET', `/employees?organization_id=${large.id}&per_page=50`);
  const cases = endpointCases(fixture, { employeesCursor: firstPage.body?.data?.next_cursor ?? undefined });
  const endpoints: EndpointCount[] = [];
  for (const endpoint of cases) {
    progress(`requests per endpoint: ${endpoint.name}`);
    const count = await countEndpoint(api.call, endpoint);
    const budget = budgetOf(endpoint.kind);
    endpoints.push({
      ...endpoint,
      requests: count.afterAuthorization,
      authorization: `${count.authorization.locatorReads ? 'locator GetItem + ' : ''}${count.authorization.batchGets} BatchGetItem`,
      commands: formatCommands(count),
      budget,
      pass: endpointProblems(endpoint, count).length === 0,
    });
  }
  const smallCount = await countEndpoint(api.call, dashboardCase(small.id));
  const largeCount = await countEndpoint(api.call, dashboardCase(large.id));
  return {
    endpoints,
    dashboard: {
      small: smallCount.total,
      large: largeCount.total,
      smallEmployees: small.employees,
      largeEmployees: large.employees,
      pass: formatCommands(smallCount) === formatCommands(largeCount),
    },
    fixture,
  };
}
