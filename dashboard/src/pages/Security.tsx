import type { SecurityEvent } from '@shopforge/contracts';
import { useState } from 'react';
import { CursorTable } from '../components/CursorTable';
import { Dialog } from '../components/Dialog';
import { Field } from '../components/Field';
import { FilterBar } from '../components/FilterBar';
import { RowButton } from '../components/RowButton';
import { WhenLoaded } from '../components/WhenLoaded';
import { useDashboard } from '../context';
import { when } from '../format';
import { type CursorPage, useCursorList, useLoad } from '../hooks';

function actorOf(event: SecurityEvent): string {
  return `${event.actor.label ?? event.actor.id ?? ''} (${event.actor.type})`;
}

/** The audit trail, newest first, and one session's events (docs/oauth.md "Security trails"). */
export default function Security() {
  const [type, setType] = useState('');
  const [session, setSession] = useState<string | null>(null);
  const trail = useCursorList<SecurityEvent>('/security/audit-trail', { limit: 50, type });
  return (
    <>
      <h1>Security</h1>
      <p className="muted">Who did what in your shop: keys, apps, members, sign-ins.</p>
      <FilterBar>
        <Field
          label="Event type"
          placeholder="e.g. api_key.created"
          value={type}
          onChange={(event) => setType(event.target.value.trim())}
        />
      </FilterBar>
      <CursorTable
        list={trail}
        what="the trail"
        label="Audit trail"
        rowKey={(event) => event.id}
        empty="Nothing recorded."
        previousLabel="Newer"
        nextLabel="Older"
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
            cell: ({ session_id }) =>
              session_id ? (
                <RowButton about={` ${session_id}`} onClick={() => setSession(session_id)}>
                  Session
                </RowButton>
              ) : (
                '—'
              ),
          },
        ]}
      />
      {session ? <SessionTrail id={session} onClose={() => setSession(null)} /> : null}
    </>
  );
}

function SessionTrail({ id, onClose }: { id: string; onClose: () => void }) {
  const { api } = useDashboard();
  const trail = useLoad(
    () =>
      api.request<CursorPage<SecurityEvent>>('GET', `/security/session-trail/${id}`, {
        query: { limit: 100 },
      }),
    [api, id],
  );
  return (
    <Dialog title="Session events" open onClose={onClose}>
      <WhenLoaded loaded={trail} what="the session">
        {(page) => (
          <ol className="timeline">
            {page.data.map((event) => (
              <li key={event.id}>
                {when(event.occurred_at)} · <code>{event.type}</code> · {actorOf(event)}
                {event.user_agent ? <span className="muted"> · {event.user_agent}</span> : null}
              </li>
            ))}
          </ol>
        )}
      </WhenLoaded>
    </Dialog>
  );
}
