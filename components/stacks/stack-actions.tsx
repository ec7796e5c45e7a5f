"use client";
// Actions on /stack/{id}: copy or share the link (Web Share API where the device has it, e.g.
// mobile), copy the stack into my builder, like (signed in), and for the owner: open in the
// builder, publish (title, goal, description) or unpublish.
import { useSession } from "next-auth/react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";

import { FormAlert, SubmitButton, TextField } from "@/components/forms/fields";
import { formMessageOf } from "@/components/forms/form-errors";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { toast } from "@/components/ui/use-toast";
import { apiDelete, apiPost } from "@/lib/api/fetch-client";
import { PUBLISHED_DESCRIPTION_MAX, STACK_NAME_MAX } from "@/lib/stacks/limits";

import { loadStackIntoBuilder, type LoadableStack } from "./load-stack";
import { GOAL_LABELS, SUPPLEMENT_CATEGORIES } from "@/lib/catalogue/values";

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

const button =
  "rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50";

export function StackActions({ stack, isOwner, likeCount, likedByViewer }: StackActionsProps) {
  const router = useRouter();
  const { status } = useSession();
  const [likes, setLikes] = useState({ count: likeCount, liked: likedByViewer });
  const [publishing, setPublishing] = useState(false);

  async function share() {
    const url = window.location.href;
    const title = stack.publishedTitle ?? stack.name;
    try {
      if (typeof navigator.share === "function" && window.matchMedia("(pointer: coarse)").matches) {
        await navigator.share({ title, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      toast({
        title: "Link copied",
        description: stack.isPublished
          ? "Anyone with the link can see this stack."
          : "Only you can open it until you publish it.",
      });
    } catch (error) {
      if ((error as { name?: string }).name === "AbortError") return;
      toast({ title: "Could not copy the link", description: url, variant: "destructive" });
    }
  }

  async function toggleLike() {
    try {
      const result = likes.liked
        ? await apiDelete<{ liked: boolean; likeCount: number }>(`/api/stacks/${stack.id}/like`)
        : await apiPost<{ liked: boolean; likeCount: number }>(`/api/stacks/${stack.id}/like`);
      setLikes({ count: result.likeCount, liked: result.liked });
    } catch (error) {
      toast({
        title: "Could not update your like",
        description: formMessageOf(error),
        variant: "destructive",
      });
    }
  }

  async function unpublish() {
    try {
      await apiDelete(`/api/stacks/${stack.id}/publish`);
      toast({ title: "Unpublished", description: "The stack is private again." });
      router.refresh();
    } catch (error) {
      toast({ title: "Could not unpublish", description: formMessageOf(error), variant: "destructive" });
    }
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={() => void share()} className={button}>
          Copy link
        </button>
        <button
          type="button"
          className={button}
          onClick={() => {
            loadStackIntoBuilder(stack, { asCopy: !isOwner });
            toast({
              title: isOwner ? "Opened in the builder" : "Copied to your stack",
              description: stack.publishedTitle ?? stack.name,
              variant: "success",
            });
            router.push("/stacks");
          }}
        >
          {isOwner ? "Open in builder" : "Copy to my stack"}
        </button>
        {stack.isPublished ? (
          status === "authenticated" ? (
            <button
              type="button"
              aria-pressed={likes.liked}
              onClick={() => void toggleLike()}
              className={button}
            >
              {likes.liked ? "Liked" : "Like"} · {likes.count}
            </button>
          ) : (
            <Link href={`/login?callbackUrl=${encodeURIComponent(`/stack/${stack.id}`)}`} className={button}>
              Sign in to like · {likes.count}
            </Link>
          )
        ) : null}
        {isOwner && stack.isPublished ? (
          <button type="button" onClick={() => void unpublish()} className={button}>
            Unpublish
          </button>
        ) : null}
        {isOwner && !stack.isPublished && !publishing ? (
          <button type="button" onClick={() => setPublishing(true)} className={button}>
            Publish to the community
          </button>
        ) : null}
      </div>
      {publishing ? <PublishForm stack={stack} onDone={() => setPublishing(false)} /> : null}
    </div>
  );
}

function PublishForm({ stack, onDone }: { stack: StackActionsProps["stack"]; onDone: () => void }) {
  const router = useRouter();
  const { busy, fieldErrors, formError, submit } = useFormSubmission();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const result = await submit(() =>
      apiPost(`/api/stacks/${stack.id}/publish`, {
        title: String(form.get("title") ?? "").trim(),
        goal: String(form.get("goal") ?? "") || null,
        description: String(form.get("description") ?? "").trim() || null,
      }),
    );
    if (!result.ok) return;
    toast({
      title: "Published",
      description: "Your stack is in Community Stacks. Your email and health profile are never shown.",
      variant: "success",
    });
    onDone();
    router.refresh();
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="max-w-lg space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <TextField
        id="title"
        label="Title"
        defaultValue={stack.name}
        maxLength={STACK_NAME_MAX}
        required
        error={fieldErrors.title}
      />
      <div>
        <label htmlFor="publish-goal" className="block text-sm font-medium text-slate-800">
          Goal
        </label>
        <select
          id="publish-goal"
          name="goal"
          defaultValue={stack.goal ?? ""}
          className="mt-1 rounded-md border border-slate-300 bg-white px-3 py-2"
        >
          <option value="">None</option>
          {SUPPLEMENT_CATEGORIES.map((goal) => (
            <option key={goal} value={goal}>
              {GOAL_LABELS[goal]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="description" className="block text-sm font-medium text-slate-800">
          Description (optional)
        </label>
        <textarea
          id="description"
          name="description"
          maxLength={PUBLISHED_DESCRIPTION_MAX}
          rows={3}
          className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2"
        />
      </div>
      <p className="text-xs text-slate-600">
        Published stacks show your first name and the initial of your last name, never your email or health
        profile. Do not include personal health details in the text.
      </p>
      <div className="flex gap-2">
        <SubmitButton busy={busy} className="sm:w-auto">
          Publish
        </SubmitButton>
        <button type="button" onClick={onDone} className={button}>
          Cancel
        </button>
      </div>
    </form>
  );
}
