import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { editorMachine, type SaveInput } from './editorMachine';
import { inspector } from '../../app/inspector';
import { serverFieldErrors } from '../form/validation';

export type EditorStatus = 'starting' | 'loading' | 'loadFailed' | 'editing' | 'saving' | 'conflict' | 'saved';

/** Field messages by field name, as the contract's checks and the server's `errors` give them. */
export type Problems = Partial<Record<string, string[]>>;

/** A record with a `versao` sends it with each write; one without (a webhook) is written as it stands. */
type VersaoDo<Rec> = Rec extends { versao: number } ? { versao: number } : unknown;

export interface EditorOptions<Rec, Values, Body> {
  /** null for a new record. */
  id: string | null;
  load: (id: string) => Promise<Rec>;
  create: (body: Body) => Promise<Rec>;
  /** Carries the `versao` the editor read: a write over a newer one is refused (409). */
  update: (id: string, body: Body & VersaoDo<Rec>) => Promise<Rec>;
  /** The form's values for a record, or for a new one. */
  toValues: (record: Rec | null) => Values;
  /** The contract's checks over the form, with the record as read (null for a new one): the body to send and the messages per field. */
  check: (values: Values, record: Rec | null) => { body: Body; problems: Problems };
  onSaved: (record: Rec, created: boolean) => void;
}

type TextKeys<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values] & string;

export interface EditorState<Rec, Values> {
  status: EditorStatus;
  record: Rec | null;
  values: Values;
  set: <K extends keyof Values & string>(name: K, value: Values[K]) => void;
  /** The first message of each field, shown under it. */
  errors: Record<string, string>;
  /** The server's message about the whole write (a 409 says the record changed). */
  message: string | null;
  dirty: boolean;
  /** Grows with every refused save, so the dialog can move focus to the first field in error. */
  refusals: number;
  submit: () => void;
  reload: () => void;
  retry: () => void;
  /** Props for a text field bound to one value. */
  text: (name: TextKeys<Values>) => { name: string; value: string; onChange: (event: { target: { value: string } }) => void; error: boolean; helperText?: string };
}

const firstOfEach = (problems: Problems): Record<string, string> =>
  Object.fromEntries(Object.entries(problems).flatMap(([field, messages]) => (messages?.[0] ? [[field, messages[0]]] : [])));

/** A record's form on the editor machine: the contract's checks first, then the server's answer, field by field. */
export function useEditor<Rec extends object, Values extends object, Body>(
  options: EditorOptions<Rec, Values, Body>,
): EditorState<Rec, Values> {
  const latest = useRef(options);
  latest.current = options;
  const read = useRef<Rec | null>(null);
  const [logic] = useState(() =>
    editorMachine.provide({
      actors: {
        load: fromPromise<unknown, string>(({ input }) => latest.current.load(input)),
        save: fromPromise<unknown, SaveInput>(({ input }) => {
          // The body is what check() built from this editor's values.
          const body = input.body as Body;
          if (!input.id || !read.current) return latest.current.create(body);
          const versao = 'versao' in read.current ? { versao: read.current.versao } : {};
          return latest.current.update(input.id, { ...body, ...versao } as Body & VersaoDo<Rec>);
        }),
      },
    }),
  );
  const actor = useActorRef(logic, { input: { id: options.id }, inspect: inspector() });
  const status = useSelector(actor, (snapshot) => snapshot.value) as EditorStatus;
  // The machine holds what load and save answered: records of this editor.
  const record = useSelector(actor, (snapshot) => snapshot.context.record) as Rec | null;
  read.current = record;
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const message = useSelector(actor, (snapshot) => snapshot.context.message);

  const [initial, setInitial] = useState(() => options.toValues(null));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusals, setRefusals] = useState(0);

  useEffect(() => {
    if (!record) return;
    const fresh = latest.current.toValues(record);
    setInitial(fresh);
    setValues(fresh);
    setErrors({});
  }, [record]);

  useEffect(() => {
    if (!failure || failure.status === 409) return;
    setErrors(serverFieldErrors(failure));
    setRefusals((count) => count + 1);
  }, [failure]);

  useEffect(() => {
    const subscription = actor.on('editor.saved', (event) => latest.current.onSaved(event.record as Rec, event.created));
    return () => subscription.unsubscribe();
  }, [actor]);

  const set = <K extends keyof Values & string>(name: K, value: Values[K]) => {
    // Only a change answers a field's message (a field tidied on blur keeps it).
    if (values[name] === value) return;
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  };

  return {
    status,
    record,
    values,
    set,
    errors,
    message,
    dirty: JSON.stringify(values) !== JSON.stringify(initial),
    refusals,
    submit: () => {
      if (status !== 'editing') return;
      const { body, problems } = latest.current.check(values, record);
      const found = firstOfEach(problems);
      setErrors(found);
      if (Object.keys(found).length > 0) setRefusals((count) => count + 1);
      else actor.send({ type: 'editor.save', body });
    },
    reload: () => actor.send({ type: 'editor.reload' }),
    retry: () => actor.send({ type: 'editor.retry' }),
    text: (name) => ({
      name,
      value: values[name] as string,
      onChange: (event) => set(name, event.target.value as Values[typeof name]),
      error: name in errors,
      helperText: errors[name],
    }),
  };
}
