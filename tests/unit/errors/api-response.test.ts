/** @jest-environment node */
import { z } from "zod";
import { AppError } from "@/lib/errors/app-error";
import {
  errorResponse,
  jsonOk,
  parseJsonBody,
  parseSearchParams,
  requestIdFor,
  toAppError,
  type AppErrorMapper,
} from "@/lib/api-server/api-response";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function jsonRequest(body: string, headers: Record<string, string> = {}): Request {
  return new Request("http://localhost/api/test", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
  });
}

async function readJson(response: Response): Promise<unknown> {
  return (await response.json()) as unknown;
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
});

describe("jsonOk", () => {
  it("wraps data in the success envelope and keeps init", async () => {
    const response = jsonOk({ id: "s1" }, { status: 201 });
    expect(response.status).toBe(201);
    expect(await readJson(response)).toEqual({ success: true, data: { id: "s1" } });
  });
});

describe("errorResponse", () => {
  it("answers an AppError with its status, code and user message", async () => {
    const response = errorResponse(new AppError("CONFLICT", "stack name clash"), "req-1");
    expect(response.status).toBe(409);
    expect(response.headers.get("X-Request-Id")).toBe("req-1");
    expect(await readJson(response)).toEqual({
      success: false,
      error: { code: "CONFLICT", message: "This action conflicts with existing data", requestId: "req-1" },
    });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("answers a ZodError as a 400 VALIDATION_ERROR with dotted field paths", async () => {
    const schema = z
      .object({ items: z.array(z.object({ quantity: z.number().int().min(1) })), name: z.string() })
      .refine(() => false, { message: "Stack is invalid" });
    const result = schema.safeParse({ items: [{ quantity: 0 }] });
    expect(result.success).toBe(false);
    const response = errorResponse(result.error, "req-2");
    expect(response.status).toBe(400);
    const body = (await readJson(response)) as {
      error: { code: string; details: { fieldErrors: Record<string, string[]> } };
    };
    expect(body.error.code).toBe("VALIDATION_ERROR");
    expect(Object.keys(body.error.details.fieldErrors).sort()).toEqual(["items.0.quantity", "name"]);
    expect(body.error.details.fieldErrors["items.0.quantity"]).toHaveLength(1);
  });

  it("puts root-level zod issues in formErrors", async () => {
    const result = z.string().safeParse(5);
    const body = (await readJson(errorResponse(result.error, "r"))) as {
      error: { details: { fieldErrors: Record<string, string[]>; formErrors: string[] } };
    };
    expect(body.error.details.fieldErrors).toEqual({});
    expect(body.error.details.formErrors).toHaveLength(1);
  });

  it("answers an unknown error as 500 INTERNAL_ERROR without leaking it, and logs it with the request id", async () => {
    const secret = new Error("password=hunter2 at db.internal:5432");
    const response = errorResponse(secret, "req-3");
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain("hunter2");
    expect(text).not.toContain("db.internal");
    expect(JSON.parse(text)).toEqual({
      success: false,
      error: {
        code: "INTERNAL_ERROR",
        message: "Something went wrong. Our team has been notified",
        requestId: "req-3",
      },
    });
    expect(consoleError).toHaveBeenCalledTimes(1);
    const [message, logged] = consoleError.mock.calls[0] as unknown[];
    expect(String(message)).toContain("req-3");
    expect(logged).toBe(secret);
  });

  it("handles thrown non-errors", async () => {
    const response = errorResponse("just a string", "req-4");
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain("just a string");
  });

  it("maps Prisma's record-not-found and unique-constraint errors", () => {
    const prismaError = (code: string) =>
      Object.assign(new Error("raw prisma text"), { name: "PrismaClientKnownRequestError", code });
    expect(toAppError(prismaError("P2025")).code).toBe("NOT_FOUND");
    expect(toAppError(prismaError("P2002")).status).toBe(409);
    // An unreachable database server is a 503 (lib/errors/database-unavailable.ts); other codes 500.
    expect(toAppError(prismaError("P1001"))).toMatchObject({ code: "SERVICE_UNAVAILABLE", status: 503 });
    expect(toAppError(prismaError("P2010")).code).toBe("INTERNAL_ERROR");
  });

  it("logs an outage as one line per kind a minute, without a stack trace per request", () => {
    const refused = () =>
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    for (let request = 0; request < 50; request += 1) {
      expect(errorResponse(refused(), `outage-${request}`).status).toBe(503);
    }
    expect(errorResponse(new AppError("AI_SERVICE_UNAVAILABLE"), "ai-1").status).toBe(503);
    expect(errorResponse(new AppError("AI_SERVICE_UNAVAILABLE"), "ai-2").status).toBe(503);

    expect(consoleError.mock.calls).toEqual([
      ["[request outage-0] SERVICE_UNAVAILABLE ECONNREFUSED answered with 503: The database is unavailable"],
      [
        "[request ai-1] AI_SERVICE_UNAVAILABLE answered with 503: AI recommendations are temporarily unavailable",
      ],
    ]);
  });

  it("lets toAppError use other mappers", () => {
    const teapot: AppErrorMapper = (error) => (error === "teapot" ? new AppError("CONFLICT") : undefined);
    expect(toAppError("teapot", [teapot]).code).toBe("CONFLICT");
    expect(toAppError("other", [teapot]).code).toBe("INTERNAL_ERROR");
  });
});

describe("requestIdFor", () => {
  it("makes a fresh id per request when none is given", () => {
    const a = requestIdFor(new Request("http://localhost/"));
    const b = requestIdFor(new Request("http://localhost/"));
    expect(a).toMatch(UUID);
    expect(a).not.toBe(b);
  });
});

describe("parseJsonBody", () => {
  const schema = z.object({ quantity: z.coerce.number().int() });

  async function validationFailure(promise: Promise<unknown>): Promise<AppError> {
    const error = await promise.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(AppError);
    const appError = error as AppError;
    expect(appError.code).toBe("VALIDATION_ERROR");
    expect(appError.status).toBe(400);
    return appError;
  }

  it("answers a body the client stopped sending (connection closed) as 400, not 500", async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"quantity":'));
        controller.error(Object.assign(new Error("aborted"), { code: "ECONNRESET" }));
      },
    });
    const request = new Request("http://localhost/api/test", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      duplex: "half",
    } as RequestInit);
    const error = await validationFailure(parseJsonBody(request, schema));
    expect(error.message).toMatch(/connection was closed/);
  });

  it("returns the parsed, transformed value", async () => {
    await expect(parseJsonBody(jsonRequest('{"quantity":"3"}'), schema)).resolves.toEqual({ quantity: 3 });
  });

  it("accepts a charset parameter and +json media types", async () => {
    await expect(
      parseJsonBody(
        jsonRequest('{"quantity":1}', { "content-type": "application/json; charset=utf-8" }),
        schema,
      ),
    ).resolves.toEqual({ quantity: 1 });
    await expect(
      parseJsonBody(
        jsonRequest('{"quantity":1}', { "content-type": "application/merge-patch+json" }),
        schema,
      ),
    ).resolves.toEqual({ quantity: 1 });
  });

  it("rejects malformed JSON", async () => {
    const error = await validationFailure(parseJsonBody(jsonRequest('{"quantity":'), schema));
    expect(error.details).toEqual({ fieldErrors: {}, formErrors: ["Request body must be valid JSON"] });
  });

  it("rejects an empty body", async () => {
    await validationFailure(parseJsonBody(jsonRequest(""), schema));
  });

  it.each([["text/plain"], ["application/x-www-form-urlencoded"], ["application/jsonx"]])(
    "rejects content type %p",
    async (contentType) => {
      await validationFailure(
        parseJsonBody(jsonRequest('{"quantity":1}', { "content-type": contentType }), schema),
      );
    },
  );

  it("rejects a request without a content type", async () => {
    const request = new Request("http://localhost/", { method: "POST", body: new Uint8Array([123, 125]) });
    expect(request.headers.get("content-type")).toBeNull();
    await validationFailure(parseJsonBody(request, schema));
  });

  it("rejects a body over the limit even without a Content-Length", async () => {
    const body = JSON.stringify({ quantity: 1, padding: "x".repeat(200) });
    const error = await validationFailure(parseJsonBody(jsonRequest(body), schema, { maxBytes: 100 }));
    expect(error.message).toBe("Request body must not exceed 100 bytes");

    const streamed = new Request("http://localhost/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(body));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(streamed.headers.get("content-length")).toBeNull();
    await validationFailure(parseJsonBody(streamed, schema, { maxBytes: 100 }));
  });

  it("rejects a declared Content-Length over the default 1 MiB limit before reading", async () => {
    const request = jsonRequest('{"quantity":1}', { "content-length": String(1024 * 1024 + 1) });
    await validationFailure(parseJsonBody(request, schema));
  });

  it("rejects invalid UTF-8", async () => {
    const request = new Request("http://localhost/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: new Uint8Array([0x22, 0xff, 0x22]),
    });
    await validationFailure(parseJsonBody(request, schema));
  });

  it("refuses a body nested deeper than 64 levels before parsing it", async () => {
    const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
    const error = await validationFailure(parseJsonBody(jsonRequest(nested(65)), schema));
    expect(error.message).toBe("Request body must not nest more than 64 levels deep");
    // 64 levels are read, and left to the schema.
    await expect(parseJsonBody(jsonRequest(nested(64)), schema)).rejects.toBeInstanceOf(z.ZodError);

    const started = performance.now();
    await validationFailure(
      parseJsonBody(jsonRequest(`${"[".repeat(500_000)}${"]".repeat(500_000)}`), schema),
    );
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("throws the ZodError for a schema failure", async () => {
    await expect(parseJsonBody(jsonRequest('{"quantity":"many"}'), schema)).rejects.toBeInstanceOf(
      z.ZodError,
    );
  });

  it("supports async refinements", async () => {
    const asyncSchema = z
      .object({ name: z.string() })
      .refine((value) => Promise.resolve(value.name !== "taken"), { path: ["name"] });
    await expect(parseJsonBody(jsonRequest('{"name":"taken"}'), asyncSchema)).rejects.toBeInstanceOf(
      z.ZodError,
    );
  });
});

describe("parseSearchParams", () => {
  const schema = z.object({
    page: z.coerce.number().int().min(1).default(1),
    category: z.string().optional(),
    tag: z.array(z.string()).optional(),
  });

  it("parses single and repeated keys", () => {
    expect(parseSearchParams(new URLSearchParams("page=2&category=focus&tag=a&tag=b"), schema)).toEqual({
      page: 2,
      category: "focus",
      tag: ["a", "b"],
    });
    expect(parseSearchParams(new URLSearchParams(""), schema)).toEqual({ page: 1 });
  });

  it("throws a ZodError that errorResponse answers as 400", async () => {
    let caught: unknown;
    try {
      parseSearchParams(new URLSearchParams("page=zero"), schema);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(z.ZodError);
    const response = errorResponse(caught, "r");
    expect(response.status).toBe(400);
    const body = (await readJson(response)) as {
      error: { details: { fieldErrors: Record<string, string[]> } };
    };
    expect(Object.keys(body.error.details.fieldErrors)).toEqual(["page"]);
  });
});
