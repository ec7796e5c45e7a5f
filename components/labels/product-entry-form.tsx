"use client";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";

import { announce, invalidFormMessage } from "@/components/forms/announce";
import { CheckboxField, SubmitButton } from "@/components/forms/fields";
import { fieldErrorsOf, formMessageOf } from "@/components/forms/form-errors";
import { Alert } from "@/components/ui/alert";
import { apiPost } from "@/lib/api/fetch-client";
import { useMutation } from "@/lib/api/query-hooks";
import {
  CATEGORY_LABELS,
  FORM_LABELS,
  PRODUCT_FORMS,
  SUPPLEMENT_CATEGORIES,
  type ProductForm,
  type SupplementCategory,
} from "@/lib/catalogue/values";
import type { IngredientOption } from "@/lib/labels/amounts";
import { productEntryRequestSchema } from "@/lib/labels/schemas";
import { ALLERGENS, EMPTY_LABEL_ROW, type Allergen, type LabelRow } from "@/lib/labels/values";

import {
  booleanOf,
  ChoiceInput,
  STATED_OPTIONS,
  statedOf,
  TextInput,
  type Errors,
  type Stated,
} from "./entry-fields";
import { LabelPhotoInput } from "./label-photo-input";
import { LabelRowsEditor, rowVerdict } from "./label-rows-editor";

/** Known facts a draft, a suggestion or a feed row brings; the admin checks each against the label. */
export interface ProductEntryInitial {
  brand?: string;
  name?: string;
  form?: ProductForm | null;
  unitsPerPack?: number | null;
  unitsPerServing?: number;
  category?: SupplementCategory | null;
  labelUrl?: string | null;
  labelPhotoId?: string | null;
  vegan?: boolean | null;
  vegetarian?: boolean | null;
  glutenFree?: boolean | null;
  allergens?: readonly Allergen[];
  labelReadOn?: string;
}

export interface ProductEntryFormProps {
  ingredients: readonly IngredientOption[];
  /** Today in the UK, the label date's default. */
  today: string;
  initialGtin?: string;
  initialRows?: readonly LabelRow[];
  initial?: ProductEntryInitial;
  entryId?: string;
  suggestionId?: string;
}

type Saved = { id: string; warnings: { row: number; message: string }[] };

const FORM_OPTIONS = PRODUCT_FORMS.map((form) => [form, FORM_LABELS[form]] as const);
const CATEGORY_OPTIONS = SUPPLEMENT_CATEGORIES.map(
  (category) => [category, CATEGORY_LABELS[category]] as const,
);

const numberOf = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));
const orNull = (text: string) => (text.trim() === "" ? null : text.trim());

