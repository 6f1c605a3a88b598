import type { ApiKeySummary, CreatedApiKey, ResourceGroup } from '@shopforge/contracts';
import { type FormEvent, useState } from 'react';
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

function accessMap(scopes: readonly string[]): Map<ResourceGroup, Access> {
  return new Map(SCOPE_GROUPS.map(({ group }) => [group, accessOf(scopes, group)]));
}

/** The shop's API keys (docs/oauth.md "API keys"): list, create, re-scope, revoke. */
export default function ApiKeys() {
  const { api } = useDashboard();
  const { write } = useAccess('api_keys');
  const keys = useLoad(() => api.get<ApiKeySummary[]>('/api-keys'), [api]);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ApiKeySummary | null>(null);
  const [revoking, setRevoking] = useState<ApiKeySummary | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const revoke = useAction();

  const live = (keys.value ?? []).filter((key) => key.revoked_at === null);
  const revoked = (keys.value ?? []).filter((key) => key.revoked_at !== null);
  return (
    <>
      <div className="page-head">
        <h1>API keys</h1>
        {write ? (
          <button type="button" onClick={() => setCreating(true)}>
            Create key
          </button>
        ) : null}
      </div>
      <p className="muted">
        A key works on the Developer API as <code>Authorization: Bearer shx_…</code>, with the scopes it
        holds. Revoking one takes effect on its next request.
      </p>
      <Notice kind="success">{message}</Notice>
      <Notice kind="error">{keys.error ?? revoke.error}</Notice>
      {keys.loading && !keys.value ? <Loading what="keys" /> : null}
      {keys.value ? (
        <Table
          label="Active API keys"
          rows={live}
          rowKey={(key) => key.id}
          empty="No active keys."
          columns={[
            { header: 'Name', cell: (key) => key.name ?? <span className="muted">unnamed</span> },
            { header: 'Prefix', cell: (key) => <code>{key.prefix}…</code> },
            { header: 'Scopes', cell: (key) => <ScopeList scopes={key.scopes} /> },
            { header: 'Created', cell: (key) => when(key.created_at), secondary: true },
            { header: 'Last used', cell: (key) => (key.last_used_at ? when(key.last_used_at) : 'never') },
            ...(write
              ? [
                  {
                    header: 'Actions',
                    cell: (key: ApiKeySummary) => (
                      <div className="row-actions">
                        <button type="button" className="secondary" onClick={() => setEditing(key)}>
                          Scopes<span className="sr-only"> of {key.name ?? key.prefix}</span>
                        </button>
                        <button type="button" className="danger" onClick={() => setRevoking(key)}>
                          Revoke<span className="sr-only"> {key.name ?? key.prefix}</span>
                        </button>
                      </div>
                    ),
                  },
                ]
              : []),
          ]}
        />
      ) : null}
      {revoked.length > 0 ? (
        <details>
          <summary>Revoked keys ({revoked.length})</summary>
          <Table
            label="Revoked API keys"
            rows={revoked}
            rowKey={(key) => key.id}
            empty=""
            columns={[
              { header: 'Name', cell: (key) => key.name ?? '—' },
              { header: 'Prefix', cell: (key) => <code>{key.prefix}…</code> },
              { header: 'Revoked', cell: (key) => when(key.revoked_at) },
            ]}
          />
        </details>
      ) : null}
      <CreateKeyDialog open={creating} onClose={() => setCreating(false)} onCreated={keys.reload} />
      {editing ? (
        <EditScopesDialog
          apiKey={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setMessage(`Scopes of ${editing.name ?? editing.prefix} changed.`);
            setEditing(null);
            keys.reload();
          }}
        />
      ) : null}
      <ConfirmDialog
        title="Revoke this key?"
        open={revoking !== null}
        confirmLabel="Revoke key"
        busy={revoke.busy}
        onClose={() => setRevoking(null)}
        onConfirm={async () => {
          const key = revoking;
          if (!key) return;
          const done = await revoke.run(() => api.data<ApiKeySummary>('DELETE', `/api-keys/${key.id}`));
          setRevoking(null);
          if (done) {
            setMessage(`Key ${key.name ?? key.prefix} revoked: its next request is refused.`);
            keys.reload();
          }
        }}
      >
        <p>
          Anything using <code>{revoking?.prefix}…</code> ({revoking?.name ?? 'unnamed'}) stops working at its
          next request. This cannot be undone.
        </p>
      </ConfirmDialog>
    </>
  );
}

function ScopeList({ scopes }: { scopes: readonly string[] }) {
  return (
    <ul className="chips">
      {scopes.map((scope) => (
        <li key={scope}>
          <code>{scope === '*' ? '* (full access)' : scope}</code>
        </li>
      ))}
    </ul>
  );
}

function CreateKeyDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}) {
  const { api } = useDashboard();
  const [name, setName] = useState('');
  const [access, setAccess] = useState<Map<ResourceGroup, Access>>(new Map());
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const action = useAction();
  const close = () => {
    setName('');
    setAccess(new Map());
    setCreated(null);
    action.clear();
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const scopes = scopesFrom(access);
    const answer = await action.run(() =>
      api.data<CreatedApiKey>('POST', '/api-keys', {
        body: { ...(name.trim() ? { name: name.trim() } : {}), scopes },
      }),
    );
    if (answer) {
      setCreated(answer);
      onCreated();
    }
  };
  return (
    <Dialog title={created ? 'Your new key' : 'Create an API key'} open={open} onClose={close}>
      {created ? (
        <div className="stack">
          <Secret label="New API key" value={created.api_key} />
          <div>
            Scopes: <ScopeList scopes={created.scopes} />
          </div>
          <div className="actions">
            <button type="button" onClick={close}>
              Done
            </button>
          </div>
        </div>
      ) : (
        <form className="stack" onSubmit={submit}>
          <Field
            label="Name"
            hint="So you know later what uses it."
            maxLength={120}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <ScopePicker value={access} onChange={setAccess} />
          <Notice kind="error">{action.error}</Notice>
          <div className="actions">
            <button type="submit" disabled={action.busy || scopesFrom(access).length === 0}>
              Create key
            </button>
            <button type="button" className="secondary" onClick={close}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

function EditScopesDialog({
  apiKey,
  onClose,
  onSaved,
}: {
  apiKey: ApiKeySummary;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { api } = useDashboard();
  const [access, setAccess] = useState(() => accessMap(apiKey.scopes));
  const action = useAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await action.run(() =>
      api.data<ApiKeySummary>('PATCH', `/api-keys/${apiKey.id}`, { body: { scopes: scopesFrom(access) } }),
    );
    if (saved) onSaved();
  };
  return (
    <Dialog title={`Scopes of ${apiKey.name ?? apiKey.prefix}`} open onClose={onClose}>
      <form className="stack" onSubmit={submit}>
        {apiKey.scopes.includes('*') ? (
          <p className="muted">
            This key has full access (*). Saving replaces it with the scopes chosen here.
          </p>
        ) : null}
        <ScopePicker value={access} onChange={setAccess} />
        <Notice kind="error">{action.error}</Notice>
        <div className="actions">
          <button type="submit" disabled={action.busy || scopesFrom(access).length === 0}>
            Save scopes
          </button>
          <button type="button" className="secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
