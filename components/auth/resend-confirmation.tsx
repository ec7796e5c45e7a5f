"use client";
// docs/product-rules.md §5 "Resending a confirmation".
import { useMutation } from "@/lib/api/query-hooks";

import { formMessageOf } from "@/components/forms/form-errors";
import { Alert } from "@/components/ui/alert";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils/cn";
import { apiPost } from "@/lib/api/fetch-client";

export function ResendConfirmation({ email }: { email: string }) {
  const resend = useMutation({
    mutationFn: () =>
      apiPost<{ message: string }>("/api/auth/resend-confirmation", { email, type: "signup" }),
  });

  if (resend.isSuccess) return <Alert tone="success">{resend.data.message}</Alert>;
  return (
    <div className="space-y-2 rounded-md border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
      <p>Did not get the email, or the link has expired?</p>
      {/* A link-look button in running text: the variant's padding and nowrap give way (merged with cn). */}
      <button
        type="button"
        className={cn(
          buttonVariants({ variant: "link", size: "sm" }),
          "h-auto px-0 text-left whitespace-normal",
        )}
        onClick={() => resend.mutate()}
        disabled={resend.isPending}
      >
        {resend.isPending ? "Sending…" : `Send a new confirmation link to ${email}`}
      </button>
      {resend.error ? <p className="text-red-700">{formMessageOf(resend.error)}</p> : null}
    </div>
  );
}
