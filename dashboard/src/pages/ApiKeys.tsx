import type { ApiKeySummary, CreatedApiKey, ResourceGroup } from '@shopforge/contracts';
import { useState } from 'react';
import { ConfirmButton } from '../components/ConfirmButton';
import { Dialog } from '../components/Dialog';
import { Field } from '../components/Field';
import { ActionForm, FormDialog } from '../components/FormDialog';
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
import { type Access, accessMap, scopesFrom } from '../scopes';

const nameOf = (key: ApiKeySummary) => key.name ?? key.prefix;

/** The shop's API keys (docs/oauth.md "API keys"): list, create, re-scope, revoke. */
export default function ApiKeys() {
  const { api } = useDashboard();
  const { write } = useAccess('api_keys');
  const keys = useLoad(() => api.get<ApiKeySummary[]>('/api-keys'), [api]);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ApiKeySummary | null>(null);
  const notice = useNotice(keys.reload);
  const revoke = useAction();

  const live = (keys.value ?? []).filter((key) => key.revoked_at === null);
  const revoked = (keys.value ?? []).filter((key) => key.revoked_at !== null);
  return (
    <>
      <PageHead
        title="API keys"
        action={write ? { label: 'Create key', onClick: () => setCreating(true) } : null}
      />
      <p className="muted">
        A key works on the Developer API as <code>Authorization: Bearer shx_…</code>, with the scopes it
        holds. Revoking one takes effect on its next request.
      </p>
      <Outcome success={notice.message} errors={[revoke.error]} />
      <WhenLoaded loaded={keys} what="keys">
        {() => (
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
            ]}
            actions={
              write
                ? (key) => (
                    <>
                      <RowButton about={` of ${nameOf(key)}`} onClick={() => setEditing(key)}>
                        Scopes
                      </RowButton>
                      <ConfirmButton
                        title="Revoke this key?"
                        confirmLabel="Revoke key"
                        consequence={
                          <p>
                            Anything using <code>{key.prefix}…</code> ({key.name ?? 'unnamed'}) stops working
                            at its next request. This cannot be undone.
                          </p>
                        }
                        action={revoke}
                        run={() => api.data<ApiKeySummary>('DELETE', `/api-keys/${key.id}`)}
                        onDone={() => notice.done(`Key ${nameOf(key)} revoked: its next request is refused.`)}
                      >
                        Revoke<span className="sr-only"> {nameOf(key)}</span>
                      </ConfirmButton>
                    </>
                  )
                : null
            }
          />
        )}
      </WhenLoaded>
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
      {creating ? <CreateKeyDialog onClose={() => setCreating(false)} onCreated={keys.reload} /> : null}
      {editing ? (
        <EditScopesDialog
          apiKey={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            notice.done(`Scopes of ${nameOf(editing)} changed.`);
          }}
        />
      ) : null}
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

/** The form, then the new key shown once: one dialog, so Done and Escape both end it. */
function CreateKeyDialog({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const { api } = useDashboard();
  const [name, setName] = useState('');
  const [access, setAccess] = useState<Map<ResourceGroup, Access>>(new Map());
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const action = useAction();
  const submit = async () => {
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
    <Dialog title={created ? 'Your new key' : 'Create an API key'} open onClose={onClose}>
      {created ? (
        <SecretShown label="New API key" value={created.api_key} onDone={onClose}>
          <div>
            Scopes: <ScopeList scopes={created.scopes} />
          </div>
        </SecretShown>
      ) : (
        <ActionForm
          action={action}
          onSubmit={submit}
          submitLabel="Create key"
          canSubmit={scopesFrom(access).length > 0}
          onCancel={onClose}
        >
          <Field
            label="Name"
            hint="So you know later what uses it."
            maxLength={120}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <ScopePicker value={access} onChange={setAccess} />
        </ActionForm>
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
  const submit = async () => {
    const saved = await action.run(() =>
      api.data<ApiKeySummary>('PATCH', `/api-keys/${apiKey.id}`, { body: { scopes: scopesFrom(access) } }),
    );
    if (saved) onSaved();
  };
  return (
    <FormDialog
      title={`Scopes of ${nameOf(apiKey)}`}
      onClose={onClose}
      action={action}
      onSubmit={submit}
      submitLabel="Save scopes"
      canSubmit={scopesFrom(access).length > 0}
    >
      {apiKey.scopes.includes('*') ? (
        <p className="muted">This key has full access (*). Saving replaces it with the scopes chosen here.</p>
      ) : null}
      <ScopePicker value={access} onChange={setAccess} />
    </FormDialog>
  );
}
