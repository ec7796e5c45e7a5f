"use client";
// Saving the builder's stack: signed out, an invitation to sign in (the stack waits in this
// browser); signed in, a name/goal/notes form that creates a stack, or updates the open one from
// the version it was opened at (409 → a clear message and a way to load the saved version).
import Link from "next/link";
import { useState, type FormEvent } from "react";

import { FormAlert, SubmitButton, TextField } from "@/components/forms/fields";
import { formMessageOf } from "@/components/forms/form-errors";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { toast } from "@/components/ui/use-toast";
import { apiGet, apiPost, apiPut } from "@/lib/api/fetch-client";
import { isClientError } from "@/lib/errors/client-error";
import { STACK_NAME_MAX, STACK_NOTES_MAX } from "@/lib/stacks/limits";
import type { SavedStackSummary } from "@/lib/stacks/stack-summary";

import { builderMetaStore } from "./builder-meta-store";
import { useBuilderMeta } from "./use-builder-meta";
import { stackForBuilder } from "./stack-for-builder";
import { loadStackIntoBuilder } from "./load-stack";
import { GOAL_LABELS, SUPPLEMENT_CATEGORIES } from "@/lib/catalogue/values";

type Item = { supplementId: string; quantity: number; timing: string | null };

export function SaveStackPanel({ items, signedIn }: { items: Item[]; signedIn: boolean }) {
  const meta = useBuilderMeta();
  const open = meta.openStack;
  const { busy, fieldErrors, formError, setFormError, submit } = useFormSubmission();
  const [conflict, setConflict] = useState(false);
  const [savedId, setSavedId] = useState<string | null>(null);

  if (!signedIn) {
    return (
      <section
        aria-labelledby="save-heading"
        className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="save-heading" className="text-lg font-semibold text-slate-900">
          Save and share
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          Sign in to save this stack, open it on any device and share a link. It stays in this browser while
          you sign in or create an account.
        </p>
        <div className="mt-3 flex gap-3">
          <Link
            href="/login?callbackUrl=%2Fstacks"
            className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Sign in to save
          </Link>
          <Link
            href="/signup?callbackUrl=%2Fstacks"
            className="rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            Create an account
          </Link>
        </div>
      </section>
    );
  }

  async function save(formElement: HTMLFormElement, asNew: boolean) {
    const form = new FormData(formElement);
    const body = {
      name: String(form.get("name") ?? "").trim(),
      goal: String(form.get("goal") ?? "") || null,
      notes: String(form.get("notes") ?? "").trim() || null,
      items,
    };
    setConflict(false);
    const updating = open !== null && !asNew;
    const result = await submit(() =>
      updating
        ? apiPut<{ stack: SavedStackSummary }>(`/api/stacks/${open.id}`, { version: open.version, ...body })
        : apiPost<{ stack: SavedStackSummary }>("/api/stacks", body),
    );
    if (!result.ok) {
      if (isClientError(result.error) && result.error.code === "CONFLICT") setConflict(true);
      return;
    }
    const { stack } = result.value;
    builderMetaStore.setOpenStack({
      id: stack.id,
      name: stack.name,
      goal: stack.goal,
      notes: stack.notes,
      version: stack.version,
    });
    setSavedId(stack.id);
    toast({ title: updating ? "Stack updated" : "Stack saved", description: stack.name, variant: "success" });
  }

  async function reloadSaved() {
    if (!open) return;
    try {
      const { stack } = await apiGet<{ stack: SavedStackSummary }>(`/api/stacks/${open.id}`);
      loadStackIntoBuilder(await stackForBuilder(stack));
      setConflict(false);
      setFormError(null);
      toast({ title: "Loaded the saved version", description: stack.name });
    } catch (error) {
      setFormError(formMessageOf(error));
    }
  }

  const shareId = savedId ?? open?.id ?? null;
  return (
    <section
      aria-labelledby="save-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="save-heading" className="text-lg font-semibold text-slate-900">
        {open ? "Save changes" : "Save this stack"}
      </h2>
      <form
        key={open?.id ?? "new"}
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          void save(event.currentTarget, false);
        }}
        noValidate
        className="mt-3 space-y-3"
      >
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        {conflict ? (
          <button
            type="button"
            onClick={reloadSaved}
            className="text-sm font-semibold text-brand-800 underline"
          >
            Load the saved version
          </button>
        ) : null}
        <TextField
          id="name"
          label="Name"
          defaultValue={open?.name ?? ""}
          maxLength={STACK_NAME_MAX}
          required
          error={fieldErrors.name}
        />
        <div>
          <label htmlFor="goal" className="block text-sm font-medium text-slate-800">
            Goal (optional)
          </label>
          <select
            id="goal"
            name="goal"
            defaultValue={open?.goal ?? ""}
            className="mt-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900"
          >
            <option value="">None</option>
            {SUPPLEMENT_CATEGORIES.map((goal) => (
              <option key={goal} value={goal}>
                {GOAL_LABELS[goal]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="notes" className="block text-sm font-medium text-slate-800">
            Notes (optional)
          </label>
          <textarea
            id="notes"
            name="notes"
            defaultValue={open?.notes ?? ""}
            maxLength={STACK_NOTES_MAX}
            rows={3}
            className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900"
          />
        </div>
        {fieldErrors.items ? <p className="text-sm text-red-700">{fieldErrors.items}</p> : null}
        <div className="flex flex-wrap gap-2">
          <SubmitButton busy={busy} className="sm:w-auto">
            {open ? "Save changes" : "Save stack"}
          </SubmitButton>
          {open ? (
            <button
              type="button"
              disabled={busy}
              onClick={(event) => {
                const form = event.currentTarget.form;
                if (form) void save(form, true);
              }}
              className="rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
            >
              Save as a new stack
            </button>
          ) : null}
        </div>
      </form>
      {shareId ? (
        <p className="mt-3 text-sm text-slate-700">
          <Link href={`/stack/${shareId}`} className="font-semibold text-brand-800 underline">
            View, share or publish this stack
          </Link>{" "}
          ·{" "}
          <Link href="/my-stacks" className="font-medium text-brand-800 underline">
            My stacks
          </Link>
        </p>
      ) : null}
    </section>
  );
}
