"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@/lib/api/query-hooks";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import * as z from "zod/mini";

import { FormField, SubmitButton } from "@/components/forms/fields";
import { formMessageOf } from "@/components/forms/form-errors";
import { setServerFieldErrors } from "@/components/forms/server-field-errors";
import { submitWithMutation } from "@/components/forms/submit-with-mutation";
import { Alert } from "@/components/ui/alert";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { apiPost } from "@/lib/api/fetch-client";

const PRICE_IMPORTS_PATH = "/api/admin/price-imports";

type PriceUploadResult = {
  runId: string;
  fileName: string;
  format: "csv" | "json" | "xml" | "tsv";
  rowsTotal: number;
  rowsAccepted: number;
  rowsRejected: number;
  rejections: { line: number; reason: string }[];
  offersCreated: number;
  offersUpdated: number;
  historyAppended: number;
  rowsPending: number;
  rowsIgnored: number;
};

export type PriceUploadFormProps = {
  /** Handed down so the server module stays out of the bundle. */
  maxBytes: number;
};

const megabytes = (bytes: number) =>
  `${(bytes / (1024 * 1024)).toLocaleString("en-GB", { maximumFractionDigits: 1 })} MB`;

function priceUploadSchema(maxBytes: number) {
  return z.object({
    file: z.custom<FileList | undefined>().check((ctx) => {
      const file = ctx.value?.item(0);
      const message = !file?.name
        ? "Choose a price file (CSV, JSON, TSV or XML) to upload."
        : file.size > maxBytes
          ? `The file is ${megabytes(file.size)}; the limit is ${megabytes(maxBytes)}.`
          : null;
      if (message) ctx.issues.push({ code: "custom", message, input: ctx.value });
    }),
    retailer: z.string().check(
      z.trim(),
      z.maxLength(60, "The retailer must be at most 60 characters."),
      z.refine((name) => name === "" || name.length >= 2, "The retailer must be 2–60 characters."),
    ),
  });
}

function uploadPriceFile({
  file,
  retailer,
}: {
  file: FileList | undefined;
  retailer: string;
}): Promise<PriceUploadResult> {
  const body = new FormData();
  const chosen = file?.item(0);
  if (chosen) body.set("file", chosen);
  if (retailer.trim() !== "") body.set("retailer", retailer.trim());
  return apiPost<PriceUploadResult>(PRICE_IMPORTS_PATH, body);
}

export function PriceUploadForm({ maxBytes }: PriceUploadFormProps) {
  const router = useRouter();
  const form = useForm({
    resolver: zodResolver(priceUploadSchema(maxBytes)),
    defaultValues: { file: undefined, retailer: "" },
  });
  const upload = useMutation({
    mutationFn: uploadPriceFile,
    onSuccess: (answer) => {
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
    },
    onError: (error) => setServerFieldErrors(form.setError, error, ["file", "retailer"]),
  });

  return (
    <div className="space-y-4">
      <form
        onSubmit={submitWithMutation(form.handleSubmit, upload)}
        noValidate
        className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
      >
        {upload.error ? <Alert>{formMessageOf(upload.error)}</Alert> : null}
        <FormField
          label={`Price feed file (.csv, .json, .tsv or .xml, up to ${megabytes(maxBytes)})`}
          hint="Our columns (product, retailer, price, pack_size, url, in_stock, checked_at), a Google Merchant feed (XML or TSV) or an Awin CSV. The file is imported only if every row is valid."
          error={form.formState.errors.file?.message}
        >
          {(control) => (
            <Input
              {...control}
              type="file"
              accept=".csv,.json,.tsv,.xml,text/csv,application/json,text/tab-separated-values,application/xml,text/xml"
              className="text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-900"
              {...form.register("file")}
            />
          )}
        </FormField>
        <FormField
          label="Retailer (for Google feeds, which do not name one)"
          hint="Leave blank for our CSV/JSON columns and for Awin feeds, which name the merchant on every row."
          error={form.formState.errors.retailer?.message}
        >
          {(control) => <Input {...control} type="text" maxLength={60} {...form.register("retailer")} />}
        </FormField>
        <SubmitButton busy={upload.isPending} className="sm:w-auto">
          {upload.isPending ? "Importing…" : "Upload and import"}
        </SubmitButton>
      </form>
      {upload.data ? <UploadResult result={upload.data} /> : null}
    </div>
  );
}

function UploadResult({ result }: { result: PriceUploadResult }) {
  const unit = result.format === "json" ? "Item" : "Line";
  return (
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
          {result.rowsAccepted - result.offersCreated - result.offersUpdated} unchanged;{" "}
          {result.historyAppended} price history row(s) added. {result.rowsPending} row(s) wait for a match
          below; {result.rowsIgnored} ignored.
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
  );
}
