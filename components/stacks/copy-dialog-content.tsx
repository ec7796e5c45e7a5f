"use client";
import * as Dialog from "@radix-ui/react-dialog";
import { Link } from "@/components/ui/link";
import { useState, type ReactNode } from "react";

import { Button, buttonVariants } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/input";
import { cn } from "@/lib/utils/cn";

import type { CopyReviewItem } from "./copy-review";

export type CopyStep = { kind: "choose" } | { kind: "sign-in" } | { kind: "review"; items: CopyReviewItem[] };

export type CopyDialogContentProps = {
  step: CopyStep;
  title: string;
  stackId: string;
  isOwner: boolean;
  busy: boolean;
  onReplace: () => void;
  onSaveFirst: () => void;
  onAcknowledge: () => void;
};

const TONES: Record<CopyReviewItem["severity"], string> = {
  critical: "border-red-300 bg-red-50 text-red-950",
  error: "border-orange-300 bg-orange-50 text-orange-950",
  warning: "border-amber-300 bg-amber-50 text-amber-950",
};

function Actions({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:flex-wrap sm:justify-end">{children}</div>
  );
}

function Cancel() {
  return (
    <Dialog.Close asChild>
      <Button variant="outline">Cancel</Button>
    </Dialog.Close>
  );
}

function Choose({ title, busy, onReplace, onSaveFirst }: CopyDialogContentProps) {
  return (
    <>
      <Dialog.Title className="text-lg font-semibold text-slate-900">
        Replace your current stack?
      </Dialog.Title>
      <Dialog.Description className="text-sm text-slate-700">
        Your stack in the builder is not empty. {title} will take its place: save your current stack first if
        you want to keep it.
      </Dialog.Description>
      <Actions>
        <Cancel />
        <Button variant="outline" busy={busy} onClick={onReplace}>
          Replace
        </Button>
        <Button busy={busy} onClick={onSaveFirst}>
          Save my current stack first
        </Button>
      </Actions>
    </>
  );
}

function SignInFirst({ stackId, busy, onReplace }: CopyDialogContentProps) {
  const back = encodeURIComponent(`/stack/${stackId}`);
  return (
    <>
      <Dialog.Title className="text-lg font-semibold text-slate-900">Sign in to save your stack</Dialog.Title>
      <Dialog.Description className="text-sm text-slate-700">
        Saving a stack needs an account. Your current stack stays in this browser while you sign in or create
        an account; then come back here to copy this one.
      </Dialog.Description>
      <Actions>
        <Cancel />
        <Button variant="outline" busy={busy} onClick={onReplace}>
          Replace without saving
        </Button>
        <Link href={`/login?callbackUrl=${back}`} className={buttonVariants()}>
          Sign in
        </Link>
      </Actions>
    </>
  );
}

function Review({
  step,
  title,
  isOwner,
  onAcknowledge,
}: CopyDialogContentProps & { step: { kind: "review" } }) {
  const [acknowledged, setAcknowledged] = useState(false);
  return (
    <>
      <Dialog.Title className="text-lg font-semibold text-slate-900">
        Before you {isOwner ? "open" : "copy"} {title}
      </Dialog.Title>
      <Dialog.Description className="text-sm text-slate-700">
        We checked it with your health profile (when you are signed in). Your stack has not changed yet; once
        copied, the builder shows each finding in full.
      </Dialog.Description>
      <ul aria-label="What the check found" className="space-y-2">
        {step.items.map((item, index) => (
          <li
            key={`${String(index)}-${item.text}`}
            className={cn("rounded-md border p-3 text-sm", TONES[item.severity])}
          >
            <span className="font-semibold">{item.label}:</span> {item.text}
          </li>
        ))}
      </ul>
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <Checkbox
          checked={acknowledged}
          onChange={(event) => setAcknowledged(event.target.checked)}
          className="mt-0.5"
        />
        I have read these warnings and will check with my pharmacist or GP.
      </label>
      <Actions>
        <Cancel />
        <Button disabled={!acknowledged} onClick={onAcknowledge}>
          {isOwner ? "Open anyway" : "Copy anyway"}
        </Button>
      </Actions>
    </>
  );
}

export function CopyDialogContent(props: CopyDialogContentProps) {
  const { step } = props;
  if (step.kind === "choose") return <Choose {...props} />;
  if (step.kind === "sign-in") return <SignInFirst {...props} />;
  return <Review {...props} step={step} />;
}
