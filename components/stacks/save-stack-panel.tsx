"use client";
import { Link } from "@/components/ui/link";
import { useEffect, useRef, useState, type RefObject } from "react";

import { fieldErrorsOf, formMessageOf } from "@/components/forms/form-errors";
import { OfflineSaveNotices } from "@/components/offline/offline-save-notices";
import { useBuilderState } from "@/components/stacks/use-stack";
import { Alert } from "@/components/ui/alert";
import { Button, buttonVariants } from "@/components/ui/button";
import { STACK_NAME_MAX, STACK_NAME_REQUIRED, STACK_NOTES_MAX } from "@/lib/stacks/limits";

import { BuilderPanel } from "./builder-panel";
import { GoalField, NotesField, TextInputField, formText } from "./stack-form-fields";
import { useSaveStack, type SaveStackInput } from "./use-save-stack";
import type { PreviewRequestItem } from "./use-stack-preview";

export type SaveStackPanelProps = { items: readonly PreviewRequestItem[]; signedIn: boolean };

export function SaveStackPanel({ items, signedIn }: SaveStackPanelProps) {
  return signedIn ? <SaveStackForm items={items} /> : <SignInToSave />;
}

function SignInToSave() {
  return (
    <BuilderPanel id="save" title="Save and share">
      <p className="text-sm text-slate-700">
        Sign in to save this stack, open it on any device and share a link. It stays in this browser while you
        sign in or create an account.
      </p>
      <div className="flex gap-3">
        <Link href="/login?callbackUrl=%2Fstacks" className={buttonVariants()}>
          Sign in to save
        </Link>
        <Link href="/signup?callbackUrl=%2Fstacks" className={buttonVariants({ variant: "outline" })}>
          Create an account
        </Link>
      </div>
    </BuilderPanel>
  );
}

function inputOf(form: HTMLFormElement, asNew: boolean): SaveStackInput {
  const data = new FormData(form);
  return {
    name: formText(data, "name").trim(),
    goal: formText(data, "goal") || null,
    notes: formText(data, "notes").trim() || null,
    asNew,
  };
}

function SaveStackForm({ items }: { items: readonly PreviewRequestItem[] }) {
  const { openStack: open, save, reload, conflict, saveOffline, offline } = useSaveStack(items);
  // A copied stack is new to this account: its form offers the copy's name and goal.
  const { draft } = useBuilderState();
  const [saved, setSaved] = useState<{ id: string; said: string } | null>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  // A new stack's form is replaced (its key), and the busy button drops the focus: it returns to Save.
  useEffect(() => {
    if (saved) saveButton.current?.focus();
  }, [saved]);
  // Offline the server cannot check the name now, and an empty one would only fail when sent.
  const [offlineNameError, setOfflineNameError] = useState<string | undefined>();
  const submit = (form: HTMLFormElement, asNew: boolean) => {
    const input = inputOf(form, asNew);
    const nameMissing = !offline.online && input.name === "";
    setOfflineNameError(nameMissing ? STACK_NAME_REQUIRED : undefined);
    const said = open && !asNew ? "Stack updated" : "Stack saved";
    setSaved(null);
    if (offline.online)
      save.mutate(input, {
        onSuccess: ({ stack }) => setSaved({ id: stack.id, said: `${said}: ${stack.name}` }),
      });
    else if (!nameMissing) saveOffline(input);
  };
  const fieldErrors = fieldErrorsOf(save.error);
  const error = reload.error ?? save.error;
  const shareId = saved?.id ?? open?.id ?? null;
  return (
    <BuilderPanel id="save" title={open ? "Save changes" : "Save this stack"}>
      <form
        key={open?.id ?? `new:${draft?.name ?? ""}`}
        onSubmit={(event) => {
          event.preventDefault();
          submit(event.currentTarget, false);
        }}
        noValidate
        className="space-y-3"
      >
        {error ? <Alert>{formMessageOf(error)}</Alert> : null}
        <OfflineSaveNotices
          waiting={offline.waiting}
          online={offline.online}
          conflict={offline.conflict}
          loading={reload.isPending}
          onLoadSaved={(id) => reload.mutate(id)}
        />
        {conflict && open ? (
          <Button variant="link" size="sm" busy={reload.isPending} onClick={() => reload.mutate(open.id)}>
            Load the saved version
          </Button>
        ) : null}
        <TextInputField
          id="name"
          label="Name"
          defaultValue={open?.name ?? draft?.name ?? ""}
          maxLength={STACK_NAME_MAX}
          required
          error={fieldErrors.name ?? offlineNameError}
        />
        <GoalField id="goal" label="Goal (optional)" defaultValue={open?.goal ?? draft?.goal ?? ""} />
        <NotesField
          id="notes"
          label="Notes (optional)"
          defaultValue={open?.notes ?? ""}
          maxLength={STACK_NOTES_MAX}
        />
        {fieldErrors.items ? <p className="text-sm text-red-700">{fieldErrors.items}</p> : null}
        <SaveButtons
          saveButton={saveButton}
          updating={open !== null}
          busy={save.isPending}
          onSaveAsNew={(form) => submit(form, true)}
        />
      </form>
      <p role="status" className="sr-only">
        {saved?.said}
      </p>
      {shareId ? <StackLinks stackId={shareId} /> : null}
    </BuilderPanel>
  );
}

type SaveButtonsProps = {
  saveButton: RefObject<HTMLButtonElement | null>;
  updating: boolean;
  busy: boolean;
  onSaveAsNew: (form: HTMLFormElement) => void;
};

function SaveButtons({ saveButton, updating, busy, onSaveAsNew }: SaveButtonsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button ref={saveButton} type="submit" busy={busy}>
        {updating ? "Save changes" : "Save stack"}
      </Button>
      {updating ? (
        <Button
          variant="outline"
          disabled={busy}
          onClick={(event) => {
            const form = event.currentTarget.form;
            if (form) onSaveAsNew(form);
          }}
        >
          Save as a new stack
        </Button>
      ) : null}
    </div>
  );
}

function StackLinks({ stackId }: { stackId: string }) {
  return (
    <p className="text-sm text-slate-700">
      <Link href={`/stack/${stackId}`} className="font-semibold text-brand-800 underline">
        View, share or publish this stack
      </Link>{" "}
      ·{" "}
      <Link href="/my-stacks" className="font-medium text-brand-800 underline">
        My stacks
      </Link>
    </p>
  );
}
