import {
  ApiClientError,
  clientErrorFromResponse,
  isClientError,
  networkClientError,
  timeoutClientError,
} from "@/lib/errors/client-error";

describe("clientErrorFromResponse", () => {
  it("uses a known code, message and request id from our error envelope", () => {
    const error = clientErrorFromResponse(404, {
      success: false,
      error: {
        code: "SUPPLEMENT_NOT_FOUND",
        message: "This supplement is not available",
        requestId: "req-123",
        details: { id: "s1" },
      },
    });
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe("SUPPLEMENT_NOT_FOUND");
    expect(error.status).toBe(404);
    expect(error.requestId).toBe("req-123");
    expect(error.details).toEqual({ id: "s1" });
    expect(error.userMessage).toBe("This supplement is not available");
    expect(error.severity).toBe("medium");
    expect(error.retryable).toBe(false);
    expect(Number.isNaN(Date.parse(error.timestamp))).toBe(false);
  });

  it("falls back to the status mapping for an unknown code", () => {
    const error = clientErrorFromResponse(503, { error: { code: "BACKEND_ON_FIRE", message: "boom" } });
    expect(error.code).toBe("SERVICE_UNAVAILABLE");
    expect(error.message).toBe("boom");
    expect(error.userMessage).toBe("An unexpected error occurred. Please try again");
    expect(error.severity).toBe("critical");
    expect(error.retryable).toBe(true);
  });

  it("turns a body with a list of errors into a validation error (docs/product-rules.md §5)", () => {
    const errors = [{ field: "email", message: "Invalid" }];
    const error = clientErrorFromResponse(422, { errors });
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.status).toBe(422);
    expect(error.details).toEqual({ errors });
    expect(error.userMessage).toBe("Please check your input and try again");
  });

  it("lets the list of errors win over a different code", () => {
    expect(clientErrorFromResponse(409, { error: { code: "CONFLICT" }, errors: ["taken"] }).code).toBe(
      "VALIDATION_ERROR",
    );
  });

  it("ignores an empty list of errors", () => {
    expect(clientErrorFromResponse(500, { errors: [] }).code).toBe("INTERNAL_ERROR");
  });

  it("copes with a non-JSON body", () => {
    const error = clientErrorFromResponse(502, "<html>Bad gateway</html>");
    expect(error.code).toBe("BAD_GATEWAY");
    expect(error.message).toBe("Request failed with status 502");
    expect(error.details).toBeUndefined();
    expect(error.requestId).toBeUndefined();
    expect(error.retryable).toBe(true);
  });

  it("copes with no body at all", () => {
    const error = clientErrorFromResponse(401, undefined);
    expect(error.code).toBe("AUTHENTICATION_ERROR");
    expect(error.userMessage).toBe("Please sign in to continue");
  });

  it("reads a string error or a top-level message", () => {
    expect(clientErrorFromResponse(400, { error: "Bad thing" }).message).toBe("Bad thing");
    expect(clientErrorFromResponse(400, { message: "Top level" }).message).toBe("Top level");
  });

  it("uses the fallback request id only when the body has none", () => {
    expect(clientErrorFromResponse(500, {}, "from-header").requestId).toBe("from-header");
    expect(clientErrorFromResponse(500, { error: { requestId: "from-body" } }, "from-header").requestId).toBe(
      "from-body",
    );
  });
});

describe("networkClientError", () => {
  it("is status 0, NETWORK_ERROR and retryable", () => {
    const cause = new TypeError("Failed to fetch");
    const error = networkClientError(cause);
    expect(error.status).toBe(0);
    expect(error.code).toBe("NETWORK_ERROR");
    expect(error.retryable).toBe(true);
    expect(error.message).toBe("Failed to fetch");
    expect(error.cause).toBe(cause);
    expect(error.userMessage).toBe("Unable to connect. Please check your internet connection");
  });

  it("has a message without a cause", () => {
    expect(networkClientError().message).toBe("Network request failed");
  });
});

describe("timeoutClientError", () => {
  it("has the spec's messages, status 408 and is retryable", () => {
    const error = timeoutClientError();
    expect(error.status).toBe(408);
    expect(error.code).toBe("TIMEOUT");
    expect(error.message).toBe("Request timeout: The request took too long to complete");
    expect(error.userMessage).toBe("The request took too long. Please try again");
    expect(error.retryable).toBe(true);
  });
});

describe("ApiClientError", () => {
  it("serialises to the spec's client error object", () => {
    const error = new ApiClientError({
      message: "m",
      status: 429,
      code: "RATE_LIMIT_EXCEEDED",
      requestId: "r",
    });
    expect(JSON.parse(JSON.stringify(error))).toEqual({
      message: "m",
      status: 429,
      code: "RATE_LIMIT_EXCEEDED",
      requestId: "r",
      timestamp: error.timestamp,
      userMessage: "Too many requests. Please wait a moment and try again",
      severity: "high",
      retryable: true,
    });
  });

  it("lets explicit fields override the derived ones", () => {
    const error = new ApiClientError({
      message: "m",
      status: 500,
      code: "INTERNAL_ERROR",
      retryable: false,
      userMessage: "u",
    });
    expect(error.retryable).toBe(false);
    expect(error.userMessage).toBe("u");
  });
});

describe("isClientError", () => {
  it("accepts an ApiClientError and its plain-object form", () => {
    const error = timeoutClientError();
    expect(isClientError(error)).toBe(true);
    expect(isClientError(error.toJSON())).toBe(true);
  });

  it.each([
    [new Error("x")],
    [null],
    ["TIMEOUT"],
    [{ ...timeoutClientError().toJSON(), code: "NOPE" }],
    [{ ...timeoutClientError().toJSON(), severity: "urgent" }],
    [{ ...timeoutClientError().toJSON(), retryable: "yes" }],
  ])("rejects %p", (value) => {
    expect(isClientError(value)).toBe(false);
  });
});
