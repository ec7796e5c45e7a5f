// /data-export: everything we hold (UK GDPR access and portability), or erase the account.
import type { Metadata } from "next";
import { Link } from "@/components/ui/link";

import { DeleteAccountForm } from "@/components/account/delete-account-form";
import { PageHeading, Panel } from "@/components/account/page-heading";
import { requirePageUser } from "@/lib/auth/page-session";

export const metadata: Metadata = { title: "Your data", robots: { index: false } };

export default async function DataExportPage() {
  await requirePageUser("/data-export");
  return (
    <>
      <PageHeading title="Your data">
        Your rights under UK GDPR, in two buttons. Read more in our{" "}
        <Link href="/gdpr" className="font-medium text-brand-800 underline">
          GDPR rights
        </Link>{" "}
        page.
      </PageHeading>
      <div className="space-y-6">
        <Panel title="Download your data">
          <p className="text-sm text-slate-700">
            One JSON file with everything we hold about you: account details, settings, health profile, saved
            and published stacks, likes, reviews, cookie-consent records, messages you sent us and the history
            of emailed links. Passwords and two-factor secrets are stored only in a form nobody can read back,
            so they are not included.
          </p>
          <a
            href="/api/account/export"
            download
            className="mt-4 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            Download my data (JSON)
          </a>
        </Panel>
        <Panel title="Delete your account" tone="danger">
          <p className="mb-4 text-sm text-slate-700">
            Deleting your account erases it straight away: your details, health profile, saved stacks, stacks
            you published to the community, likes, reviews and consent records. It cannot be undone.
          </p>
          <DeleteAccountForm />
        </Panel>
      </div>
    </>
  );
}
