"use client";
// The state every API-backed form keeps — busy, per-field errors, a form-level message — and one
// way to run a submission that fills them from an API error (components/forms/form-errors.ts).
import { useCallback, useState } from "react";

import { fieldErrorsOf, formMessageOf, type FieldErrors } from "./form-errors";

export type SubmissionResult<T> = { ok: true; value: T } | { ok: false; error: unknown };

export function useFormSubmission() {
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  /** Clears old errors, runs `work`, and on failure shows the error's field and form messages. */
  const submit = useCallback(async <T>(work: () => Promise<T>): Promise<SubmissionResult<T>> => {
    setBusy(true);
    setFieldErrors({});
    setFormError(null);
    try {
      return { ok: true, value: await work() };
    } catch (error) {
      setFieldErrors(fieldErrorsOf(error));
      setFormError(formMessageOf(error));
      return { ok: false, error };
    } finally {
      setBusy(false);
    }
  }, []);

  return { busy, fieldErrors, formError, setFieldErrors, setFormError, submit };
}
