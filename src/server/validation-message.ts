type ValidationIssue = {
  instancePath?: string;
  /** zod's issue code (invalid_type, too_big…), as fastify-type-provider-zod reports it. */
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
};

const defaultMessage =
  /^(Invalid input|Invalid option|Too (big|small)|Unrecognized key|Invalid (string|number|email|UUID))/;

/** What a field of each JSON type must be, in words. */
const KIND: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
};

/** One readable sentence from a zod validation failure; custom schema messages pass through. */
export function validationMessage(issues: readonly ValidationIssue[]): string {
  const first = issues[0];
  if (!first) return 'Invalid request';
  const message = first.message ?? 'Invalid request';
  const field = first.instancePath?.replace(/^\//, '').replaceAll('/', '.') ?? '';
  if (!field || !defaultMessage.test(message)) return message;
  // "Invalid input: expected number, received NaN" (limit=abc, or limit given twice).
  const wrongType = /expected (\w+), received (\w+)$/.exec(message);
  if (first.keyword === 'invalid_type' && wrongType) {
    const [, expected = '', received] = wrongType;
    if (received === 'undefined') return `${field} is required`;
    if (KIND[expected]) return `${field} must be ${KIND[expected]}`;
  }
  return `${field}: ${message}`;
}
