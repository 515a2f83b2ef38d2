import { describe, expect, it } from 'vitest';
import { createFormControl, type Resolver } from 'react-hook-form';
import { FormBinding, FormLibraryLoadError, type FormLibrary } from './form-binding.ts';

interface Values {
  origin: string;
  legs: { destination: string }[];
}

/** Refuses an empty origin and an empty flight destination; else parses to the origin in capitals. */
const resolver: Resolver<Values, unknown, string> = async (values) => {
  const errors: Record<string, unknown> = {};
  if (!values.origin) errors.origin = { type: 'custom', message: 'Enter a city or airport' };
  values.legs.forEach((leg, i) => {
    if (!leg.destination) errors.legs = Object.assign(errors.legs ?? [], { [i]: { destination: { type: 'custom', message: `Flight ${i + 2} needs a destination` } } });
  });
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values: values.origin.toUpperCase(), errors: {} };
};

/** A loader of react-hook-form that resolves when the test says so. */
function deferredLibrary() {
  let release = (): void => undefined;
  let calls = 0;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  const load = async (): Promise<FormLibrary> => {
    calls += 1;
    await arrived;
    return { createFormControl };
  };
  return { load, release: () => release(), calls: () => calls };
}

describe('FormBinding (issue #23: react-hook-form off the first page)', () => {
  it('takes input before react-hook-form is loaded and loads it only when asked', () => {
    const library = deferredLibrary();
    const binding = new FormBinding<Values, string>({ defaultValues: { origin: '', legs: [] }, resolver, library: library.load });
    binding.setValue('origin', 'jfk');
    expect(binding.getValues('origin')).toBe('jfk');
    expect(library.calls()).toBe(0);
    binding.prepare();
    binding.prepare();
    expect(library.calls()).toBe(1);
  });

  it('a submit before the library has arrived waits for it (submitting meanwhile), then validates what was typed', async () => {
    const library = deferredLibrary();
    const binding = new FormBinding<Values, string>({ defaultValues: { origin: '', legs: [{ destination: '' }] }, resolver, library: library.load });
    binding.setValue('legs.0.destination', 'LHR');
    const searched: string[] = [];
    let invalid = 0;
    const submitted = binding.submit((result) => searched.push(result), () => (invalid += 1));
    expect(binding.isSubmitting).toBe(true);
    library.release();
    await submitted;
    expect(binding.isSubmitting).toBe(false);
    expect(searched).toEqual([]);
    expect(invalid).toBe(1);
    expect(binding.errorMessage('origin')).toBe('Enter a city or airport');
    expect(binding.errorMessage('legs.0.destination')).toBeUndefined();
    expect(binding.hasErrors).toBe(true);

    // An edit and its clearing reach react-hook-form's form: the next submit searches.
    binding.setValue('origin', 'jfk');
    binding.clearErrors(['origin']);
    expect(binding.errorMessage('origin')).toBeUndefined();
    expect(binding.hasErrors).toBe(false);
    await binding.submit((result) => searched.push(result));
    expect(searched).toEqual(['JFK']);
  });

  it('a submit whose library does not load fails with FormLibraryLoadError, keeps what was typed, and the next submit loads it again', async () => {
    let calls = 0;
    const library = async (): Promise<FormLibrary> => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { createFormControl };
    };
    const binding = new FormBinding<Values, string>({ defaultValues: { origin: '', legs: [] }, resolver, library });
    binding.setValue('origin', 'cdg');
    const searched: string[] = [];
    await expect(binding.submit((result) => searched.push(result))).rejects.toBeInstanceOf(FormLibraryLoadError);
    expect(binding.isSubmitting).toBe(false);
    expect(binding.getValues('origin')).toBe('cdg');
    await binding.submit((result) => searched.push(result));
    expect(calls).toBe(2);
    expect(searched).toEqual(['CDG']);
  });

  it('keeps item keys through a removal and shows errors of array items at their path', async () => {
    const binding = new FormBinding<Values, string>({ defaultValues: { origin: 'JFK', legs: [] }, resolver, library: { createFormControl } });
    binding.setValue('legs', [{ destination: 'LHR' }, { destination: '' }, { destination: 'CDG' }]);
    const [first, , third] = binding.keysOf('legs');
    binding.removeItem('legs', 1);
    expect(binding.keysOf('legs')).toEqual([first, third]);
    expect(binding.getValues('legs')).toEqual([{ destination: 'LHR' }, { destination: 'CDG' }]);
    binding.setValue('legs.1.destination', '');
    await binding.submit(() => undefined);
    expect(binding.errorMessage('legs.1.destination')).toBe('Flight 3 needs a destination');
  });
});
