import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useDepartments } from '@/lib/api/get-departments';
import { useDesignations } from '@/lib/api/get-designations';

export interface StructureFiltersProps {
  organizationId: number | null;
  departmentId: string;
  designationId: string;
  onDepartment: (value: string) => void;
  onDesignation: (value: string) => void;
}

/** Department and designation filters; designations fill only once a department is chosen. */
export function StructureFilters(props: StructureFiltersProps) {
  if (props.organizationId === null) {
    return (
      <>
        <div className="space-y-1.5">
          <Label htmlFor="manage-department">Department</Label>
          <Select id="manage-department" disabled value="">
            <option value="">All Departments</option>
          </Select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="manage-designation">Designation</Label>
          <Select id="manage-designation" disabled value="">
            <option value="">All Designations</option>
          </Select>
        </div>
      </>
    );
  }
  return <LoadedStructureFilters {...props} organizationId={props.organizationId} />;
}

function LoadedStructureFilters({
  organizationId,
  departmentId,
  designationId,
  onDepartment,
  onDesignation,
}: StructureFiltersProps & { organizationId: number }) {
  const departments = useDepartments(organizationId);
  const designations = useDesignations(organizationId, departmentId ? Number(departmentId) : null);
  return (
    <>
      <div className="space-y-1.5">
        <Label htmlFor="manage-department">Department</Label>
        <Select id="manage-department" value={departmentId} onChange={(event) => onDepartment(event.target.value)}>
          <option value="">All Departments</option>
          {(departments.data ?? []).map((department) => (
            <option key={department.id} value={String(department.id)}>
              {department.name}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="manage-designation">Designation</Label>
        <Select
          id="manage-designation"
          value={designationId}
          disabled={!departmentId}
          onChange={(event) => onDesignation(event.target.value)}
        >
          <option value="">All Designations</option>
          {(departmentId ? (designations.data ?? []) : []).map((designation) => (
            <option key={designation.id} value={String(designation.id)}>
              {designation.title}
            </option>
          ))}
        </Select>
      </div>
    </>
  );
}
