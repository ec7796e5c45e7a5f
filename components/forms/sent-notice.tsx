import { CircleCheck } from "@/components/ui/icons";
import type { ReactNode } from "react";

import { Button } from "@/components/ui/button";

// Focus moves to the confirmation as it appears; module-level, so React calls it once per mount.
const focusWhenShown = (node: HTMLDivElement | null) => node?.focus();

export type SentNoticeProps = {
  title: string;
  children: ReactNode;
  againLabel: string;
  onAgain: () => void;
};

/** What a form turns into once it is sent: said aloud, focused, with a way to send another. */
export function SentNotice({ title, children, againLabel, onAgain }: SentNoticeProps) {
  return (
    <div
      ref={focusWhenShown}
      tabIndex={-1}
      role="status"
      className="rounded-xl border border-brand-200 bg-brand-50 p-6 text-brand-900"
    >
      <p className="flex items-center gap-2 text-lg font-semibold">
        <CircleCheck aria-hidden="true" className="size-6 text-brand-700" />
        {title}
      </p>
      <p className="mt-2">{children}</p>
      <Button variant="secondary" className="mt-4" onClick={onAgain}>
        {againLabel}
      </Button>
    </div>
  );
}
