/** The first message a schema gives for each field (a form shows one error a field), keyed by the field's name. */
export function firstFieldErrors<F extends string>(
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
): Partial<Record<F, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !errors[field]) errors[field] = issue.message;
  }
  return errors as Partial<Record<F, string>>;
}
