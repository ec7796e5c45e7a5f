"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";

import { fieldErrorsOf, formMessageOf } from "@/components/forms/form-errors";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { apiDelete, apiPost } from "@/lib/api/fetch-client";
import { useMutation } from "@/lib/api/query-hooks";

/** The second admin's confirmation that every row matches the label's source. */
export function CheckLabelButton({ entryId, recheck = false }: { entryId: string; recheck?: boolean }) {
  const router = useRouter();
  const check = useMutation({
    mutationFn: () =>
      apiPost<{ slug: string }>(`/api/admin/product-entries/${encodeURIComponent(entryId)}/check`),
    onSuccess: () => {
      toast({
        title: "Label checked",
        description: recheck ? "The product now shows the checked label." : "The product is published.",
        variant: "success",
      });
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
        {recheck
          ? "I checked every row: update the product"
          : "I checked every row against the label: publish"}
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

/** The second admin refuses an entry; the reason stays with it so the next reading can fix it. */
export function RejectEntryForm({ entryId }: { entryId: string }) {
  const router = useRouter();
  const [reason, setReason] = useState("");
  const reject = useMutation({
    mutationFn: () => apiPost(`/api/admin/product-entries/${encodeURIComponent(entryId)}/reject`, { reason }),
    onSuccess: () => {
      toast({ title: "Entry rejected", description: "Nothing public changed.", variant: "success" });
      router.refresh();
    },
  });
  const fieldErrors = reject.error ? fieldErrorsOf(reject.error) : {};
  return (
    <form
      className="w-full max-w-xl space-y-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        reject.mutate();
      }}
    >
      <Label htmlFor="reject-reason">Or reject it, saying what does not match the label</Label>
      <Textarea
        id="reject-reason"
        value={reason}
        maxLength={500}
        rows={3}
        invalid={fieldErrors.reason !== undefined}
        onChange={(event) => {
          setReason(event.target.value);
        }}
      />
      {reject.error ? <Alert>{fieldErrors.reason ?? formMessageOf(reject.error)}</Alert> : null}
      <Button type="submit" variant="outline" disabled={reject.isPending}>
        Reject
      </Button>
    </form>
  );
}
