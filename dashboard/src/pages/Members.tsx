import type { AssignableMemberRole, Member } from '@shopforge/contracts';
import { useState } from 'react';
import { ConfirmButton } from '../components/ConfirmButton';
import { Field, SelectField } from '../components/Field';
import { FormDialog } from '../components/FormDialog';
import { Outcome } from '../components/Notice';
import { PageHead } from '../components/PageHead';
import { Table } from '../components/Table';
import { WhenLoaded } from '../components/WhenLoaded';
import { useAccess, useDashboard } from '../context';
import { when } from '../format';
import { useAction, useLoad, useNotice } from '../hooks';

const ROLES = ['admin', 'developer', 'staff'] as const satisfies readonly AssignableMemberRole[];

/** The people who sign in to the shop, and their roles (docs/oauth.md "Members and roles"). */
export default function Members() {
  const { api, session } = useDashboard();
  const { write } = useAccess('members');
  const members = useLoad(() => api.get<Member[]>('/members'), [api]);
  const [adding, setAdding] = useState(false);
  const notice = useNotice(members.reload);
  const action = useAction();
  // The owner and the member themself are not theirs to change here.
  const changeable = (member: Member) => write && member.role !== 'owner' && member.id !== session.member.id;
  const setRole = async (member: Member, role: string) => {
    const saved = await action.run(() =>
      api.data<Member>('PATCH', `/members/${member.id}`, { body: { role } }),
    );
    if (saved) notice.done(`${saved.email} is now ${saved.role}.`);
  };
  return (
    <>
      <PageHead
        title="Members"
        action={write ? { label: 'Add member', onClick: () => setAdding(true) } : null}
      />
      <Outcome success={notice.message} errors={[action.error]} />
      <WhenLoaded loaded={members} what="members">
        {(rows) => (
          <Table
            label="Members"
            rows={rows}
            rowKey={(member) => member.id}
            empty="No members."
            columns={[
              { header: 'Email', cell: (member) => member.email },
              {
                header: 'Role',
                cell: (member) =>
                  changeable(member) ? (
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
            ]}
            actions={
              write
                ? (member) =>
                    changeable(member) ? (
                      <ConfirmButton
                        title="Remove this member?"
                        confirmLabel="Remove member"
                        consequence={
                          <p>
                            {member.email} can no longer sign in; their sessions end, the apps they approved
                            lose their tokens, and the API keys they made (and the keys those keys made) are
                            revoked.
                          </p>
                        }
                        action={action}
                        run={() => api.request('DELETE', `/members/${member.id}`)}
                        onDone={() => notice.done(`${member.email} removed.`)}
                      >
                        Remove<span className="sr-only"> {member.email}</span>
                      </ConfirmButton>
                    ) : (
                      '—'
                    )
                : null
            }
          />
        )}
      </WhenLoaded>
      {adding ? (
        <AddMemberDialog
          onClose={() => setAdding(false)}
          onDone={(member) => {
            setAdding(false);
            notice.done(`${member.email} added as ${member.role}.`);
          }}
        />
      ) : null}
    </>
  );
}

function AddMemberDialog({ onClose, onDone }: { onClose: () => void; onDone: (member: Member) => void }) {
  const { api } = useDashboard();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<AssignableMemberRole>('staff');
  const action = useAction();
  const submit = async () => {
    const member = await action.run(() =>
      api.data<Member>('POST', '/members', { body: { email, password, role } }),
    );
    if (member) onDone(member);
  };
  return (
    <FormDialog
      title="Add a member"
      onClose={onClose}
      action={action}
      onSubmit={submit}
      submitLabel="Add member"
    >
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
      <SelectField label="Role" value={role} options={ROLES} onChange={setRole} />
    </FormDialog>
  );
}
