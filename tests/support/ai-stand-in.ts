// A stand-in AI provider on loopback that speaks the OpenAI chat-completions and Anthropic messages HTTP
// APIs, so the real SDK code runs in integration tests. Each request is recorded; what it answers is set
// per test: text (possibly empty), or a failure.
import http from "node:http";
import type { AddressInfo } from "node:net";

type StandInReply = { kind: "text"; text: string } | { kind: "fail" };

export interface AiStandIn {
  /** Base URL for the SDKs (AI_BASE_URL), ending in /v1. */
  baseURL: string;
  /** Requests received, oldest first: the path and the raw JSON body. */
  seen: { path: string; body: string }[];
  /** What the next requests are answered with, from the request's path and body. */
  answerWith: (reply: (request: { path: string; body: string }) => StandInReply) => void;
  close: () => Promise<void>;
}

function payload(path: string, reply: StandInReply): { status: number; body: unknown } {
  if (reply.kind === "fail")
    return { status: 500, body: { error: { message: "stand-in failure", type: "server_error" } } };
  if (path.endsWith("/messages")) {
    return {
      status: 200,
      body: {
        id: "msg_1",
        type: "message",
        role: "assistant",
        model: "stand-in",
        stop_reason: "end_turn",
        stop_sequence: null,
        content: [{ type: "text", text: reply.text }],
        usage: { input_tokens: 1, output_tokens: 1 },
      },
    };
  }
  return {
    status: 200,
    body: {
      id: "chatcmpl-1",
      object: "chat.completion",
      created: 0,
      model: "stand-in",
      choices: [{ index: 0, message: { role: "assistant", content: reply.text }, finish_reason: "stop" }],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    },
  };
}

export async function startAiStandIn(): Promise<AiStandIn> {
  const seen: AiStandIn["seen"] = [];
  let reply: Parameters<AiStandIn["answerWith"]>[0] = () => ({ kind: "text", text: "" });
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const path = request.url ?? "";
      seen.push({ path, body });
      const answer = payload(path, reply({ path, body }));
      response
        .writeHead(answer.status, { "content-type": "application/json" })
        .end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${String(port)}/v1`,
    seen,
    answerWith: (next) => {
      reply = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
