"use client";
import { useMutation } from "@/lib/api/query-hooks";
import { useSession } from "@/components/auth/session";
import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type Ref } from "react";

import { formMessageOf } from "@/components/forms/form-errors";
import { Button, buttonVariants } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { apiDelete, apiPost } from "@/lib/api/fetch-client";

import { LazyReportControl } from "@/components/moderation/report-control-loader";

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

type Outcome = { published: boolean; message: string };

const PUBLISHED: Outcome = { published: true, message: "Published: your stack is in Community Stacks." };
const UNPUBLISHED: Outcome = { published: false, message: "Unpublished: the stack is private again." };

/** The control pressed goes away (or is busy) when publishing changes, so the focus moves to the one in its place. */
function usePublishToggle(isPublished: boolean) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [focusRequests, setFocusRequests] = useState(0);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusRequests > 0) toggle.current?.focus();
  }, [focusRequests]);
  return {
    // The server's answer counts at once, before router.refresh() brings the page's own.
    published: outcome?.published ?? isPublished,
    message: outcome?.message ?? "",
    toggle,
    settle: (next?: Outcome) => {
      if (next) setOutcome(next);
      setFocusRequests((count) => count + 1);
    },
  };
}

export function StackActions({ stack, isOwner, likeCount, likedByViewer }: StackActionsProps) {
  const [publishing, setPublishing] = useState(false);
  const { published, message, toggle, settle } = usePublishToggle(stack.isPublished);
  const title = stack.publishedTitle ?? stack.name;
  const closeForm = (outcome?: Outcome) => {
    setPublishing(false);
    settle(outcome);
  };
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void shareLink(title, published)}>
          Copy link
        </Button>
        <CopyToStack stack={stack} title={title} isOwner={isOwner} />
        {published ? <LikeButton stackId={stack.id} count={likeCount} liked={likedByViewer} /> : null}
        {published && !isOwner ? (
          <LazyReportControl
            target="stack"
            id={stack.id}
            label="Report this stack"
            signInReturn={`/stack/${stack.id}`}
            className="self-center"
          />
        ) : null}
        {isOwner && published ? (
          <UnpublishButton stackId={stack.id} buttonRef={toggle} onSettled={settle} />
        ) : null}
        {isOwner && !published && !publishing ? (
          <Button ref={toggle} variant="outline" onClick={() => setPublishing(true)}>
            Publish to the community
          </Button>
        ) : null}
      </div>
      <p role="status" className="text-sm text-slate-700 empty:hidden">
        {message}
      </p>
      {publishing ? (
        <PublishForm stack={stack} onPublished={() => closeForm(PUBLISHED)} onCancel={() => closeForm()} />
      ) : null}
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

type UnpublishButtonProps = {
  stackId: string;
  buttonRef: Ref<HTMLButtonElement>;
  onSettled: (outcome?: Outcome) => void;
};

function UnpublishButton({ stackId, buttonRef, onSettled }: UnpublishButtonProps) {
  const router = useRouter();
  const unpublish = useMutation({
    mutationFn: () => apiDelete(`/api/stacks/${stackId}/publish`),
    onSuccess: () => {
      toast({ title: "Unpublished", description: "The stack is private again." });
      onSettled(UNPUBLISHED);
      router.refresh();
    },
    onError: (error) => {
      toast({ title: "Could not unpublish", description: formMessageOf(error), variant: "destructive" });
      onSettled();
    },
  });
  return (
    <Button ref={buttonRef} variant="outline" busy={unpublish.isPending} onClick={() => unpublish.mutate()}>
      Unpublish
    </Button>
  );
}
