"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";

import { Button, buttonVariants } from "@/components/ui/button";
import type { ConsentCategories, ConsentRecord } from "@/lib/consent/constants";

import { PRIVACY_POLICY_PATH, SETTINGS_DESCRIPTION, SETTINGS_TITLE, lastUpdatedLabel } from "./consent-copy";
import type { ConsentChoices } from "./consent-store";
import { ConsentSwitches } from "./consent-switch";
import { useConsentDialogFocus } from "./return-focus";
import { useConsentChoices } from "./use-consent-choices";

export type PrivacySettingsPanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  record: ConsentRecord | null;
  defaults: ConsentCategories;
  onSave: (choices: ConsentChoices) => void;
  onAcceptAll: () => void;
  onRejectAll: () => void;
};

export function PrivacySettingsPanel({ open, onOpenChange, ...rest }: PrivacySettingsPanelProps) {
  const focus = useConsentDialogFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-slate-900/40" />
        <Dialog.Content
          {...focus}
          className="fixed inset-y-0 left-0 z-[60] flex w-[400px] max-w-full flex-col bg-white [@media(max-height:30rem)]:overflow-y-auto shadow-2xl transition-transform duration-300 ease-out starting:-translate-x-full motion-reduce:transition-none sm:w-[540px]"
        >
          {open ? <SettingsForm {...rest} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function SettingsForm({
  record,
  defaults,
  onSave,
  onAcceptAll,
  onRejectAll,
}: Omit<PrivacySettingsPanelProps, "open" | "onOpenChange">) {
  const { choices, isOn, set } = useConsentChoices(record?.categories ?? defaults);
  return (
    <>
      <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-5 py-4">
        <div>
          <Dialog.Title className="text-lg font-semibold text-slate-900">{SETTINGS_TITLE}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            {SETTINGS_DESCRIPTION}
          </Dialog.Description>
        </div>
        <Dialog.Close
          aria-label="Close privacy settings"
          className={buttonVariants({ variant: "ghost", size: "icon" })}
        >
          <X aria-hidden="true" className="size-5" />
        </Dialog.Close>
      </div>
      <div className="flex-1 divide-y divide-slate-100 overflow-y-auto px-5 [@media(max-height:30rem)]:shrink-0 [@media(max-height:30rem)]:overflow-visible">
        <ConsentSwitches isOn={isOn} set={set} />
        <p className="py-3 text-sm text-slate-600">
          Last updated: <span data-testid="consent-last-updated">{lastUpdatedLabel(record?.timestamp)}</span>
        </p>
        <p className="py-3 text-sm">
          <a
            href={PRIVACY_POLICY_PATH}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-brand-800 underline underline-offset-2"
          >
            Privacy Policy<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      </div>
      <div className="grid gap-2 border-t border-slate-100 px-5 py-4 sm:grid-cols-3">
        <Button onClick={() => onSave(choices)}>Save Settings</Button>
        <Button variant="outline" onClick={onAcceptAll}>
          Accept All
        </Button>
        <Button variant="outline" onClick={onRejectAll}>
          Reject All
        </Button>
      </div>
    </>
  );
}
