import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TableScroll, Td, Th } from '../table';

describe('table primitives on a phone', () => {
  it('carries each cell’s column name for the card layout, and leaves the actions cell unlabelled', () => {
    render(
      <TableScroll label="Employees">
        <thead>
          <tr>
            <Th>Name</Th>
            <Th>Status</Th>
            <Th>Actions</Th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <Td label="Name">Sarah Mitchell</Td>
            <Td label="Status">Active</Td>
            <Td>
              <button type="button">View Sarah Mitchell</button>
            </Td>
          </tr>
        </tbody>
      </TableScroll>,
    );
    const table = screen.getByRole('table');
    expect(table.classList.contains('table-cards')).toBe(true);
    // Wider than a phone only from `sm` up: below it the rows are cards, not a sideways scroll.
    expect(table.className).toContain('sm:min-w-[44rem]');
    expect(table.className).not.toMatch(/(^| )min-w-/);
    expect(screen.getByRole('cell', { name: 'Sarah Mitchell' }).getAttribute('data-label')).toBe('Name');
    expect(screen.getByRole('cell', { name: 'Active' }).getAttribute('data-label')).toBe('Status');
    expect(screen.getByRole('cell', { name: 'View Sarah Mitchell' }).hasAttribute('data-label')).toBe(false);
  });
});
