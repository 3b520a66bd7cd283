import type { z } from 'zod';

/** The first message per field of a failed parse, as a form shows them (test helper). */
export function messagesOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) messages[issue.path.join('.') || '(root)'] ??= issue.message;
  return messages;
}
