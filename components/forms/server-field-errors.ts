// Maps an API error's per-field messages (a 400's `details.fieldErrors`) back onto a react-hook-form
// form, so the server's verdict shows beside the field it concerns, exactly as a browser-side check
// would, and focus moves to the first field in error.
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

import { fieldErrorsOf } from "./form-errors";

/**
 * Sets the server's message on each of `fields` (in that order, the form's own) that it rejected,
 * focusing the first. Messages for other fields are left to the form-level message. Returns
 * whether any field got one.
 */
export function setServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: readonly NoInfer<Path<T>>[],
): boolean {
  const messages = fieldErrorsOf(error);
  let any = false;
  for (const field of fields) {
    const message = messages[field];
    if (message === undefined) continue;
    setError(field, { type: "server", message }, { shouldFocus: !any });
    any = true;
  }
  return any;
}
