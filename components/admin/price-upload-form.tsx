"use client";
// Upload a retailer price feed (CSV or JSON) to POST /api/admin/price-imports and show what the
// importer did: rows imported, or every rejected row with its line and reason (nothing applied).
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";

import { FormAlert, SubmitButton } from "@/components/forms/fields";
import { formMessageOf } from "@/components/forms/form-errors";
import { toast } from "@/components/ui/use-toast";
import { apiPost } from "@/lib/api/fetch-client";

export const PRICE_IMPORTS_PATH = "/api/admin/price-imports";

/** What the endpoint answers (PriceImportResult plus the file's name and format). */
export type PriceUploadResult = {
  runId: string;
  fileName: string;
  format: "csv" | "json";
  rowsTotal: number;
  rowsAccepted: number;
  rowsRejected: number;
  rejections: { line: number; reason: string }[];
  offersCreated: number;
  offersUpdated: number;
  historyAppended: number;
};

export type PriceUploadFormProps = {
  /** MAX_PRICE_UPLOAD_BYTES, handed down so the server module stays out of the bundle. */
  maxBytes: number;
};

const megabytes = (bytes: number) =>
  `${(bytes / (1024 * 1024)).toLocaleString("en-GB", { maximumFractionDigits: 1 })} MB`;

export function PriceUploadForm({ maxBytes }: PriceUploadFormProps) {
  const router = useRouter();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<PriceUploadResult | null>(null);

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const file = new FormData(form).get("file");
    setError(null);
    setResult(null);
    if (!(file instanceof File) || file.name === "") {
      setError("Choose a CSV or JSON price file to upload.");
      return;
    }
    if (file.size > maxBytes) {
      setError(`The file is ${megabytes(file.size)}; the limit is ${megabytes(maxBytes)}.`);
      return;
    }
    const body = new FormData();
    body.set("file", file);
    setBusy(true);
    try {
      const answer = await apiPost<PriceUploadResult>(PRICE_IMPORTS_PATH, body);
      setResult(answer);
      if (answer.rowsRejected === 0) {
        toast({
          title: "Prices imported",
          description: `${answer.rowsAccepted} row(s) from ${answer.fileName}.`,
          variant: "success",
        });
        form.reset();
      } else {
        toast({
          title: "Nothing imported",
          description: `${answer.rowsRejected} row(s) were rejected.`,
          variant: "destructive",
        });
      }
      router.refresh();
    } catch (caught) {
      setError(formMessageOf(caught));
    } finally {
      setBusy(false);
    }
  }

  const unit = result?.format === "json" ? "Item" : "Line";
  return (
    <div className="space-y-4">
      <form
        onSubmit={upload}
        noValidate
        className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
      >
        {error ? <FormAlert>{error}</FormAlert> : null}
        <div className="space-y-1.5">
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
            Price feed file (.csv or .json, up to {megabytes(maxBytes)})
          </label>
          <input
            id={inputId}
            name="file"
            type="file"
            accept=".csv,.json,text/csv,application/json"
            aria-describedby={`${inputId}-hint`}
            className="block w-full text-sm text-slate-900 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-900"
          />
          <p id={`${inputId}-hint`} className="text-xs text-slate-600">
            Columns: product (slug or id), retailer, price (pounds), pack_size, url (https), in_stock,
            checked_at. The file is imported only if every row is valid.
          </p>
        </div>
        <SubmitButton busy={busy} className="sm:w-auto">
          {busy ? "Importing…" : "Upload and import"}
        </SubmitButton>
      </form>

      {result ? (
        <section
          aria-labelledby="upload-result-heading"
          role="status"
          className="rounded-lg border border-slate-200 bg-white p-4"
        >
          <h3 id="upload-result-heading" className="font-semibold text-slate-900">
            {result.rowsRejected === 0
              ? `Imported ${result.rowsAccepted} of ${result.rowsTotal} row(s) from ${result.fileName}`
              : `Nothing imported from ${result.fileName}: ${result.rowsRejected} row(s) rejected`}
          </h3>
          {result.rowsRejected === 0 ? (
            <p className="mt-1 text-sm text-slate-700">
              Offers: {result.offersCreated} created, {result.offersUpdated} updated,{" "}
              {result.rowsTotal - result.offersCreated - result.offersUpdated} unchanged;{" "}
              {result.historyAppended} price history row(s) added.
            </p>
          ) : (
            <table className="mt-3 w-full text-left text-sm">
              <thead>
                <tr className="border-b border-slate-200">
                  <th scope="col" className="py-1 pr-4 font-semibold">
                    {unit}
                  </th>
                  <th scope="col" className="py-1 font-semibold">
                    Reason
                  </th>
                </tr>
              </thead>
              <tbody>
                {result.rejections.map((rejection) => (
                  <tr
                    key={`${rejection.line}-${rejection.reason}`}
                    className="border-b border-slate-100 align-top"
                  >
                    <td className="py-1 pr-4 tabular-nums">{rejection.line}</td>
                    <td className="py-1">{rejection.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ) : null}
    </div>
  );
}
