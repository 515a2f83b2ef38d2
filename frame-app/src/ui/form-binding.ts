/**
 * The search forms' binding to React Hook Form, deferred (issue #23 "First page budget": react-hook-form was ~13 KB
 * brotli of the front door's first page, which needs none of it to render the flight form or to let a visitor type).
 *
 * A {@link FormBinding} holds the form's values from its first render and hands its fields their value, error,
 * change handler and focus target ({@link useBoundField}), as `useController` did. React Hook Form is still the form
 * library: the binding creates the form with react-hook-form's `createFormControl` (same resolver, `mode: 'onSubmit'`)
 * as soon as it is asked to, and from then on every value change goes to it too; submits run its `handleSubmit`
 * (the zod resolver, the errors, `isSubmitting`), and errors are its `formState.errors`, cleared with its
 * `clearErrors`. What the binding keeps itself is what React renders from: an immutable copy of the values
 * (so a field re-renders only when its own value changes), the field elements for focus, and field array keys.
 *
 * When the library loads is the caller's choice ({@link FormBindingOptions.library}): the front door's flight form
 * passes a dynamic import, and the form starts loading it on the visitor's first focus, press or key in the form, or
 * on a submit, which waits for it (its button is disabled meanwhile, as during any submit); a page that imports
 * react-hook-form anyway (the lazily loaded vertical forms) passes the module and gets the form at once. Before the
 * library is there, nothing can have an error (errors come from a submit), so there is nothing to clear.
 *
 * No runtime import of react-hook-form here or in any module of the first page: rolldown puts a module in one chunk
 * whole, so one value import (even `FormProvider`) would bring every part of react-hook-form any page uses onto the
 * first page (vite.config.ts "first-page" group).
 */
