"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@/lib/api/query-hooks";
import { useSession } from "@/components/auth/session";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";

import { FormField, SubmitButton } from "@/components/forms/fields";
import { formMessageOf } from "@/components/forms/form-errors";
import { setServerFieldErrors } from "@/components/forms/server-field-errors";
import { submitWithMutation } from "@/components/forms/submit-with-mutation";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { apiDelete, apiFetch } from "@/lib/api/fetch-client";
import { PROFILE_IMAGE_ACCEPT, PROFILE_IMAGE_FIELD, profileImageUrl } from "@/lib/profile-images/limits";
import { profileImageFormSchema } from "@/lib/profile-images/schemas";

import { ProfileAvatar } from "./profile-avatar";

export type ProfileImageUploadProps = {
  imageId: string | null;
  firstName: string;
  lastName: string;
  email: string;
};

type FormValues = z.output<typeof profileImageFormSchema>;

function usePreviewUrl(): [string | null, (file: File | undefined) => void] {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return [url, (file) => setUrl(file ? URL.createObjectURL(file) : null)];
}

function useAfterChange(message: string, reset: () => void): () => Promise<void> {
  const router = useRouter();
  const { update } = useSession();
  return async () => {
    reset();
    await update();
    toast({ title: message, variant: "success" });
    router.refresh();
  };
}

export function ProfileImageUpload({ imageId, firstName, lastName, email }: ProfileImageUploadProps) {
  const form = useForm({
    resolver: zodResolver(profileImageFormSchema),
    defaultValues: { image: undefined },
  });
  const [previewUrl, showPreview] = usePreviewUrl();
  // A file input cannot be emptied from script in every browser: a new key gives a fresh one.
  const [inputKey, setInputKey] = useState(0);
  const resetForm = () => {
    form.reset({ image: undefined });
    showPreview(undefined);
    setInputKey((key) => key + 1);
  };
  const upload = useMutation({
    mutationFn: ({ image }: FormValues) => {
      const body = new FormData();
      body.append(PROFILE_IMAGE_FIELD, image);
      return apiFetch("/api/profile-images", { method: "POST", body });
    },
    onSuccess: useAfterChange("Profile image saved", resetForm),
    onError: (error) => setServerFieldErrors(form.setError, error, ["image"]),
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiDelete(profileImageUrl(id)),
    onSuccess: useAfterChange("Profile image removed", resetForm),
  });
  const failure = upload.error ?? remove.error;
  const shown = previewUrl ?? (imageId ? profileImageUrl(imageId) : null);
  const alt = previewUrl ? "Preview of the chosen image" : "Your profile image";

  return (
    <form onSubmit={submitWithMutation(form.handleSubmit, upload)} noValidate className="max-w-xl space-y-4">
      {failure ? <Alert>{formMessageOf(failure)}</Alert> : null}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <ProfileAvatar imageUrl={shown} {...{ firstName, lastName, email }} size={96} alt={alt} />
        <Controller
          control={form.control}
          name="image"
          render={({ field, fieldState }) => (
            <FormField
              label="Image to upload"
              hint="JPEG, PNG or WebP, up to 2 MB. We crop it to a square, resize it to 256 pixels and remove location and camera details."
              error={fieldState.error?.message}
              className="min-w-0 flex-1"
            >
              {(control) => (
                <Input
                  {...control}
                  key={inputKey}
                  type="file"
                  accept={PROFILE_IMAGE_ACCEPT}
                  name={field.name}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  onChange={(event) => {
                    upload.reset();
                    const file = event.target.files?.[0];
                    field.onChange(file);
                    showPreview(file);
                  }}
                  className="file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-semibold file:text-brand-800"
                />
              )}
            </FormField>
          )}
        />
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <SubmitButton busy={upload.isPending} className="sm:w-auto">
          {upload.isPending ? "Uploading…" : "Upload image"}
        </SubmitButton>
        {imageId && !previewUrl ? (
          <Button variant="outline" busy={remove.isPending} onClick={() => remove.mutate(imageId)}>
            {remove.isPending ? "Removing…" : "Remove image"}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
