"use client";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";

import { fieldErrorsOf, formLevelMessageOf } from "@/components/forms/form-errors";
import { FieldError } from "@/components/forms/fields";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { apiPost } from "@/lib/api/fetch-client";
import { useMutation } from "@/lib/api/query-hooks";
import { MODERATION_REASON_MAX, type ModerationDecision, type ReportTarget } from "@/lib/moderation/schemas";

type Action = ModerationDecision["action"];

const DONE: Readonly<Record<Action, string>> = {
  hide: "Hidden: the author and the people who reported it have been emailed.",
  unhide: "Visible again: the author has been emailed.",
  keep: "Kept visible: the people who reported it have been emailed.",
};

export type ModerationDecisionFormProps = {
  target: ReportTarget;
  id: string;
  hidden: boolean;
  hasOpenReports: boolean;
};

export function ModerationDecisionForm({ target, id, hidden, hasOpenReports }: ModerationDecisionFormProps) {
  const router = useRouter();
  const reason = useRef<HTMLTextAreaElement>(null);
  const [action, setAction] = useState<Action>(hidden ? "unhide" : "hide");
  const decide = useMutation({
    mutationFn: (decision: ModerationDecision) =>
      apiPost(`/api/admin/moderation/${encodeURIComponent(id)}`, decision),
    onSuccess: (_, decision) => {
      toast({ title: "Decision saved", description: DONE[decision.action], variant: "success" });
      router.refresh();
    },
  });
  useEffect(() => {
    if (decide.error) reason.current?.focus();
  }, [decide.error]);
  const fieldId = `moderation-${id}-reason`;
  const fieldError = fieldErrorsOf(decide.error).reason;
  const formMessage = formLevelMessageOf(decide.error, ["reason"]);
  const actions: Action[] = hidden ? ["unhide"] : hasOpenReports ? ["hide", "keep"] : ["hide"];
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        decide.mutate({ target, action, reason: reason.current?.value.trim() ?? "" });
      }}
      className="mt-3 space-y-2"
    >
      {formMessage ? <Alert>{formMessage}</Alert> : null}
      <Label htmlFor={fieldId}>Reason (sent to the author and to the people who reported it)</Label>
      <Textarea
        ref={reason}
        id={fieldId}
        rows={2}
        maxLength={MODERATION_REASON_MAX}
        invalid={Boolean(fieldError)}
        aria-describedby={fieldError ? `${fieldId}-error` : undefined}
      />
      <FieldError id={`${fieldId}-error`} message={fieldError} />
      <div className="flex flex-wrap gap-2">
        {actions.map((choice) => (
          <Button
            key={choice}
            type="submit"
            variant={choice === "hide" ? "destructive" : "outline"}
            busy={decide.isPending && action === choice}
            onClick={() => setAction(choice)}
          >
            {choice === "hide" ? "Hide" : choice === "unhide" ? "Unhide" : "Keep visible"}
          </Button>
        ))}
      </div>
    </form>
  );
}
