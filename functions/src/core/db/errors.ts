/** True when DynamoDB refused a write because its condition (version, existence) did not hold. */
export function isConditionalFailure(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message} ${String(error.cause ?? '')}` : '';
  return text.includes('ConditionalCheckFailed') || text.includes('conditional request failed');
}
