// @vitest-environment node
/**
 * The catalogue checker's rules (scripts/check-catalogues.ts, run by `npm run lint`) on small in-memory
 * catalogues: a missing id, an extra id, a message that is not ICU and a changed argument name each fail; a
 * complete translation with its own plural categories passes.
 */
import { describe, expect, it } from 'vitest';
import { checkCatalogue, checkEnglish } from './check-catalogues.ts';

const EN = {
  'a.title': 'Your trips',
  'a.welcome': 'Welcome back, {name}',
  'a.nights': '{nights, plural, one {# night} other {# nights}}',
  'a.cabin': '{cabin, select, economy {Economy} other {{cabin}}} to {city}',
};

const DE = {
  'a.title': 'Ihre Reisen',
  'a.welcome': 'Willkommen zurück, {name}',
  'a.nights': '{nights, plural, one {# Nacht} other {# Nächte}}',
  'a.cabin': '{cabin, select, economy {Economy} other {{cabin}}} nach {city}',
};

describe('checkCatalogue', () => {
  it('passes a complete translation, whatever its plural categories', () => {
    expect(checkCatalogue('de', EN, DE)).toEqual([]);
    expect(checkCatalogue('pl', EN, { ...DE, 'a.nights': '{nights, plural, one {# noc} few {# noce} many {# nocy} other {# nocy}}' })).toEqual([]);
  });

  it('reports a missing id', () => {
    const { 'a.title': _omitted, ...rest } = DE;
    expect(checkCatalogue('de', EN, rest)).toEqual([{ locale: 'de', id: 'a.title', problem: 'missing message' }]);
  });

  it('reports an id English does not have', () => {
    expect(checkCatalogue('de', EN, { ...DE, 'a.gone': 'Alt' })).toEqual([{ locale: 'de', id: 'a.gone', problem: 'unused message (no such id in en.json)' }]);
  });

  it('reports a message that is not valid ICU', () => {
    const problems = checkCatalogue('de', EN, { ...DE, 'a.nights': '{nights, plural, one {# Nacht} other {# Nächte}' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ locale: 'de', id: 'a.nights' });
    expect(problems[0]!.problem).toMatch(/^not a valid ICU message/);
  });

  it('reports a plural without its other branch as invalid', () => {
    const problems = checkCatalogue('de', EN, { ...DE, 'a.nights': '{nights, plural, one {# Nacht}}' });
    expect(problems.map((p) => p.id)).toEqual(['a.nights']);
  });

  it('reports a renamed, dropped or added argument', () => {
    const problems = checkCatalogue('de', EN, {
      ...DE,
      'a.welcome': 'Willkommen zurück, {nom}',
      'a.cabin': '{cabin, select, economy {Economy} other {{cabin}}}',
      'a.title': 'Ihre Reisen, {name}',
    });
    expect(problems.map((p) => p.id).sort()).toEqual(['a.cabin', 'a.title', 'a.welcome']);
    expect(problems.find((p) => p.id === 'a.welcome')!.problem).toBe('arguments differ from English: expected {name}, found {nom}');
  });

  it('reports an empty translation', () => {
    expect(checkCatalogue('de', EN, { ...DE, 'a.title': ' ' })).toEqual([{ locale: 'de', id: 'a.title', problem: 'empty message' }]);
  });
});

describe('checkEnglish (en.json against a fresh extraction from the sources)', () => {
  it('passes when en.json is what the sources declare', () => {
    expect(checkEnglish(EN, { ...EN })).toEqual([]);
  });

  it('reports a message a source declares that en.json lacks, one no source declares, and a changed text', () => {
    const { 'a.title': _dropped, ...rest } = EN;
    const problems = checkEnglish({ ...rest, 'a.gone': 'Old', 'a.welcome': 'Hello, {name}' }, EN);
    expect(problems.map(({ id, problem }) => `${id}: ${problem.split(' (')[0]}`).sort()).toEqual([
      'a.gone: unused message',
      'a.title: missing message',
      'a.welcome: stale text',
    ]);
  });
});
