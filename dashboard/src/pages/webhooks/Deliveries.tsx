import type { WebhookLog, WebhookLogDetail, WebhookRecord } from '@shopforge/contracts';
import { useId, useState } from 'react';
import { Dialog } from '../../components/Dialog';
import { Loading, Notice } from '../../components/Notice';
import { Table } from '../../components/Table';
import { useDashboard } from '../../context';
import { when } from '../../format';
import { useAction, useLoad } from '../../hooks';

interface LogPage {
  data: WebhookLog[];
  pagination: { total: number; page: number; limit: number; total_pages: number; has_more: boolean };
}

const STATUSES = ['PENDING', 'PROCESSING', 'SUCCESS', 'FAILED'] as const;

/** The delivery log (`GET /dev/v1/webhooks/logs`), filtered, with every attempt of a delivery. */
export function Deliveries({
  webhooks,
  refresh,
  write,
}: {
  webhooks: WebhookRecord[];
  refresh: number;
  write: boolean;
}) {
  const { api } = useDashboard();
  const id = useId();
  const [webhookId, setWebhookId] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const logs = useLoad(
    () =>
      api.request<LogPage>('GET', '/webhooks/logs', {
        query: { page, limit: 25, webhook_id: webhookId, status },
      }),
    [api, page, webhookId, status, refresh],
  );
  return (
    <section aria-labelledby={`${id}-title`}>
      <div className="page-head">
        <h2 id={`${id}-title`}>Deliveries</h2>
        <button type="button" className="secondary" onClick={logs.reload}>
          Refresh deliveries
        </button>
      </div>
      <div className="filters">
        <div className="field">
          <label htmlFor={`${id}-endpoint`}>Endpoint</label>
          <select
            id={`${id}-endpoint`}
            value={webhookId}
            onChange={(event) => {
              setWebhookId(event.target.value);
              setPage(1);
            }}
          >
            <option value="">All endpoints</option>
            {webhooks.map((webhook) => (
              <option key={webhook.id} value={webhook.id}>
                {webhook.url}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-status`}>Status</label>
          <select
            id={`${id}-status`}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value);
              setPage(1);
            }}
          >
            <option value="">Any status</option>
            {STATUSES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Notice kind="error">{logs.error}</Notice>
      {logs.loading && !logs.value ? <Loading what="deliveries" /> : null}
      {logs.value ? (
        <>
          <Table
            label="Webhook deliveries"
            rows={logs.value.data}
            rowKey={(log) => log.id}
            empty="No deliveries yet."
            columns={[
              { header: 'Event', cell: (log) => <code>{log.event}</code> },
              {
                header: 'Status',
                cell: (log) => (
                  <span className={`badge badge-${log.status.toLowerCase()}`}>
                    {log.status}
                    {log.is_test ? ' (test)' : ''}
                  </span>
                ),
              },
              { header: 'Attempts', cell: (log) => log.attempts },
              { header: 'Response', cell: (log) => log.response_code ?? '—' },
              {
                header: 'Duration',
                cell: (log) => (log.duration_ms === null ? '—' : `${log.duration_ms} ms`),
                secondary: true,
              },
              { header: 'Created', cell: (log) => when(log.created_at), secondary: true },
              {
                header: 'Details',
                cell: (log) => (
                  <button type="button" className="secondary" onClick={() => setOpen(log.id)}>
                    Attempts
                    <span className="sr-only">
                      {' '}
                      of {log.event} delivery {log.uniqid}
                    </span>
                  </button>
                ),
              },
            ]}
          />
          <div className="pager">
            <button
              type="button"
              className="secondary"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              Previous
            </button>
            <span>
              Page {logs.value.pagination.page} of {Math.max(1, logs.value.pagination.total_pages)}
            </span>
            <button
              type="button"
              className="secondary"
              disabled={!logs.value.pagination.has_more}
              onClick={() => setPage(page + 1)}
            >
              Next
            </button>
          </div>
        </>
      ) : null}
      {open ? (
        <DeliveryDialog
          id={open}
          write={write}
          onClose={() => setOpen(null)}
          onRetried={() => {
            setOpen(null);
            logs.reload();
          }}
        />
      ) : null}
    </section>
  );
}

function DeliveryDialog({
  id,
  write,
  onClose,
  onRetried,
}: {
  id: string;
  write: boolean;
  onClose: () => void;
  onRetried: () => void;
}) {
  const { api } = useDashboard();
  const detail = useLoad(() => api.get<WebhookLogDetail>(`/webhooks/logs/${id}`), [api, id]);
  const retry = useAction();
  const log = detail.value;
  return (
    <Dialog title="Delivery" open onClose={onClose}>
      <Notice kind="error">{detail.error ?? retry.error}</Notice>
      {!log ? <Loading what="the delivery" /> : null}
      {log ? (
        <div className="stack">
          <dl className="facts">
            <dt>Event</dt>
            <dd>
              <code>{log.event}</code>
            </dd>
            <dt>URL</dt>
            <dd className="break">{log.url}</dd>
            <dt>Status</dt>
            <dd>{log.status}</dd>
            <dt>Next attempt</dt>
            <dd>{when(log.next_attempt_at)}</dd>
          </dl>
          <h3>Attempts ({log.attempt_history.length})</h3>
          <ol className="attempts">
            {log.attempt_history.map((attempt) => (
              <li key={attempt.number}>
                <p>
                  <strong>Attempt {attempt.number}</strong> · {when(attempt.started_at)} · HTTP{' '}
                  {attempt.response_code ?? '—'} · {attempt.duration_ms} ms
                </p>
                {attempt.error_message ? <p className="muted">{attempt.error_message}</p> : null}
                <details>
                  <summary>Request headers</summary>
                  <pre>
                    {Object.entries(attempt.request_headers)
                      .map(([name, value]) => `${name}: ${value}`)
                      .join('\n')}
                  </pre>
                </details>
                <details>
                  <summary>Response body (start)</summary>
                  <pre>{attempt.response_body ?? '(none)'}</pre>
                </details>
              </li>
            ))}
          </ol>
          <details>
            <summary>Request body</summary>
            <pre>{log.request_body}</pre>
          </details>
          {write && log.status === 'FAILED' ? (
            <div className="actions">
              <button
                type="button"
                disabled={retry.busy}
                onClick={async () => {
                  if (await retry.run(() => api.request('POST', `/webhooks/logs/${log.id}/retry`)))
                    onRetried();
                }}
              >
                Retry delivery
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
