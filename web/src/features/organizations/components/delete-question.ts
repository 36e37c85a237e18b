/** The spec's delete confirmation, used for workspaces, departments and designations alike. */
export function deleteQuestion(name: string): string {
  return `Are you sure you want to delete "${name}"? This action cannot be undone.`;
}

/**
 * The workspace delete confirmation: the spec's question, but a workspace can be restored by its
 * owners for 30 days (the API deletes it softly), so it no longer says the action cannot be undone.
 */
export function deleteWorkspaceQuestion(name: string, restoreDays: number): string {
  return `Are you sure you want to delete "${name}"? Owners can restore it for ${restoreDays} days; after that it is deleted permanently.`;
}
