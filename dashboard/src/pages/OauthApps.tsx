import type { CreatedOauthApp, OauthApp, OauthInstallation, ResourceGroup } from '@shopforge/contracts';
import { type FormEvent, useId, useState } from 'react';
import { ConfirmDialog, Dialog } from '../components/Dialog';
import { Field } from '../components/Field';
import { Loading, Notice } from '../components/Notice';
import { ScopePicker } from '../components/ScopePicker';
import { Secret } from '../components/Secret';
import { Table } from '../components/Table';
import { useAccess, useDashboard } from '../context';
import { when } from '../format';
import { useAction, useLoad } from '../hooks';
import { type Access, accessOf, SCOPE_GROUPS, scopesFrom } from '../scopes';

type Open =
  | { kind: 'register' }
  | { kind: 'edit'; app: OauthApp }
  | { kind: 'secret'; clientId: string; secret: string }
  | { kind: 'delete'; app: OauthApp }
  | { kind: 'uninstall'; installation: OauthInstallation }
  | null;

/** Apps the shop registered, and apps installed on it (docs/oauth.md "Apps through the Developer API"). */
export default function OauthApps() {
  const { api } = useDashboard();
  const { write } = useAccess('oauth_apps');
  const apps = useLoad(() => api.get<OauthApp[]>('/oauth-apps'), [api]);
  const installs = useLoad(() => api.get<OauthInstallation[]>('/oauth-installations'), [api]);
  const [open, setOpen] = useState<Open>(null);
  const [message, setMessage] = useState<string | null>(null);
  const action = useAction();
  const done = (text: string) => {
    setOpen(null);
    setMessage(text);
    apps.reload();
    installs.reload();
  };
  return (
    <>
      <div className="page-head">
        <h1>OAuth apps</h1>
        {write ? (
          <button type="button" onClick={() => setOpen({ kind: 'register' })}>
            Register app
          </button>
        ) : null}
      </div>
      <Notice kind="success">{message}</Notice>
      <Notice kind="error">{apps.error ?? installs.error ?? action.error}</Notice>
      <h2>Your apps</h2>
      {apps.loading && !apps.value ? <Loading what="apps" /> : null}
      {apps.value ? (
        <Table
          label="Registered apps"
          rows={apps.value}
          rowKey={(app) => app.client_id}
          empty="No apps registered."
          columns={[
            { header: 'Name', cell: (app) => app.name },
            { header: 'Client ID', cell: (app) => <code>{app.client_id}</code>, secondary: true },
            { header: 'Type', cell: (app) => app.client_type },
            { header: 'Redirect URIs', cell: (app) => app.redirect_uris.join(' '), secondary: true },
            { header: 'Scopes', cell: (app) => app.scopes.join(' '), secondary: true },
            ...(write
              ? [
                  {
                    header: 'Actions',
                    cell: (app: OauthApp) => (
                      <div className="row-actions">
                        <button
                          type="button"
                          className="secondary"
                          onClick={() => setOpen({ kind: 'edit', app })}
                        >
                          Edit<span className="sr-only"> {app.name}</span>
                        </button>
                        {app.client_type === 'confidential' ? (
                          <button
                            type="button"
                            className="secondary"
                            disabled={action.busy}
                            onClick={async () => {
                              const answer = await action.run(() =>
                                api.data<CreatedOauthApp>(
                                  'POST',
                                  `/oauth-apps/${app.client_id}/rotate-secret`,
                                ),
                              );
                              if (answer?.client_secret)
                                setOpen({
                                  kind: 'secret',
                                  clientId: app.client_id,
                                  secret: answer.client_secret,
                                });
                            }}
                          >
                            Rotate secret<span className="sr-only"> of {app.name}</span>
                          </button>
                        ) : null}
                        <button
                          type="button"
                          className="danger"
                          onClick={() => setOpen({ kind: 'delete', app })}
                        >
                          Delete<span className="sr-only"> {app.name}</span>
                        </button>
                      </div>
                    ),
                  },
                ]
              : []),
          ]}
        />
      ) : null}
      <h2>Installed on your shop</h2>
      {installs.value ? (
        <Table
          label="Installations"
          rows={installs.value}
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
                  <button
                    type="button"
                    className="danger"
                    onClick={() => setOpen({ kind: 'uninstall', installation })}
                  >
                    Revoke<span className="sr-only"> {installation.app.name}</span>
                  </button>
                ) : (
                  'active'
                ),
            },
          ]}
        />
      ) : (
        <Loading what="installations" />
      )}
      {open?.kind === 'register' || open?.kind === 'edit' ? (
        <AppDialog
          app={open.kind === 'edit' ? open.app : null}
          onClose={() => setOpen(null)}
          onSaved={(text, secret) => {
            if (secret) {
              setOpen({ kind: 'secret', clientId: secret.clientId, secret: secret.value });
              setMessage(text);
              apps.reload();
            } else done(text);
          }}
        />
      ) : null}
      <Dialog title="Client secret" open={open?.kind === 'secret'} onClose={() => done('Secret issued.')}>
        {open?.kind === 'secret' ? (
          <div className="stack">
            <p>
              For <code>{open.clientId}</code>.
            </p>
            <Secret label="Client secret" value={open.secret} />
            <button type="button" onClick={() => done('Secret issued.')}>
              Done
            </button>
          </div>
        ) : null}
      </Dialog>
      <ConfirmDialog
        title="Delete this app?"
        open={open?.kind === 'delete'}
        confirmLabel="Delete app"
        busy={action.busy}
        onClose={() => setOpen(null)}
        onConfirm={async () => {
          if (open?.kind !== 'delete') return;
          const { app } = open;
          if (await action.run(() => api.request('DELETE', `/oauth-apps/${app.client_id}`)))
            done(`${app.name} deleted.`);
          else setOpen(null);
        }}
      >
        <p>It is uninstalled everywhere and every token it holds stops working.</p>
      </ConfirmDialog>
      <ConfirmDialog
        title="Revoke this installation?"
        open={open?.kind === 'uninstall'}
        confirmLabel="Revoke installation"
        busy={action.busy}
        onClose={() => setOpen(null)}
        onConfirm={async () => {
          if (open?.kind !== 'uninstall') return;
          const { installation } = open;
          if (await action.run(() => api.request('DELETE', `/oauth-installations/${installation.id}`))) {
            done(`${installation.app.name} can no longer reach your shop.`);
          } else setOpen(null);
        }}
      >
        <p>The app's tokens on your shop are refused from their next request.</p>
      </ConfirmDialog>
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
  const id = useId();
  const [name, setName] = useState(app?.name ?? '');
  const [uris, setUris] = useState(app?.redirect_uris.join('\n') ?? '');
  const [publicClient, setPublicClient] = useState(app?.client_type === 'public');
  const [access, setAccess] = useState<Map<ResourceGroup, Access>>(
    () => new Map(SCOPE_GROUPS.map(({ group }) => [group, accessOf(app?.scopes ?? [], group)])),
  );
  const action = useAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
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
    <Dialog title={app ? `Edit ${app.name}` : 'Register an app'} open onClose={onClose}>
      <form className="stack" onSubmit={submit}>
        <Field
          label="Name"
          required
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <div className="field">
          <label htmlFor={`${id}-uris`}>Redirect URIs (one per line)</label>
          <textarea
            id={`${id}-uris`}
            rows={3}
            required
            value={uris}
            onChange={(event) => setUris(event.target.value)}
          />
        </div>
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
        <Notice kind="error">{action.error}</Notice>
        <div className="actions">
          <button type="submit" disabled={action.busy || scopesFrom(access).length === 0}>
            {app ? 'Save app' : 'Register app'}
          </button>
          <button type="button" className="secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
