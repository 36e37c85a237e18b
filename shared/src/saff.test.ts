import { describe, expect, it } from 'vitest';
import { SAFF_COLUMNS, SAFF_SECTION_ROW, saffIndex, saffVersionRow } from './saff.ts';

/** The SuperStream Alternative File Format v1.0 layout (issue 30 §6). */
describe('SAFF v1.0 layout', () => {
  it('has 133 columns, each section named over its first column', () => {
    expect(SAFF_COLUMNS).toHaveLength(133);
    expect(SAFF_SECTION_ROW).toHaveLength(133);
    expect(SAFF_SECTION_ROW.filter((cell) => cell !== '')).toEqual([
      'Line ID',
      'Header',
      'Sender',
      'Payer',
      'Payee/Receiver',
      'Employer',
      'Super Fund Member Common',
      'Super Fund Member Contributions',
      'Super Fund Member Registration',
      'Defined Benefits Contributions',
      'SuperDefined Benefit Registration',
    ]);
  });

  it('finds a column by section, names repeating across sections', () => {
    expect(saffIndex('Payer', 'ABN')).toBe(12);
    expect(saffIndex('Payee/Receiver', 'ABN')).toBe(17);
    expect(SAFF_COLUMNS[saffIndex('Super Fund Member Contributions', 'Superannuation Guarantee Amount')]).toBe(
      'Superannuation Guarantee Amount',
    );
    expect(() => saffIndex('Payer', 'USI')).toThrow('No SAFF column USI in Payer.');
  });

  it('writes the version line with a file id of 20 characters at most', () => {
    expect(saffVersionRow('PR12D20261202')).toEqual([
      'VERSION',
      '1.0',
      'Negatives Supported',
      'False',
      'File ID',
      'PR12D20261202',
    ]);
    expect(saffVersionRow('X'.repeat(30))[5]).toHaveLength(20);
  });
});
