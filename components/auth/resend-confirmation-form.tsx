"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";

import { TextField } from "@/components/forms/fields";
import { Button } from "@/components/ui/button";
import { forgotPasswordSchema } from "@/lib/auth/schemas";

import { ResendConfirmation } from "./resend-confirmation";

// The resend route checks the address with the same email rule as a reset request.
const addressSchema = forgotPasswordSchema;

export function ResendConfirmationForm() {
  const [chosen, setChosen] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(addressSchema), defaultValues: { email: "" } });
  if (chosen) return <ResendConfirmation email={chosen} />;
  return (
    <form
      method="post"
      noValidate
      className="space-y-3"
      onSubmit={(event) => void form.handleSubmit(({ email }) => setChosen(email))(event)}
    >
      <TextField
        label="Your email address"
        type="email"
        autoComplete="email"
        required
        error={form.formState.errors.email?.message}
        {...form.register("email")}
      />
      <Button type="submit">Get a new confirmation link</Button>
    </form>
  );
}
