"use client";
import { CheckboxField } from "@/components/forms/fields";
import {
  CATEGORY_LABELS,
  FORM_LABELS,
  PRODUCT_FORMS,
  SUPPLEMENT_CATEGORIES,
  type ProductForm,
  type SupplementCategory,
} from "@/lib/catalogue/values";
import { ALLERGENS, type Allergen } from "@/lib/labels/values";

import { ChoiceInput, STATED_OPTIONS, TextInput, type Errors, type Stated } from "./entry-fields";
import { LabelPhotoInput } from "./label-photo-input";

export interface EntryState {
  brand: string;
  name: string;
  form: ProductForm | "";
  category: SupplementCategory | "";
  unitsPerPack: string;
  unitsPerServing: string;
  gtin: string;
  labelUrl: string;
  labelPhotoId: string | null;
  labelReadOn: string;
  vegan: Stated;
  vegetarian: Stated;
  glutenFree: Stated;
  allergens: readonly Allergen[];
}

interface FieldsetProps {
  state: EntryState;
  set: <K extends keyof EntryState>(field: K, value: EntryState[K]) => void;
  errors: Errors;
}

const FORM_OPTIONS = PRODUCT_FORMS.map((form) => [form, FORM_LABELS[form]] as const);
const CATEGORY_OPTIONS = SUPPLEMENT_CATEGORIES.map(
  (category) => [category, CATEGORY_LABELS[category]] as const,
);
const LEGEND = "mb-2 text-lg font-semibold text-slate-900";

export function ProductFieldset({ state, set, errors }: FieldsetProps) {
  const text = (field: "brand" | "name" | "unitsPerPack" | "unitsPerServing" | "gtin") => ({
    name: field,
    value: state[field],
    onChange: (value: string) => {
      set(field, value);
    },
    errors,
  });
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className={LEGEND}>The product</legend>
      <TextInput label="Brand" {...text("brand")} />
      <TextInput label="Name as on the pack" {...text("name")} />
      <ChoiceInput
        name="form"
        label="Form"
        value={state.form}
        onChange={(value) => {
          set("form", value);
        }}
        errors={errors}
        options={FORM_OPTIONS}
        empty="Choose the form"
      />
      <ChoiceInput
        name="category"
        label="Category"
        value={state.category}
        onChange={(value) => {
          set("category", value);
        }}
        errors={errors}
        options={CATEGORY_OPTIONS}
        empty="Choose the category"
      />
      <TextInput label="Units per pack" inputMode="numeric" {...text("unitsPerPack")} />
      <TextInput label="Units per serving" inputMode="numeric" {...text("unitsPerServing")} />
      <TextInput
        label="GTIN (barcode digits, optional)"
        hint="8, 12, 13 or 14 digits; the last one is checked."
        inputMode="numeric"
        {...text("gtin")}
      />
    </fieldset>
  );
}

export function SourceFieldset({ state, set, errors, today }: FieldsetProps & { today: string }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className={LEGEND}>Where the label was read</legend>
      <LabelPhotoInput
        label="Label photo kept as its source"
        photoId={state.labelPhotoId}
        onChange={(id) => {
          set("labelPhotoId", id);
        }}
        error={errors.labelPhotoId}
      />
      <TextInput
        name="labelUrl"
        label="Or the retailer's or brand's page"
        type="url"
        placeholder="https://"
        value={state.labelUrl}
        onChange={(value) => {
          set("labelUrl", value);
        }}
        errors={errors}
      />
      <TextInput
        name="labelReadOn"
        label="Date the label was read"
        type="date"
        max={today}
        value={state.labelReadOn}
        onChange={(value) => {
          set("labelReadOn", value);
        }}
        errors={errors}
      />
    </fieldset>
  );
}

const DIETS = [
  ["vegan", "Vegan"],
  ["vegetarian", "Vegetarian"],
  ["glutenFree", "Gluten-free"],
] as const;

export function DietFieldset({ state, set, errors }: FieldsetProps) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-3">
      <legend className={LEGEND}>Diet and allergens, only as the label states them</legend>
      {DIETS.map(([field, label]) => (
        <ChoiceInput
          key={field}
          name={field}
          label={label}
          value={state[field]}
          onChange={(value) => {
            set(field, value);
          }}
          errors={errors}
          options={STATED_OPTIONS}
          empty="Not stated"
        />
      ))}
      <div className="sm:col-span-3">
        <p className="text-sm font-medium text-slate-800">Allergens the label declares</p>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {ALLERGENS.map((allergen) => (
            <CheckboxField
              key={allergen}
              label={allergen}
              className="capitalize"
              checked={state.allergens.includes(allergen)}
              onChange={(event) => {
                set(
                  "allergens",
                  event.target.checked
                    ? [...state.allergens, allergen]
                    : state.allergens.filter((entry) => entry !== allergen),
                );
              }}
            />
          ))}
        </div>
      </div>
    </fieldset>
  );
}
