"use client";
import { keepTabInside } from "@/components/ui/focus-loop";
import * as Dialog from "@radix-ui/react-dialog";
import { useQueryClient } from "@/lib/api/query-hooks";
import { Link } from "@/components/ui/link";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useStore } from "zustand";
import { useShallow } from "zustand/shallow";

import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { queryKeys } from "@/lib/api/query-keys";
import { productHref } from "@/lib/catalogue/product-paths";
import type { SupplementDetail } from "@/lib/catalogue/product-queries";
import type { CheckWarning, NewSupplementCheckResult } from "@/lib/interactions/types";

import { CheckWarnings } from "./check-warnings";
import { useGuardedAdd } from "./guarded-add";
import { applyStackChange, outcomeOf } from "./guarded-add-run";
import {
  closeGuarded,
  guardedAddStore,
  type AddCandidate,
  type GuardedQuestion,
  type StackChange,
} from "./guarded-add-store";

const ACKNOWLEDGEMENT = "I have read these warnings and will check with my pharmacist or GP.";

function DialogHeading({ children }: { children: ReactNode }) {
  // Each question starts at its heading, so a screen reader reads it from the top.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Dialog.Title ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">
      {children}
    </Dialog.Title>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">{children}</div>;
}

function DuplicateChoice({ candidate, quantity }: { candidate: AddCandidate; quantity: number }) {
  const guarded = useGuardedAdd();
  const checking = guarded.checkingId === candidate.id;
  return (
    <>
      <DialogHeading>Already in your stack</DialogHeading>
      <Dialog.Description className="text-sm text-slate-700">
        {candidate.name} is already in your stack at {quantity} {quantity === 1 ? "serving" : "servings"} a
        day. Adding it again makes it one more serving a day.
      </Dialog.Description>
      <Actions>
        <Dialog.Close asChild>
          <Button variant="outline">{quantity === 1 ? "Keep one" : `Keep ${String(quantity)}`}</Button>
        </Dialog.Close>
        <Button
          disabled={checking}
          onClick={() =>
            guarded.addServing(candidate, { returnFocus: guardedAddStore.getState().returnFocus })
          }
        >
          {checking ? "Checking…" : "Add another serving a day"}
        </Button>
      </Actions>
    </>
  );
}

type AcknowledgeReviewProps = { change: StackChange; warnings: readonly CheckWarning[] };

function AcknowledgeReview({ change, warnings }: AcknowledgeReviewProps) {
  const [acknowledged, setAcknowledged] = useState(false);
  const needsAck = warnings.some((warning) => warning.requiresAcknowledgment) || warnings.length === 0;
  const swap = change.type === "swap";
  return (
    <>
      <DialogHeading>
        {swap ? "Before you swap in" : change.type === "serving" ? servingsHeading(change) : "Before you add"}{" "}
        {change.candidate.name}
      </DialogHeading>
      <Dialog.Description className="text-sm text-slate-700">
        Nothing has changed in your stack yet. Read what the check found first.
      </Dialog.Description>
      <CheckWarnings warnings={warnings} />
      {needsAck ? (
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <Checkbox
            checked={acknowledged}
            onChange={(event) => setAcknowledged(event.target.checked)}
            className="mt-0.5"
          />
          {ACKNOWLEDGEMENT}
        </label>
      ) : null}
      <Actions>
        <Dialog.Close asChild>
          <Button variant="outline">Cancel</Button>
        </Dialog.Close>
        <Button
          disabled={needsAck && !acknowledged}
          onClick={() => {
            closeGuarded();
            applyStackChange(change);
          }}
        >
          {swap
            ? "Swap anyway"
            : change.type === "serving" && change.servingsPerDay
              ? "Set anyway"
              : "Add anyway"}
        </Button>
      </Actions>
    </>
  );
}

type Alternative = NewSupplementCheckResult["results"]["alternativeProducts"][number];

function useAddInstead() {
  const queryClient = useQueryClient();
  const guarded = useGuardedAdd();
  const [loadingId, setLoadingId] = useState<string | null>(null);
  async function addInstead(product: Alternative): Promise<void> {
    setLoadingId(product.id);
    try {
      const { supplement } = await queryClient.query<{ supplement: SupplementDetail }>({
        queryKey: queryKeys.supplements.detail(product.id),
      });
      // Offers come cheapest first (in stock first); with none the stack leaves it out of the cost.
      const candidate = { ...product, pricePence: supplement.offers[0]?.pricePence ?? null };
      guarded.add(candidate, { returnFocus: guardedAddStore.getState().returnFocus });
    } catch {
      toast({
        title: "Could not load that product",
        description: "Please try again.",
        variant: "destructive",
      });
    } finally {
      setLoadingId(null);
    }
  }
  return { addInstead, busyId: loadingId ?? guarded.checkingId };
}

