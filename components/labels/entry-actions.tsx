"use client";
import { useRouter } from "next/navigation";

import { formMessageOf } from "@/components/forms/form-errors";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { apiDelete, apiPost } from "@/lib/api/fetch-client";
import { useMutation } from "@/lib/api/query-hooks";

/** The second admin's confirmation that every row matches the label's source. */
export function CheckLabelButton({ entryId }: { entryId: string }) {
  const router = useRouter();
  const check = useMutation({
    mutationFn: () =>
      apiPost<{ slug: string }>(`/api/admin/product-entries/${encodeURIComponent(entryId)}/check`),
    onSuccess: () => {
      toast({ title: "Label checked", description: "The product is published.", variant: "success" });
      router.refresh();
    },
  });
  return (
    <div className="space-y-2">
      {check.error ? <Alert>{formMessageOf(check.error)}</Alert> : null}
      <Button
        disabled={check.isPending}
        onClick={() => {
          check.mutate();
        }}
      >
        I checked every row against the label: publish
      </Button>
    </div>
  );
}

export function DismissSuggestionButton({ suggestionId }: { suggestionId: string }) {
  const router = useRouter();
  const dismiss = useMutation({
    mutationFn: () => apiDelete(`/api/admin/product-suggestions/${encodeURIComponent(suggestionId)}`),
    onSuccess: () => {
      router.refresh();
    },
  });
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={dismiss.isPending}
      onClick={() => {
        dismiss.mutate();
      }}
    >
      Dismiss
    </Button>
  );
}

/** From the feed-review screen: a row no product matches becomes a draft waiting for its label. */
export function FeedDraftButton({ feedItemId }: { feedItemId: string }) {
  const router = useRouter();
  const draft = useMutation({
    mutationFn: () =>
      apiPost<{ id: string }>(`/api/admin/feed-items/${encodeURIComponent(feedItemId)}/draft`),
    onSuccess: (saved) => {
      router.push(`/admin/products/new?entry=${encodeURIComponent(saved.id)}`);
    },
  });
  return (
    <>
      <Button
        variant="outline"
        disabled={draft.isPending}
        onClick={() => {
          draft.mutate();
        }}
      >
        Make a draft product
      </Button>
      {draft.error ? <Alert className="w-full">{formMessageOf(draft.error)}</Alert> : null}
    </>
  );
}
