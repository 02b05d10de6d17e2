/**
 * Messages per field from the shared schema's issues, or from a 400 problem's `errors`, keyed by the
 * form's field paths. The first issue of a field wins: it is the one to fix first.
 */
import { FIELD_PATHS, type FieldPath } from './draft';

export type FieldErrors = Partial<Record<FieldPath, string>>;

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

const isFieldPath = (value: string): value is FieldPath => (FIELD_PATHS as readonly string[]).includes(value);

export function errorsFromIssues(issues: readonly Issue[], prefix: 'kyc' | 'bank' | ''): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    if (isFieldPath(path) && !errors[path]) errors[path] = issue.message;
  }
  return errors;
}

/**
 * A server path in whatever spelling (`kyc.address.pinCode`, `/kyc/address/pinCode`, `kyc[aadhaarNumber]`)
 * to the form's field; a bare `aadhaarNumber` matches the one field that ends with it.
 */
export function fieldOfServerPath(serverPath: string): FieldPath | undefined {
  const normalized = serverPath
    .replace(/[/[\]]+/g, '.')
    .replace(/^\.+|\.+$/g, '')
    .replace(/^body\./, '');
  if (isFieldPath(normalized)) return normalized;
  const matches = FIELD_PATHS.filter((path) => path.endsWith(`.${normalized}`));
  return matches.length === 1 ? matches[0] : undefined;
}

/** Splits a problem's `errors` into the form's fields and the rest (shown above the form). */
export function errorsFromProblem(problemErrors: Record<string, string>): {
  fields: FieldErrors;
  unplaced: string[];
} {
  const fields: FieldErrors = {};
  const unplaced: string[] = [];
  for (const [serverPath, message] of Object.entries(problemErrors)) {
    const field = fieldOfServerPath(serverPath);
    if (field && !fields[field]) fields[field] = message;
    else unplaced.push(message);
  }
  return { fields, unplaced };
}

export const hasErrors = (errors: FieldErrors): boolean => Object.values(errors).some(Boolean);
