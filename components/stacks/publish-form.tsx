"use client";
// Only the owner's first name and last initial are ever shown with a published stack.
import { useMutation } from "@/lib/api/query-hooks";
import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";

import { fieldErrorsOf, formLevelMessageOf } from "@/components/forms/form-errors";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { apiPost } from "@/lib/api/fetch-client";
import { PUBLISHED_DESCRIPTION_MAX, STACK_NAME_MAX } from "@/lib/stacks/limits";

import { GoalField, NotesField, TextInputField, formText } from "./stack-form-fields";

type PublishInput = { title: string; goal: string | null; description: string | null };

export type PublishFormProps = {
  stack: {
    id: string;
    name: string;
    goal: string | null;
    publishedTitle?: string | null;
    publishedDescription?: string | null;
  };
  onPublished: () => void;
  onCancel: () => void;
};

export function PublishForm({ stack, onPublished, onCancel }: PublishFormProps) {
  const router = useRouter();
  const title = useRef<HTMLInputElement>(null);
  const submit = useRef<HTMLButtonElement>(null);
  const publish = useMutation({
    mutationFn: (input: PublishInput) => apiPost(`/api/stacks/${stack.id}/publish`, input),
    onSuccess: () => {
      toast({
        title: "Published",
        description: "Your stack is in Community Stacks. Your email and health profile are never shown.",
        variant: "success",
      });
      onPublished();
      router.refresh();
    },
  });
  // The form opens on its first field; a refusal lands on the field it names, once its message is beside it.
  useEffect(() => {
    title.current?.focus();
  }, []);
  useEffect(() => {
    if (!publish.error) return;
    if (fieldErrorsOf(publish.error).title) title.current?.focus();
    else submit.current?.focus();
  }, [publish.error]);
  const fieldErrors = fieldErrorsOf(publish.error);
  const formMessage = formLevelMessageOf(publish.error, ["title"]);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        publish.mutate({
          title: formText(form, "title").trim(),
          goal: formText(form, "goal") || null,
          description: formText(form, "description").trim() || null,
        });
      }}
      noValidate
      className="max-w-lg space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      {formMessage ? <Alert>{formMessage}</Alert> : null}
      <TextInputField
        ref={title}
        id="title"
        label="Title"
        defaultValue={stack.publishedTitle ?? stack.name}
        maxLength={STACK_NAME_MAX}
        required
        error={fieldErrors.title}
      />
      <GoalField id="publish-goal" label="Goal" defaultValue={stack.goal ?? ""} />
      {/* Republishing starts from what was last published, not from the private name. */}
      <NotesField
        id="description"
        label="Description (optional)"
        maxLength={PUBLISHED_DESCRIPTION_MAX}
        defaultValue={stack.publishedDescription ?? ""}
      />
      <p className="text-xs text-slate-600">
        Published stacks show your first name and the initial of your last name, never your email or health
        profile. Do not include personal health details in the text.
      </p>
      <div className="flex gap-2">
        <Button ref={submit} type="submit" busy={publish.isPending}>
          Publish
        </Button>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
