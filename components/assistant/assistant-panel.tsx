"use client";
// The assistant's chat panel (docs/reference/assistant.md): answers from our own content with their sources;
// red flags and refusals shown as such; a provider failure says 'AI feature temporarily unavailable' above the
// offline answer. Nothing is retried automatically and the conversation is kept only if the person ticks the
// box (then in this browser's local storage, never on our servers). Enter sends, Shift+Enter starts a new
// line, Escape closes; the last few turns go with each question so a follow-up is understood.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@/lib/api/query-hooks";
import { X } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent, type SyntheticEvent } from "react";
import { useForm } from "react-hook-form";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Checkbox, Textarea } from "@/components/ui/input";
import { apiPost } from "@/lib/api/fetch-client";
import { assistantRequestSchema, type AssistantRequest } from "@/lib/assistant/schemas";

import {
  clearConversation,
  historyOf,
  loadConversation,
  saveConversation,
  type Turn,
} from "./conversation-storage";

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

/** Enter sends the question (once: not while one is on its way); Shift+Enter starts a new line. */
function sendOnEnter(event: KeyboardEvent<HTMLTextAreaElement>, busy: boolean): void {
  if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
  event.preventDefault();
  if (!busy) event.currentTarget.form?.requestSubmit();
}

function useAsk(turns: Turn[], onAnswered: (request: AssistantRequest, reply: Reply) => void) {
  const form = useForm<AssistantRequest>({
    resolver: zodResolver(assistantRequestSchema),
    defaultValues: { message: "" },
  });
  const ask = useMutation({
    mutationFn: (request: AssistantRequest) => apiPost<Reply>("/api/assistant", request),
    retry: false,
    onSuccess: (reply, request) => {
      onAnswered(request, reply);
      form.reset({ message: "" });
    },
  });
  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    ask.reset();
    void form.handleSubmit((values) => {
      // The last few turns go with the question, so "What about it?" is understood.
      ask.mutate({ message: values.message, history: historyOf(turns) });
    })(event);
  };
  return { form, ask, onSubmit };
}

/** Scrolls the conversation so the newest question and its answer are in view, from the question down. */
function useNewestInView(turnCount: number) {
  const conversation = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = conversation.current;
    const turnsShown = element?.querySelectorAll<HTMLElement>(":scope > ol > li");
    const newest = turnsShown?.[turnsShown.length - 2];
    if (element && newest) element.scrollTop = newest.offsetTop - element.offsetTop;
  }, [turnCount]);
  return conversation;
}

export function AssistantPanel({ onClose }: { onClose: () => void }) {
  const [turns, setTurns] = useState<Turn[]>(() => loadConversation() ?? []);
  const [keep, setKeep] = useState(() => loadConversation() !== null);
  useEffect(() => {
    if (keep) saveConversation(turns);
    else clearConversation();
  }, [keep, turns]);
  const { form, ask, onSubmit } = useAsk(turns, (request, reply) => {
    setTurns((previous) => [
      ...previous,
      { role: "user", text: request.message },
      { role: "assistant", reply },
    ]);
  });
  const question = form.register("message");
  const conversation = useNewestInView(turns.length);
  return (
    <section
      role="dialog"
      aria-label="Assistant"
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
      className="fixed inset-x-2 bottom-2 z-50 flex max-h-[80vh] flex-col rounded-lg border border-slate-200 bg-white shadow-xl sm:right-4 sm:left-auto sm:w-[26rem]"
    >
      <header className="flex items-center justify-between border-b border-slate-200 py-1 pr-1 pl-4">
        <h2 className="font-semibold text-slate-900">Assistant</h2>
        <button
          type="button"
          onClick={onClose}
          className="inline-flex size-11 items-center justify-center rounded-md hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none"
          aria-label="Close the assistant"
        >
          <X aria-hidden className="size-5" />
        </button>
      </header>
      <div ref={conversation} className="flex-1 overflow-y-auto px-4 py-3">
        <Conversation turns={turns} />
      </div>
      <form noValidate className="space-y-2 border-t border-slate-200 px-4 py-3" onSubmit={onSubmit}>
        <Textarea
          rows={2}
          aria-label="Your question"
          aria-describedby="assistant-enter-hint"
          maxLength={1000}
          autoFocus
          {...question}
          onKeyDown={(event) => {
            sendOnEnter(event, ask.isPending);
          }}
        />
        <p id="assistant-enter-hint" className="sr-only">
          Enter sends the question; Shift and Enter start a new line.
        </p>
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
