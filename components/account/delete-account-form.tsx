"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@/lib/api/query-hooks";
import { signOut } from "@/components/auth/auth-actions";
import { clearLocalAccountData } from "@/components/auth/clear-local-account-data";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { z } from "zod";

import { CheckboxField, SubmitButton, TextField } from "@/components/forms/fields";
import { formLevelMessageOf } from "@/components/forms/form-errors";
import { setServerFieldErrors } from "@/components/forms/server-field-errors";
import { submitWithMutation } from "@/components/forms/submit-with-mutation";
import { Alert } from "@/components/ui/alert";
import { toast } from "@/components/ui/use-toast";
import { apiPost } from "@/lib/api/fetch-client";
import { passwordConfirmationSchema } from "@/lib/auth/schemas";
import { deleteOfflineCopies } from "@/lib/offline/copy-store";

const deleteAccountSchema = passwordConfirmationSchema.extend({
  understand: z.literal(true, { error: "Please confirm you understand that this cannot be undone" }),
});

export function DeleteAccountForm() {
  const router = useRouter();
  const form = useForm({ resolver: zodResolver(deleteAccountSchema), defaultValues: { password: "" } });
  const erase = useMutation({
    mutationFn: ({ password }: z.output<typeof deleteAccountSchema>) =>
      apiPost("/api/account/delete", { password }),
    onSuccess: async () => {
      await signOut({ redirect: false }).catch(() => undefined);
      clearLocalAccountData();
      await deleteOfflineCopies().catch(() => undefined);
      toast({ title: "Account deleted", description: "Your account and all its data have been erased." });
      router.push("/");
      router.refresh();
    },
    onError: (error) => setServerFieldErrors(form.setError, error, ["password"]),
  });
  const { errors } = form.formState;
  const formMessage = formLevelMessageOf(erase.error, ["password"]);

  return (
    <form
      method="post"
      onSubmit={submitWithMutation(form.handleSubmit, erase)}
      noValidate
      className="max-w-md space-y-4"
    >
      {formMessage ? <Alert>{formMessage}</Alert> : null}
      <TextField
        label="Your password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...form.register("password")}
      />
      <CheckboxField
        label="I understand that my account, saved and published stacks, reviews and health profile will be permanently deleted."
        error={errors.understand?.message}
        {...form.register("understand")}
      />
      <SubmitButton busy={erase.isPending} variant="destructive" className="sm:w-auto">
        {erase.isPending ? "Deleting…" : "Delete my account"}
      </SubmitButton>
    </form>
  );
}
