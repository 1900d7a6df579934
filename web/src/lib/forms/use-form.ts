import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

/** One message per field that fails a check; a valid form has none. */
export type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

type StringValues = Record<string, string>;

/**
 * The little a form here needs instead of a form library: values, the
 * form's checks shown once a field was left or the form was sent,
 * the server's per-field messages until that field changes, and one send at
 * a time.
 */
export function useForm<Values extends StringValues>(initial: Values, validate: (values: Values) => FieldErrors<Values>) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof Values, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<Values>>({});
  const [pending, setPending] = useState(false);
  // State updates land after the click; the ref stops a second send in between.
  const pendingRef = useRef(false);

  const checkErrors = validate(values);
  const errorOf = (field: keyof Values): string | undefined => serverErrors[field] ?? (submitted || touched[field] ? checkErrors[field] : undefined);

  const setValue = useCallback((field: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => {
      if (current[field] === undefined) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  /** Props for a TextField (or SelectField) bound to `field`. */
  const field = (name: keyof Values & string) => ({
    name,
    value: values[name],
    error: errorOf(name),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setValue(name, event.target.value),
    onBlur: () => setTouched((current) => (current[name] ? current : { ...current, [name]: true })),
  });

  /** Keeps the server's messages for the fields this form has; returns whether there were any. */
  const showServerErrors = (errors: Record<string, string>): boolean => {
    const known: FieldErrors<Values> = {};
    for (const name of Object.keys(initial) as (keyof Values & string)[]) if (errors[name]) known[name] = errors[name];
    setServerErrors(known);
    return Object.keys(known).length > 0;
  };

  /**
   * For the form's onSubmit: checks everything and focuses the first field in
   * error, else sends the values, once at a time.
   */
  const submit = async (event: FormEvent<HTMLFormElement>, send: (values: Values) => Promise<void> | void) => {
    event.preventDefault();
    if (pendingRef.current) return;
    setSubmitted(true);
    const errors = validate(values);
    const firstInvalid = (Object.keys(initial) as (keyof Values & string)[]).find((name) => errors[name] !== undefined);
    if (firstInvalid !== undefined) {
      const element = event.currentTarget.elements.namedItem(firstInvalid);
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    pendingRef.current = true;
    setPending(true);
    try {
      await send(values);
    } finally {
      pendingRef.current = false;
      setPending(false);
    }
  };

  /** Back to a clean form holding `next` (after a profile is saved or an edit cancelled). */
  const reset = (next: Values) => {
    setValues(next);
    setTouched({});
    setSubmitted(false);
    setServerErrors({});
  };

  return { values, field, setValue, submit, pending, showServerErrors, reset };
}
