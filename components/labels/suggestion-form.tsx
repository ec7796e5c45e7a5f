"use client";
import { useState, type SyntheticEvent } from "react";

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

interface SuggestionState {
  name: string;
  brand: string;
  gtin: string;
  listingUrl: string;
  labelPhotoId: string | null;
  note: string;
}

const EMPTY: SuggestionState = {
  name: "",
  brand: "",
  gtin: "",
  listingUrl: "",
  labelPhotoId: null,
  note: "",
};

function SuggestionFields({
  state,
  set,
  errors,
}: {
  state: SuggestionState;
  set: (change: Partial<SuggestionState>) => void;
  errors: Errors;
}) {
  return (
    <>
      <TextInput
        name="name"
        label="Product name"
        value={state.name}
        onChange={(name) => {
          set({ name });
        }}
        errors={errors}
      />
      <TextInput
        name="brand"
        label="Brand"
        value={state.brand}
        onChange={(brand) => {
          set({ brand });
        }}
        errors={errors}
      />
      <TextInput
        name="gtin"
        label="Barcode number (optional)"
        inputMode="numeric"
        value={state.gtin}
        onChange={(gtin) => {
          set({ gtin });
        }}
        errors={errors}
      />
      <LabelPhotoInput
        label="Photo of the label (optional)"
        photoId={state.labelPhotoId}
        onChange={(labelPhotoId) => {
          set({ labelPhotoId });
        }}
        error={errors.labelPhotoId}
      />
      <TextInput
        name="listingUrl"
        label="A shop's page for it (optional)"
        hint="A photo of the label or a shop's page: at least one, so we can read the label."
        type="url"
        placeholder="https://"
        value={state.listingUrl}
        onChange={(listingUrl) => {
          set({ listingUrl });
        }}
        errors={errors}
        className="sm:col-span-2"
      />
      <FormField label="Anything else (optional)" error={errors.note} className="sm:col-span-2">
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={500}
            value={state.note}
            onChange={(event) => {
              set({ note: event.target.value });
            }}
          />
        )}
      </FormField>
    </>
  );
}

export function SuggestionForm({ initialGtin }: { initialGtin?: string }) {
  const [state, setState] = useState<SuggestionState>({ ...EMPTY, gtin: initialGtin ?? "" });
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
          setState(EMPTY);
        }}
      >
        An admin will read the label and enter the product; a second admin checks it before it appears in the
        catalogue. Nothing you sent is shown publicly.
      </SentNotice>
    );

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    send.reset();
    const body = {
      name: state.name,
      brand: state.brand,
      gtin: orNull(state.gtin),
      labelPhotoId: state.labelPhotoId,
      listingUrl: orNull(state.listingUrl),
      note: orNull(state.note),
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
      <SuggestionFields
        state={state}
        set={(change) => {
          setState((current) => ({ ...current, ...change }));
        }}
        errors={errors}
      />
      <SubmitButton busy={send.isPending} disabled={send.isPending} className="sm:w-auto">
        Send the suggestion
      </SubmitButton>
    </form>
  );
}
