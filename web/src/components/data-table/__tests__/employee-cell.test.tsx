import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { EmployeeCell } from '../employee-cell';

describe('EmployeeCell', () => {
  it('links the name to the profile, with its small lines below', () => {
    render(
      <MemoryRouter>
        <EmployeeCell id={7} name="Mia Nguyen">
          <p>EMP-7</p>
        </EmployeeCell>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Mia Nguyen' }).getAttribute('href')).toBe(paths.app.employee.getHref(7));
    expect(screen.getByText('EMP-7')).toBeTruthy();
  });
});
