/**
 * Organization administration's public face: what the HTTP routes call (organizations, departments,
 * designations, roles, members, invitations, deletion).
 * Routes import a context only through this file (.dependency-cruiser.cjs); the context's other
 * files, workers and other contexts import its modules directly. Each service module is imported
 * on the first call of one of its functions (`onFirstCall`): a cold start loads the routes, and a
 * request loads only the services it uses.
 */
import { onFirstCall } from '../lazy.ts';

const deletion = () => import('./deletion.ts');
const departments = () => import('./departments.ts');
const designations = () => import('./designations.ts');
const invitationAcceptance = () => import('./invitation-acceptance.ts');
const invitations = () => import('./invitations.ts');
const members = () => import('./members.ts');
const organizations = () => import('./organizations.ts');
const roles = () => import('./roles.ts');
const selfServiceInvitation = () => import('./self-service-invitation.ts');

export const deleteOrganization = onFirstCall(deletion, 'deleteOrganization');
export const listDeletedOrganizations = onFirstCall(deletion, 'listDeletedOrganizations');
export const restoreOrganization = onFirstCall(deletion, 'restoreOrganization');
export const createDepartment = onFirstCall(departments, 'createDepartment');
export const deleteDepartment = onFirstCall(departments, 'deleteDepartment');
export const getDepartment = onFirstCall(departments, 'getDepartment');
export const listDepartments = onFirstCall(departments, 'listDepartments');
export const updateDepartment = onFirstCall(departments, 'updateDepartment');
export const createDesignation = onFirstCall(designations, 'createDesignation');
export const deleteDesignation = onFirstCall(designations, 'deleteDesignation');
export const getDesignation = onFirstCall(designations, 'getDesignation');
export const listDesignations = onFirstCall(designations, 'listDesignations');
export const updateDesignation = onFirstCall(designations, 'updateDesignation');
export const acceptInvitation = onFirstCall(invitationAcceptance, 'acceptInvitation');
export const previewInvitation = onFirstCall(invitationAcceptance, 'previewInvitation');
export const createInvitation = onFirstCall(invitations, 'createInvitation');
export const listInvitations = onFirstCall(invitations, 'listInvitations');
export const resendInvitation = onFirstCall(invitations, 'resendInvitation');
export const revokeInvitation = onFirstCall(invitations, 'revokeInvitation');
export const listMembers = onFirstCall(members, 'listMembers');
export const removeMember = onFirstCall(members, 'removeMember');
export const resetMemberMfa = onFirstCall(members, 'resetMemberMfa');
export const updateMember = onFirstCall(members, 'updateMember');
export const createOrganization = onFirstCall(organizations, 'createOrganization');
export const getOrganization = onFirstCall(organizations, 'getOrganization');
export const listOrganizations = onFirstCall(organizations, 'listOrganizations');
export const updateOrganization = onFirstCall(organizations, 'updateOrganization');
export const createRole = onFirstCall(roles, 'createRole');
export const deleteRole = onFirstCall(roles, 'deleteRole');
export const listRoles = onFirstCall(roles, 'listRoles');
export const updateRole = onFirstCall(roles, 'updateRole');
export const inviteToSelfService = onFirstCall(selfServiceInvitation, 'inviteToSelfService');
