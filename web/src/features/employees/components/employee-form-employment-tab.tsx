import { isCalendarDate, todayIn } from '@wattle/shared/calendar';
import {
  EMPLOYEE_FIELD_LABELS,
  EMPLOYMENT_TYPES,
  type Employee,
  statusesSettableFrom,
  WORK_ARRANGEMENTS,
} from '@wattle/shared/employees';
import { useContext, useEffect, useMemo } from 'react';
import { Controller, type FieldErrors, useWatch } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Options, Select } from '@/components/ui/select';
import { useDepartments } from '@/lib/api/get-departments';
import { useDesignations } from '@/lib/api/get-designations';
import { useEmployeeOptions } from '@/lib/api/get-employee-options';
import { SelectedOrganizationContext } from '@/lib/selected-organization';
import { Section } from './employee-form-section';
import type { EmployeeFormApi, FieldName, FormValues } from './employee-form-values';
import { WorkPatternFields } from './employee-form-work-pattern';
import { fullName } from './format';
import { managerChoices } from './managers';

/** Said under Joining Date when a new employee joined before today. */
export const JOINED_EARLIER_HINT =
  'Leave accrues from this date: unless you enter opening balances, their balances are all the annual and personal leave accrued since then. After saving, enter their balances from your previous system as at your cut-over day (Attendance › Leave balance › Opening balances), or confirm there that the full accrual applies.';

export interface EmploymentFieldsProps {
  organizationId: number;
  employee?: Employee;
  control: EmployeeFormApi['control'];
  register: EmployeeFormApi['register'];
  errors: FieldErrors<FormValues>;
  onDepartmentChange: () => void;
  /** Called once the tab's fields are on screen (and again when it changes): a new employee's defaults. */
  onShown?: () => void;
}

/** Department, designation (of that department) and manager selects, loaded for the organization. */
export function EmploymentFields({
  organizationId,
  employee,
  control,
  register,
  errors,
  onDepartmentChange,
  onShown,
}: EmploymentFieldsProps) {
  useEffect(() => onShown?.(), [onShown]);
  const departments = useDepartments(organizationId);
  const department = useWatch({ control, name: 'department_id' });
  const departmentId = /^\d+$/.test(department) ? Number(department) : null;
  const designations = useDesignations(organizationId, departmentId);
  const options = useEmployeeOptions(organizationId);
  // Someone moving in who joined before today: their leave accrues from that day (issue 31 §2).
  const joining = useWatch({ control, name: 'joining_date' });
  const timezone = useContext(SelectedOrganizationContext)?.organization?.timezone ?? 'Australia/Sydney';
  const joinedEarlier = !employee && isCalendarDate(joining) && joining < todayIn(timezone);

  const managers = useMemo(() => {
    const choices = managerChoices(employee?.id ?? null, options.data ?? []);
    if (!employee) return choices;
    // A manager who has since left the active list still shows as the current value.
    const current = employee.reporting_manager;
    if (current && !choices.some((option) => option.id === current.id)) {
      choices.unshift({ ...current, employee_code: '', reporting_manager_id: null });
    }
    return choices;
  }, [options.data, employee]);

  const label = (name: FieldName) => ({
    label: EMPLOYEE_FIELD_LABELS[name] ?? name,
    error: errors[name]?.message,
  });

  return (
    <div className="grid gap-8">
      <Section title="Employment Details">
        <Field
          {...label('employee_code')}
          required
          hint={employee ? undefined : 'Suggested: the next code in your sequence. You can change it.'}
        >
          {(c) => <Input {...c} {...register('employee_code')} autoComplete="off" />}
        </Field>
        <Field {...label('joining_date')} required hint={joinedEarlier ? JOINED_EARLIER_HINT : undefined}>
          {(c) => <Input {...c} {...register('joining_date')} type="date" />}
        </Field>
        <Field
          {...label('department_id')}
          required
          hint={departments.error ? 'The departments could not be loaded.' : undefined}
        >
          {(c) => (
            <Controller
              control={control}
              name="department_id"
              render={({ field: f }) => (
                <Select
                  {...c}
                  {...f}
                  onChange={(event) => {
                    f.onChange(event);
                    // A designation belongs to one department: the old choice no longer fits.
                    onDepartmentChange();
                  }}
                >
                  <option value="">{departments.isLoading ? 'Loading departments...' : 'Select department'}</option>
                  {(departments.data ?? []).map((department) => (
                    <option key={department.id} value={String(department.id)}>
                      {department.name}
                    </option>
                  ))}
                </Select>
              )}
            />
          )}
        </Field>
        <Field {...label('designation_id')} required>
          {(c) => (
            <Controller
              control={control}
              name="designation_id"
              render={({ field: f }) => (
                <Select {...c} {...f} disabled={!departmentId}>
                  <option value="">
                    {!departmentId
                      ? 'Select a department first'
                      : designations.isLoading
                        ? 'Loading designations...'
                        : 'Select designation'}
                  </option>
                  {(departmentId ? (designations.data ?? []) : []).map((designation) => (
                    <option key={designation.id} value={String(designation.id)}>
                      {designation.title}
                    </option>
                  ))}
                </Select>
              )}
            />
          )}
        </Field>
        <Field {...label('reporting_manager_id')}>
          {(c) => (
            <Controller
              control={control}
              name="reporting_manager_id"
              render={({ field: f }) => (
                <Select {...c} {...f}>
                  <option value="">No Manager</option>
                  {managers.map((option) => (
                    <option key={option.id} value={String(option.id)}>
                      {fullName(option)}
                      {option.employee_code ? ` (${option.employee_code})` : ''}
                    </option>
                  ))}
                </Select>
              )}
            />
          )}
        </Field>
        <Field {...label('employment_type')} required>
          {(c) => (
            <Controller
              control={control}
              name="employment_type"
              render={({ field: f }) => (
                <Select {...c} {...f}>
                  <Options values={EMPLOYMENT_TYPES} />
                </Select>
              )}
            />
          )}
        </Field>
        <Field {...label('work_arrangement')}>
          {(c) => (
            <Controller
              control={control}
              name="work_arrangement"
              render={({ field: f }) => (
                <Select {...c} {...f}>
                  <Options values={WORK_ARRANGEMENTS} />
                </Select>
              )}
            />
          )}
        </Field>
        <Field {...label('status')} required>
          {(c) => (
            <Controller
              control={control}
              name="status"
              render={({ field: f }) => (
                <Select {...c} {...f}>
                  <Options values={statusesSettableFrom(employee?.status ?? null)} />
                </Select>
              )}
            />
          )}
        </Field>
        <Field
          {...label('probation_end_date')}
          hint={
            employee
              ? undefined
              : "Left empty while On Probation: the joining date plus the organization's probation length."
          }
        >
          {(c) => <Input {...c} {...register('probation_end_date')} type="date" />}
        </Field>
      </Section>
      <WorkPatternFields employee={employee} control={control} register={register} errors={errors} field={label} />
    </div>
  );
}
