/**
 * Employees' public face: what the HTTP routes call (records and changes, the list and export, history,
 * probation, exits and their checklists, self-service).
 * Routes import a context only through this file (.dependency-cruiser.cjs); the context's other
 * files, workers and other contexts import its modules directly.
 */
export {
  changeEmployeeManager,
  changeEmployeeStatus,
  forceDeleteEmployee,
  restoreEmployee,
  trashEmployee,
} from './employee-changes.ts';
export { exportEmployees, exportHistory } from './employee-export.ts';
export { listEmployeeOptions, listEmployees } from './employee-list.ts';
export { employeeOrganization, getEmployee } from './employee-record.ts';
export { createEmployee, revealPayroll, updateEmployee } from './employees.ts';
export { getExitChecklist, saveExitChecklist } from './exit-checklist.ts';
export { cancelExit, getExit, listExits, recordExit, setExitTask } from './exits.ts';
export { queryHistory } from './history.ts';
export { suggestEmployeeCode } from './next-code.ts';
export { confirmProbation, extendProbation } from './probation.ts';
export { changeOwnBankDetails, getOwnProfile, updateOwnProfile } from './self-service.ts';
