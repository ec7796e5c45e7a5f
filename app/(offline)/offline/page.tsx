import type { Metadata } from "next";
import { Link } from "@/components/ui/link";

import { TryAgainButton } from "@/components/offline/try-again-button";
import { buttonVariants } from "@/components/ui/button";
import { SITE_NAME } from "@/lib/seo/site";

export const metadata: Metadata = {
  title: "You're offline",
  robots: { index: false, follow: false },
};

export default function OfflinePage() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <p className="text-sm font-semibold text-brand-800">{SITE_NAME}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">You&apos;re offline</h1>
      <p className="mt-3 text-slate-700">
        This page needs a connection, and it is not one this device has kept. Check your connection, then try
        again.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <TryAgainButton />
        <Link href="/stacks" className={buttonVariants({ variant: "outline" })}>
          Open the stack builder
        </Link>
      </div>
      <h2 className="mt-10 text-xl font-semibold text-slate-900">What works offline</h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
        <li>
          The stack builder, with the stack you are building (it is kept in this browser). You can change
          quantities, servings and timings.
        </li>
        <li>
          The interaction check of your stack, against the copy of our knowledge base this device saved when
          it was last online. The result says the date of that copy. The medicines and conditions in your
          health profile, and products whose details were not saved, cannot be checked offline: the result
          lists them as not checked.
        </li>
        <li>
          Saving a stack: the save waits on this device and is sent when you are back online. If the stack was
          changed on another device in the meantime, nothing is overwritten — you choose what to keep.
        </li>
        <li>
          Pages you have opened before on this device, as they were then. Prices may have changed since.
        </li>
      </ul>
      <p className="mt-6 text-sm text-slate-600">
        Everything else — browsing, prices, your account and health profile — needs a connection. Educational
        only: talk to your pharmacist or GP before you start a supplement.
      </p>
    </div>
  );
}
