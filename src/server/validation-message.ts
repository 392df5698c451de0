type ValidationIssue = { instancePath?: string; message?: string; params?: Record<string, unknown> };

const defaultMessage =
  /^(Invalid input|Invalid option|Too (big|small)|Unrecognized key|Invalid (string|number|email))/;

/** One readable sentence from a zod validation failure; custom schema messages pass through. */
export function validationMessage(issues: readonly ValidationIssue[]): string {
  const first = issues[0];
  if (!first) return 'Invalid request';
  const message = first.message ?? 'Invalid request';
  const issue = (first.params?.issue ?? {}) as { path?: (string | number)[]; code?: string; input?: unknown };
  const field = issue.path?.join('.') || first.instancePath?.replace(/^\//, '').replaceAll('/', '.') || '';
  if (!field || !defaultMessage.test(message)) return message;
  if (issue.code === 'invalid_type' && issue.input === undefined) return `${field} is required`;
  return `${field}: ${message}`;
}
