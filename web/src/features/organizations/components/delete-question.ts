/** The spec's delete confirmation, used for workspaces, departments and designations alike. */
export function deleteQuestion(name: string): string {
  return `Are you sure you want to delete "${name}"? This action cannot be undone.`;
}
