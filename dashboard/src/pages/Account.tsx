import { type ReactNode, useId, useState } from 'react';
import { twoFactorDisable, twoFactorEnable, twoFactorSetup } from '../api/session';
import { Field } from '../components/Field';
import { ActionForm } from '../components/FormDialog';
import { Notice } from '../components/Notice';
import { Secret } from '../components/Secret';
import { SecretShown } from '../components/SecretShown';
import { useDashboard } from '../context';
import { when } from '../format';
import { useAction } from '../hooks';

/** The member's own sign-in: two-factor with recovery codes, and signing out everywhere. */
export default function Account() {
  const { session, signOut } = useDashboard();
  const id = useId();
  return (
    <>
      <h1>Your account</h1>
      <dl className="facts">
        <dt>Email</dt>
        <dd>{session.member.email}</dd>
        <dt>Role</dt>
        <dd>{session.member.role}</dd>
        <dt>Session ends</dt>
        <dd>{when(session.expires_at)}</dd>
      </dl>
      <section aria-labelledby={`${id}-2fa`}>
        <h2 id={`${id}-2fa`}>Two-factor sign-in</h2>
        <TwoFactor />
      </section>
      <section aria-labelledby={`${id}-sessions`}>
        <h2 id={`${id}-sessions`}>Sessions</h2>
        <p>
          Signing out everywhere ends every dashboard session of yours, on every device, this one included.
        </p>
        <button type="button" className="danger" onClick={() => void signOut(true)}>
          Sign out everywhere
        </button>
      </section>
    </>
  );
}

/** Off → a secret to add to an authenticator → on, with recovery codes shown once → off again. */
function TwoFactor() {
  const { session, reloadSession } = useDashboard();
  const csrf = session.csrf_token;
  const [setup, setSetup] = useState<{ secret: string; otpauth_uri: string } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const action = useAction();

  if (codes) {
    return (
      <SecretShown
        label="Recovery codes"
        value={codes.join(' ')}
        onDone={() => {
          setCodes(null);
          void reloadSession();
        }}
      >
        <Notice kind="success">Two-factor sign-in is on.</Notice>
        <p>
          Keep these recovery codes somewhere safe; each works once, in place of a code. They are shown only
          now.
        </p>
      </SecretShown>
    );
  }
  if (session.two_factor.enabled) {
    return (
      <CodeForm
        label="Current code to turn it off"
        submitLabel="Turn off two-factor"
        danger
        send={(code) => twoFactorDisable(csrf, code).then(() => true)}
        onDone={() => void reloadSession()}
      >
        <p>Two-factor sign-in is on.</p>
      </CodeForm>
    );
  }
  if (setup) {
    return (
      <CodeForm
        label="Code from the app"
        submitLabel="Turn on two-factor"
        send={(code) => twoFactorEnable(csrf, code)}
        onDone={(answer) => {
          setCodes(answer.recovery_codes);
          setSetup(null);
        }}
      >
        <p>
          Add this secret to your authenticator app (or open the link on the device that has it), then enter
          the code it shows.
        </p>
        <Secret label="Authenticator secret" value={setup.secret} />
        <p>
          <a href={setup.otpauth_uri}>Open in authenticator app</a>
        </p>
      </CodeForm>
    );
  }
  return (
    <div className="stack">
      <p>Two-factor sign-in is off: a password alone opens your account.</p>
      <Notice kind="error">{action.error}</Notice>
      <div className="actions">
        <button
          type="button"
          disabled={action.busy}
          onClick={async () => {
            const answer = await action.run(() => twoFactorSetup(csrf));
            if (answer) setSetup(answer);
          }}
        >
          Set up two-factor
        </button>
      </div>
    </div>
  );
}

/** A form asking for the authenticator's current code, to turn two-factor on or off. */
function CodeForm<T>({
  label,
  submitLabel,
  danger,
  send,
  onDone,
  children,
}: {
  label: string;
  submitLabel: string;
  danger?: boolean;
  send: (code: string) => Promise<T>;
  onDone: (answer: T) => void;
  children: ReactNode;
}) {
  const [code, setCode] = useState('');
  const action = useAction();
  const submit = async () => {
    const answer = await action.run(() => send(code));
    if (answer !== undefined) onDone(answer);
  };
  return (
    <ActionForm action={action} onSubmit={submit} submitLabel={submitLabel} {...(danger ? { danger } : {})}>
      {children}
      <Field
        label={label}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        value={code}
        onChange={(event) => setCode(event.target.value.trim())}
      />
    </ActionForm>
  );
}