export function ProductEntryForm(props: ProductEntryFormProps) {
  const { ingredients, today, initial = {} } = props;
  const router = useRouter();
  const [brand, setBrand] = useState(initial.brand ?? "");
  const [name, setName] = useState(initial.name ?? "");
  const [form, setForm] = useState<ProductForm | "">(initial.form ?? "");
  const [category, setCategory] = useState<SupplementCategory | "">(initial.category ?? "");
  const [unitsPerPack, setUnitsPerPack] = useState(initial.unitsPerPack?.toString() ?? "");
  const [unitsPerServing, setUnitsPerServing] = useState(String(initial.unitsPerServing ?? 1));
  const [gtin, setGtin] = useState(props.initialGtin ?? "");
  const [labelUrl, setLabelUrl] = useState(initial.labelUrl ?? "");
  const [labelPhotoId, setLabelPhotoId] = useState<string | null>(initial.labelPhotoId ?? null);
  const [labelReadOn, setLabelReadOn] = useState(initial.labelReadOn ?? today);
  const [rows, setRows] = useState<LabelRow[]>(
    props.initialRows && props.initialRows.length > 0 ? [...props.initialRows] : [EMPTY_LABEL_ROW],
  );
  const [vegan, setVegan] = useState<Stated>(statedOf(initial.vegan));
  const [vegetarian, setVegetarian] = useState<Stated>(statedOf(initial.vegetarian));
  const [glutenFree, setGlutenFree] = useState<Stated>(statedOf(initial.glutenFree));
  const [allergens, setAllergens] = useState<readonly Allergen[]>(initial.allergens ?? []);
  const [errors, setErrors] = useState<Errors>({});

  const save = useMutation({
    mutationFn: (body: unknown) => apiPost<Saved>("/api/admin/product-entries", body),
    onSuccess: (saved) => {
      router.push(`/admin/products/${encodeURIComponent(saved.id)}?saved=1`);
    },
    onError: (error) => {
      setErrors(fieldErrorsOf(error));
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.reset();
    const body = {
      brand,
      name,
      form: form || undefined,
      category: category || undefined,
      unitsPerPack: numberOf(unitsPerPack),
      unitsPerServing: numberOf(unitsPerServing),
      gtin: orNull(gtin),
      labelPhotoId,
      labelUrl: orNull(labelUrl),
      labelReadOn,
      rows,
      vegan: booleanOf(vegan),
      vegetarian: booleanOf(vegetarian),
      glutenFree: booleanOf(glutenFree),
      allergens,
      ...(props.entryId ? { entryId: props.entryId } : {}),
      ...(props.suggestionId ? { suggestionId: props.suggestionId } : {}),
    };
    const parsed = productEntryRequestSchema.safeParse(body);
    const found: Record<string, string> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[issue.path.join(".")] ??= issue.message;
    rows.forEach((row, index) => {
      const verdict = rowVerdict(row, ingredients);
      if (verdict?.kind === "error") found[`rows.${String(index)}.amount`] ??= verdict.message;
    });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      announce(invalidFormMessage(Object.keys(found).length));
      return;
    }
    save.mutate(body);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-8">
      {save.error ? <Alert>{formMessageOf(save.error)}</Alert> : null}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">The product</legend>
        <TextInput name="brand" label="Brand" value={brand} onChange={setBrand} errors={errors} />
        <TextInput name="name" label="Name as on the pack" value={name} onChange={setName} errors={errors} />
        <ChoiceInput
          name="form"
          label="Form"
          value={form}
          onChange={setForm}
          errors={errors}
          options={FORM_OPTIONS}
          empty="Choose the form"
        />
        <ChoiceInput
          name="category"
          label="Category"
          value={category}
          onChange={setCategory}
          errors={errors}
          options={CATEGORY_OPTIONS}
          empty="Choose the category"
        />
        <TextInput
          name="unitsPerPack"
          label="Units per pack"
          inputMode="numeric"
          value={unitsPerPack}
          onChange={setUnitsPerPack}
          errors={errors}
        />
        <TextInput
          name="unitsPerServing"
          label="Units per serving"
          inputMode="numeric"
          value={unitsPerServing}
          onChange={setUnitsPerServing}
          errors={errors}
        />
        <TextInput
          name="gtin"
          label="GTIN (barcode digits, optional)"
          hint="8, 12, 13 or 14 digits; the last one is checked."
          inputMode="numeric"
          value={gtin}
          onChange={setGtin}
          errors={errors}
        />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Where the label was read</legend>
        <LabelPhotoInput
          label="Photo of the label"
          photoId={labelPhotoId}
          onChange={setLabelPhotoId}
          error={errors.labelPhotoId}
        />
        <TextInput
          name="labelUrl"
          label="Or the retailer's or brand's page"
          type="url"
          placeholder="https://"
          value={labelUrl}
          onChange={setLabelUrl}
          errors={errors}
        />
        <TextInput
          name="labelReadOn"
          label="Date the label was read"
          type="date"
          max={today}
          value={labelReadOn}
          onChange={setLabelReadOn}
          errors={errors}
        />
      </fieldset>

      <fieldset>
        <legend className="mb-2 text-lg font-semibold text-slate-900">
          Ingredients per serving, as on the label
        </legend>
        <LabelRowsEditor rows={rows} onChange={setRows} ingredients={ingredients} errors={errors} />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-lg font-semibold text-slate-900">
          Diet and allergens, only as the label states them
        </legend>
        <ChoiceInput
          name="vegan"
          label="Vegan"
          value={vegan}
          onChange={setVegan}
          errors={errors}
          options={STATED_OPTIONS}
          empty="Not stated"
        />
        <ChoiceInput
          name="vegetarian"
          label="Vegetarian"
          value={vegetarian}
          onChange={setVegetarian}
          errors={errors}
          options={STATED_OPTIONS}
          empty="Not stated"
        />
        <ChoiceInput
          name="glutenFree"
          label="Gluten-free"
          value={glutenFree}
          onChange={setGlutenFree}
          errors={errors}
          options={STATED_OPTIONS}
          empty="Not stated"
        />
        <div className="sm:col-span-3">
          <p className="text-sm font-medium text-slate-800">Allergens the label declares</p>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
            {ALLERGENS.map((allergen) => (
              <CheckboxField
                key={allergen}
                label={allergen}
                className="capitalize"
                checked={allergens.includes(allergen)}
                onChange={(event) => {
                  setAllergens(
                    event.target.checked
                      ? [...allergens, allergen]
                      : allergens.filter((entry) => entry !== allergen),
                  );
                }}
              />
            ))}
          </div>
        </div>
      </fieldset>

      <SubmitButton busy={save.isPending} disabled={save.isPending} className="sm:w-auto">
        Save for a second admin to check
      </SubmitButton>
    </form>
  );
}
