"use client";
// The assistant's chat panel (docs/reference/assistant.md): answers from our own content with their sources;
// red flags and refusals shown as such; a provider failure says 'AI feature temporarily unavailable' above the
// offline answer. Nothing is retried automatically and the conversation is kept only if the person ticks the
// box (then in this browser's local storage, never on our servers).
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { X } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Checkbox, Textarea } from "@/components/ui/input";
import { apiPost } from "@/lib/api/fetch-client";
import { assistantRequestSchema, type AssistantRequest } from "@/lib/assistant/schemas";

import { clearConversation, loadConversation, saveConversation, type Turn } from "./conversation-storage";

type Reply = Extract<Turn, { role: "assistant" }>["reply"];

function ReplyView({ reply }: { reply: Reply }) {
  const urgent = reply.mode === "red_flag";
  return (
    <div className="space-y-2">
      {reply.fallback ? <Alert tone="warning">{reply.fallback.message}</Alert> : null}
      <p className={urgent ? "font-semibold whitespace-pre-line text-red-800" : "whitespace-pre-line"}>
        {reply.answer}
      </p>
      {reply.sources.length > 0 ? (
        <div>
          <p className="text-xs font-medium text-slate-600">Sources</p>
          <ul className="list-disc pl-5 text-xs">
            {reply.sources.map((source) => (
              <li key={`${source.title}-${source.url}`}>
                <a
                  className="underline"
                  href={source.url}
                  {...(source.url.startsWith("http") ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                >
                  {source.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function Conversation({ turns }: { turns: Turn[] }) {
  if (turns.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        Ask about a supplement, its dose, interactions with your medicines, timing, prices or how the site
        works. I answer from our catalogue, interaction database and articles, and link every source. In an
        emergency call 999; for urgent advice call NHS 111.
      </p>
    );
  }
  return (
    <ol className="space-y-4 text-sm" aria-live="polite">
      {turns.map((turn, index) => (
        <li key={index} className={turn.role === "user" ? "rounded-md bg-emerald-50 p-2" : ""}>
          {turn.role === "user" ? <p>{turn.text}</p> : <ReplyView reply={turn.reply} />}
        </li>
      ))}
    </ol>
  );
}

export function AssistantPanel({ onClose }: { onClose: () => void }) {
  const [turns, setTurns] = useState<Turn[]>(() => loadConversation() ?? []);
  const [keep, setKeep] = useState(() => loadConversation() !== null);
  useEffect(() => {
    if (keep) saveConversation(turns);
    else clearConversation();
  }, [keep, turns]);
  const form = useForm<AssistantRequest>({
    resolver: zodResolver(assistantRequestSchema),
    defaultValues: { message: "" },
  });
  const ask = useMutation({
    mutationFn: (request: AssistantRequest) => apiPost<Reply>("/api/assistant", request),
    retry: false,
    onSuccess: (reply, request) => {
      setTurns((previous) => [
        ...previous,
        { role: "user", text: request.message },
        { role: "assistant", reply },
      ]);
      form.reset({ message: "" });
    },
  });
  return (
    <section
      role="dialog"
      aria-label="Assistant"
      className="fixed inset-x-2 bottom-2 z-50 flex max-h-[80vh] flex-col rounded-lg border border-slate-200 bg-white shadow-xl sm:right-4 sm:left-auto sm:w-[26rem]"
    >
      <header className="flex items-center justify-between border-b border-slate-200 px-4 py-2">
        <h2 className="font-semibold text-slate-900">Assistant</h2>
        <button
          type="button"
          onClick={onClose}
          className="rounded p-1 hover:bg-slate-100"
          aria-label="Close the assistant"
        >
          <X aria-hidden className="size-4" />
        </button>
      </header>
      <div className="flex-1 overflow-y-auto px-4 py-3">
        <Conversation turns={turns} />
      </div>
      <form
        noValidate
        className="space-y-2 border-t border-slate-200 px-4 py-3"
        onSubmit={(event) => {
          ask.reset();
          void form.handleSubmit((values) => {
            ask.mutate(values);
          })(event);
        }}
      >
        <Textarea rows={2} aria-label="Your question" maxLength={1000} {...form.register("message")} />
        {form.formState.errors.message ? (
          <p className="text-sm text-red-700">{form.formState.errors.message.message}</p>
        ) : null}
        {ask.isError ? <Alert>{ask.error.message}</Alert> : null}
        <div className="flex items-center justify-between gap-2">
          <label className="flex items-center gap-2 text-xs text-slate-700">
            <Checkbox
              checked={keep}
              onChange={(event) => {
                setKeep(event.target.checked);
              }}
            />
            Keep this conversation in this browser
          </label>
          <Button type="submit" size="sm" busy={ask.isPending}>
            Ask
          </Button>
        </div>
      </form>
    </section>
  );
}
