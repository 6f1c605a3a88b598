import type { CreatedOauthApp, OauthApp, OauthInstallation } from '@shopforge/contracts';
import { useState } from 'react';
import { ConfirmButton } from '../components/ConfirmButton';
import { Dialog } from '../components/Dialog';
import { Field, TextAreaField } from '../components/Field';
import { FormDialog } from '../components/FormDialog';
import { Outcome } from '../components/Notice';
import { PageHead } from '../components/PageHead';
import { RowButton } from '../components/RowButton';
import { ScopePicker } from '../components/ScopePicker';
import { SecretShown } from '../components/SecretShown';
import { Table } from '../components/Table';
import { WhenLoaded } from '../components/WhenLoaded';
import { useAccess, useDashboard } from '../context';
import { when } from '../format';
import { useAction, useLoad, useNotice } from '../hooks';
import { accessMap, scopesFrom } from '../scopes';

type Open =
  | { kind: 'register' }
  | { kind: 'edit'; app: OauthApp }
  | { kind: 'secret'; clientId: string; secret: string }
  | null;

/** Apps the shop registered, and apps installed on it (docs/oauth.md "Apps through the Developer API"). */
export default function OauthApps() {
  const { api } = useDashboard();
  const { write } = useAccess('oauth_apps');
  const apps = useLoad(() => api.get<OauthApp[]>('/oauth-apps'), [api]);
  const installs = useLoad(() => api.get<OauthInstallation[]>('/oauth-installations'), [api]);
  const [open, setOpen] = useState<Open>(null);
  const notice = useNotice(apps.reload, installs.reload);
  const action = useAction();
  const done = (text: string) => {
    setOpen(null);
    notice.done(text);
  };
  const rotate = async (app: OauthApp) => {
    const answer = await action.run(() =>
      api.data<CreatedOauthApp>('POST', `/oauth-apps/${app.client_id}/rotate-secret`),
    );
    if (answer?.client_secret)
      setOpen({ kind: 'secret', clientId: app.client_id, secret: answer.client_secret });
  };
  return (
    <>
      <PageHead
        title="OAuth apps"
        action={write ? { label: 'Register app', onClick: () => setOpen({ kind: 'register' }) } : null}
      />
      <Outcome success={notice.message} errors={[action.error]} />
      <h2>Your apps</h2>
      <WhenLoaded loaded={apps} what="apps">
        {(rows) => (
          <Table
            label="Registered apps"
            rows={rows}
            rowKey={(app) => app.client_id}
            empty="No apps registered."
            columns={[
              { header: 'Name', cell: (app) => app.name },
              { header: 'Client ID', cell: (app) => <code>{app.client_id}</code>, secondary: true },
              { header: 'Type', cell: (app) => app.client_type },
              { header: 'Redirect URIs', cell: (app) => app.redirect_uris.join(' '), secondary: true },
              { header: 'Scopes', cell: (app) => app.scopes.join(' '), secondary: true },
            ]}
            actions={
              write
                ? (app) => (
                    <>
                      <RowButton about={` ${app.name}`} onClick={() => setOpen({ kind: 'edit', app })}>
                        Edit
                      </RowButton>
                      {app.client_type === 'confidential' ? (
                        <RowButton
                          about={` of ${app.name}`}
                          disabled={action.busy}
                          onClick={() => void rotate(app)}
                        >
                          Rotate secret
                        </RowButton>
                      ) : null}
                      <ConfirmButton
                        title="Delete this app?"
                        confirmLabel="Delete app"
                        consequence={
                          <p>It is uninstalled everywhere and every token it holds stops working.</p>
                        }
                        action={action}
                        run={() => api.request('DELETE', `/oauth-apps/${app.client_id}`)}
                        onDone={() => notice.done(`${app.name} deleted.`)}
                      >
                        Delete<span className="sr-only"> {app.name}</span>
                      </ConfirmButton>
                    </>
                  )
                : null
            }
          />
        )}
      </WhenLoaded>
      <h2>Installed on your shop</h2>
      <WhenLoaded loaded={installs} what="installations">
        {(rows) => (
          <Table
            label="Installations"
            rows={rows}
            rowKey={(installation) => installation.id}
            empty="No apps installed."
            columns={[
              { header: 'App', cell: (installation) => installation.app.name },
              { header: 'Scopes', cell: (installation) => installation.scopes.join(' ') },
              {
                header: 'Approved by',
                cell: (installation) => installation.approved_by.email ?? '—',
                secondary: true,
              },
              { header: 'Since', cell: (installation) => when(installation.created_at), secondary: true },
              {
                header: 'State',
                cell: (installation) =>
                  installation.revoked_at ? (
                    `revoked ${when(installation.revoked_at)}`
                  ) : write ? (
                    <ConfirmButton
                      title="Revoke this installation?"
                      confirmLabel="Revoke installation"
                      consequence={<p>The app's tokens on your shop are refused from their next request.</p>}
                      action={action}
                      run={() => api.request('DELETE', `/oauth-installations/${installation.id}`)}
                      onDone={() => notice.done(`${installation.app.name} can no longer reach your shop.`)}
                    >
                      Revoke<span className="sr-only"> {installation.app.name}</span>
                    </ConfirmButton>
                  ) : (
                    'active'
                  ),
              },
            ]}
          />
        )}
      </WhenLoaded>
      {open?.kind === 'register' || open?.kind === 'edit' ? (
        <AppDialog
          app={open.kind === 'edit' ? open.app : null}
          onClose={() => setOpen(null)}
          onSaved={(text, secret) => {
            if (secret) {
              notice.done(text);
              setOpen({ kind: 'secret', clientId: secret.clientId, secret: secret.value });
            } else done(text);
          }}
        />
      ) : null}
      {open?.kind === 'secret' ? (
        <Dialog title="Client secret" open onClose={() => done('Secret issued.')}>
          <SecretShown label="Client secret" value={open.secret} onDone={() => done('Secret issued.')}>
            <p>
              For <code>{open.clientId}</code>.
            </p>
          </SecretShown>
        </Dialog>
      ) : null}
    </>
  );
}

function AppDialog({
  app,
  onClose,
  onSaved,
}: {
  app: OauthApp | null;
  onClose: () => void;
  onSaved: (message: string, secret?: { clientId: string; value: string }) => void;
}) {
  const { api } = useDashboard();
  const [name, setName] = useState(app?.name ?? '');
  const [uris, setUris] = useState(app?.redirect_uris.join('\n') ?? '');
  const [publicClient, setPublicClient] = useState(app?.client_type === 'public');
  const [access, setAccess] = useState(() => accessMap(app?.scopes ?? []));
  const action = useAction();
  const submit = async () => {
    const body = {
      name: name.trim(),
      redirect_uris: uris
        .split(/\s+/)
        .map((uri) => uri.trim())
        .filter((uri) => uri !== ''),
      scopes: scopesFrom(access),
    };
    if (app) {
      const saved = await action.run(() =>
        api.data<OauthApp>('PATCH', `/oauth-apps/${app.client_id}`, { body }),
      );
      if (saved) onSaved(`${saved.name} saved.`);
      return;
    }
    const created = await action.run(() =>
      api.data<CreatedOauthApp>('POST', '/oauth-apps', {
        body: { ...body, client_type: publicClient ? 'public' : 'confidential' },
      }),
    );
    if (created) {
      onSaved(
        `${created.app.name} registered.`,
        created.client_secret ? { clientId: created.client_id, value: created.client_secret } : undefined,
      );
    }
  };
  return (
    <FormDialog
      title={app ? `Edit ${app.name}` : 'Register an app'}
      onClose={onClose}
      action={action}
      onSubmit={submit}
      submitLabel={app ? 'Save app' : 'Register app'}
      canSubmit={scopesFrom(access).length > 0}
    >
      <Field
        label="Name"
        required
        maxLength={100}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <TextAreaField
        label="Redirect URIs (one per line)"
        rows={3}
        required
        value={uris}
        onChange={(event) => setUris(event.target.value)}
      />
      {app ? null : (
        <label className="choice">
          <input
            type="checkbox"
            checked={publicClient}
            onChange={(event) => setPublicClient(event.target.checked)}
          />
          Public client (a browser or native app without a secret; PKCE only)
        </label>
      )}
      <ScopePicker value={access} onChange={setAccess} legend="Scopes the app may ask for" />
    </FormDialog>
  );
}
