import { zodResolver } from '@hookform/resolvers/zod';
import {
  EMPLOYEE_FIELD_LABELS,
  EMPLOYEE_FORM_TABS,
  type Employee,
  type EmployeeData,
  employeeInput,
  type SensitiveEmployeeField,
} from '@wattle/shared/employees';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useConflictReload } from '@/components/forms/use-conflict-reload';
import { useUnsavedChangesGuard } from '@/components/forms/use-unsaved-changes-guard';
import { ErrorAlert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useOrganizationToday } from '@/lib/dates';
import { unmatchedFieldMessages } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useCreateEmployee } from '../api/create-employee';
import { employeeKey, getEmployee } from '../api/get-employee';
import { useUpdateEmployee } from '../api/update-employee';
import { EmergencyTab } from './employee-form-emergency-tab';
import { EmploymentFields } from './employee-form-employment-tab';
import { FinancialTab } from './employee-form-financial-tab';
import { PersonalTab } from './employee-form-personal-tab';
import {
  ALL_FIELDS,
  defaultValues,
  type EmployeePrefill,
  type FieldName,
  type FormValues,
  firstErrorField,
  KEEP_ALL,
  type PayrollModes,
  payrollAwareInput,
  TABS,
  tabOf,
} from './employee-form-values';
import type { PayrollFieldMode } from './payroll-identifier-field';
import { useNewEmployeeDefaults } from './use-new-employee-defaults';

export { prefillFromLink } from './employee-form-values';

export const TAB_ERRORS_MESSAGE = 'Please correct the errors on the current tab.';
export const SERVER_ERRORS_MESSAGE = 'Please correct the validation errors.';
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred.';

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
  const today = useOrganizationToday();

  const form = useForm<FormValues, unknown, EmployeeData>({
    resolver: zodResolver(employeeInput) as unknown as Resolver<FormValues, unknown, EmployeeData>,
    defaultValues: defaultValues(organizationId, employee, prefill, today),
  });
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
    formState: { errors, isSubmitting, isDirty },
  } = form;
  // Cancel, a sidebar link, Back, reload or closing the tab ask before typed values are lost.
  const guard = useUnsavedChangesGuard(isDirty || Object.values(payrollModes).some((mode) => mode !== 'keep'));
  const fillNewEmployeeDefaults = useNewEmployeeDefaults(form, organizationId, !employee);
  const { mutate } = useSWRConfig();
  // A 409 (someone saved first) offers Reload: the fresh record, with what the user changed on top.
  const conflict = useConflictReload({
    form,
    load: async () => {
      if (!employee) throw new Error('Only a saved employee can be reloaded.');
      const fresh = await getEmployee(employee.id);
      void mutate(employeeKey(organizationId, employee.id), fresh, { revalidate: false });
      return defaultValues(organizationId, fresh, {}, today);
    },
    labelOf: (path) => EMPLOYEE_FIELD_LABELS[path],
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
    conflict.clear();
    try {
      const input = payrollAwareInput(values, employee, payrollModes);
      const saved = employee ? await update.trigger({ id: employee.id, input }) : await create.trigger(input);
      guard.release();
      notify.success(
        employee
          ? 'Employee saved.'
          : values.joining_date < today
            ? 'Employee created. Next: their opening leave balances (Attendance › Leave balance).'
            : 'Employee created.',
      );
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
      } else if (!conflict.catchConflict(error)) {
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
          {conflict.alert ? <div className="mx-4 mt-4 sm:mx-6">{conflict.alert}</div> : null}

          <Tabs.Content value="personal" className="p-4 focus:outline-none sm:p-6">
            <PersonalTab control={control} register={register} field={field} />
          </Tabs.Content>

          <Tabs.Content value="employment" className="p-4 focus:outline-none sm:p-6">
            <EmploymentFields
              organizationId={organizationId}
              employee={employee}
              control={control}
              register={register}
              errors={errors}
              onDepartmentChange={() => setValue('designation_id', '')}
              onShown={fillNewEmployeeDefaults}
            />
          </Tabs.Content>

          <Tabs.Content value="financial" className="p-4 focus:outline-none sm:p-6">
            <FinancialTab register={register} field={field} payrollField={payrollField} />
          </Tabs.Content>

          <Tabs.Content value="emergency" className="p-4 focus:outline-none sm:p-6">
            <EmergencyTab register={register} field={field} />
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
      {guard.dialog}
    </Card>
  );
}
