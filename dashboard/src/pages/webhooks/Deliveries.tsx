import type { WebhookLog, WebhookLogDetail, WebhookRecord } from '@shopforge/contracts';
import { useId, useState } from 'react';
import { Dialog } from '../../components/Dialog';
import { type Option, SelectField } from '../../components/Field';
import { FilterBar } from '../../components/FilterBar';
import { Pager } from '../../components/Pager';
import { RowButton } from '../../components/RowButton';
import { Table } from '../../components/Table';
import { WhenLoaded } from '../../components/WhenLoaded';
import { useDashboard } from '../../context';
import { when } from '../../format';
import { useAction, useKeyedState, useLoad } from '../../hooks';

interface LogPage {
  data: WebhookLog[];
  pagination: { total: number; page: number; limit: number; total_pages: number; has_more: boolean };
}

type Status = WebhookLog['status'];
const STATUSES: readonly (Status | Option<''>)[] = [
  { value: '', label: 'Any status' },
  'PENDING',
  'PROCESSING',
  'SUCCESS',
  'FAILED',
];

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
  const [status, setStatus] = useState<Status | ''>('');
  // Another endpoint or status starts again from the first page.
  const [page, setPage] = useKeyedState(`${webhookId} ${status}`, 1);
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
      <FilterBar>
        <SelectField
          label="Endpoint"
          value={webhookId}
          options={[
            { value: '', label: 'All endpoints' },
            ...webhooks.map((webhook) => ({ value: webhook.id, label: webhook.url })),
          ]}
          onChange={setWebhookId}
        />
        <SelectField label="Status" value={status} options={STATUSES} onChange={setStatus} />
      </FilterBar>
      <WhenLoaded loaded={logs} what="deliveries">
        {({ data, pagination }) => (
          <>
            <Table
              label="Webhook deliveries"
              rows={data}
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
                    <RowButton
                      about={` of ${log.event} delivery ${log.uniqid}`}
                      onClick={() => setOpen(log.id)}
                    >
                      Attempts
                    </RowButton>
                  ),
                },
              ]}
            />
            <Pager
              hasPrevious={page > 1}
              hasNext={pagination.has_more}
              onPrevious={() => setPage(page - 1)}
              onNext={() => setPage(page + 1)}
            >
              <span>
                Page {pagination.page} of {Math.max(1, pagination.total_pages)}
              </span>
            </Pager>
          </>
        )}
      </WhenLoaded>
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
  return (
    <Dialog title="Delivery" open onClose={onClose}>
      <WhenLoaded loaded={detail} what="the delivery" error={retry.error}>
        {(log) => (
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
              {log.request_body_redacted ? (
                <p className="hint">
                  License keys are left out: seeing them takes orders.read and licenses.read.
                </p>
              ) : null}
              <pre>{log.request_body}</pre>
            </details>
            {write && log.status === 'FAILED' ? (
              <div className="actions">
                <button
                  type="button"
                  disabled={retry.busy}
                  onClick={async () => {
                    const retried = await retry.run(() =>
                      api.request('POST', `/webhooks/logs/${log.id}/retry`),
                    );
                    if (retried !== undefined) onRetried();
                  }}
                >
                  Retry delivery
                </button>
              </div>
            ) : null}
          </div>
        )}
      </WhenLoaded>
    </Dialog>
  );
}
