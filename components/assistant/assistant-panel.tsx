"use client";
// docs/reference/assistant.md. The conversation is kept only if the person ticks the box, and only in this browser.
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

// An emergency answer's numbers as links a phone can call; only those the NHS-worded answer itself gives.
const EMERGENCY_LINKS = [
  { when: /\b999\b/, href: "tel:999", label: "Call 999" },
  { when: /116 123/, href: "tel:116123", label: "Call Samaritans on 116 123" },
  { when: /\b111\b/, href: "tel:111", label: "Call NHS 111" },
  { when: /\b111\b/, href: "https://111.nhs.uk/", label: "NHS 111 online" },
];

function EmergencyLinks({ answer }: { answer: string }) {
  const links = EMERGENCY_LINKS.filter((link) => link.when.test(answer));
  if (links.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Get help now">
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            className="inline-flex min-h-11 items-center rounded-md bg-red-700 px-3 text-sm font-semibold text-white hover:bg-red-800 focus-visible:ring-2 focus-visible:ring-red-900 focus-visible:ring-offset-2 focus-visible:outline-none"
            {...(link.href.startsWith("http") ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

function ReplyView({ reply }: { reply: Reply }) {
  const urgent = reply.mode === "red_flag";
  return (
    <div className="space-y-2">
      {reply.fallback ? <Alert tone="warning">{reply.fallback.message}</Alert> : null}
      <p className={urgent ? "font-semibold whitespace-pre-line text-red-800" : "whitespace-pre-line"}>
        {reply.answer}
      </p>
      {urgent ? <EmergencyLinks answer={reply.answer} /> : null}
      {reply.sources.length > 0 ? (
        <div>
          <p className="text-xs font-medium text-slate-600">Sources</p>
          <ul className="list-disc pl-5 text-xs">
            {reply.sources.map((source) => (
              <li key={`${source.title}-${source.url}`}>
                <a
                  className="inline-block py-1 underline"
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

/** Reads out the newest answer only, not the question the person has just typed. */
function NewestAnswer({ turns }: { turns: Turn[] }) {
  const newest = turns.at(-1);
  return (
    <p className="sr-only" aria-live="polite">
      {newest?.role === "assistant" ? `Answer: ${newest.reply.answer}` : ""}
    </p>
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
    <ol className="space-y-4 text-sm">
      {turns.map((turn, index) => (
        <li key={index} className={turn.role === "user" ? "rounded-md bg-emerald-50 p-2" : ""}>
          {turn.role === "user" ? <p>{turn.text}</p> : <ReplyView reply={turn.reply} />}
        </li>
      ))}
    </ol>
  );
}

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
      ask.mutate({ message: values.message, history: historyOf(turns) });
    })(event);
  };
  return { form, ask, onSubmit };
}

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

function PanelHeader({ onClose }: { onClose: () => void }) {
  return (
    <div className="flex items-center justify-between border-b border-slate-200 py-1 pr-1 pl-4">
      <h2 className="font-semibold text-slate-900">Assistant</h2>
      <button
        type="button"
        onClick={onClose}
        className="inline-flex size-11 items-center justify-center rounded-md hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none"
        aria-label="Close the assistant"
      >
        <X aria-hidden className="size-5" />
      </button>
    </div>
  );
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
      className="fixed inset-x-2 bottom-2 z-50 flex max-h-[min(80vh,calc(100dvh-1rem))] flex-col rounded-lg border border-slate-200 bg-white shadow-xl sm:right-4 sm:left-auto sm:w-[26rem] [@media(max-height:30rem)]:block [@media(max-height:30rem)]:overflow-y-auto"
    >
      <PanelHeader onClose={onClose} />
      {/* On a short screen (400% zoom) the whole panel scrolls, so the question box and Ask stay reachable. */}
      <div
        ref={conversation}
        className="flex-1 overflow-y-auto px-4 py-3 [@media(max-height:30rem)]:overflow-visible"
      >
        <Conversation turns={turns} />
      </div>
      <NewestAnswer turns={turns} />
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
