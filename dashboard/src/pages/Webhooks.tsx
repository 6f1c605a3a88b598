import type { WebhookRecord, WebhookWithSecret } from '@shopforge/contracts';
import { useState } from 'react';
import { ConfirmButton } from '../components/ConfirmButton';
import { Dialog } from '../components/Dialog';
import { Field, SelectField } from '../components/Field';
import { ActionForm, FormDialog } from '../components/FormDialog';
import { Loading, Outcome } from '../components/Notice';
import { PageHead } from '../components/PageHead';
import { RowButton } from '../components/RowButton';
import { SecretShown } from '../components/SecretShown';
import { useAccess, useDashboard } from '../context';
import { when } from '../format';
import { type Action, useAction, useLoad, useNotice } from '../hooks';
import { Deliveries } from './webhooks/Deliveries';
import { EndpointForm } from './webhooks/EndpointForm';

type Open =
  | { kind: 'create' }
  | { kind: 'edit'; webhook: WebhookRecord }
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
  const [refresh, setRefresh] = useState(0);
  const notice = useNotice(hooks.reload, () => setRefresh((n) => n + 1));
  const action = useAction();

  const done = (text: string) => {
    setOpen(null);
    notice.done(text);
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
      <PageHead
        title="Webhooks"
        action={
          write
            ? {
                label: 'Add endpoint',
                onClick: () => setOpen({ kind: 'create' }),
                disabled: !allowlist.value,
              }
            : null
        }
      />
      <Outcome success={notice.message} errors={[hooks.error, allowlist.error, action.error]} />
      {hooks.loading && !hooks.value ? <Loading what="endpoints" /> : null}
      {hooks.value?.length === 0 ? <p className="muted">No endpoints yet.</p> : null}
      <ul className="cards" aria-label="Endpoints">
        {(hooks.value ?? []).map((webhook) => (
          <li key={webhook.id} className="card">
            <Endpoint
              webhook={webhook}
              write={write}
              action={action}
              onEdit={() => setOpen({ kind: 'edit', webhook })}
              onToggle={() => toggle(webhook)}
              onTest={(event) => sendTest(webhook, event)}
              onRotate={() => setOpen({ kind: 'rotate', webhook })}
              onReplay={() => setOpen({ kind: 'replay', webhook })}
              onDeleted={() => notice.done(`Endpoint ${webhook.url} deleted.`)}
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
    </>
  );
}

function Endpoint({
  webhook,
  write,
  action,
  onEdit,
  onToggle,
  onTest,
  onRotate,
  onReplay,
  onDeleted,
}: {
  webhook: WebhookRecord;
  write: boolean;
  /** The page's action: one call at a time, its error shown at the top. */
  action: Action;
  onEdit: () => void;
  onToggle: () => void;
  onTest: (event: string) => void;
  onRotate: () => void;
  onReplay: () => void;
  onDeleted: () => void;
}) {
  const { api } = useDashboard();
  const busy = action.busy;
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
            <SelectField label="Test event" value={event} options={webhook.events} onChange={setEvent} />
            <button
              type="button"
              disabled={busy || !webhook.is_active || event === ''}
              onClick={() => onTest(event)}
            >
              Send test event
            </button>
          </div>
          <div className="row-actions">
            <RowButton onClick={onEdit}>Edit</RowButton>
            <RowButton onClick={onToggle} disabled={busy}>
              {webhook.is_active ? 'Disable' : 'Enable'}
            </RowButton>
            <RowButton onClick={onReplay} disabled={!webhook.is_active}>
              Replay
            </RowButton>
            <RowButton onClick={onRotate}>Rotate secret</RowButton>
            <ConfirmButton
              title="Delete this endpoint?"
              confirmLabel="Delete endpoint"
              consequence={
                <p>
                  <code className="break">{webhook.url}</code> stops receiving events; its queued deliveries
                  end as failed. Its delivery log is kept.
                </p>
              }
              action={action}
              run={() => api.request('DELETE', `/webhooks/${webhook.id}`)}
              onDone={onDeleted}
            >
              Delete
            </ConfirmButton>
          </div>
        </>
      ) : null}
    </>
  );
}

interface DialogProps {
  webhook: WebhookRecord;
  onDone: (message: string) => void;
  onClose: () => void;
}

function RotateDialog({ webhook, onDone, onClose }: DialogProps) {
  const { api } = useDashboard();
  const [hours, setHours] = useState('24');
  const [rotated, setRotated] = useState<WebhookWithSecret | null>(null);
  const action = useAction();
  const submit = async () => {
    const answer = await action.run(() =>
      api.data<WebhookWithSecret>('POST', `/webhooks/${webhook.id}/rotate-secret`, {
        body: { overlap_seconds: Math.round(Number(hours) * 3600) },
      }),
    );
    if (answer) setRotated(answer);
  };
  const finish = () => onDone('Secret rotated.');
  return (
    <Dialog title="Rotate the signing secret" open onClose={rotated ? finish : onClose}>
      {rotated ? (
        <SecretShown label="New signing secret" value={rotated.secret} onDone={finish} />
      ) : (
        <ActionForm action={action} onSubmit={submit} submitLabel="Rotate secret" onCancel={onClose}>
          <Field
            label="Keep the old secret signing for (hours)"
            type="number"
            min={0}
            max={168}
            step={1}
            value={hours}
            onChange={(event) => setHours(event.target.value)}
          />
        </ActionForm>
      )}
    </Dialog>
  );
}

function ReplayDialog({ webhook, onDone, onClose }: DialogProps) {
  const { api } = useDashboard();
  const [since, setSince] = useState(() => {
    const date = new Date(Date.now() - 24 * 3600 * 1000);
    date.setMinutes(date.getMinutes() - date.getTimezoneOffset());
    return date.toISOString().slice(0, 16);
  });
  const [onlyFailed, setOnlyFailed] = useState(true);
  const action = useAction();
  const submit = async () => {
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
    <FormDialog
      title="Replay events"
      onClose={onClose}
      action={action}
      onSubmit={submit}
      submitLabel="Replay"
    >
      <p className="break">
        Send the shop's events since a time to <code>{webhook.url}</code> again.
      </p>
      <Field
        label="Since"
        type="datetime-local"
        required
        value={since}
        onChange={(event) => setSince(event.target.value)}
      />
      <label className="choice">
        <input
          type="checkbox"
          checked={onlyFailed}
          onChange={(event) => setOnlyFailed(event.target.checked)}
        />
        Only what the endpoint did not receive
      </label>
    </FormDialog>
  );
}
