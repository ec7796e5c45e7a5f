"use client";
import { useRouter } from "next/navigation";
import { useState, type SyntheticEvent } from "react";

import { announce, invalidFormMessage } from "@/components/forms/announce";
import { CheckboxField, SubmitButton } from "@/components/forms/fields";
import { BarcodeInput } from "@/components/scan/barcode-input";
import { LabelOcr } from "@/components/scan/label-ocr";
import { fieldErrorsOf, formMessageOf } from "@/components/forms/form-errors";
import { Alert } from "@/components/ui/alert";
import { apiPost } from "@/lib/api/fetch-client";
import { useMutation } from "@/lib/api/query-hooks";
import type { ProductForm, SupplementCategory } from "@/lib/catalogue/values";
import type { IngredientOption } from "@/lib/labels/amounts";
import { labelRecheckRequestSchema, productEntryRequestSchema } from "@/lib/labels/schemas";
import { EMPTY_LABEL_ROW, type Allergen, type LabelRow } from "@/lib/labels/values";

import { booleanOf, statedOf, type Errors } from "./entry-fields";
import { DietFieldset, ProductFieldset, SourceFieldset, type EntryState } from "./entry-fieldsets";
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

/** Re-reading a shipped product's label: only the label's facts are entered, against the live label shown. */
interface LabelRecheck {
  supplementId: string;
  baseLabel: string;
  labelComplete: boolean;
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
  recheck?: LabelRecheck;
}

type Saved = { id: string; warnings: { row: number; message: string }[] };

const numberOf = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));
const orNull = (text: string) => (text.trim() === "" ? null : text.trim());

function initialState({ initial = {}, initialGtin, today }: ProductEntryFormProps): EntryState {
  return {
    brand: initial.brand ?? "",
    name: initial.name ?? "",
    form: initial.form ?? "",
    category: initial.category ?? "",
    unitsPerPack: initial.unitsPerPack?.toString() ?? "",
    unitsPerServing: String(initial.unitsPerServing ?? 1),
    gtin: initialGtin ?? "",
    labelUrl: initial.labelUrl ?? "",
    labelPhotoId: initial.labelPhotoId ?? null,
    labelReadOn: initial.labelReadOn ?? today,
    vegan: statedOf(initial.vegan),
    vegetarian: statedOf(initial.vegetarian),
    glutenFree: statedOf(initial.glutenFree),
    allergens: initial.allergens ?? [],
  };
}

function labelBody(state: EntryState, rows: LabelRow[]) {
  return {
    labelPhotoId: state.labelPhotoId,
    labelUrl: orNull(state.labelUrl),
    labelReadOn: state.labelReadOn,
    rows,
    vegan: booleanOf(state.vegan),
    vegetarian: booleanOf(state.vegetarian),
    glutenFree: booleanOf(state.glutenFree),
    allergens: state.allergens,
  };
}

function requestBody(state: EntryState, rows: LabelRow[], props: ProductEntryFormProps, complete: boolean) {
  if (props.recheck)
    return { ...labelBody(state, rows), baseLabel: props.recheck.baseLabel, labelComplete: complete };
  return {
    brand: state.brand,
    name: state.name,
    form: state.form || undefined,
    category: state.category || undefined,
    unitsPerPack: numberOf(state.unitsPerPack),
    unitsPerServing: numberOf(state.unitsPerServing),
    gtin: orNull(state.gtin),
    ...labelBody(state, rows),
    ...(props.entryId ? { entryId: props.entryId } : {}),
    ...(props.suggestionId ? { suggestionId: props.suggestionId } : {}),
  };
}

/** The schema's issues and the amount checks, keyed as the server keys them. */
function clientErrors(
  body: unknown,
  rows: readonly LabelRow[],
  ingredients: readonly IngredientOption[],
  recheck: boolean,
) {
  const found: Record<string, string> = {};
  const parsed = (recheck ? labelRecheckRequestSchema : productEntryRequestSchema).safeParse(body);
  if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path.join(".")] ??= issue.message;
  rows.forEach((row, index) => {
    const verdict = rowVerdict(row, ingredients);
    if (verdict?.kind === "error") found[`rows.${String(index)}.amount`] ??= verdict.message;
  });
  return found;
}

const isFilled = (row: LabelRow) =>
  row.name.trim() !== "" || row.ingredientSlug !== null || row.amount !== null;

export function ProductEntryForm(props: ProductEntryFormProps) {
  const { ingredients } = props;
  const router = useRouter();
  const [state, setState] = useState(() => initialState(props));
  const [rows, setRows] = useState<LabelRow[]>(() =>
    props.initialRows && props.initialRows.length > 0 ? [...props.initialRows] : [EMPTY_LABEL_ROW],
  );
  const [errors, setErrors] = useState<Errors>({});
  const { recheck } = props;
  const [complete, setComplete] = useState(recheck?.labelComplete ?? true);
  const save = useMutation({
    mutationFn: (body: unknown) =>
      apiPost<Saved>(
        recheck
          ? `/api/admin/products/${encodeURIComponent(recheck.supplementId)}/recheck`
          : "/api/admin/product-entries",
        body,
      ),
    onSuccess: (saved) => {
      router.push(`/admin/products/${encodeURIComponent(saved.id)}?saved=1`);
    },
    onError: (error) => {
      setErrors(fieldErrorsOf(error));
    },
  });
  const set = <K extends keyof EntryState>(field: K, value: EntryState[K]) => {
    setState((current) => ({ ...current, [field]: value }));
  };

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.reset();
    const body = requestBody(state, rows, props, complete);
    const found = clientErrors(body, rows, ingredients, recheck !== undefined);
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
      {recheck ? null : (
        <>
          <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
            <legend className="px-1 text-lg font-semibold text-slate-900">Read it from the pack</legend>
            <BarcodeInput label="Barcode from the pack" onCode={(gtin) => set("gtin", gtin)} />
            <LabelOcr onRows={(read) => setRows((current) => [...current.filter(isFilled), ...read])} />
            <p className="text-sm text-slate-600">
              Both only fill in the fields below: check every row against the label before saving.
            </p>
          </fieldset>
          <ProductFieldset state={state} set={set} errors={errors} />
        </>
      )}
      <SourceFieldset state={state} set={set} errors={errors} today={props.today} />
      <fieldset>
        <legend className="mb-2 text-lg font-semibold text-slate-900">
          Ingredients per serving, as on the label
        </legend>
        <LabelRowsEditor rows={rows} onChange={setRows} ingredients={ingredients} errors={errors} />
        {recheck ? (
          <CheckboxField
            className="mt-4"
            label="These are all the ingredients the label lists"
            checked={complete}
            onChange={(event) => {
              setComplete(event.target.checked);
            }}
          />
        ) : null}
      </fieldset>
      <DietFieldset state={state} set={set} errors={errors} />
      <SubmitButton busy={save.isPending} disabled={save.isPending} className="sm:w-auto">
        Save for a second admin to check
      </SubmitButton>
    </form>
  );
}
