import type { Metadata } from "next";
import { Link } from "@/components/ui/link";

import { AuthCard } from "@/components/auth/auth-card";
import { FormAlert } from "@/components/forms/fields";
import { EMAIL_CHANGE_LINK_PROBLEMS, emailChangeProblemOf } from "@/lib/auth/messages";

export const metadata: Metadata = { title: "Change your email address", robots: { index: false } };

export default async function EmailChangedPage({ searchParams }: PageProps<"/email-changed">) {
  const raw = (await searchParams).problem;
  const problem = emailChangeProblemOf(Array.isArray(raw) ? raw[0] : raw);
  return (
    <AuthCard
      title={problem ? "Your email address was not changed" : "Your email address has changed"}
      footer={
        <Link href="/settings" className="font-semibold text-brand-800 hover:underline">
          Go to your settings
        </Link>
      }
    >
      {problem ? (
        <FormAlert>{EMAIL_CHANGE_LINK_PROBLEMS[problem]}</FormAlert>
      ) : (
        <p className="text-slate-700">
          From now on you sign in with your new address, and our emails go there. We have told your old
          address about the change.
        </p>
      )}
    </AuthCard>
  );
}