function Alternatives({ products }: { products: readonly Alternative[] }) {
  const { addInstead, busyId } = useAddInstead();
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-slate-900">Products of the same kind the check lets through:</p>
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {products.map((product) => (
          <li
            key={product.id}
            className="flex flex-col gap-2 px-3 py-2 sm:flex-row sm:items-center sm:justify-between"
          >
            <p className="min-w-0 text-sm sm:flex-1">
              <Link
                href={productHref(product)}
                className="font-medium text-brand-800 underline underline-offset-2"
              >
                {product.name}
              </Link>
              <span className="block text-xs text-slate-600">{product.brand}</span>
            </p>
            <Button
              variant="secondary"
              size="sm"
              busy={busyId === product.id}
              disabled={false}
              aria-disabled={busyId !== null}
              onClick={() => {
                if (busyId === null) void addInstead(product);
              }}
              className="self-start sm:self-auto"
            >
              Add this instead<span className="sr-only">: {product.name}</span>
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function servingsHeading(change: Extract<StackChange, { type: "serving" }>): string {
  return change.servingsPerDay === undefined
    ? "Before you add another serving of"
    : `Before you take ${change.servingsPerDay} servings a day of`;
}

function blockedHeading(change: StackChange): string {
  const { name } = change.candidate;
  if (change.type === "swap") return `${name} was not swapped in`;
  if (change.type === "add") return `${name} was not added`;
  return change.servingsPerDay === undefined
    ? `Another serving of ${name} was not added`
    : `${change.servingsPerDay} servings a day of ${name} were not set`;
}

type BlockedReviewProps = { change: StackChange; check: NewSupplementCheckResult };

function BlockedReview({ change, check }: BlockedReviewProps) {
  const { warnings, alternativeProducts, alternatives } = check.results;
  return (
    <>
      <DialogHeading>{blockedHeading(change)}</DialogHeading>
      <Dialog.Description className="text-sm font-medium text-red-900">
        It should not be taken with what is in your stack or your health profile:
      </Dialog.Description>
      <CheckWarnings warnings={warnings} />
      {alternativeProducts.length > 0 ? (
        <Alternatives products={alternativeProducts} />
      ) : alternatives.length > 0 ? (
        // With no product to offer, the check's alternatives are its advice (ask a pharmacist or GP).
        <p className="text-sm text-slate-800">{alternatives.join(" ")}</p>
      ) : (
        <p className="text-sm text-slate-800">
          We found no similar product that passes the check. Ask your pharmacist what you could take instead.
        </p>
      )}
      <Actions>
        <Dialog.Close asChild>
          <Button variant="outline">Close</Button>
        </Dialog.Close>
      </Actions>
    </>
  );
}

const refused = (question: GuardedQuestion) =>
  question.kind === "review" && outcomeOf(question.check) === "blocked";

function QuestionContent({ question }: { question: GuardedQuestion }) {
  if (question.kind === "duplicate")
    return <DuplicateChoice candidate={question.candidate} quantity={question.quantity} />;
  if (refused(question)) return <BlockedReview change={question.change} check={question.check} />;
  return <AcknowledgeReview change={question.change} warnings={question.check.results.warnings} />;
}

export function GuardedAddDialog() {
  const { open, question, sequence } = useStore(
    guardedAddStore,
    useShallow((state) => ({ open: state.open, question: state.question, sequence: state.sequence })),
  );
  // Closing a question that offered a choice is a "no"; closing a refusal is not.
  const dismiss = () => closeGuarded({ declined: question !== null && !refused(question) });
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) dismiss();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-slate-900/50" />
        <Dialog.Content
          onOpenAutoFocus={(event) => event.preventDefault()}
          onKeyDown={(event) => {
            // Radix hears Escape only a few renders after the heading has taken focus.
            if (event.key === "Escape") dismiss();
            else keepTabInside(event);
          }}
          onCloseAutoFocus={(event) => {
            const target = guardedAddStore.getState().returnFocus;
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
          className="fixed top-1/2 left-1/2 z-[60] flex max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-3 overflow-y-auto rounded-xl bg-white p-5 shadow-2xl"
        >
          {question ? <QuestionContent key={sequence} question={question} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
