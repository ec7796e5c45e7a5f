// Plain words on which ways of signing in are strongest, and why (docs/reference/accounts.md "Passkeys").
export function SignInMethods() {
  return (
    <div className="space-y-3 text-sm text-slate-700">
      <p>From strongest to weakest:</p>
      <ol className="list-decimal space-y-2 pl-5">
        <li>
          <strong>Passkey.</strong> Your device keeps a key that only works on this website, so a fake site
          cannot trick you into handing it over, and there is no password to steal or reuse. The UK&apos;s
          National Cyber Security Centre recommends passkeys where they are offered.
        </li>
        <li>
          <strong>Password and an authenticator app.</strong> The app makes a new code every 30 seconds on
          your phone, without the phone network. A convincing fake site could still ask you for a code.
        </li>
        <li>
          <strong>Password and a text message.</strong> Much better than a password alone, but texts can be
          intercepted, or your number moved to another SIM by a fraudster, so use it if an app is not for you.
        </li>
      </ol>
      <p>If you lose access to every one of them, you can still reset your password by email.</p>
    </div>
  );
}
