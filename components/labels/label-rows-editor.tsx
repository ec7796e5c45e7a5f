"use client";
import { Plus, Trash2 } from "lucide-react";
import { useId } from "react";

import { FieldError } from "@/components/forms/fields";
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { DOSE_UNITS, type DoseUnit } from "@/lib/catalogue/values";
import { judgeAmount, unitsFor, type IngredientOption } from "@/lib/labels/amounts";
import { EMPTY_LABEL_ROW, MAX_LABEL_ROWS, type LabelRow } from "@/lib/labels/values";

export interface LabelRowsEditorProps {
  rows: LabelRow[];
  onChange: (rows: LabelRow[]) => void;
  ingredients: readonly IngredientOption[];
  errors: Readonly<Record<string, string | undefined>>;
}

function findIngredient(
  ingredients: readonly IngredientOption[],
  text: string,
): IngredientOption | undefined {
  const wanted = text.trim().toLowerCase();
  if (wanted === "") return undefined;
  return (
    ingredients.find((option) => option.name.toLowerCase() === wanted) ??
    ingredients.find((option) => option.synonyms.some((synonym) => synonym.toLowerCase() === wanted))
  );
}

/** The row's amount judged against its ingredient, as the server will judge it. */
export function rowVerdict(row: LabelRow, ingredients: readonly IngredientOption[]) {
  const ingredient = ingredients.find((option) => option.slug === row.ingredientSlug);
  if (!ingredient || row.amount === null || row.unit === null) return null;
  return judgeAmount(ingredient, row.amount, row.unit);
}

function IngredientInput({
  id,
  row,
  ingredients,
  listId,
  error,
  update,
}: {
  id: string;
  row: LabelRow;
  ingredients: readonly IngredientOption[];
  listId: string;
  error: string | undefined;
  update: (row: LabelRow) => void;
}) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>Ingredient</Label>
      <Input
        id={id}
        list={listId}
        value={row.name}
        autoComplete="off"
        invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          const found = findIngredient(ingredients, event.target.value);
          const unit = found && row.unit && !unitsFor(found).includes(row.unit) ? null : row.unit;
          update({ ...row, name: event.target.value, ingredientSlug: found?.slug ?? null, unit });
        }}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function UnitSelect({
  id,
  row,
  units,
  invalid,
  update,
}: {
  id: string;
  row: LabelRow;
  units: readonly DoseUnit[];
  invalid: boolean;
  update: (row: LabelRow) => void;
}) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>Unit</Label>
      <Select
        id={id}
        value={row.unit ?? ""}
        invalid={invalid}
        onChange={(event) => {
          update({ ...row, unit: (event.target.value || null) as DoseUnit | null });
        }}
      >
        <option value="">Unit</option>
        {units.map((unit) => (
          <option key={unit} value={unit}>
            {unit}
          </option>
        ))}
      </Select>
    </div>
  );
}

function ChemicalFormInput({
  id,
  row,
  update,
}: {
  id: string;
  row: LabelRow;
  update: (row: LabelRow) => void;
}) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>Chemical form (optional)</Label>
      <Input
        id={id}
        value={row.chemicalForm ?? ""}
        placeholder="e.g. as magnesium citrate"
        onChange={(event) => {
          update({ ...row, chemicalForm: event.target.value === "" ? null : event.target.value });
        }}
      />
    </div>
  );
}

interface RowEditorProps {
  index: number;
  row: LabelRow;
  ingredients: readonly IngredientOption[];
  listId: string;
  errors: LabelRowsEditorProps["errors"];
  update: (row: LabelRow) => void;
  remove: () => void;
}

function RowEditor({ index, row, ingredients, listId, errors, update, remove }: RowEditorProps) {
  const id = useId();
  const ingredient = ingredients.find((option) => option.slug === row.ingredientSlug);
  const units = ingredient ? unitsFor(ingredient) : DOSE_UNITS;
  const verdict = rowVerdict(row, ingredients);
  const prefix = `rows.${String(index)}`;
  const ingredientError =
    errors[`${prefix}.ingredientSlug`] ??
    (row.name !== "" && !ingredient ? "Choose an ingredient from the list" : undefined);
  const amountError = errors[`${prefix}.amount`] ?? (verdict?.kind === "error" ? verdict.message : undefined);
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3">
      <fieldset className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_2fr_auto] sm:items-start">
        <legend className="sr-only">Ingredient {index + 1}</legend>
        <IngredientInput
          id={`${id}-ingredient`}
          row={row}
          ingredients={ingredients}
          listId={listId}
          error={ingredientError}
          update={update}
        />
        <div className="space-y-1">
          <Label htmlFor={`${id}-amount`}>Amount</Label>
          <Input
            id={`${id}-amount`}
            type="number"
            inputMode="decimal"
            min="0"
            step="any"
            value={row.amount ?? ""}
            invalid={Boolean(amountError)}
            aria-describedby={amountError ? `${id}-amount-error` : undefined}
            onChange={(event) => {
              const amount = event.target.value === "" ? null : Number(event.target.value);
              update({ ...row, amount: amount !== null && Number.isFinite(amount) ? amount : null });
            }}
          />
        </div>
        <UnitSelect
          id={`${id}-unit`}
          row={row}
          units={units}
          invalid={Boolean(errors[`${prefix}.unit`])}
          update={update}
        />
        <ChemicalFormInput id={`${id}-form`} row={row} update={update} />
        <Button type="button" variant="outline" className="sm:mt-6" onClick={remove}>
          <Trash2 aria-hidden="true" className="size-4" />
          <span className="sr-only">Remove ingredient {index + 1}</span>
        </Button>
      </fieldset>
      <FieldError id={`${id}-amount-error`} message={amountError ?? errors[`${prefix}.unit`]} />
      {verdict?.kind === "warning" ? <p className="mt-1 text-sm text-amber-800">{verdict.message}</p> : null}
    </li>
  );
}

/** Ingredient rows of a label; its state belongs to the caller, so barcode and OCR helpers can prefill it. */
export function LabelRowsEditor({ rows, onChange, ingredients, errors }: LabelRowsEditorProps) {
  const listId = useId();
  return (
    <div>
      <datalist id={listId}>
        {ingredients.map((option) => (
          <option key={option.slug} value={option.name} />
        ))}
      </datalist>
      <ol className="space-y-3" aria-label="Ingredients on the label">
        {rows.map((row, index) => (
          <RowEditor
            // Rows have no identity of their own until saved; the position is what the errors name.
            key={index}
            index={index}
            row={row}
            ingredients={ingredients}
            listId={listId}
            errors={errors}
            update={(next) => {
              onChange(rows.map((current, at) => (at === index ? next : current)));
            }}
            remove={() => {
              onChange(rows.filter((_, at) => at !== index));
            }}
          />
        ))}
      </ol>
      <FieldError id={`${listId}-rows-error`} message={errors.rows} />
      <Button
        type="button"
        variant="outline"
        className="mt-3"
        disabled={rows.length >= MAX_LABEL_ROWS}
        onClick={() => {
          onChange([...rows, EMPTY_LABEL_ROW]);
        }}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add an ingredient
      </Button>
    </div>
  );
}
