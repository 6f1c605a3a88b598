import type { WebhookRecord, WebhookWithSecret } from '@shopforge/contracts';
import { type FormEvent, useId, useState } from 'react';
import { ConfirmDialog, Dialog } from '../components/Dialog';
import { Loading, Notice } from '../components/Notice';
import { Secret } from '../components/Secret';
import { useAccess, useDashboard } from '../context';
import { when } from '../format';
import { useAction, useLoad } from '../hooks';
import { Deliveries } from './webhooks/Deliveries';
import { EndpointForm } from './webhooks/EndpointForm';

type Open =
  | { kind: 'create' }
  | { kind: 'edit'; webhook: WebhookRecord }
  | { kind: 'delete'; webhook: WebhookRecord }
  | { kind: 'rotate'; webhook: WebhookRecord }
  | { kind: 'replay'; webhook: WebhookRecord }
  | null;

/** Endpoints, their tests, secrets and replays, and the delivery log (docs/webhooks.md). */
export default function Webhooks() {
  const { api } = useDashboard();
  const { write } = useAccess('webhooks');
  const hooks = useLoad(() => api.get<WebhookRecord[]>('/webhooks', { limit: 100 }), [api]);
  const allowlist = useLoad(() => api.get<{ events: string[] }>('/webhooks/events'), [api]);
  const [open, setOpen] = useState<Open>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [refresh, setRefresh] = useState(0);
  const action = useAction();

  const done = (text: string) => {
    setOpen(null);
    setMessage(text);
    hooks.reload();
    setRefresh((n) => n + 1);
  };
  const toggle = async (webhook: WebhookRecord) => {
    const saved = await action.run(() =>
      api.data<WebhookRecord>('PATCH', `/webhooks/${webhook.id}`, {
        body: { is_active: !webhook.is_active },
      }),
    );
    if (saved) done(`Endpoint ${saved.url} ${saved.is_active ? 'enabled' : 'disabled'}.`);
  };
  const sendTest = async (webhook: WebhookRecord, event: string) => {
    const queued = await action.run(() =>
      api.request('POST', `/webhooks/${webhook.id}/test`, { body: { event } }),
    );
    if (queued) done(`Test ${event} queued to ${webhook.url}: it appears under Deliveries.`);
  };

  return (
    <>
      <div className="page-head">
        <h1>Webhooks</h1>
        {write ? (
          <button type="button" onClick={() => setOpen({ kind: 'create' })} disabled={!allowlist.value}>
            Add endpoint
          </button>
        ) : null}
      </div>
      <Notice kind="success">{message}</Notice>
      <Notice kind="error">{hooks.error ?? allowlist.error ?? action.error}</Notice>
      {hooks.loading && !hooks.value ? <Loading what="endpoints" /> : null}
      {hooks.value?.length === 0 ? <p className="muted">No endpoints yet.</p> : null}
      <ul className="cards" aria-label="Endpoints">
        {(hooks.value ?? []).map((webhook) => (
          <li key={webhook.id} className="card">
            <Endpoint
              webhook={webhook}
              write={write}
              busy={action.busy}
              onEdit={() => setOpen({ kind: 'edit', webhook })}
              onToggle={() => toggle(webhook)}
              onTest={(event) => sendTest(webhook, event)}
              onRotate={() => setOpen({ kind: 'rotate', webhook })}
              onReplay={() => setOpen({ kind: 'replay', webhook })}
              onDelete={() => setOpen({ kind: 'delete', webhook })}
            />
          </li>
        ))}
      </ul>
      <Deliveries webhooks={hooks.value ?? []} refresh={refresh} write={write} />

      <Dialog
        title={open?.kind === 'edit' ? 'Edit endpoint' : 'Add an endpoint'}
        open={open?.kind === 'create' || open?.kind === 'edit'}
        onClose={() => setOpen(null)}
      >
        {open?.kind === 'create' || open?.kind === 'edit' ? (
          <EndpointForm
            webhook={open.kind === 'edit' ? open.webhook : null}
            events={allowlist.value?.events ?? []}
            onDone={done}
            onCancel={() => setOpen(null)}
          />
        ) : null}
      </Dialog>
      {open?.kind === 'rotate' ? (
        <RotateDialog webhook={open.webhook} onDone={done} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'replay' ? (
        <ReplayDialog webhook={open.webhook} onDone={done} onClose={() => setOpen(null)} />
      ) : null}
      <ConfirmDialog
        title="Delete this endpoint?"
        open={open?.kind === 'delete'}
        confirmLabel="Delete endpoint"
        busy={action.busy}
        onClose={() => setOpen(null)}
        onConfirm={async () => {
          if (open?.kind !== 'delete') return;
          const { webhook } = open;
          if (await action.run(() => api.request('DELETE', `/webhooks/${webhook.id}`)))
            done(`Endpoint ${webhook.url} deleted.`);
          else setOpen(null);
        }}
      >
        <p>
          <code className="break">{open?.kind === 'delete' ? open.webhook.url : ''}</code> stops receiving
          events; its queued deliveries end as failed. Its delivery log is kept.
        </p>
      </ConfirmDialog>
    </>
  );
}

function Endpoint({
  webhook,
  write,
  busy,
  onEdit,
  onToggle,
  onTest,
  onRotate,
  onReplay,
  onDelete,
}: {
  webhook: WebhookRecord;
  write: boolean;
  busy: boolean;
  onEdit: () => void;
  onToggle: () => void;
  onTest: (event: string) => void;
  onRotate: () => void;
  onReplay: () => void;
  onDelete: () => void;
}) {
  const id = useId();
  const [event, setEvent] = useState(webhook.events[0] ?? '');
  return (
    <>
      <h2 className="card-title break">{webhook.url}</h2>
      <p>
        <span className={`badge ${webhook.is_active ? 'badge-success' : 'badge-failed'}`}>
          {webhook.is_active ? 'Enabled' : 'Disabled'}
        </span>{' '}
        {webhook.description ? <span>{webhook.description}</span> : null}
      </p>
      {webhook.disabled_reason ? <p className="muted">Turned off: {webhook.disabled_reason}</p> : null}
      <dl className="facts">
        <dt>Events</dt>
        <dd>{webhook.events.join(', ')}</dd>
        <dt>Secret</dt>
        <dd>
          <code>{webhook.secret_hint}</code>
          {webhook.previous_secret_expires_at
            ? ` (previous secret signs until ${when(webhook.previous_secret_expires_at)})`
            : ''}
        </dd>
        <dt>Retries</dt>
        <dd>{webhook.retry_schedule}</dd>
      </dl>
      {write ? (
        <>
          <div className="test-row">
            <div className="field">
              <label htmlFor={`${id}-event`}>Test event</label>
              <select id={`${id}-event`} value={event} onChange={(change) => setEvent(change.target.value)}>
                {webhook.events.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="button"
              disabled={busy || !webhook.is_active || event === ''}
              onClick={() => onTest(event)}
            >
              Send test event
            </button>
          </div>
          <div className="row-actions">
            <button type="button" className="secondary" onClick={onEdit}>
              Edit
            </button>
            <button type="button" className="secondary" onClick={onToggle} disabled={busy}>
              {webhook.is_active ? 'Disable' : 'Enable'}
            </button>
            <button type="button" className="secondary" onClick={onReplay} disabled={!webhook.is_active}>
              Replay
            </button>
            <button type="button" className="secondary" onClick={onRotate}>
              Rotate secret
            </button>
            <button type="button" className="danger" onClick={onDelete}>
              Delete
            </button>
          </div>
        </>
      ) : null}
    </>
  );
}

function RotateDialog({
  webhook,
  onDone,
  onClose,
}: {
  webhook: WebhookRecord;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const { api } = useDashboard();
  const id = useId();
  const [hours, setHours] = useState('24');
  const [rotated, setRotated] = useState<WebhookWithSecret | null>(null);
  const action = useAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await action.run(() =>
      api.data<WebhookWithSecret>('POST', `/webhooks/${webhook.id}/rotate-secret`, {
        body: { overlap_seconds: Math.round(Number(hours) * 3600) },
      }),
    );
    if (answer) setRotated(answer);
  };
  return (
    <Dialog
      title="Rotate the signing secret"
      open
      onClose={rotated ? () => onDone('Secret rotated.') : onClose}
    >
      {rotated ? (
        <div className="stack">
          <Secret label="New signing secret" value={rotated.secret} />
          <div className="actions">
            <button type="button" onClick={() => onDone('Secret rotated.')}>
              Done
            </button>
          </div>
        </div>
      ) : (
        <form className="stack" onSubmit={submit}>
          <div className="field">
            <label htmlFor={`${id}-overlap`}>Keep the old secret signing for (hours)</label>
            <input
              id={`${id}-overlap`}
              type="number"
              min={0}
              max={168}
              step={1}
              value={hours}
              onChange={(event) => setHours(event.target.value)}
            />
          </div>
          <Notice kind="error">{action.error}</Notice>
          <div className="actions">
            <button type="submit" disabled={action.busy}>
              Rotate secret
            </button>
            <button type="button" className="secondary" onClick={onClose}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

function ReplayDialog({
  webhook,
  onDone,
  onClose,
}: {
  webhook: WebhookRecord;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const { api } = useDashboard();
  const id = useId();
  const [since, setSince] = useState(() => {
    const date = new Date(Date.now() - 24 * 3600 * 1000);
    date.setMinutes(date.getMinutes() - date.getTimezoneOffset());
    return date.toISOString().slice(0, 16);
  });
  const [onlyFailed, setOnlyFailed] = useState(true);
  const action = useAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const seconds = Math.floor(new Date(since).getTime() / 1000);
    const answer = await action.run(() =>
      api.data<{ matched: number; queued: number; has_more: boolean }>(
        'POST',
        `/webhooks/${webhook.id}/replay`,
        {
          body: { since: seconds, only_failed: onlyFailed },
        },
      ),
    );
    if (answer) {
      onDone(
        `Replay queued ${answer.queued} of ${answer.matched} events${answer.has_more ? ' (more remain: replay again from where it stopped)' : ''}.`,
      );
    }
  };
  return (
    <Dialog title="Replay events" open onClose={onClose}>
      <form className="stack" onSubmit={submit}>
        <p className="break">
          Send the shop's events since a time to <code>{webhook.url}</code> again.
        </p>
        <div className="field">
          <label htmlFor={`${id}-since`}>Since</label>
          <input
            id={`${id}-since`}
            type="datetime-local"
            required
            value={since}
            onChange={(event) => setSince(event.target.value)}
          />
        </div>
        <label className="choice">
          <input
            type="checkbox"
            checked={onlyFailed}
            onChange={(event) => setOnlyFailed(event.target.checked)}
          />
          Only what the endpoint did not receive
        </label>
        <Notice kind="error">{action.error}</Notice>
        <div className="actions">
          <button type="submit" disabled={action.busy}>
            Replay
          </button>
          <button type="button" className="secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
