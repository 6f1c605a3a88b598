import type { WebhookRecord, WebhookWithSecret } from '@shopforge/contracts';
import { useId, useState } from 'react';
import { Field } from '../../components/Field';
import { ActionForm } from '../../components/FormDialog';
import { SecretShown } from '../../components/SecretShown';
import { useDashboard } from '../../context';
import { useAction } from '../../hooks';

/** The allowlist (`GET /dev/v1/webhooks/events`) as checkboxes, one fieldset per family. */
function EventPicker({
  events,
  chosen,
  onChange,
}: {
  events: readonly string[];
  chosen: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
}) {
  const id = useId();
  const families = new Map<string, string[]>();
  for (const name of events) {
    const family = name.slice(0, name.indexOf(':'));
    families.set(family, [...(families.get(family) ?? []), name]);
  }
  const toggle = (name: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(name);
    else next.delete(name);
    onChange(next);
  };
  return (
    <fieldset className="event-picker">
      <legend>Events ({chosen.size} chosen)</legend>
      {[...families].map(([family, names]) => (
        <fieldset key={family} className="event-family">
          <legend>{family}</legend>
          {names.map((name) => (
            <label key={name} className="choice" htmlFor={`${id}-${name}`}>
              <input
                id={`${id}-${name}`}
                type="checkbox"
                checked={chosen.has(name)}
                onChange={(event) => toggle(name, event.target.checked)}
              />
              <code>{name}</code>
            </label>
          ))}
        </fieldset>
      ))}
    </fieldset>
  );
}

/** Create (the secret shown once afterwards) or edit an endpoint. */
export function EndpointForm({
  webhook,
  events,
  onDone,
  onCancel,
}: {
  webhook: WebhookRecord | null;
  events: readonly string[];
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const { api } = useDashboard();
  const [url, setUrl] = useState(webhook?.url ?? '');
  const [description, setDescription] = useState(webhook?.description ?? '');
  const [chosen, setChosen] = useState<Set<string>>(new Set(webhook?.events ?? []));
  const [extended, setExtended] = useState(webhook?.retry_schedule === 'extended');
  const [created, setCreated] = useState<WebhookWithSecret | null>(null);
  const action = useAction();

  const submit = async () => {
    const body = {
      url: url.trim(),
      events: events.filter((name) => chosen.has(name)),
      description: description.trim() === '' ? null : description.trim(),
      retry_schedule: extended ? 'extended' : 'standard',
    };
    if (webhook) {
      const saved = await action.run(() =>
        api.data<WebhookRecord>('PATCH', `/webhooks/${webhook.id}`, { body }),
      );
      if (saved) onDone(`Endpoint ${saved.url} saved.`);
      return;
    }
    const answer = await action.run(() => api.data<WebhookWithSecret>('POST', '/webhooks', { body }));
    if (answer) setCreated(answer);
  };

  if (created) {
    return (
      <SecretShown
        label="Signing secret"
        value={created.secret}
        onDone={() => onDone(`Endpoint ${created.url} created.`)}
      >
        <p>
          Endpoint <code>{created.url}</code> created. Verify deliveries with its signing secret.
        </p>
      </SecretShown>
    );
  }
  return (
    <ActionForm
      action={action}
      onSubmit={submit}
      submitLabel={webhook ? 'Save endpoint' : 'Create endpoint'}
      canSubmit={chosen.size > 0}
      onCancel={onCancel}
    >
      <Field
        label="Endpoint URL"
        type="url"
        required
        placeholder="https://example.com/webhooks"
        hint="https, on a public address."
        value={url}
        onChange={(event) => setUrl(event.target.value)}
      />
      <Field
        label="Description"
        maxLength={500}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
      />
      <label className="choice">
        <input type="checkbox" checked={extended} onChange={(event) => setExtended(event.target.checked)} />
        Extended retries (8 attempts over about a day instead of 5 over half an hour)
      </label>
      <EventPicker events={events} chosen={chosen} onChange={setChosen} />
    </ActionForm>
  );
}
