import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { NAME_MESSAGE, personName, personNameProblem, sanitizeName } from '../../../core/domain/name.ts';

const NAME_LETTERS = /^[A-Za-zА-Яа-яЁё]*$/;

describe('Name keeps only Latin and Cyrillic letters; other characters are stripped and the value trimmed', () => {
  it('keeps a Cyrillic name as typed', () => {
    expect(sanitizeName('Анна')).toBe('Анна');
  });

  it('keeps ё and Ё, which lie outside the А–я range', () => {
    expect(sanitizeName('Фёдор')).toBe('Фёдор');
    expect(sanitizeName('Ёжик')).toBe('Ёжик');
  });

  it('keeps a Latin name and a Latin+Cyrillic mix', () => {
    expect(sanitizeName('John')).toBe('John');
    expect(sanitizeName('AnnaАнна')).toBe('AnnaАнна');
  });

  it('strips digits', () => {
    expect(sanitizeName('Иван2000')).toBe('Иван');
    expect(sanitizeName('12345')).toBe('');
  });

  it('strips emoji, punctuation and symbols', () => {
    expect(sanitizeName('Маша😀!')).toBe('Маша');
    expect(sanitizeName('<script>alert(1)</script>')).toBe('scriptalertscript');
    expect(sanitizeName("О'Нил-Смит")).toBe('ОНилСмит');
  });

  it('strips surrounding and inner whitespace (one first name, no spaces)', () => {
    expect(sanitizeName('  Пётр  ')).toBe('Пётр');
    expect(sanitizeName('Анна Мария')).toBe('АннаМария');
    expect(sanitizeName('\tОля\n')).toBe('Оля');
  });

  it('strips letters of other alphabets and accented Latin', () => {
    expect(sanitizeName('Ἀλέξανδρος')).toBe('');
    expect(sanitizeName('José')).toBe('Jos');
    expect(sanitizeName('Їжак')).toBe('жак');
  });

  it('an empty value stays empty', () => {
    expect(sanitizeName('')).toBe('');
    expect(sanitizeName('   ')).toBe('');
  });

  it('property: the output only contains Latin and Cyrillic letters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (input) => {
        expect(sanitizeName(input)).toMatch(NAME_LETTERS);
      }),
    );
  });

  it('property: every letter of the input survives, in order, and sanitising twice changes nothing', () => {
    const letter = fc.constantFrom(...'AzБяЁёЖ'.split(''));
    const noise = fc.constantFrom(' ', '1', '😀', '-', '.', 'é', '\n');
    fc.assert(
      fc.property(fc.array(fc.oneof(letter, noise)), (chars) => {
        const input = chars.join('');
        const expected = chars.filter((c) => NAME_LETTERS.test(c)).join('');
        expect(sanitizeName(input)).toBe(expected);
        expect(sanitizeName(sanitizeName(input))).toBe(sanitizeName(input));
      }),
    );
  });
});

describe('a person’s name as typed (issue 30 §5 «Hyphens vanish from names»): kept, or refused with a sentence', () => {
  it.each([
    ['Римская-Корсакова', 'Римская-Корсакова'],
    ['Анна-Мария', 'Анна-Мария'],
    ['Анна Мария', 'Анна Мария'],
    ['Д’Артаньян', 'Д’Артаньян'],
    ["O'Neil", "O'Neil"],
    ['Фёдор', 'Фёдор'],
    ['Ёлкин', 'Ёлкин'],
    ['José', 'José'],
    ['Їжак', 'Їжак'],
    ['  Пётр  ', 'Пётр'],
    // The same letters in the decomposed spelling some keyboards send: stored in the composed one.
    ['Пе\u0308тр', 'Пётр'],
  ])('keeps «%s» as «%s»', (typed, kept) => {
    expect(personNameProblem(typed)).toBeNull();
    expect(v.parse(personName, typed)).toBe(kept);
  });

  it.each([
    'Анна-Мария 2',
    'Маша😀',
    'Smith!',
    '<script>',
    'Анна--Мария',
    'Анна  Мария',
    '-Анна',
    'Анна-',
    'Ἀλέξανδρος',
    'Анна_Мария',
    '12345',
  ])('refuses «%s» with the sentence, never stripping it', (typed) => {
    expect(personNameProblem(typed)).toBe(NAME_MESSAGE);
    expect(v.safeParse(personName, typed).issues?.[0]?.message).toBe(NAME_MESSAGE);
  });

  it('says nothing of an empty field (whether one is required is the form’s rule)', () => {
    expect(personNameProblem('')).toBeNull();
    expect(personNameProblem('   ')).toBeNull();
  });

  it('property: a name it takes is stored as typed, only the outer spaces gone', () => {
    const part = fc.stringMatching(/^[A-Za-zА-Яа-яЁё]{1,8}$/);
    const separator = fc.constantFrom('-', "'", '’', ' ');
    fc.assert(
      fc.property(part, fc.array(fc.tuple(separator, part), { maxLength: 3 }), (first, rest) => {
        const typed = first + rest.map(([sep, next]) => sep + next).join('');
        expect(personNameProblem(` ${typed} `)).toBeNull();
        expect(v.parse(personName, ` ${typed} `)).toBe(typed);
      }),
    );
  });
});
