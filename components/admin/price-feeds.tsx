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
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { apiPost } from "@/lib/api/fetch-client";
import { priceFeedSchema } from "@/lib/catalogue/price-feed-schema";

export type PriceFeedRow = {
  id: string;
  url: string;
  retailer: string | null;
  status: string;
  lastError: string | null;
  lastFetched: string | null;
};

const STATUS_LABELS: Record<string, string> = {
  never: "Not fetched yet",
  ok: "Imported",
  not_modified: "Not modified since the last fetch",
  rejected: "Rejected: nothing applied",
  failed: "Fetch failed",
};

function FetchNowButton({ feed }: { feed: PriceFeedRow }) {
  const router = useRouter();
  const fetchNow = useMutation({
    mutationFn: () =>
      apiPost<{ status: string }>(`/api/admin/price-feeds/${encodeURIComponent(feed.id)}/fetch`),
    onSuccess: (result) => {
      toast({ title: "Feed fetched", description: STATUS_LABELS[result.status] ?? result.status });
      router.refresh();
    },
  });
  return (
    <div>
      <Button
        variant="outline"
        size="sm"
        busy={fetchNow.isPending}
        onClick={() => {
          fetchNow.mutate();
        }}
      >
        Fetch now<span className="sr-only"> {feed.url}</span>
      </Button>
      {fetchNow.error ? <p className="mt-1 text-xs text-red-800">{formMessageOf(fetchNow.error)}</p> : null}
    </div>
  );
}

export function PriceFeedsTable({ feeds }: { feeds: PriceFeedRow[] }) {
  if (feeds.length === 0)
    return <p className="text-slate-700">No feed is scheduled yet: add one below or set PRICE_FEEDS.</p>;
  return (
    <div
      className="overflow-x-auto rounded-lg border border-slate-200"
      role="region"
      aria-label="Price feeds"
      tabIndex={0}
    >
      <table className="w-full min-w-[44rem] text-left text-sm">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Feed
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Status
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Last fetched
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Last error
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {feeds.map((feed) => (
            <tr key={feed.id} className="align-top">
              <th scope="row" className="px-3 py-2 font-medium break-all text-slate-900">
                {feed.url}
                <span className="block text-xs font-normal text-slate-600">
                  {feed.retailer ?? "retailer named in the feed"}
                </span>
              </th>
              <td className="px-3 py-2">{STATUS_LABELS[feed.status] ?? feed.status}</td>
              <td className="px-3 py-2">{feed.lastFetched ?? "Never"}</td>
              <td className="px-3 py-2 break-words">{feed.lastError ?? "None"}</td>
              <td className="px-3 py-2">
                <FetchNowButton feed={feed} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const addFeedFormSchema = z.object({
  url: priceFeedSchema.shape.url,
  retailer: z.string().check(
    z.trim(),
    z.refine(
      (name) => name === "" || (name.length >= 2 && name.length <= 60),
      "The retailer must be 2–60 characters",
    ),
  ),
});

export function AddPriceFeedForm() {
  const router = useRouter();
  const form = useForm({
    resolver: zodResolver(addFeedFormSchema),
    defaultValues: { url: "", retailer: "" },
  });
  const add = useMutation({
    mutationFn: ({ url, retailer }: { url: string; retailer: string }) =>
      apiPost("/api/admin/price-feeds", retailer === "" ? { url } : { url, retailer }),
    onSuccess: () => {
      toast({
        title: "Feed added",
        description: "It is fetched every hour; use Fetch now to read it at once.",
        variant: "success",
      });
      form.reset();
      router.refresh();
    },
    onError: (error) => setServerFieldErrors(form.setError, error, ["url", "retailer"]),
  });
  return (
    <form
      onSubmit={submitWithMutation(form.handleSubmit, add)}
      noValidate
      className="mt-4 space-y-3 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
    >
      {add.error ? <Alert>{formMessageOf(add.error)}</Alert> : null}
      <FormField label="Feed URL" error={form.formState.errors.url?.message}>
        {(control) => <Input {...control} type="url" inputMode="url" {...form.register("url")} />}
      </FormField>
      <FormField
        label="Retailer (for Google feeds)"
        hint="Leave blank for Awin feeds, which name the merchant on every row."
        error={form.formState.errors.retailer?.message}
      >
        {(control) => <Input {...control} type="text" maxLength={60} {...form.register("retailer")} />}
      </FormField>
      <SubmitButton busy={add.isPending} className="sm:w-auto">
        Add feed
      </SubmitButton>
    </form>
  );
}
