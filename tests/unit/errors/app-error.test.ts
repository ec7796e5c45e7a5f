import { AppError, isAppError } from "@/lib/errors/app-error";

describe("AppError", () => {
  it("takes status and user message from the catalogue and defaults the message to it", () => {
    const error = new AppError("RATE_LIMIT_EXCEEDED");
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("AppError");
    expect(error.code).toBe("RATE_LIMIT_EXCEEDED");
    expect(error.status).toBe(429);
    expect(error.userMessage).toBe("Too many requests. Please wait a moment and try again");
    expect(error.message).toBe("Too many requests. Please wait a moment and try again");
    expect(error.details).toBeUndefined();
  });

  it("keeps the internal message separate from the user message", () => {
    const cause = new Error("connection reset");
    const error = new AppError("DATABASE_ERROR", "stack insert failed", {
      cause,
      details: { table: "Stack" },
    });
    expect(error.message).toBe("stack insert failed");
    expect(error.userMessage).toBe("Unable to save your changes. Please try again");
    expect(error.status).toBe(500);
    expect(error.cause).toBe(cause);
    expect(error.details).toEqual({ table: "Stack" });
  });

  it("lets a caller override the status", () => {
    expect(new AppError("CONFLICT", undefined, { status: 422 }).status).toBe(422);
  });

  it("has helpers for the common cases", () => {
    const validation = AppError.validation({ fieldErrors: { email: ["Required"] }, formErrors: [] });
    expect([validation.code, validation.status]).toEqual(["VALIDATION_ERROR", 400]);
    expect(validation.details).toEqual({ fieldErrors: { email: ["Required"] }, formErrors: [] });

    expect([AppError.notFound().code, AppError.notFound().status]).toEqual(["NOT_FOUND", 404]);
    const supplement = AppError.notFound("SUPPLEMENT_NOT_FOUND", "Supplement s1 not found");
    expect([supplement.code, supplement.status, supplement.userMessage]).toEqual([
      "SUPPLEMENT_NOT_FOUND",
      404,
      "This supplement is not available",
    ]);
    expect(AppError.unauthenticated().status).toBe(401);
    expect(AppError.forbidden().status).toBe(403);
  });

  it("is recognised by isAppError and nothing else is", () => {
    expect(isAppError(new AppError("NOT_FOUND"))).toBe(true);
    expect(isAppError(new Error("NOT_FOUND"))).toBe(false);
    expect(isAppError({ code: "NOT_FOUND", status: 404 })).toBe(false);
  });
});
