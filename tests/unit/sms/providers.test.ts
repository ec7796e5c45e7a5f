/** @jest-environment node */
import { EnvError, parseServerEnv } from "@/lib/env";
import { smsProviderFor } from "@/lib/sms/send";
import { twilioProvider, twilioRequest } from "@/lib/sms/twilio";

const SID = `AC${"0123456789abcdef".repeat(2)}`;
const TWILIO = {
  TWILIO_ACCOUNT_SID: SID,
  TWILIO_AUTH_TOKEN: "secret-token-0123456789",
  TWILIO_FROM: "+447400000001",
};

describe("SMS provider selection", () => {
  it("keeps texts in the dev outbox without a provider", () => {
    expect(smsProviderFor(parseServerEnv({})).name).toBe("outbox");
    expect(smsProviderFor(parseServerEnv({ SMS_PROVIDER: "outbox", ...TWILIO })).name).toBe("outbox");
  });

  it("uses Twilio when named, or when its settings are given", () => {
    expect(smsProviderFor(parseServerEnv({ SMS_PROVIDER: "twilio", ...TWILIO })).name).toBe("twilio");
    expect(smsProviderFor(parseServerEnv(TWILIO)).name).toBe("twilio");
  });

  it("refuses to start with Twilio named but not configured, naming each missing setting", () => {
    let caught: unknown;
    try {
      parseServerEnv({ SMS_PROVIDER: "twilio", TWILIO_ACCOUNT_SID: SID });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EnvError);
    expect((caught as EnvError).issues.map((issue) => issue.variable)).toEqual([
      "TWILIO_AUTH_TOKEN",
      "TWILIO_FROM",
    ]);
    expect(() => parseServerEnv({ TWILIO_ACCOUNT_SID: "not-a-sid" })).toThrow(EnvError);
  });
});

describe("Twilio", () => {
  const message = { to: "+447400123456", body: "123456 is your code." };

  it("posts a form-encoded To, From and Body to the account's Messages resource with basic auth", () => {
    const { url, init } = twilioRequest(
      { accountSid: SID, authToken: "secret-token-0123456789", from: "+447400000001" },
      message,
    );
    expect(url).toBe(`https://api.twilio.com/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(init.method).toBe("POST");
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe(
      `Basic ${Buffer.from(`${SID}:secret-token-0123456789`).toString("base64")}`,
    );
    expect(headers["Content-Type"]).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(new URLSearchParams(init.body as string))).toEqual({
      To: "+447400123456",
      From: "+447400000001",
      Body: "123456 is your code.",
    });
  });

  it("sends from a messaging service when given its SID", () => {
    const { init } = twilioRequest(
      { accountSid: SID, authToken: "t".repeat(20), from: `MG${"a".repeat(32)}` },
      message,
    );
    const form = new URLSearchParams(init.body as string);
    expect(form.get("MessagingServiceSid")).toBe(`MG${"a".repeat(32)}`);
    expect(form.has("From")).toBe(false);
  });

  it("sends through the given fetch, and fails loudly (without the text) on an error answer", async () => {
    const fetchStub = jest
      .fn<Promise<Response>, Parameters<typeof fetch>>()
      .mockResolvedValueOnce(new Response(JSON.stringify({ sid: "SM1" }), { status: 201 }))
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ code: 21211, message: "Invalid 'To' Phone Number" }), { status: 400 }),
      );
    const provider = twilioProvider(
      { accountSid: SID, authToken: "t".repeat(20), from: "+447400000001" },
      fetchStub,
    );
    await provider.send(message);
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(fetchStub.mock.calls[0]?.[0]).toBe(
      `https://api.twilio.com/2010-04-01/Accounts/${SID}/Messages.json`,
    );
    const failure = provider.send(message);
    await expect(failure).rejects.toThrow(/Twilio answered 400.*21211/);
    await expect(failure).rejects.not.toThrow(/123456 is your code/);
  });
});
