import { useParams } from 'react-router-dom';
import { EditEmployeePage } from '@/features/employees/components/employee-form-page';

export default function EditEmployeeRoute() {
  const { id } = useParams();
  return <EditEmployeePage key={id} id={id} />;
}
