import type { SecurityEvent } from '@shopforge/contracts';
import { useId, useState } from 'react';
import { Dialog } from '../components/Dialog';
import { Loading, Notice } from '../components/Notice';
import { Table } from '../components/Table';
import { useDashboard } from '../context';
import { when } from '../format';
import { useLoad } from '../hooks';

interface EventPage {
  data: SecurityEvent[];
  pagination: { next_cursor: string | null; has_more: boolean };
}

function actorOf(event: SecurityEvent): string {
  return `${event.actor.label ?? event.actor.id ?? ''} (${event.actor.type})`;
}

/** The audit trail, newest first, and one session's events (docs/oauth.md "Security trails"). */
export default function Security() {
  const { api } = useDashboard();
  const id = useId();
  const [type, setType] = useState('');
  const [cursors, setCursors] = useState<string[]>([]);
  const [session, setSession] = useState<string | null>(null);
  const cursor = cursors.at(-1);
  const trail = useLoad(
    () => api.request<EventPage>('GET', '/security/audit-trail', { query: { limit: 50, type, cursor } }),
    [api, type, cursor],
  );
  return (
    <>
      <h1>Security</h1>
      <p className="muted">Who did what in your shop: keys, apps, members, sign-ins.</p>
      <div className="filters">
        <div className="field">
          <label htmlFor={`${id}-type`}>Event type</label>
          <input
            id={`${id}-type`}
            placeholder="e.g. api_key.created"
            value={type}
            onChange={(event) => {
              setType(event.target.value.trim());
              setCursors([]);
            }}
          />
        </div>
      </div>
      <Notice kind="error">{trail.error}</Notice>
      {trail.loading && !trail.value ? <Loading what="the trail" /> : null}
      {trail.value ? (
        <>
          <Table
            label="Audit trail"
            rows={trail.value.data}
            rowKey={(event) => event.id}
            empty="Nothing recorded."
            columns={[
              { header: 'When', cell: (event) => when(event.occurred_at) },
              { header: 'Event', cell: (event) => <code>{event.type}</code> },
              { header: 'Actor', cell: actorOf },
              {
                header: 'Subject',
                cell: (event) => (event.subject ? `${event.subject.type} ${event.subject.id}` : '—'),
                secondary: true,
              },
              { header: 'From', cell: (event) => event.ip ?? '—', secondary: true },
              {
                header: 'Session',
                cell: (event) =>
                  event.session_id ? (
                    <button type="button" className="secondary" onClick={() => setSession(event.session_id)}>
                      Session<span className="sr-only"> {event.session_id}</span>
                    </button>
                  ) : (
                    '—'
                  ),
              },
            ]}
          />
          <div className="pager">
            <button
              type="button"
              className="secondary"
              disabled={cursors.length === 0}
              onClick={() => setCursors(cursors.slice(0, -1))}
            >
              Newer
            </button>
            <button
              type="button"
              className="secondary"
              disabled={!trail.value.pagination.has_more || !trail.value.pagination.next_cursor}
              onClick={() => {
                const next = trail.value?.pagination.next_cursor;
                if (next) setCursors([...cursors, next]);
              }}
            >
              Older
            </button>
          </div>
        </>
      ) : null}
      {session ? <SessionTrail id={session} onClose={() => setSession(null)} /> : null}
    </>
  );
}

function SessionTrail({ id, onClose }: { id: string; onClose: () => void }) {
  const { api } = useDashboard();
  const trail = useLoad(
    () => api.request<EventPage>('GET', `/security/session-trail/${id}`, { query: { limit: 100 } }),
    [api, id],
  );
  return (
    <Dialog title="Session events" open onClose={onClose}>
      <Notice kind="error">{trail.error}</Notice>
      {trail.value ? (
        <ol className="timeline">
          {trail.value.data.map((event) => (
            <li key={event.id}>
              {when(event.occurred_at)} · <code>{event.type}</code> · {actorOf(event)}
              {event.user_agent ? <span className="muted"> · {event.user_agent}</span> : null}
            </li>
          ))}
        </ol>
      ) : (
        <Loading what="the session" />
      )}
    </Dialog>
  );
}
