"use client";
import { useMutation } from "@/lib/api/query-hooks";
import { useSession } from "@/components/auth/session";
import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useState } from "react";

import { formMessageOf } from "@/components/forms/form-errors";
import { Button, buttonVariants } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { apiDelete, apiPost } from "@/lib/api/fetch-client";

import { CopyToStack } from "./copy-to-stack";
import type { LoadableStack } from "./load-stack";
import { PublishForm } from "./publish-form";

export type StackActionsProps = {
  stack: LoadableStack & {
    isPublished: boolean;
    publishedTitle: string | null;
    publishedDescription: string | null;
  };
  isOwner: boolean;
  likeCount: number;
  likedByViewer: boolean;
};

const actionClass = buttonVariants({ variant: "outline" });

async function shareLink(title: string, isPublished: boolean): Promise<void> {
  const url = window.location.href;
  try {
    if (typeof navigator.share === "function" && window.matchMedia("(pointer: coarse)").matches) {
      await navigator.share({ title, url });
      return;
    }
    await navigator.clipboard.writeText(url);
    toast({
      title: "Link copied",
      description: isPublished
        ? "Anyone with the link can see this stack."
        : "Only you can open it until you publish it.",
    });
  } catch (error) {
    // The visitor closed the share sheet: nothing went wrong.
    if (error instanceof DOMException && error.name === "AbortError") return;
    toast({ title: "Could not copy the link", description: url, variant: "destructive" });
  }
}

export function StackActions({ stack, isOwner, likeCount, likedByViewer }: StackActionsProps) {
  const [publishing, setPublishing] = useState(false);
  const title = stack.publishedTitle ?? stack.name;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void shareLink(title, stack.isPublished)}>
          Copy link
        </Button>
        <CopyToStack stack={stack} title={title} isOwner={isOwner} />
        {stack.isPublished ? <LikeButton stackId={stack.id} count={likeCount} liked={likedByViewer} /> : null}
        {isOwner && stack.isPublished ? <UnpublishButton stackId={stack.id} /> : null}
        {isOwner && !stack.isPublished && !publishing ? (
          <Button variant="outline" onClick={() => setPublishing(true)}>
            Publish to the community
          </Button>
        ) : null}
      </div>
      {publishing ? <PublishForm stack={stack} onDone={() => setPublishing(false)} /> : null}
    </div>
  );
}

type LikeAnswer = { liked: boolean; likeCount: number };

function LikeButton({ stackId, count, liked }: { stackId: string; count: number; liked: boolean }) {
  const { status } = useSession();
  const like = useMutation({
    mutationFn: (nextLiked: boolean) =>
      nextLiked
        ? apiPost<LikeAnswer>(`/api/stacks/${stackId}/like`)
        : apiDelete<LikeAnswer>(`/api/stacks/${stackId}/like`),
    onError: (error) =>
      toast({
        title: "Could not update your like",
        description: formMessageOf(error),
        variant: "destructive",
      }),
  });
  const current = like.data ?? { liked, likeCount: count };
  if (status !== "authenticated") {
    return (
      <Link href={`/login?callbackUrl=${encodeURIComponent(`/stack/${stackId}`)}`} className={actionClass}>
        Sign in to like · {current.likeCount}
      </Link>
    );
  }
  return (
    <Button
      variant="outline"
      aria-pressed={current.liked}
      disabled={like.isPending}
      onClick={() => like.mutate(!current.liked)}
    >
      {current.liked ? "Liked" : "Like"} · {current.likeCount}
    </Button>
  );
}

function UnpublishButton({ stackId }: { stackId: string }) {
  const router = useRouter();
  const unpublish = useMutation({
    mutationFn: () => apiDelete(`/api/stacks/${stackId}/publish`),
    onSuccess: () => {
      toast({ title: "Unpublished", description: "The stack is private again." });
      router.refresh();
    },
    onError: (error) =>
      toast({ title: "Could not unpublish", description: formMessageOf(error), variant: "destructive" }),
  });
  return (
    <Button variant="outline" busy={unpublish.isPending} onClick={() => unpublish.mutate()}>
      Unpublish
    </Button>
  );
}