import { createContext, createElement, useCallback, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { createFormControl, DefaultValues, FieldErrors, FieldPath, FieldPathValue, FieldValues, Resolver } from 'react-hook-form';

/** What the binding uses of react-hook-form's module. */
export interface FormLibrary {
  createFormControl: typeof createFormControl;
}

/** react-hook-form's form (`createFormControl`'s result) of values `T` whose resolver parses them to `R`. */
type LibraryForm<T extends FieldValues, R> = ReturnType<typeof createFormControl<T, unknown, R>>;

/** Options of {@link FormBinding} and {@link useFormBinding}. */
export interface FormBindingOptions<T extends FieldValues, R> {
  /** The values the form starts with (every field's; the binding keeps them whole). */
  defaultValues: T;
  /** The form's resolver (e.g. `zodResolver(schema)`): errors keyed by field path, or the values parsed to `R`. */
  resolver: Resolver<T, unknown, R>;
  /**
   * react-hook-form: its module (`{ createFormControl }`, the form exists at once), or a loader of it
   * (`() => import('react-hook-form')`, loaded by {@link FormBinding.prepare} or the first submit).
   */
  library: FormLibrary | (() => Promise<FormLibrary>);
}

/** What a field hands the binding so the form can focus it (an input, or an object whose `focus` picks one). */
export interface Focusable {
  focus(): void;
}

/** The value at `path` (`a.0.b`) of `source`, undefined where the path does not exist. */
function getIn(source: unknown, path: string): unknown {
  let value = source;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** A copy of `source` with `value` at `keys`, copying each object or array on the way (the rest is shared). */
function setIn(source: unknown, keys: readonly string[], value: unknown): unknown {
  const [key, ...rest] = keys as [string, ...string[]];
  const copy: Record<string, unknown> = Array.isArray(source) ? ([...(source as unknown[])] as unknown as Record<string, unknown>) : { ...(source as Record<string, unknown> | undefined) };
  const next = rest.length === 0 ? value : setIn(copy[key] ?? (/^\d+$/.test(rest[0] as string) ? [] : {}), rest, value);
  copy[key] = next;
  return copy;
}

const NO_ERRORS = {};

/** A submit could not run: react-hook-form's chunk did not load (offline, a deploy replaced it). `cause`: the import's error. */
export class FormLibraryLoadError extends Error {
  constructor(cause: unknown) {
    super('the form library could not be loaded', { cause });
    this.name = 'FormLibraryLoadError';
  }
}

/**
 * One search form's values and errors (see the module comment). Values are read from the binding's own immutable
 * copy; writes go to it and, once it exists, to react-hook-form's form. Listeners run after every change.
 */
export class FormBinding<T extends FieldValues, R> {
  /** The resolver a submit runs (replaceable, e.g. when the locale of its messages changes). */
  resolver: Resolver<T, unknown, R>;
  private values: T;
  private errors: FieldErrors<T> = NO_ERRORS;
  private submits = 0;
  private form: LibraryForm<T, R> | null = null;
  private loading: Promise<LibraryForm<T, R>> | null = null;
  private readonly library: FormBindingOptions<T, R>['library'];
  private readonly listeners = new Set<() => void>();
  private readonly elements = new Map<string, Focusable>();
  private readonly refs = new Map<string, (element: Focusable | null) => void>();
  private focusWhenMounted: string | null = null;
  private readonly arrayKeys = new Map<string, string[]>();
  private nextKey = 0;

  constructor({ defaultValues, resolver, library }: FormBindingOptions<T, R>) {
    this.values = defaultValues;
    this.resolver = resolver;
    this.library = library;
    if (typeof library !== 'function') this.form = this.createForm(library);
  }

  /** Adds a listener of every change (values, errors, submitting); returns its removal. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private emit(): void {
    for (const listener of [...this.listeners]) listener();
  }

  private createForm(library: FormLibrary): LibraryForm<T, R> {
    const form = library.createFormControl<T, unknown, R>({
      // The values as they are now (the visitor may have typed before the library arrived).
      defaultValues: this.values as DefaultValues<T>,
      resolver: (values, context, options) => this.resolver(values, context, options),
      // Errors come from a submit; an edit clears its field's error (useBoundField).
      mode: 'onSubmit',
      reValidateMode: 'onSubmit',
      shouldFocusError: false,
    });
    form.subscribe({
      formState: { errors: true },
      callback: ({ errors }) => {
        if ((errors ?? NO_ERRORS) === this.errors) return;
        this.errors = errors ?? NO_ERRORS;
        this.emit();
      },
    });
    return form;
  }

  /** react-hook-form's form, created now if the library is there, else once it has loaded (a failed load is retried on the next call). */
  load(): Promise<LibraryForm<T, R>> {
    if (this.form) return Promise.resolve(this.form);
    const library = this.library;
    if (typeof library !== 'function') return Promise.resolve((this.form = this.createForm(library)));
    this.loading ??= library().then(
      (module) => (this.form ??= this.createForm(module)),
      (error: unknown) => {
        this.loading = null;
        throw error;
      },
    );
    return this.loading;
  }

  /** Starts loading react-hook-form (the visitor is about to use the form); same function on every call. */
  prepare = (): void => {
    if (!this.form) this.load().catch(() => undefined);
  };

  /** All values, or the value at `path`. */
  getValues(): T;
  getValues<P extends FieldPath<T>>(path: P): FieldPathValue<T, P>;
  getValues(path?: string): unknown {
    return path === undefined ? this.values : getIn(this.values, path);
  }

  /** Sets the value at `path` (a new object along the path; react-hook-form's form gets it too). */
  setValue<P extends FieldPath<T>>(path: P, value: FieldPathValue<T, P>): void {
    this.values = setIn(this.values, path.split('.'), value) as T;
    this.form?.setValue(path, value);
    this.emit();
  }

  /** The error message at `path` (from the last submit), if any. */
  errorMessage(path: string): string | undefined {
    const error = getIn(this.errors, path) as { message?: unknown } | undefined;
    return typeof error?.message === 'string' ? error.message : undefined;
  }

  /** Whether any field has an error (the last submit's, not cleared since). */
  get hasErrors(): boolean {
    return Object.keys(this.errors).length > 0;
  }

  /** Whether a submit is under way (waiting for react-hook-form, or its `handleSubmit` running: its `isSubmitting`). */
  get isSubmitting(): boolean {
    return this.submits > 0;
  }

  /** Clears the errors at `paths` (all without). */
  clearErrors(paths?: readonly FieldPath<T>[]): void {
    if (this.form && this.hasErrors) this.form.clearErrors(paths ? [...paths] : undefined);
  }

  /**
   * Submits: waits for react-hook-form if needed, then runs its `handleSubmit` (the resolver). Valid values parsed
   * to `R` go to `onValid`; otherwise the errors are set and `onInvalid` runs.
   * @throws FormLibraryLoadError when react-hook-form cannot be loaded (the next submit tries again); whatever
   *   `onValid` throws, as it is
   */
  async submit(onValid: (result: R) => unknown, onInvalid?: () => void): Promise<void> {
    this.submits += 1;
    this.emit();
    try {
      const form =
        this.form ??
        (await this.load().catch((error: unknown) => {
          throw new FormLibraryLoadError(error);
        }));
      await form.handleSubmit(
        (result) => onValid(result),
        () => onInvalid?.(),
      )();
    } finally {
      this.submits -= 1;
      this.emit();
    }
  }

  /** The ref callback of the field at `path` (the same function for a path), for {@link setFocus}. */
  ref(path: string): (element: Focusable | null) => void {
    let ref = this.refs.get(path);
    if (!ref) {
      ref = (element) => {
        if (!element) {
          this.elements.delete(path);
          return;
        }
        this.elements.set(path, element);
        if (this.focusWhenMounted === path) {
          this.focusWhenMounted = null;
          element.focus();
        }
      };
      this.refs.set(path, ref);
    }
    return ref;
  }

  /** Focuses the field at `path`, now or when it mounts. */
  setFocus(path: string): void {
    const element = this.elements.get(path);
    if (element) element.focus();
    else this.focusWhenMounted = path;
  }

  /** Stable keys of the array at `path`'s items (React keys), one per item; new keys for items added by a `setValue`. */
  keysOf(path: string): readonly string[] {
    const items = getIn(this.values, path);
    const length = Array.isArray(items) ? items.length : 0;
    const keys = this.arrayKeys.get(path) ?? [];
    if (keys.length === length) return keys;
    const next = keys.length > length ? keys.slice(0, length) : [...keys, ...Array.from({ length: length - keys.length }, () => `${path}-${this.nextKey++}`)];
    this.arrayKeys.set(path, next);
    return next;
  }

  /** Removes item `index` of the array at `path` (its key goes with it). */
  removeItem(path: FieldPath<T>, index: number): void {
    const keys = this.keysOf(path);
    this.arrayKeys.set(path, keys.filter((_, i) => i !== index));
    const items = this.getValues(path) as unknown as unknown[];
    this.setValue(path, items.filter((_, i) => i !== index) as FieldPathValue<T, FieldPath<T>>);
  }
}

const FormBindingContext = createContext<FormBinding<FieldValues, unknown> | null>(null);

/** Makes `binding` the form of the fields under it ({@link useBoundField}, {@link useFormBindingContext}). */
export function FormBindingProvider<T extends FieldValues, R>({ binding, children }: { binding: FormBinding<T, R>; children: ReactNode }) {
  return createElement(FormBindingContext.Provider, { value: binding as unknown as FormBinding<FieldValues, unknown> }, children);
}

/** The binding of the nearest {@link FormBindingProvider}. Throws outside one (a field without its form is a bug). */
export function useFormBindingContext<T extends FieldValues>(): FormBinding<T, unknown> {
  const binding = useContext(FormBindingContext);
  if (!binding) throw new Error('useFormBindingContext: no FormBindingProvider above this field');
  return binding as unknown as FormBinding<T, unknown>;
}

/** A form binding made on the first render and kept; its resolver follows `options.resolver` on every render. */
export function useFormBinding<T extends FieldValues, R>(options: FormBindingOptions<T, R>): FormBinding<T, R> {
  const [binding] = useState(() => new FormBinding(options));
  binding.resolver = options.resolver;
  return binding;
}

/** The value at `path` of `binding`; re-renders when it changes. */
export function useBoundValue<T extends FieldValues, R, P extends FieldPath<T>>(binding: FormBinding<T, R>, path: P): FieldPathValue<T, P> {
  return useSyncExternalStore(binding.subscribe, () => binding.getValues(path));
}

/** Whether `binding` has errors and whether it is submitting; re-renders when either changes. */
export function useFormStatus<T extends FieldValues, R>(binding: FormBinding<T, R>): { hasErrors: boolean; isSubmitting: boolean } {
  const hasErrors = useSyncExternalStore(binding.subscribe, () => binding.hasErrors);
  const isSubmitting = useSyncExternalStore(binding.subscribe, () => binding.isSubmitting);
  return { hasErrors, isSubmitting };
}

/** The props a bound field gets from {@link useBoundField}. */
export type BoundProps = 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'errorMessage';

/** Where a bound field lives in its form. */
export interface BoundFieldProps<T extends FieldValues> {
  /** The field's path in the form values, e.g. `legs.0.origin`. */
  path: FieldPath<T>;
  /** Other fields whose errors an edit of this one clears (e.g. "Rooms" when "Guests" changes). */
  clears?: readonly FieldPath<T>[];
}

const noBlur = (): void => undefined;

/**
 * The value, error and handlers of the field at `path` of the nearest form binding, for a react-aria field or its
 * look-alike (the binding's counterpart of ui/field-control.ts `useFieldControl`). Editing clears its error and those
 * at `clears`. `inputRef` takes the element the form focuses ({@link FormBinding.setFocus}).
 */
export function useBoundField<T extends FieldValues, V>({ path, clears }: BoundFieldProps<T>) {
  const binding = useFormBindingContext<T>();
  const value = useBoundValue(binding, path) as V;
  const errorMessage = useSyncExternalStore(binding.subscribe, () => binding.errorMessage(path));
  const clearsKey = clears?.join(' ') ?? '';
  const onChange = useCallback(
    (next: V) => {
      binding.setValue(path, next as FieldPathValue<T, FieldPath<T>>);
      binding.clearErrors([path, ...(clearsKey ? (clearsKey.split(' ') as FieldPath<T>[]) : [])]);
    },
    [binding, path, clearsKey],
  );
  return { value, onChange, onBlur: noBlur, inputRef: binding.ref(path), errorMessage };
}

/** Stable keys (React keys) of the items of the array at `path` of `binding`; re-renders when they change. */
export function useBoundArrayKeys<T extends FieldValues, R>(binding: FormBinding<T, R>, path: FieldPath<T>): readonly string[] {
  return useSyncExternalStore(binding.subscribe, () => binding.keysOf(path));
}
