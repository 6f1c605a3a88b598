import { type FormEvent, useEffect, useRef, useState } from 'react';
import { nextSignInStep, type SessionView, type ShopChoice, type SignInInput, signIn } from '../api/session';
import { Field } from '../components/Field';
import { Notice } from '../components/Notice';

type Step = 'credentials' | 'shop' | 'two_factor';

/** Email and password; then, when asked, the shop and the second factor (TOTP or a recovery code). */
export function SignIn({
  notice,
  onSignedIn,
}: {
  notice: string | undefined;
  onSignedIn: (session: SessionView) => Promise<void>;
}) {
  const [step, setStep] = useState<Step>('credentials');
  const [form, setForm] = useState<SignInInput>({ email: '', password: '' });
  const [shops, setShops] = useState<ShopChoice[]>([]);
  const [useRecovery, setUseRecovery] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    document.title = 'Sign in · Shopforge';
  }, []);
  // A new step moves focus to its heading, so a screen reader hears what is asked now.
  useEffect(() => {
    if (step !== 'credentials') heading.current?.focus();
  }, [step]);

  const set = (patch: Partial<SignInInput>) => setForm((previous) => ({ ...previous, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onSignedIn(await signIn(form));
    } catch (caught) {
      const next = nextSignInStep(caught);
      if (next.kind === 'two_factor') {
        if (step === 'two_factor') setError('That code did not work. Check it and try again.');
        setStep('two_factor');
      } else if (next.kind === 'choose_shop') {
        setShops(next.shops);
        setStep('shop');
      } else if (next.kind === 'locked') {
        // The sign-in limits wait from one second to fifteen minutes (docs/oauth.md).
        const wait = next.retryAfter;
        const when = wait === null ? 'later' : wait < 60 ? `in ${wait} s` : `in ${Math.ceil(wait / 60)} min`;
        setError(`Too many attempts. Try again ${when}.`);
      } else setError(next.message);
    } finally {
      setBusy(false);
    }
  };

  const title =
    step === 'two_factor' ? 'Two-factor sign-in' : step === 'shop' ? 'Choose a shop' : 'Sign in to your shop';
  return (
    <main className="center narrow" id="main">
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <Notice kind="info">{notice}</Notice>
      <form onSubmit={submit} className="stack" noValidate={false}>
        {step === 'credentials' ? (
          <>
            <Field
              label="Email"
              type="email"
              name="email"
              autoComplete="username"
              required
              value={form.email}
              onChange={(event) => set({ email: event.target.value })}
            />
            <Field
              label="Password"
              type="password"
              name="password"
              autoComplete="current-password"
              required
              value={form.password}
              onChange={(event) => set({ password: event.target.value })}
            />
          </>
        ) : null}
        {step === 'shop' ? (
          shops.length > 0 ? (
            <fieldset>
              <legend>This email opens several shops. Which one?</legend>
              {shops.map((shop) => (
                <label className="choice" key={shop.id}>
                  <input
                    type="radio"
                    name="shop"
                    value={shop.id}
                    required
                    checked={form.shop_id === shop.id}
                    onChange={() => set({ shop_id: shop.id })}
                  />
                  {/* One flex item: the slug wraps under the name instead of beside it in a column. */}
                  <span>
                    {shop.name}
                    {shop.slug ? <span className="muted"> ({shop.slug})</span> : null}
                  </span>
                </label>
              ))}
            </fieldset>
          ) : (
            <Field
              label="Shop ID"
              hint="This email opens several shops: enter the ID of the one to open."
              required
              value={form.shop_id ?? ''}
              onChange={(event) => set({ shop_id: event.target.value.trim() })}
            />
          )
        ) : null}
        {step === 'two_factor' ? (
          useRecovery ? (
            <Field
              label="Recovery code"
              autoComplete="off"
              required
              value={form.recovery_code ?? ''}
              onChange={(event) => set({ recovery_code: event.target.value.trim(), totp_code: undefined })}
            />
          ) : (
            <Field
              label="Code from your authenticator app"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              required
              value={form.totp_code ?? ''}
              onChange={(event) => set({ totp_code: event.target.value.trim(), recovery_code: undefined })}
            />
          )
        ) : null}
        <Notice kind="error">{error}</Notice>
        <div className="actions">
          <button type="submit" disabled={busy}>
            {busy ? 'Signing in…' : step === 'credentials' ? 'Sign in' : 'Continue'}
          </button>
          {step === 'two_factor' ? (
            <button type="button" className="secondary" onClick={() => setUseRecovery(!useRecovery)}>
              {useRecovery ? 'Use an authenticator code' : 'Use a recovery code'}
            </button>
          ) : null}
          {step !== 'credentials' ? (
            <button
              type="button"
              className="secondary"
              onClick={() => {
                setStep('credentials');
                setForm({ email: form.email, password: '' });
                setError(null);
              }}
            >
              Start over
            </button>
          ) : null}
        </div>
      </form>
    </main>
  );
}
