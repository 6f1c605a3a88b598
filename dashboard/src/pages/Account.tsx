import { type FormEvent, useId, useState } from 'react';
import { twoFactorDisable, twoFactorEnable, twoFactorSetup } from '../api/session';
import { Field } from '../components/Field';
import { Notice } from '../components/Notice';
import { Secret } from '../components/Secret';
import { useDashboard } from '../context';
import { when } from '../format';
import { useAction } from '../hooks';

/** The member's own sign-in: two-factor with recovery codes, and signing out everywhere. */
export default function Account() {
  const { session, signOut, reloadSession } = useDashboard();
  const id = useId();
  const [setup, setSetup] = useState<{ secret: string; otpauth_uri: string } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const action = useAction();

  const enable = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await action.run(() => twoFactorEnable(session.csrf_token, code));
    if (answer) {
      setCodes(answer.recovery_codes);
      setSetup(null);
      setCode('');
    }
  };
  const disable = async (event: FormEvent) => {
    event.preventDefault();
    if ((await action.run(() => twoFactorDisable(session.csrf_token, code).then(() => true))) === true) {
      setCode('');
      await reloadSession();
    }
  };
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
        <Notice kind="error">{action.error}</Notice>
        {codes ? (
          <div className="stack">
            <Notice kind="success">Two-factor sign-in is on.</Notice>
            <p>
              Keep these recovery codes somewhere safe; each works once, in place of a code. They are shown
              only now.
            </p>
            <Secret label="Recovery codes" value={codes.join(' ')} />
            <button type="button" onClick={() => void reloadSession()}>
              Done
            </button>
          </div>
        ) : session.two_factor.enabled ? (
          <form className="stack" onSubmit={disable}>
            <p>Two-factor sign-in is on.</p>
            <Field
              label="Current code to turn it off"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              value={code}
              onChange={(event) => setCode(event.target.value.trim())}
            />
            <div className="actions">
              <button type="submit" className="danger" disabled={action.busy}>
                Turn off two-factor
              </button>
            </div>
          </form>
        ) : setup ? (
          <form className="stack" onSubmit={enable}>
            <p>
              Add this secret to your authenticator app (or open the link on the device that has it), then
              enter the code it shows.
            </p>
            <Secret label="Authenticator secret" value={setup.secret} />
            <p>
              <a href={setup.otpauth_uri}>Open in authenticator app</a>
            </p>
            <Field
              label="Code from the app"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              value={code}
              onChange={(event) => setCode(event.target.value.trim())}
            />
            <div className="actions">
              <button type="submit" disabled={action.busy}>
                Turn on two-factor
              </button>
            </div>
          </form>
        ) : (
          <div className="stack">
            <p>Two-factor sign-in is off: a password alone opens your account.</p>
            <div className="actions">
              <button
                type="button"
                disabled={action.busy}
                onClick={async () => {
                  const answer = await action.run(() => twoFactorSetup(session.csrf_token));
                  if (answer) setSetup(answer);
                }}
              >
                Set up two-factor
              </button>
            </div>
          </div>
        )}
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
