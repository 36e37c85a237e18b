import { isAuState } from '@wattle/shared/address';
import { useCallback } from 'react';
import { useNextEmployeeCode } from '../api/get-next-code';
import type { EmployeeFormApi } from './employee-form-values';

/**
 * What a new employee's form fills in so nothing is typed twice (issue 25 §3): the next employee
 * code of the organization's sequence (still editable; the API keeps codes unique), and the work
 * state from the home address's state until the user picks a work state themselves. The answer
 * sets both as their fields' starting values; the Employment tab calls it once its fields are on
 * screen (a field is only reset while registered), so they alone never count as unsaved changes.
 */
export function useNewEmployeeDefaults(form: EmployeeFormApi, organizationId: number, isNew: boolean) {
  const { data } = useNextEmployeeCode(isNew ? organizationId : null);
  const suggested = data?.employee_code;
  const { getValues, getFieldState, resetField } = form;
  return useCallback(() => {
    if (!isNew) return;
    if (suggested && getValues('employee_code').trim() === '' && !getFieldState('employee_code').isDirty)
      resetField('employee_code', { defaultValue: suggested });
    const home = getValues('address_state');
    if (!getFieldState('state').isDirty) resetField('state', { defaultValue: isAuState(home) ? home : '' });
  }, [isNew, suggested, getValues, getFieldState, resetField]);
}
