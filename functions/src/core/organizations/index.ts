/**
 * Organization administration's public face: what the HTTP routes call (organizations, departments,
 * designations, roles, members, invitations, deletion).
 * Routes import a context only through this file (.dependency-cruiser.cjs); the context's other
 * files, workers and other contexts import its modules directly.
 */
export { deleteOrganization, listDeletedOrganizations, restoreOrganization } from './deletion.ts';
export { createDepartment, deleteDepartment, getDepartment, listDepartments, updateDepartment } from './departments.ts';
export {
  createDesignation,
  deleteDesignation,
  getDesignation,
  listDesignations,
  updateDesignation,
} from './designations.ts';
export { acceptInvitation, previewInvitation } from './invitation-acceptance.ts';
export { createInvitation, listInvitations, resendInvitation, revokeInvitation } from './invitations.ts';
export { listMembers, removeMember, resetMemberMfa, updateMember } from './members.ts';
export { createOrganization, getOrganization, listOrganizations, updateOrganization } from './organizations.ts';
export { createRole, deleteRole, listRoles, updateRole } from './roles.ts';
export { inviteToSelfService } from './self-service-invitation.ts';
