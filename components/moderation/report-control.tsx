"use client";
// The form opens in place under the control, like publishing does, so nothing covers the page.
import { useEffect, useRef, useState } from "react";

import { fieldErrorsOf, formLevelMessageOf } from "@/components/forms/form-errors";
import { FieldError } from "@/components/forms/fields";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Select, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formText } from "@/components/stacks/stack-form-fields";
import { apiPost } from "@/lib/api/fetch-client";
import { useMutation } from "@/lib/api/query-hooks";
import {
  REPORT_NOTE_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportInput,
  type ReportTarget,
} from "@/lib/moderation/schemas";
import { cn } from "@/lib/utils/cn";

type ReportAnswer = { status: "received" | "already-reported"; message: string };

const PATHS: Readonly<Record<ReportTarget, (id: string) => string>> = {
  stack: (id) => `/api/stacks/${encodeURIComponent(id)}/report`,
  review: (id) => `/api/reviews/${encodeURIComponent(id)}/report`,
};

export type ReportControlProps = {
  target: ReportTarget;
  id: string;
  /** Names what is reported for screen readers, e.g. "Report this stack". */
  label: string;
  className?: string;
};

/** For a signed-in reader; report-control-loader.tsx decides what others see. */
export function ReportControl({ target, id, label, className }: ReportControlProps) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const sentNote = useRef<HTMLParagraphElement>(null);
  const [closedTimes, setClosedTimes] = useState(0);
  useEffect(() => {
    if (sent) sentNote.current?.focus();
  }, [sent]);
  // Cancel removes the form, so the focus goes back to the button that opened it.
  useEffect(() => {
    if (closedTimes > 0) opener.current?.focus();
  }, [closedTimes]);

  if (sent) {
    return (
      <p ref={sentNote} tabIndex={-1} role="status" className={cn("text-sm text-slate-800", className)}>
        {sent}
      </p>
    );
  }
  return (
    <div className={className}>
      {open ? null : (
        <Button ref={opener} variant="ghost" size="sm" aria-label={label} onClick={() => setOpen(true)}>
          Report
        </Button>
      )}
      {open ? (
        <ReportForm
          target={target}
          id={id}
          label={label}
          onSent={setSent}
          onCancel={() => {
            setOpen(false);
            setClosedTimes((times) => times + 1);
          }}
        />
      ) : null}
    </div>
  );
}

type ReportFormProps = {
  target: ReportTarget;
  id: string;
  label: string;
  onSent: (message: string) => void;
  onCancel: () => void;
};

function ReportForm({ target, id, label, onSent, onCancel }: ReportFormProps) {
  const reason = useRef<HTMLSelectElement>(null);
  const submit = useRef<HTMLButtonElement>(null);
  const fieldIds = { reason: `report-${id}-reason`, note: `report-${id}-note` };
  const report = useMutation({
    mutationFn: (input: ReportInput) => apiPost<ReportAnswer>(PATHS[target](id), input),
    onSuccess: (answer) => onSent(answer.message),
  });
  useEffect(() => {
    reason.current?.focus();
  }, []);
  // A refusal lands on the field it names, or on Send when it is about the whole report.
  useEffect(() => {
    if (!report.error) return;
    if (fieldErrorsOf(report.error).reason) reason.current?.focus();
    else submit.current?.focus();
  }, [report.error]);
  const fieldErrors = fieldErrorsOf(report.error);
  const formMessage = formLevelMessageOf(report.error, ["reason", "note"]);
  return (
    <form
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const chosen = formText(form, "reason");
        const note = formText(form, "note").trim();
        report.mutate({ reason: chosen as ReportInput["reason"], note: note || null });
      }}
      className="mt-2 max-w-lg space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      {formMessage ? <Alert>{formMessage}</Alert> : null}
      <div className="space-y-1">
        <Label htmlFor={fieldIds.reason}>Why are you reporting this?</Label>
        <Select
          ref={reason}
          id={fieldIds.reason}
          name="reason"
          defaultValue=""
          invalid={Boolean(fieldErrors.reason)}
          aria-describedby={fieldErrors.reason ? `${fieldIds.reason}-error` : undefined}
        >
          <option value="" disabled>
            Choose a reason
          </option>
          {REPORT_REASONS.map((value) => (
            <option key={value} value={value}>
              {REPORT_REASON_LABELS[value]}
            </option>
          ))}
        </Select>
        <FieldError id={`${fieldIds.reason}-error`} message={fieldErrors.reason} />
      </div>
      <div className="space-y-1">
        <Label htmlFor={fieldIds.note}>Anything a moderator should know (optional)</Label>
        <Textarea
          id={fieldIds.note}
          name="note"
          rows={3}
          maxLength={REPORT_NOTE_MAX}
          invalid={Boolean(fieldErrors.note)}
          aria-describedby={`${fieldIds.note}-hint`}
        />
        <p id={`${fieldIds.note}-hint`} className="text-xs text-slate-600">
          Up to {REPORT_NOTE_MAX} characters. The author is not told who reported it.
        </p>
        <FieldError id={`${fieldIds.note}-error`} message={fieldErrors.note} />
      </div>
      <div className="flex gap-2">
        <Button ref={submit} type="submit" busy={report.isPending}>
          Send report
        </Button>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
