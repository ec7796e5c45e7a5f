"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@/lib/api/query-hooks";
import { useSession } from "@/components/auth/session";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { SubmitButton, TextField } from "@/components/forms/fields";
import { formMessageOf } from "@/components/forms/form-errors";
import { setServerFieldErrors } from "@/components/forms/server-field-errors";
import { submitWithMutation } from "@/components/forms/submit-with-mutation";
import { Alert } from "@/components/ui/alert";
import { Link } from "@/components/ui/link";
import { toast } from "@/components/ui/use-toast";
import { apiPatch } from "@/lib/api/fetch-client";
import { profileSchema } from "@/lib/auth/schemas";

export type ProfileFormProps = { firstName: string; lastName: string; email: string };

export function ProfileForm({ firstName, lastName, email }: ProfileFormProps) {
  const router = useRouter();
  const { update } = useSession();
  const form = useForm({ resolver: zodResolver(profileSchema), defaultValues: { firstName, lastName } });
  const save = useMutation({
    mutationFn: (values: z.output<typeof profileSchema>) => apiPatch("/api/account/profile", values),
    onSuccess: async () => {
      await update();
      toast({ title: "Profile saved", variant: "success" });
      router.refresh();
    },
    onError: (error) => setServerFieldErrors(form.setError, error, ["firstName", "lastName"]),
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={submitWithMutation(form.handleSubmit, save)} noValidate className="max-w-xl space-y-4">
      {save.error ? <Alert>{formMessageOf(save.error)}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          required
          maxLength={100}
          error={errors.firstName?.message}
          {...form.register("firstName")}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          required
          maxLength={100}
          error={errors.lastName?.message}
          {...form.register("lastName")}
        />
      </div>
      <TextField
        label="Email address"
        value={email}
        readOnly
        disabled
        hint={
          <>
            Your sign-in address. To use a different address, change it in{" "}
            <Link href="/settings" className="font-medium text-brand-800 underline">
              Settings
            </Link>
            .
          </>
        }
      />
      <SubmitButton busy={save.isPending} className="sm:w-auto">
        {save.isPending ? "Saving…" : "Save profile"}
      </SubmitButton>
    </form>
  );
}
