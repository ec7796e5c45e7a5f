"use client";
// A stack that is not empty is never replaced without asking, and what is copied is checked first: anything not fully
// checked, blocking or serious must be acknowledged before the builder's stack is replaced.
import * as Dialog from "@radix-ui/react-dialog";
import { useMutation } from "@/lib/api/query-hooks";
import { useSession } from "@/components/auth/session";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";

import { formMessageOf } from "@/components/forms/form-errors";
import { useBuilderState, useStack } from "@/components/stacks/use-stack";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { apiPost } from "@/lib/api/fetch-client";
import { isOptimalTiming } from "@/lib/catalogue/values";
import { formatShortDate } from "@/lib/format/dates";
import { MAX_SERVINGS_PER_DAY, MAX_STACK_ITEMS, STACK_NAME_MAX } from "@/lib/stacks/limits";
import type { StackPreview } from "@/lib/stacks/preview";

import { CopyDialogContent, type CopyStep } from "./copy-dialog-content";
import { copyReviewItems } from "./copy-review";
import { loadStackIntoBuilder, type LoadableStack } from "./load-stack";
import { useSaveStack } from "./use-save-stack";
import { previewRequestItems, type PreviewRequestItem } from "./use-stack-preview";

export type CopyToStackProps = { stack: LoadableStack; title: string; isOwner: boolean };

function requestItemsOf(stack: LoadableStack): PreviewRequestItem[] {
  const seen = new Set<string>();
  const items: PreviewRequestItem[] = [];
  for (const item of stack.items) {
    if (seen.has(item.supplementId) || item.quantity < 1) continue;
    seen.add(item.supplementId);
    items.push({
      supplementId: item.supplementId,
      quantity: Math.min(Math.trunc(item.quantity), MAX_SERVINGS_PER_DAY),
      timing: isOptimalTiming(item.timing) ? item.timing : null,
    });
  }
  return items.slice(0, MAX_STACK_ITEMS);
}

const signature = (items: readonly { supplementId: string; quantity: number }[]) =>
  items
    .map((item) => `${item.supplementId}*${String(item.quantity)}`)
    .sort()
    .join(",");

function savedName(openName: string | undefined): string {
  return `${openName ?? "My stack"} (saved ${formatShortDate(new Date())})`.slice(0, STACK_NAME_MAX);
}

function useCopyToStack({ stack, title, isOwner }: CopyToStackProps) {
  const router = useRouter();
  const { status } = useSession();
  const { items } = useStack();
  const { timings, openStack } = useBuilderState();
  const current = previewRequestItems(items, timings);
  const { save } = useSaveStack(current);
  const [step, setStep] = useState<CopyStep | null>(null);

  function replace(): void {
    loadStackIntoBuilder(stack, { asCopy: !isOwner, copyName: title });
    setStep(null);
    toast({
      title: isOwner ? "Opened in the builder" : "Copied to your stack",
      description: title,
      variant: "success",
    });
    router.push("/stacks");
  }

  const check = useMutation({
    mutationFn: () => apiPost<StackPreview>("/api/stacks/preview", { items: requestItemsOf(stack) }),
    onSuccess: ({ analysis }) => {
      const review = copyReviewItems(analysis);
      if (review.length > 0) setStep({ kind: "review", items: review });
      else replace();
    },
    onError: () => {
      setStep(null);
      toast({
        title: "Unable to check supplement interactions",
        description: "Nothing was copied. Please try again.",
        variant: "destructive",
      });
    },
  });

  return {
    step,
    busy: check.isPending || save.isPending,
    close: () => setStep(null),
    start: () => {
      if (check.isPending) return;
      const empty = current.length === 0 || signature(current) === signature(requestItemsOf(stack));
      if (empty) check.mutate();
      else setStep({ kind: "choose" });
    },
    replace: () => check.mutate(),
    saveFirst: () => {
      if (status !== "authenticated") {
        setStep({ kind: "sign-in" });
        return;
      }
      const name = savedName(openStack?.name);
      save.mutate(
        { name, goal: null, notes: null, asNew: true },
        {
          onSuccess: () => check.mutate(),
          onError: (error) =>
            toast({
              title: "Could not save your current stack, so nothing was copied",
              description: formMessageOf(error),
              variant: "destructive",
            }),
        },
      );
    },
    acknowledge: replace,
  };
}

export function CopyToStack(props: CopyToStackProps) {
  const copy = useCopyToStack(props);
  const button = useRef<HTMLButtonElement>(null);
  const label = props.isOwner ? "Open in builder" : "Copy to my stack";
  return (
    <>
      <Button
        ref={button}
        variant="outline"
        busy={copy.busy && copy.step === null}
        disabled={false}
        onClick={copy.start}
      >
        {label}
      </Button>
      <Dialog.Root open={copy.step !== null} onOpenChange={(open) => (open ? undefined : copy.close())}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-[60] bg-slate-900/50" />
          <Dialog.Content
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              button.current?.focus();
            }}
            className="fixed top-1/2 left-1/2 z-[60] flex max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-3 overflow-y-auto rounded-xl bg-white p-5 shadow-2xl"
          >
            {copy.step ? (
              <CopyDialogContent
                step={copy.step}
                title={props.title}
                stackId={props.stack.id}
                isOwner={props.isOwner}
                busy={copy.busy}
                onReplace={copy.replace}
                onSaveFirst={copy.saveFirst}
                onAcknowledge={copy.acknowledge}
              />
            ) : null}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
