"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { ExternalLink, X } from "lucide-react";

import { Button, buttonVariants } from "@/components/ui/button";
import type { ConsentCategories } from "@/lib/consent/constants";

import { PREFERENCES_TITLE, PRIVACY_POLICY_PATH } from "./consent-copy";
import type { ConsentChoices } from "./consent-store";
import { ConsentSwitches } from "./consent-switch";
import { useConsentDialogFocus } from "./return-focus";
import { useConsentChoices } from "./use-consent-choices";

export type PrivacyPreferencesDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: ConsentCategories;
  onSave: (choices: ConsentChoices) => void;
};

export function PrivacyPreferencesDialog({
  open,
  onOpenChange,
  initial,
  onSave,
}: PrivacyPreferencesDialogProps) {
  const focus = useConsentDialogFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-slate-900/50" />
        <Dialog.Content
          {...focus}
          className="fixed left-1/2 top-1/2 z-[60] flex max-h-[90dvh] w-[calc(100vw-2rem)] [@media(max-height:30rem)]:overflow-y-auto max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white shadow-2xl"
        >
          {/* Mounted only while open, so every opening starts from the current decision. */}
          {open ? <PreferencesForm initial={initial} onSave={onSave} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function PreferencesForm({ initial, onSave }: Pick<PrivacyPreferencesDialogProps, "initial" | "onSave">) {
  const { choices, isOn, set } = useConsentChoices(initial);
  return (
    <>
      <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-5 py-4">
        <div>
          <Dialog.Title className="text-lg font-semibold text-slate-900">{PREFERENCES_TITLE}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            Choose which cookies we may use. You can change these choices at any time from the privacy button
            at the bottom left of every page.
          </Dialog.Description>
        </div>
        <Dialog.Close aria-label="Close" className={buttonVariants({ variant: "ghost", size: "icon" })}>
          <X aria-hidden="true" className="size-5" />
        </Dialog.Close>
      </div>
      <div className="divide-y divide-slate-100 overflow-y-auto px-5 [@media(max-height:30rem)]:shrink-0 [@media(max-height:30rem)]:overflow-visible">
        <ConsentSwitches isOn={isOn} set={set} />
      </div>
      <div className="flex flex-col gap-3 border-t border-slate-100 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
        <a
          href={PRIVACY_POLICY_PATH}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 underline underline-offset-2"
        >
          Privacy Policy
          <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
        <div className="flex gap-2">
          <Dialog.Close className={buttonVariants({ variant: "outline" })}>Cancel</Dialog.Close>
          <Button onClick={() => onSave(choices)}>Save Preferences</Button>
        </div>
      </div>
    </>
  );
}
