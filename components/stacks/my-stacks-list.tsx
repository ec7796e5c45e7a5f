"use client";
// /my-stacks: open in the builder, rename, duplicate, delete (with an undo toast: the delete is
// sent when the toast closes, or straight away if the page is left).
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";

import { ToastAction } from "@/components/ui/toast";
import { toast } from "@/components/ui/use-toast";
import { apiDelete, apiPost, apiPut } from "@/lib/api/fetch-client";
import { formMessageOf } from "@/components/forms/form-errors";
import { STACK_NAME_MAX } from "@/lib/stacks/limits";
import type { BuilderItem } from "@/lib/stacks/builder-items";
import type { SavedStackSummary } from "@/lib/stacks/stack-summary";

import { loadStackIntoBuilder } from "./load-stack";
import { GOAL_LABELS, type SupplementCategory } from "@/lib/catalogue/values";
import { formatShortDate } from "@/lib/format/dates";

/** How long "Undo" is offered before the delete is sent. */
export const UNDO_WINDOW_MS = 6000;

export type MyStack = SavedStackSummary & { builderItems: BuilderItem[] };

export function MyStacksList({ stacks: initial }: { stacks: MyStack[] }) {
  const router = useRouter();
  const [stacks, setStacks] = useState(initial);
  const [renaming, setRenaming] = useState<string | null>(null);
  const pending = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => setStacks(initial), [initial]);

  // Leaving the page sends pending deletes at once (keepalive survives the unload).
  useEffect(() => {
    const timers = pending.current;
    const flush = () => {
      for (const [id, timer] of timers) {
        clearTimeout(timer);
        void fetch(`/api/stacks/${id}`, { method: "DELETE", keepalive: true });
      }
      timers.clear();
    };
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, []);

  function remove(stack: MyStack) {
    setStacks((list) => list.filter((entry) => entry.id !== stack.id));
    const timer = setTimeout(() => {
      pending.current.delete(stack.id);
      apiDelete(`/api/stacks/${stack.id}`).catch((error: unknown) => {
        setStacks((list) => [stack, ...list]);
        toast({
          title: "Could not delete the stack",
          description: formMessageOf(error),
          variant: "destructive",
        });
      });
    }, UNDO_WINDOW_MS);
    pending.current.set(stack.id, timer);
    toast({
      title: "Stack deleted",
      description: stack.name,
      duration: UNDO_WINDOW_MS,
      action: (
        <ToastAction
          altText={`Undo deleting ${stack.name}`}
          onClick={() => {
            clearTimeout(pending.current.get(stack.id));
            pending.current.delete(stack.id);
            setStacks((list) => (list.some((entry) => entry.id === stack.id) ? list : [stack, ...list]));
          }}
        >
          Undo
        </ToastAction>
      ),
    });
  }

  function open(stack: MyStack) {
    loadStackIntoBuilder({ ...stack, items: stack.builderItems });
    router.push("/stacks");
  }

  async function duplicate(stack: MyStack) {
    try {
      const { stack: copy } = await apiPost<{ stack: SavedStackSummary }>(
        `/api/stacks/${stack.id}/duplicate`,
      );
      setStacks((list) => [{ ...copy, builderItems: stack.builderItems }, ...list]);
      toast({ title: "Stack duplicated", description: copy.name, variant: "success" });
    } catch (error) {
      toast({
        title: "Could not duplicate the stack",
        description: formMessageOf(error),
        variant: "destructive",
      });
    }
  }

  async function rename(stack: MyStack, name: string) {
    try {
      const { stack: updated } = await apiPut<{ stack: SavedStackSummary }>(`/api/stacks/${stack.id}`, {
        version: stack.version,
        name,
      });
      setStacks((list) => list.map((entry) => (entry.id === stack.id ? { ...entry, ...updated } : entry)));
      setRenaming(null);
    } catch (error) {
      toast({
        title: "Could not rename the stack",
        description: formMessageOf(error),
        variant: "destructive",
      });
      router.refresh();
    }
  }

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

  const button =
    "rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50";
  return (
    <ul className="space-y-4" aria-label="My saved stacks">
      {stacks.map((stack) => (
        <li key={stack.id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          {renaming === stack.id ? (
            <form
              className="flex flex-wrap items-end gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                const name = String(new FormData(event.currentTarget).get("name") ?? "").trim();
                if (name) void rename(stack, name);
              }}
            >
              <label className="text-sm font-medium text-slate-800">
                New name
                <input
                  name="name"
                  defaultValue={stack.name}
                  maxLength={STACK_NAME_MAX}
                  required
                  autoFocus
                  className="ml-2 rounded-md border border-slate-300 px-2 py-1"
                />
              </label>
              <button type="submit" className={button}>
                Save name
              </button>
              <button type="button" className={button} onClick={() => setRenaming(null)}>
                Cancel
              </button>
            </form>
          ) : (
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
          )}
          <p className="mt-2 text-sm text-slate-700">
            {stack.builderItems.map((item) => item.name).join(", ")}
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <button type="button" className={button} onClick={() => open(stack)}>
              Open in builder
            </button>
            <button type="button" className={button} onClick={() => setRenaming(stack.id)}>
              Rename<span className="sr-only"> {stack.name}</span>
            </button>
            <button type="button" className={button} onClick={() => void duplicate(stack)}>
              Duplicate<span className="sr-only"> {stack.name}</span>
            </button>
            <button type="button" className={`${button} text-red-800`} onClick={() => remove(stack)}>
              Delete<span className="sr-only"> {stack.name}</span>
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
