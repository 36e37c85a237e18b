/** The top bar's title: the second path segment (`/dashboard/<this>/...`), words capitalised; 'Dashboard' without one. */
export function titleFromPath(pathname: string): string {
  const segment = pathname.split('/').filter(Boolean)[1];
  if (!segment) return 'Dashboard';
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // keep the raw segment
  }
  return text
    .replace(/[-_]+/g, ' ')
    .trim()
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
