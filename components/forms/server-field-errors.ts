import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

import { fieldErrorsOf } from "./form-errors";

/** Fields outside `fields` are left to the form-level message. */
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
