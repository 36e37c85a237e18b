import { describe, expect, it } from 'vitest';
import { loginHrefFor, safeNextPath } from '../next-path';

describe('safeNextPath', () => {
  it('keeps a dashboard page with its query and hash', () => {
    expect(safeNextPath('/dashboard/employees/history?start_date=2026-11-24#top')).toBe(
      '/dashboard/employees/history?start_date=2026-11-24#top',
    );
    expect(safeNextPath('/dashboard')).toBe('/dashboard');
  });

  it('goes home for anything that could leave the app or is not a dashboard page', () => {
    for (const next of [
      null,
      undefined,
      '',
      'https://evil.example/dashboard',
      '//evil.example/dashboard',
      '/\\evil.example',
      '/\\/evil.example',
      'javascript:alert(1)',
      '/dashboard\n//evil.example',
      '/dashboard/../login',
      '/dashboardx',
      '/login',
      '/reset-password?token=abc',
      'dashboard/employees',
      `/dashboard/${'a'.repeat(2100)}`,
    ]) {
      expect(safeNextPath(next), String(next)).toBe('/dashboard');
    }
  });
});

describe('loginHrefFor', () => {
  it('remembers a page in the query, and nothing for the home page', () => {
    expect(loginHrefFor('/dashboard/employees?tab=trash')).toBe('/login?next=%2Fdashboard%2Femployees%3Ftab%3Dtrash');
    expect(loginHrefFor('/dashboard')).toBe('/login');
    expect(loginHrefFor('/no/such/page')).toBe('/login');
  });
});
