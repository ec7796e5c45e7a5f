"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@/lib/api/query-hooks";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { CheckboxField, SubmitButton } from "@/components/forms/fields";
import { formMessageOf } from "@/components/forms/form-errors";
import { submitWithMutation } from "@/components/forms/submit-with-mutation";
import { Alert } from "@/components/ui/alert";
import { toast } from "@/components/ui/use-toast";
import { apiPut } from "@/lib/api/fetch-client";
import { preferencesSchema } from "@/lib/auth/schemas";

type Preferences = z.output<typeof preferencesSchema>;

export function PreferencesForm({ marketingEmails, interactionAlerts }: Preferences) {
  const form = useForm({
    resolver: zodResolver(preferencesSchema),
    defaultValues: { marketingEmails, interactionAlerts },
  });
  const save = useMutation({
    mutationFn: (values: Preferences) => apiPut("/api/account/preferences", values),
    onSuccess: () => toast({ title: "Settings saved", variant: "success" }),
    // docs/product-rules.md §8 "Quiet failures": a failed preference save is logged; we also tell the user.
    onError: (failure) => console.warn("Saving preferences failed", failure),
  });

  return (
    <form onSubmit={submitWithMutation(form.handleSubmit, save)} className="max-w-xl space-y-4">
      {save.error ? <Alert>{formMessageOf(save.error)}</Alert> : null}
      <CheckboxField
        label="Warn me about interactions when I add a supplement to a stack (recommended)"
        {...form.register("interactionAlerts")}
      />
      <CheckboxField
        label="Email me occasional product news. You can turn this off at any time; we never share your address."
        {...form.register("marketingEmails")}
      />
      <SubmitButton busy={save.isPending} className="sm:w-auto">
        {save.isPending ? "Saving…" : "Save settings"}
      </SubmitButton>
    </form>
  );
}
