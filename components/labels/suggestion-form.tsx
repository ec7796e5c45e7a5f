"use client";
import { useState, type FormEvent } from "react";

import { announce, invalidFormMessage } from "@/components/forms/announce";
import { FormField, SubmitButton } from "@/components/forms/fields";
import { fieldErrorsOf, formMessageOf } from "@/components/forms/form-errors";
import { SentNotice } from "@/components/forms/sent-notice";
import { Alert } from "@/components/ui/alert";
import { Textarea } from "@/components/ui/input";
import { apiPost } from "@/lib/api/fetch-client";
import { useMutation } from "@/lib/api/query-hooks";
import { productSuggestionInputSchema } from "@/lib/labels/schemas";

import { TextInput, type Errors } from "./entry-fields";
import { LabelPhotoInput } from "./label-photo-input";

const orNull = (text: string) => (text.trim() === "" ? null : text.trim());

export function SuggestionForm({ initialGtin }: { initialGtin?: string }) {
  const [name, setName] = useState("");
  const [brand, setBrand] = useState("");
  const [gtin, setGtin] = useState(initialGtin ?? "");
  const [listingUrl, setListingUrl] = useState("");
  const [labelPhotoId, setLabelPhotoId] = useState<string | null>(null);
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const send = useMutation({
    mutationFn: (body: unknown) => apiPost<{ id: string }>("/api/product-suggestions", body),
    onError: (error) => {
      setErrors(fieldErrorsOf(error));
    },
  });

  if (send.isSuccess)
    return (
      <SentNotice
        title="Thank you"
        againLabel="Suggest another product"
        onAgain={() => {
          send.reset();
          setName("");
          setBrand("");
          setGtin("");
          setListingUrl("");
          setLabelPhotoId(null);
          setNote("");
        }}
      >
        An admin will read the label and enter the product; a second admin checks it before it appears in the
        catalogue. Nothing you sent is shown publicly.
      </SentNotice>
    );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send.reset();
    const body = {
      name,
      brand,
      gtin: orNull(gtin),
      labelPhotoId,
      listingUrl: orNull(listingUrl),
      note: orNull(note),
    };
    const parsed = productSuggestionInputSchema.safeParse(body);
    const found: Record<string, string> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[issue.path.join(".")] ??= issue.message;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      announce(invalidFormMessage(Object.keys(found).length));
      return;
    }
    send.mutate(body);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      {send.error ? <Alert className="sm:col-span-2">{formMessageOf(send.error)}</Alert> : null}
      <TextInput name="name" label="Product name" value={name} onChange={setName} errors={errors} />
      <TextInput name="brand" label="Brand" value={brand} onChange={setBrand} errors={errors} />
      <TextInput
        name="gtin"
        label="Barcode number (optional)"
        inputMode="numeric"
        value={gtin}
        onChange={setGtin}
        errors={errors}
      />
      <LabelPhotoInput
        label="Photo of the label (optional)"
        photoId={labelPhotoId}
        onChange={setLabelPhotoId}
        error={errors.labelPhotoId}
      />
      <TextInput
        name="listingUrl"
        label="A shop's page for it (optional)"
        hint="A photo of the label or a shop's page: at least one, so we can read the label."
        type="url"
        placeholder="https://"
        value={listingUrl}
        onChange={setListingUrl}
        errors={errors}
        className="sm:col-span-2"
      />
      <FormField label="Anything else (optional)" error={errors.note} className="sm:col-span-2">
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={500}
            value={note}
            onChange={(event) => {
              setNote(event.target.value);
            }}
          />
        )}
      </FormField>
      <SubmitButton busy={send.isPending} disabled={send.isPending} className="sm:w-auto">
        Send the suggestion
      </SubmitButton>
    </form>
  );
}
