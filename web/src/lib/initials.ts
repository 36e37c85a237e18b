/** Up to two initials for an avatar: first and last word of the name. */
export function initials(name: string | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const picked = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return picked.map((part) => part?.charAt(0).toUpperCase() ?? '').join('') || '?';
}
