"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@/lib/api/query-hooks";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import * as z from "zod/mini";

import { FieldError, SubmitButton } from "@/components/forms/fields";
import { FeedDraftButton } from "@/components/labels/entry-actions";
import { formMessageOf } from "@/components/forms/form-errors";
import { submitWithMutation } from "@/components/forms/submit-with-mutation";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { apiPost } from "@/lib/api/fetch-client";

export type FeedReviewItem = {
  id: string;
  retailer: string;
  itemId: string;
  title: string;
  brand: string | null;
  gtin: string | null;
  packSize: number | null;
  price: string;
  url: string;
  lastSeen: string;
  candidates: { id: string; label: string }[];
};

type Decision = { action: "match"; supplementId: string } | { action: "ignore" };
type DecisionResult = { status: "matched" | "ignored"; priceApplied: boolean; gtinStored: boolean };

const matchSchema = z.object({
  supplementId: z.string().check(z.minLength(1, "Choose the product this row is.")),
});

function decisionMessage(result: DecisionResult): string {
  if (result.status === "ignored") return "Ignored: later runs of this feed skip the item.";
  const parts = [result.priceApplied ? "price applied" : "a newer price was already there"];
  if (result.gtinStored) parts.push("GTIN stored for exact matching next time");
  return `Matched: ${parts.join("; ")}.`;
}

function FeedReviewRow({ item }: { item: FeedReviewItem }) {
  const router = useRouter();
  const form = useForm({ resolver: zodResolver(matchSchema), defaultValues: { supplementId: "" } });
  const decide = useMutation({
    mutationFn: (decision: Decision) =>
      apiPost<DecisionResult>(`/api/admin/feed-items/${encodeURIComponent(item.id)}`, decision),
    onSuccess: (result) => {
      toast({ title: item.title, description: decisionMessage(result), variant: "success" });
      router.refresh();
    },
  });
  const match = {
    mutate: ({ supplementId }: { supplementId: string }) => {
      decide.mutate({ action: "match", supplementId });
    },
    reset: decide.reset,
  };
  const errorId = `feed-item-${item.id}-error`;
  const error = form.formState.errors.supplementId?.message;
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <h3 className="font-semibold text-slate-900">{item.title}</h3>
      <p className="mt-1 text-sm text-slate-700">
        {item.retailer} · item {item.itemId} · {item.brand ?? "no brand"} · GTIN {item.gtin ?? "none"} · pack{" "}
        {item.packSize ?? "not stated"} · {item.price} · read {item.lastSeen} ·{" "}
        <a href={item.url} className="underline" rel="noopener noreferrer nofollow" target="_blank">
          retailer page
        </a>
      </p>
      <form onSubmit={submitWithMutation(form.handleSubmit, match)} noValidate className="mt-3 space-y-2">
        {decide.error ? <Alert>{formMessageOf(decide.error)}</Alert> : null}
        <fieldset aria-describedby={error ? errorId : undefined}>
          <legend className="text-sm font-semibold text-slate-900">Suggested products</legend>
          {item.candidates.length === 0 ? (
            <p className="text-sm text-slate-700">No product shares a word with this row.</p>
          ) : (
            item.candidates.map((candidate) => (
              <label key={candidate.id} className="mt-1 flex items-center gap-2 text-sm">
                <input type="radio" value={candidate.id} {...form.register("supplementId")} />
                {candidate.label}
              </label>
            ))
          )}
          <FieldError id={errorId} message={error} />
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <SubmitButton
            busy={decide.isPending}
            className="sm:w-auto"
            disabled={item.candidates.length === 0 || decide.isPending}
          >
            Match to product
          </SubmitButton>
          <Button
            variant="outline"
            disabled={decide.isPending}
            onClick={() => {
              decide.mutate({ action: "ignore" });
            }}
          >
            Ignore
          </Button>
          <FeedDraftButton feedItemId={item.id} />
        </div>
      </form>
    </li>
  );
}

export function FeedReviewList({ items }: { items: FeedReviewItem[] }) {
  if (items.length === 0) return <p className="text-slate-700">No feed rows are waiting for a match.</p>;
  return (
    <ul className="space-y-4">
      {items.map((item) => (
        <FeedReviewRow key={item.id} item={item} />
      ))}
    </ul>
  );
}
