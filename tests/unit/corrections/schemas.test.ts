// The correction form's schema (shared by the browser and POST /api/corrections) and the message it stores.
import * as z from "zod/mini";

import { correctionMessage, correctionSchema } from "@/lib/corrections/schemas";

const valid = {
  concerns: "  Iron with levothyroxine ",
  details: "It should say four hours apart.",
  source: " https://www.nhs.uk/medicines/levothyroxine/ ",
};

const fieldErrors = (input: unknown) => {
  const result = correctionSchema.safeParse(input);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
};

describe("correction schema", () => {
  it("trims what people type and accepts an empty source, name and email", () => {
    expect(correctionSchema.parse(valid)).toEqual({
      concerns: "Iron with levothyroxine",
      details: "It should say four hours apart.",
      source: "https://www.nhs.uk/medicines/levothyroxine/",
    });
    expect(correctionSchema.safeParse({ ...valid, source: "", name: "", email: "" }).success).toBe(true);
  });

  it("names each bad field", () => {
    expect(fieldErrors({ concerns: " ", details: "short", source: "http://x.org", email: "x@" })).toEqual({
      concerns: ["Please say which supplement, medicine or condition it is about"],
      details: ["Please write at least 10 characters"],
      source: ["Please give a web address starting with https://"],
      email: ["Please enter a valid email address"],
    });
    expect(fieldErrors({ ...valid, source: "https://nowhere" }).source).toHaveLength(1);
    expect(fieldErrors({ ...valid, extra: true })).toEqual({});
    expect(correctionSchema.safeParse({ ...valid, extra: true }).success).toBe(false);
  });

  it("stores the fields as one message, saying when no source was given", () => {
    expect(correctionMessage({ concerns: "A", details: "B", source: "" })).toBe(
      "About: A\n\nWhat is wrong: B\n\nSource: none given",
    );
    expect(correctionMessage({ concerns: "A", details: "B", source: "https://x.org" })).toMatch(
      /Source: https:\/\/x\.org$/,
    );
  });
});
