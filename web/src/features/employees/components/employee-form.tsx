import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_EMPLOYEE_STATUS,
  DEFAULT_EMPLOYMENT_TYPE,
  EMPLOYEE_FIELD_LABELS,
  EMPLOYEE_FORM_TABS,
  EMPLOYEE_STATUSES,
  EMPLOYMENT_TYPES,
  type Employee,
  type EmployeeData,
  employeeInput,
  GENDERS,
  SENSITIVE_EMPLOYEE_FIELDS,
  type SensitiveEmployeeField,
  WORK_ARRANGEMENTS,
} from '@wattle/shared/employees';
import { ID_PATTERN } from '@wattle/shared/validation';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { type FormEvent, type ReactNode, useEffect, useMemo, useState } from 'react';
import { Controller, type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { ErrorAlert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { paths } from '@/config/paths';
import { useDepartments } from '@/lib/api/get-departments';
import { useDesignations } from '@/lib/api/get-designations';
import { ApiError, isConflict } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { unmatchedFieldMessages } from '@/lib/form';
import { useCreateEmployee } from '../api/create-employee';
import { useEmployeeOptions } from '../api/get-employee-options';
import { useUpdateEmployee } from '../api/update-employee';
import { fullName } from './format';
import { managerChoices } from './managers';
import { type PayrollFieldMode, PayrollIdentifierField } from './payroll-identifier-field';

export const TAB_ERRORS_MESSAGE = 'Please correct the errors on the current tab.';
export const SERVER_ERRORS_MESSAGE = 'Please correct the validation errors.';
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred.';

type TabId = keyof typeof EMPLOYEE_FORM_TABS;
type FieldName = (typeof EMPLOYEE_FORM_TABS)[TabId][number];

const TABS: { id: TabId; label: string }[] = [
  { id: 'personal', label: 'Personal Information' },
  { id: 'employment', label: 'Employment Details' },
  { id: 'financial', label: 'Financial & Legal' },
  { id: 'emergency', label: 'Emergency Contact' },
];

const ALL_FIELDS = TABS.flatMap((tab) => [...EMPLOYEE_FORM_TABS[tab.id]]) as FieldName[];

/** Every value is text while it is being edited; the shared schema turns it into the API's body. */
type FormValues = Record<FieldName, string> & {
  organization_id: number;
  version?: number;
  applicant_id?: number | null;
};

/** Values a new employee may start with, e.g. from a hired applicant (`?applicant_id=...&first_name=...`). */
export type EmployeePrefill = Partial<Record<FieldName, string>> & { applicant_id?: number };

const text = (value: string | null | undefined) => value ?? '';

const SENSITIVE = new Set<string>(SENSITIVE_EMPLOYEE_FIELDS);
type PayrollModes = Record<SensitiveEmployeeField, PayrollFieldMode>;
const KEEP_ALL = Object.fromEntries(SENSITIVE_EMPLOYEE_FIELDS.map((field) => [field, 'keep'])) as PayrollModes;

/**
 * The body of a save. A saved payroll identifier is sent only when the user replaced it with a new
 * value (kept, or replaced with nothing: not sent, so the server keeps it) or removed it (null).
 */
export function payrollAwareInput(values: EmployeeData, employee: Employee | undefined, modes: PayrollModes) {
  const input: EmployeeData = { ...values };
  for (const field of SENSITIVE_EMPLOYEE_FIELDS) {
    if (!employee?.[field]) continue;
    if (modes[field] === 'remove') input[field] = null;
    else if (modes[field] === 'keep' || input[field] === null) input[field] = undefined;
  }
  return input;
}

function defaultValues(organizationId: number, employee?: Employee, prefill: EmployeePrefill = {}): FormValues {
  const values: FormValues = {
    organization_id: employee?.organization_id ?? organizationId,
    first_name: text(employee?.first_name),
    last_name: text(employee?.last_name),
    personal_email: text(employee?.personal_email),
    phone_number: text(employee?.phone_number),
    date_of_birth: text(employee?.date_of_birth),
    gender: text(employee?.gender),
    address: text(employee?.address),
    employee_code: text(employee?.employee_code),
    joining_date: text(employee?.joining_date),
    department_id: employee ? String(employee.department_id) : '',
    designation_id: employee ? String(employee.designation_id) : '',
    reporting_manager_id: employee?.reporting_manager_id ? String(employee.reporting_manager_id) : '',
    employment_type: employee?.employment_type ?? DEFAULT_EMPLOYMENT_TYPE,
    work_arrangement: employee?.work_arrangement ?? 'Onsite',
    status: employee?.status ?? DEFAULT_EMPLOYEE_STATUS,
    // Never the saved value: the API sends it masked, and a new one is typed from scratch.
    tax_file_number: '',
    superannuation_fund_name: text(employee?.superannuation_fund_name),
    superannuation_member_number: '',
    bank_bsb: '',
    bank_account_number: '',
    visa_type: text(employee?.visa_type),
    visa_expiry_date: text(employee?.visa_expiry_date),
    emergency_contact_name: text(employee?.emergency_contact_name),
    emergency_contact_phone: text(employee?.emergency_contact_phone),
    // The version read with the record: a save over someone else's change gets 409.
    version: employee?.version,
  };
  if (employee) return values;
  const { applicant_id, ...fields } = prefill;
  return { ...values, ...fields, ...(applicant_id ? { applicant_id } : {}) };
}

/** Starting values from a link's query (`/dashboard/employees/new?applicant_id=7&first_name=Ann`). */
export function prefillFromSearch(params: URLSearchParams): EmployeePrefill {
  const prefill: EmployeePrefill = {};
  for (const field of ALL_FIELDS) {
    // Payroll identifiers never travel in a link (URLs end up in histories and logs).
    if (SENSITIVE.has(field)) continue;
    const value = params.get(field);
    if (value) prefill[field] = value.slice(0, 500);
  }
  const applicant = params.get('applicant_id');
  if (applicant && ID_PATTERN.test(applicant)) prefill.applicant_id = Number(applicant);
  return prefill;
}

/** The first field with an error, in the order the form shows them. */
function firstErrorField(errors: FieldErrors<FormValues>, fields: readonly FieldName[] = ALL_FIELDS) {
  return fields.find((field) => errors[field]);
}

function tabOf(field: FieldName): number {
  return TABS.findIndex((tab) => (EMPLOYEE_FORM_TABS[tab.id] as readonly string[]).includes(field));
}

interface EmployeeFormProps {
  organizationId: number;
  /** The employee to edit; without it the form creates one. */
  employee?: Employee;
  /** Starting values of a new employee. */
  prefill?: EmployeePrefill;
}

/** The four-tab employee form (new and edit). Next checks the current tab; the last tab saves. */
export function EmployeeForm({ organizationId, employee, prefill }: EmployeeFormProps) {
  const navigate = useNavigate();
  const create = useCreateEmployee(organizationId);
  const update = useUpdateEmployee(organizationId);
  const [tab, setTab] = useState(0);
  const [alert, setAlert] = useState<ReactNode>(null);
  // Focus waits for the tab holding the field to render.
  const [focusField, setFocusField] = useState<FieldName | null>(null);
  const [payrollModes, setPayrollModes] = useState<PayrollModes>(KEEP_ALL);

  const {
    register,
    control,
    handleSubmit,
    trigger,
    setValue,
    setError,
    setFocus,
    clearErrors,
    watch,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, EmployeeData>({
    resolver: zodResolver(employeeInput) as unknown as Resolver<FormValues, unknown, EmployeeData>,
    defaultValues: defaultValues(organizationId, employee, prefill),
  });

  // A field with an error is checked again as soon as it is edited, so a server message goes away.
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name && getFieldState(name as FieldName).error) void trigger(name as FieldName);
    });
    return () => subscription.unsubscribe();
  }, [watch, trigger, getFieldState]);

  useEffect(() => {
    if (!focusField) return;
    setFocus(focusField);
    document.getElementsByName(focusField)[0]?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    setFocusField(null);
  }, [focusField, setFocus]);

  const current = TABS[tab] ?? { id: 'personal', label: '' };
  const isLast = tab === TABS.length - 1;

  /** Checks the current tab; on failure shows the alert and focuses the first bad field. */
  const checkTab = async (): Promise<boolean> => {
    const fields = EMPLOYEE_FORM_TABS[TABS[tab]?.id ?? 'personal'];
    const valid = await trigger([...fields]);
    if (valid) {
      setAlert(null);
      return true;
    }
    setAlert(TAB_ERRORS_MESSAGE);
    const field = fields.find((name) => getFieldState(name).error);
    if (field) setFocusField(field);
    return false;
  };

  const goTo = async (target: number) => {
    if (target === tab || target < 0 || target >= TABS.length) return;
    // Moving forward checks the tab being left; going back never does.
    if (target > tab && !(await checkTab())) return;
    if (target < tab) setAlert(null);
    setTab(target);
  };

  const save = async (values: EmployeeData) => {
    setAlert(null);
    try {
      const input = payrollAwareInput(values, employee, payrollModes);
      const saved = employee ? await update.trigger({ id: employee.id, input }) : await create.trigger(input);
      navigate(paths.app.employee.getHref(saved.id));
    } catch (error) {
      console.error(error);
      if (error instanceof ApiError && error.status === 422) {
        for (const [field, messages] of Object.entries(error.errors)) {
          if (messages[0] && (ALL_FIELDS as string[]).includes(field)) {
            setError(field as FieldName, { type: 'server', message: messages[0] });
          }
        }
        const first = ALL_FIELDS.find((field) => error.errors[field]?.length);
        const others = unmatchedFieldMessages(error, ALL_FIELDS);
        setAlert(
          <>
            <p>{SERVER_ERRORS_MESSAGE}</p>
            {others.length > 0 ? (
              <ul className="mt-1 list-disc pl-4">
                {others.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            ) : null}
          </>,
        );
        if (first) {
          setTab(tabOf(first));
          setFocusField(first);
        }
      } else if (isConflict(error) && error instanceof ApiError && error.message) {
        setAlert(error.message);
      } else {
        setAlert(UNEXPECTED_ERROR_MESSAGE);
      }
    }
  };

  // The form is checked as a whole: the first tab with an error opens, its first bad field gets focus.
  const invalid = (formErrors: FieldErrors<FormValues>) => {
    const first = firstErrorField(formErrors);
    setAlert(TAB_ERRORS_MESSAGE);
    if (first) {
      setTab(tabOf(first));
      setFocusField(first);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // Enter in a field of an earlier tab means Next, never a save of half a form.
    if (!isLast) {
      event.preventDefault();
      void goTo(tab + 1);
      return;
    }
    void handleSubmit(save, invalid)(event);
  };

  const progress = Math.round(((tab + 1) / TABS.length) * 100);
  const field = (name: FieldName) => ({ label: EMPLOYEE_FIELD_LABELS[name] ?? name, error: errors[name]?.message });
  const payrollField = (name: SensitiveEmployeeField) => ({
    ...field(name),
    saved: employee?.[name] ?? null,
    mode: payrollModes[name],
    onModeChange: (mode: PayrollFieldMode) => {
      setPayrollModes((modes) => ({ ...modes, [name]: mode }));
      // A new value starts empty; going back to the saved one drops what was typed.
      setValue(name, '');
      clearErrors(name);
    },
  });

  return (
    <Card className="overflow-hidden">
      <form onSubmit={submit} noValidate aria-label={employee ? 'Edit employee' : 'New employee'}>
        <Tabs.Root value={current.id} onValueChange={(value) => void goTo(TABS.findIndex((t) => t.id === value))}>
          <div className="border-b border-slate-200 px-4 pt-4 sm:px-6">
            <Tabs.List aria-label="Employee form sections" className="grid grid-cols-2 gap-1 sm:grid-cols-4">
              {TABS.map((item, index) => (
                <Tabs.Trigger
                  key={item.id}
                  value={item.id}
                  className={cn(
                    'flex items-center gap-2 rounded-t-lg border-b-2 px-2 py-2.5 text-left text-sm font-medium transition-colors',
                    'focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600',
                    'data-[state=active]:border-brand-500 data-[state=active]:text-slate-900',
                    'data-[state=inactive]:border-transparent data-[state=inactive]:text-slate-500 data-[state=inactive]:hover:text-slate-800',
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'flex size-6 shrink-0 items-center justify-center rounded-full text-xs',
                      index <= tab ? 'bg-slate-900 text-brand-300' : 'bg-slate-100 text-slate-500',
                    )}
                  >
                    {index + 1}
                  </span>
                  <span className="min-w-0 leading-tight">{item.label}</span>
                </Tabs.Trigger>
              ))}
            </Tabs.List>
          </div>
          <div className="px-4 pt-4 sm:px-6">
            <div className="flex items-center justify-between text-xs text-slate-500">
              <span id="employee-form-progress">
                Step {tab + 1} of {TABS.length}
              </span>
              <span>{progress}%</span>
            </div>
            <div
              role="progressbar"
              aria-labelledby="employee-form-progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-100"
            >
              <div className="h-full rounded-full bg-brand-400 transition-all" style={{ width: `${progress}%` }} />
            </div>
          </div>

          {alert ? <ErrorAlert className="mx-4 mt-4 sm:mx-6">{alert}</ErrorAlert> : null}

          <Tabs.Content value="personal" className="p-4 focus:outline-none sm:p-6">
            <Section title="Personal Information">
              <Field {...field('first_name')} required>
                {(c) => <Input {...c} {...register('first_name')} autoComplete="off" />}
              </Field>
              <Field {...field('last_name')} required>
                {(c) => <Input {...c} {...register('last_name')} autoComplete="off" />}
              </Field>
              <Field {...field('personal_email')} required>
                {(c) => <Input {...c} {...register('personal_email')} type="email" autoComplete="off" />}
              </Field>
              <Field {...field('phone_number')} required>
                {(c) => <Input {...c} {...register('phone_number')} type="tel" autoComplete="off" />}
              </Field>
              <Field {...field('date_of_birth')} required>
                {(c) => <Input {...c} {...register('date_of_birth')} type="date" />}
              </Field>
              <Field {...field('gender')} required>
                {(c) => (
                  <Controller
                    control={control}
                    name="gender"
                    render={({ field: f }) => (
                      <Select {...c} {...f}>
                        <option value="">Select gender</option>
                        {GENDERS.map((gender) => (
                          <option key={gender} value={gender}>
                            {gender}
                          </option>
                        ))}
                      </Select>
                    )}
                  />
                )}
              </Field>
              <Field {...field('address')} required className="sm:col-span-2">
                {(c) => <Textarea {...c} {...register('address')} rows={2} />}
              </Field>
            </Section>
          </Tabs.Content>

          <Tabs.Content value="employment" className="p-4 focus:outline-none sm:p-6">
            <EmploymentFields
              organizationId={organizationId}
              employee={employee}
              control={control}
              register={register}
              errors={errors}
              onDepartmentChange={() => setValue('designation_id', '')}
            />
          </Tabs.Content>

          <Tabs.Content value="financial" className="p-4 focus:outline-none sm:p-6">
            <Section
              title="Financial & Legal"
              description="All optional. Australian tax, superannuation and bank details."
            >
              <PayrollIdentifierField {...payrollField('tax_file_number')} hint="8 or 9 digits">
                {(c) => <Input {...c} {...register('tax_file_number')} inputMode="numeric" autoComplete="off" />}
              </PayrollIdentifierField>
              <Field {...field('superannuation_fund_name')}>
                {(c) => <Input {...c} {...register('superannuation_fund_name')} autoComplete="off" />}
              </Field>
              <PayrollIdentifierField {...payrollField('superannuation_member_number')}>
                {(c) => <Input {...c} {...register('superannuation_member_number')} autoComplete="off" />}
              </PayrollIdentifierField>
              <PayrollIdentifierField {...payrollField('bank_bsb')} hint="e.g. 062-000">
                {(c) => <Input {...c} {...register('bank_bsb')} inputMode="numeric" autoComplete="off" />}
              </PayrollIdentifierField>
              <PayrollIdentifierField {...payrollField('bank_account_number')}>
                {(c) => <Input {...c} {...register('bank_account_number')} inputMode="numeric" autoComplete="off" />}
              </PayrollIdentifierField>
              <Field {...field('visa_type')}>
                {(c) => <Input {...c} {...register('visa_type')} autoComplete="off" />}
              </Field>
              <Field {...field('visa_expiry_date')}>
                {(c) => <Input {...c} {...register('visa_expiry_date')} type="date" />}
              </Field>
            </Section>
          </Tabs.Content>

          <Tabs.Content value="emergency" className="p-4 focus:outline-none sm:p-6">
            <Section title="Emergency Contact" description="Optional. Who to call in an emergency.">
              <Field {...field('emergency_contact_name')}>
                {(c) => <Input {...c} {...register('emergency_contact_name')} autoComplete="off" />}
              </Field>
              <Field {...field('emergency_contact_phone')}>
                {(c) => <Input {...c} {...register('emergency_contact_phone')} type="tel" autoComplete="off" />}
              </Field>
            </Section>
          </Tabs.Content>
        </Tabs.Root>

        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 bg-slate-50/60 px-4 py-4 sm:flex-row sm:justify-between sm:px-6">
          {tab === 0 ? (
            <Link to={paths.app.employees.getHref()} className={buttonClasses({ variant: 'outline' })}>
              Cancel
            </Link>
          ) : (
            <Button variant="outline" onClick={() => void goTo(tab - 1)} disabled={isSubmitting}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back
            </Button>
          )}
          {/* Distinct keys: React must not turn the clicked Next into the submit button mid-click,
              or the browser would run the click's default action (submit) on it. */}
          {isLast ? (
            <Button key="submit" type="submit" disabled={isSubmitting}>
              {isSubmitting ? (employee ? 'Updating...' : 'Creating...') : employee ? 'Update' : 'Create'}
            </Button>
          ) : (
            <Button key="next" onClick={() => void goTo(tab + 1)}>
              Next
              <ArrowRight aria-hidden="true" className="size-4" />
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="text-base font-semibold text-slate-900">{title}</legend>
      {description ? <p className="mt-0.5 text-sm text-slate-600">{description}</p> : null}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

interface EmploymentFieldsProps {
  organizationId: number;
  employee?: Employee;
  control: ReturnType<typeof useForm<FormValues, unknown, EmployeeData>>['control'];
  register: ReturnType<typeof useForm<FormValues, unknown, EmployeeData>>['register'];
  errors: FieldErrors<FormValues>;
  onDepartmentChange: () => void;
}

/** Department, designation (of that department) and manager selects, loaded for the organization. */
function EmploymentFields({
  organizationId,
  employee,
  control,
  register,
  errors,
  onDepartmentChange,
}: EmploymentFieldsProps) {
  const departments = useDepartments(organizationId);
  const department = useWatch({ control, name: 'department_id' });
  const departmentId = /^\d+$/.test(department) ? Number(department) : null;
  const designations = useDesignations(organizationId, departmentId);
  const options = useEmployeeOptions(organizationId);

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
    <Section title="Employment Details">
      <Field {...label('employee_code')} required>
        {(c) => <Input {...c} {...register('employee_code')} autoComplete="off" />}
      </Field>
      <Field {...label('joining_date')} required>
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
                {EMPLOYMENT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
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
                {WORK_ARRANGEMENTS.map((arrangement) => (
                  <option key={arrangement} value={arrangement}>
                    {arrangement}
                  </option>
                ))}
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
                {EMPLOYEE_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {status}
                  </option>
                ))}
              </Select>
            )}
          />
        )}
      </Field>
    </Section>
  );
}
