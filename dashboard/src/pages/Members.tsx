import type { AssignableMemberRole, Member } from '@shopforge/contracts';
import { type FormEvent, useId, useState } from 'react';
import { ConfirmDialog, Dialog } from '../components/Dialog';
import { Field } from '../components/Field';
import { Loading, Notice } from '../components/Notice';
import { Table } from '../components/Table';
import { useAccess, useDashboard } from '../context';
import { when } from '../format';
import { useAction, useLoad } from '../hooks';

const ROLES = ['admin', 'developer', 'staff'] as const satisfies readonly AssignableMemberRole[];

/** The people who sign in to the shop, and their roles (docs/oauth.md "Members and roles"). */
export default function Members() {
  const { api, session } = useDashboard();
  const { write } = useAccess('members');
  const members = useLoad(() => api.get<Member[]>('/members'), [api]);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Member | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const action = useAction();
  const setRole = async (member: Member, role: string) => {
    const saved = await action.run(() =>
      api.data<Member>('PATCH', `/members/${member.id}`, { body: { role } }),
    );
    if (saved) {
      setMessage(`${saved.email} is now ${saved.role}.`);
      members.reload();
    }
  };
  return (
    <>
      <div className="page-head">
        <h1>Members</h1>
        {write ? (
          <button type="button" onClick={() => setAdding(true)}>
            Add member
          </button>
        ) : null}
      </div>
      <Notice kind="success">{message}</Notice>
      <Notice kind="error">{members.error ?? action.error}</Notice>
      {members.loading && !members.value ? <Loading what="members" /> : null}
      {members.value ? (
        <Table
          label="Members"
          rows={members.value}
          rowKey={(member) => member.id}
          empty="No members."
          columns={[
            { header: 'Email', cell: (member) => member.email },
            {
              header: 'Role',
              cell: (member) =>
                write && member.role !== 'owner' && member.id !== session.member.id ? (
                  <select
                    aria-label={`Role of ${member.email}`}
                    value={member.role}
                    disabled={action.busy}
                    onChange={(event) => void setRole(member, event.target.value)}
                  >
                    {ROLES.map((role) => (
                      <option key={role} value={role}>
                        {role}
                      </option>
                    ))}
                  </select>
                ) : (
                  member.role
                ),
            },
            { header: 'Since', cell: (member) => when(member.created_at), secondary: true },
            ...(write
              ? [
                  {
                    header: 'Actions',
                    cell: (member: Member) =>
                      member.role === 'owner' || member.id === session.member.id ? (
                        '—'
                      ) : (
                        <button type="button" className="danger" onClick={() => setRemoving(member)}>
                          Remove<span className="sr-only"> {member.email}</span>
                        </button>
                      ),
                  },
                ]
              : []),
          ]}
        />
      ) : null}
      {adding ? (
        <AddMemberDialog
          onClose={() => setAdding(false)}
          onDone={(member) => {
            setAdding(false);
            setMessage(`${member.email} added as ${member.role}.`);
            members.reload();
          }}
        />
      ) : null}
      <ConfirmDialog
        title="Remove this member?"
        open={removing !== null}
        confirmLabel="Remove member"
        busy={action.busy}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          const member = removing;
          setRemoving(null);
          if (member && (await action.run(() => api.request('DELETE', `/members/${member.id}`)))) {
            setMessage(`${member.email} removed.`);
            members.reload();
          }
        }}
      >
        <p>
          {removing?.email} can no longer sign in; their sessions end and the apps they approved lose their
          tokens.
        </p>
      </ConfirmDialog>
    </>
  );
}

function AddMemberDialog({ onClose, onDone }: { onClose: () => void; onDone: (member: Member) => void }) {
  const { api } = useDashboard();
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<AssignableMemberRole>('staff');
  const action = useAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const member = await action.run(() =>
      api.data<Member>('POST', '/members', { body: { email, password, role } }),
    );
    if (member) onDone(member);
  };
  return (
    <Dialog title="Add a member" open onClose={onClose}>
      <form className="stack" onSubmit={submit}>
        <Field
          label="Email"
          type="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Field
          label="Initial password"
          type="password"
          autoComplete="new-password"
          minLength={10}
          required
          hint="At least 10 characters; give it to them privately."
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className="field">
          <label htmlFor={`${id}-role`}>Role</label>
          <select
            id={`${id}-role`}
            value={role}
            onChange={(event) => setRole(event.target.value as AssignableMemberRole)}
          >
            {ROLES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <Notice kind="error">{action.error}</Notice>
        <div className="actions">
          <button type="submit" disabled={action.busy}>
            Add member
          </button>
          <button type="button" className="secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
