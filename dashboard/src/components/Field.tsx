import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

/** What ties a control to its label and hint: the control's id and its aria-describedby. */
interface Ids {
  id: string;
  'aria-describedby': string | undefined;
}

/**
 * The label, the control and an optional hint, tied by ids (aria-describedby), for every kind
 * of control: one place decides how a field is labelled.
 */
function Labelled({
  label,
  hint,
  control,
}: {
  label: ReactNode;
  hint?: ReactNode;
  control: (ids: Ids) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {control({ id, 'aria-describedby': hint ? hintId : undefined })}
      {hint ? (
        <small id={hintId} className="hint">
          {hint}
        </small>
      ) : null}
    </div>
  );
}

interface Labels {
  label: string;
  hint?: ReactNode;
}

/** A labelled input. */
export function Field({ label, hint, ...input }: Labels & InputHTMLAttributes<HTMLInputElement>) {
  return <Labelled label={label} hint={hint} control={(ids) => <input {...ids} {...input} />} />;
}

/** A labelled textarea. */
export function TextAreaField({
  label,
  hint,
  ...area
}: Labels & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <Labelled label={label} hint={hint} control={(ids) => <textarea {...ids} {...area} />} />;
}

export interface Option<V extends string> {
  value: V;
  label: string;
}

/**
 * A labelled select over a fixed list; a bare string is an option showing its own value.
 * `onChange` gets the option's value back as the type it was given in.
 */
export function SelectField<V extends string>({
  label,
  hint,
  value,
  options,
  onChange,
  ...select
}: Labels & {
  value: V;
  options: readonly (V | Option<V>)[];
  onChange: (value: V) => void;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'>) {
  const choices = options.map((option) =>
    typeof option === 'string' ? { value: option, label: option } : option,
  );
  return (
    <Labelled
      label={label}
      hint={hint}
      control={(ids) => (
        <select
          {...ids}
          {...select}
          value={value}
          // The select offers only `choices`, so what it reports is one of their values.
          onChange={(event) => onChange(event.target.value as V)}
        >
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
