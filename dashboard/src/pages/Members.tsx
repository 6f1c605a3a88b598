import type { AssignableMemberRole, Member } from '@shopforge/contracts';
import { useState } from 'react';
import { ConfirmButton } from '../components/ConfirmButton';
import { ConfirmDialog } from '../components/Dialog';
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

/** Each role allows less than the one before it (docs/oauth.md "Members and roles"). */
const RANK: Record<string, number> = { admin: 3, developer: 2, staff: 1 };
const isDemotion = (from: string, to: string) => (RANK[to] ?? 0) < (RANK[from] ?? 0);

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
  // A demotion revokes the keys the member made that hold more than the new role: asked first.
  const [demoting, setDemoting] = useState<{ member: Member; role: string } | null>(null);
  const setRole = async (member: Member, role: string) => {
    const saved = await action.run(() =>
      api.data<Member>('PATCH', `/members/${member.id}`, { body: { role } }),
    );
    if (saved) notice.done(`${saved.email} is now ${saved.role}.`);
  };
  const chooseRole = (member: Member, role: string) =>
    isDemotion(member.role, role) ? setDemoting({ member, role }) : void setRole(member, role);
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
                      onChange={(event) => chooseRole(member, event.target.value)}
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
      {demoting ? (
        <ConfirmDialog
          title={`Make ${demoting.member.email} ${demoting.role}?`}
          open
          confirmLabel={`Change role to ${demoting.role}`}
          busy={action.busy}
          onConfirm={() => {
            const { member, role } = demoting;
            setDemoting(null);
            void setRole(member, role);
          }}
          onClose={() => setDemoting(null)}
        >
          <p>
            The {demoting.role} role allows less than {demoting.member.role}. API keys {demoting.member.email}{' '}
            made (and the keys those keys made) that hold more than a {demoting.role} may are revoked, and the
            apps they approved lose what the role no longer allows.
          </p>
        </ConfirmDialog>
      ) : null}
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
