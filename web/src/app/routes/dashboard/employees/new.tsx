import { NewEmployeePage } from '@/features/employees/components/employee-form-page';

export default function NewEmployeeRoute() {
  return <NewEmployeePage />;
}
