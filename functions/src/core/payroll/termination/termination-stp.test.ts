import { describe, expect, it } from 'vitest';
import { addPayslip, emptyStpAmounts, stpAmountsJson } from '../stp-mapping.ts';

describe('a final pay in the STP pay event', () => {
  it('reports unused leave as U, lump sums by type and each ETP with its PAYG, outside the payee’s PAYG', () => {
    const line = (termination_code: string, amount_cents: number, withheld_cents = 0) => ({
      id: termination_code,
      kind: 'unused_leave' as const,
      description: termination_code,
      amount_cents,
      source: 'one_off' as const,
      termination_code: termination_code as never,
      withheld_cents,
    });
    const amounts = addPayslip(emptyStpAmounts(), {
      lines: [line('U', 200_000), line('A-R', 50_000, 16_000), line('D', 1_900_000), line('ETP-R', 300_000, 96_000)],
      withholding_cents: 150_000,
      super_cents: 0,
      ordinary_time_earnings_cents: 0,
      pay_date: '2026-11-18',
    });
    const json = stpAmountsJson(amounts);
    expect(json.PaidLeave).toEqual([{ PaidLeaveTypeCode: 'U', PaidLeavePaymentAmount: '2000.00' }]);
    expect(json.LumpSumPayments).toEqual([
      { LumpSumTypeCode: 'A', LumpSumATypeCode: 'R', LumpSumPaymentAmount: '500.00' },
      { LumpSumTypeCode: 'D', LumpSumPaymentAmount: '19000.00' },
    ]);
    expect(json.EmploymentTerminationPayments).toEqual([
      {
        ETPCode: 'R',
        ETPPaymentDate: '2026-11-18',
        ETPTaxableComponentAmount: '3000.00',
        ETPTaxFreeComponentAmount: '0.00',
        ETPPAYGWithholdingAmount: '960.00',
      },
    ]);
    expect(json.PayAsYouGoWithholdingAmount).toBe('540.00');
    expect(json.GrossAmount).toBe('0.00');
  });
});
