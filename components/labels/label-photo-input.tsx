"use client";
import { useId, useState } from "react";

import { FieldError } from "@/components/forms/fields";
import { formMessageOf } from "@/components/forms/form-errors";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { apiPost } from "@/lib/api/fetch-client";
import { useMutation } from "@/lib/api/query-hooks";
import { LABEL_PHOTO_ACCEPT, LABEL_PHOTO_FIELD } from "@/lib/labels/values";

export interface LabelPhotoInputProps {
  label: string;
  photoId: string | null;
  onChange: (photoId: string | null) => void;
  error?: string;
}

/** Uploads the chosen photo at once, so the form itself posts only the photo's id. */
export function LabelPhotoInput({ label, photoId, onChange, error }: LabelPhotoInputProps) {
  const id = useId();
  const [fileName, setFileName] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.set(LABEL_PHOTO_FIELD, file);
      return apiPost<{ id: string }>("/api/label-photos", body);
    },
    onSuccess: (saved) => {
      onChange(saved.id);
    },
  });
  const message = upload.error ? formMessageOf(upload.error) : error;
  const status = upload.isPending
    ? "Uploading…"
    : photoId !== null
      ? `Photo uploaded${fileName ? `: ${fileName}` : ""}`
      : null;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="file"
        accept={LABEL_PHOTO_ACCEPT}
        invalid={Boolean(message)}
        aria-describedby={message ? `${id}-error` : undefined}
        onChange={(event) => {
          const file = event.target.files?.item(0);
          onChange(null);
          upload.reset();
          setFileName(file?.name ?? null);
          if (file) upload.mutate(file);
        }}
      />
      {status ? (
        <p role="status" className="text-sm text-slate-700">
          {status}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}
