"use client";
import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useRef, useState, type RefObject } from "react";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ToastAction } from "@/components/ui/toast";
import { toast } from "@/components/ui/use-toast";
import { GOAL_LABELS } from "@/lib/catalogue/values";
import { formatShortDate } from "@/lib/format/dates";
import { STACK_NAME_MAX } from "@/lib/stacks/limits";

import { loadStackIntoBuilder } from "./load-stack";
import { formText } from "./stack-form-fields";
import { UNDO_WINDOW_MS, useMyStacks, type MyStack } from "./use-my-stacks";

export type { MyStack } from "./use-my-stacks";

export function MyStacksList({ stacks: fromServer }: { stacks: MyStack[] }) {
  const router = useRouter();
  const { stacks, rename, duplicate, scheduleDelete, undoDelete } = useMyStacks(fromServer);
  const renaming = useRenaming(rename);

  if (stacks.length === 0) {
    return (
      <p className="text-slate-700">
        No saved stacks yet.{" "}
        <Link href="/stacks" className="font-semibold text-brand-800 underline">
          Build one
        </Link>
        .
      </p>
    );
  }

  const remove = (stack: MyStack) => {
    scheduleDelete(stack);
    toast({
      title: "Stack deleted",
      description: stack.name,
      duration: UNDO_WINDOW_MS,
      action: (
        <ToastAction altText={`Undo deleting ${stack.name}`} onClick={() => undoDelete(stack)}>
          Undo
        </ToastAction>
      ),
    });
  };

  return (
    <>
      <p role="status" className="sr-only">
        {renaming.said}
      </p>
      <ul className="space-y-4" aria-label="My saved stacks">
        {stacks.map((stack) => (
          <li key={stack.id}>
            <Card className="p-5">
              {renaming.id === stack.id ? (
                <RenameForm
                  stack={stack}
                  busy={rename.isPending}
                  onRename={(name, refocus) => renaming.save(stack, name, refocus)}
                  onCancel={() => renaming.close(stack.id)}
                />
              ) : (
                <StackHeading stack={stack} />
              )}
              <p className="mt-2 text-sm text-slate-700">
                {stack.builderItems.map((item) => item.name).join(", ")}
              </p>
              <StackButtons
                stack={stack}
                renameButtons={renaming.buttons}
                onOpen={() => {
                  loadStackIntoBuilder({ ...stack, items: stack.builderItems });
                  router.push("/stacks");
                }}
                onRename={() => renaming.open(stack.id)}
                onDuplicate={() => duplicate(stack)}
                onDelete={() => remove(stack)}
              />
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The rename form goes when it is done, taking the focus with it: the focus returns to the stack's Rename. */
function useRenaming(rename: ReturnType<typeof useMyStacks>["rename"]) {
  const [id, setId] = useState<string | null>(null);
  const [said, setSaid] = useState("");
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const close = (stackId: string) => {
    setId(null);
    buttons.current.get(stackId)?.focus();
  };
  const save = (stack: MyStack, name: string, refocus: () => void) => {
    rename.mutate(
      { stack, name },
      {
        onSuccess: ({ stack: updated }) => {
          setSaid(`Stack renamed to ${updated.name}.`);
          close(stack.id);
        },
        onError: refocus,
      },
    );
  };
  return { id, said, buttons, open: setId, close, save };
}

type StackButtonsProps = {
  stack: MyStack;
  renameButtons: RefObject<Map<string, HTMLButtonElement>>;
  onOpen: () => void;
  onRename: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
};

function StackButtons({ stack, renameButtons, onOpen, onRename, onDuplicate, onDelete }: StackButtonsProps) {
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={onOpen}>
        Open in builder
      </Button>
      <Button
        ref={(button) => {
          if (button) renameButtons.current.set(stack.id, button);
          else renameButtons.current.delete(stack.id);
        }}
        variant="outline"
        size="sm"
        onClick={onRename}
      >
        Rename<span className="sr-only"> {stack.name}</span>
      </Button>
      <Button variant="outline" size="sm" onClick={onDuplicate}>
        Duplicate<span className="sr-only"> {stack.name}</span>
      </Button>
      <Button variant="destructive-outline" size="sm" onClick={onDelete}>
        Delete<span className="sr-only"> {stack.name}</span>
      </Button>
    </div>
  );
}

function StackHeading({ stack }: { stack: MyStack }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2">
      <h2 className="text-lg font-semibold text-slate-900">
        <Link href={`/stack/${stack.id}`} className="hover:underline">
          {stack.name}
        </Link>
      </h2>
      <p className="text-sm text-slate-600">
        {stack.goal ? `${GOAL_LABELS[stack.goal]} · ` : ""}
        {stack.isPublished ? "Published · " : "Private · "}
        updated {formatShortDate(stack.updatedAt)}
      </p>
    </div>
  );
}

type RenameFormProps = {
  stack: MyStack;
  busy: boolean;
  /** `refocus` puts the focus back in the field if the rename is refused (the busy button dropped it). */
  onRename: (name: string, refocus: () => void) => void;
  onCancel: () => void;
};

function RenameForm({ stack, busy, onRename, onCancel }: RenameFormProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const name = formText(new FormData(event.currentTarget), "name").trim();
        if (name) onRename(name, () => input.current?.focus());
      }}
    >
      <Label className="flex items-center gap-2">
        New name
        <Input
          ref={input}
          name="name"
          defaultValue={stack.name}
          maxLength={STACK_NAME_MAX}
          required
          autoFocus
          className="w-auto"
        />
      </Label>
      <Button type="submit" variant="outline" size="sm" busy={busy}>
        Save name
      </Button>
      <Button variant="outline" size="sm" onClick={onCancel}>
        Cancel
      </Button>
    </form>
  );
}
