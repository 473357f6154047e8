/**
 * Accepted and refused partner applications: the core schema's test runs them through `safeParse` and the form's
 * check, and the server's form-examples test posts the same ones to POST /api/applying-requests, so the form and
 * the server cannot disagree (issue 20: the form used to accept what the server refused).
 */
import { APPLICATION_MESSAGES as M, COMMENT_MAX } from '../../../core/domain/partnerApplicationSchema.ts';
import type { AcceptedExample, RefusedExample } from './profileExamples.ts';

/** A body the schema takes, but for `cityCodeId`, which each side sets to a city it has. */
export const VALID_APPLICATION = {
  organisation: 'ООО «Ромашка»',
  inn: '7707083893',
  contactName: 'Иван Петров',
  phone: '+7 999 123 45 67',
  email: 'partner@example.ru',
  categoryId: null,
  website: '',
  comment: '',
  logoFileId: null,
} as const;

export const ACCEPTED: readonly AcceptedExample[] = [
  { field: 'organisation', sent: '  ООО «Ромашка» ', stored: 'ООО «Ромашка»' },
  { field: 'inn', sent: '7707083893', stored: '7707083893' },
  { field: 'inn', sent: ' 7707 083 893 ', stored: '7707083893' },
  { field: 'inn', sent: '5001\u00a00073\u00a02259', stored: '500100732259' },
  { field: 'contactName', sent: 'Анна', stored: 'Анна' },
  { field: 'phone', sent: '+7 (999) 123-45-67', stored: '79991234567' },
  { field: 'phone', sent: '8 999 123 45 67', stored: '79991234567' },
  { field: 'email', sent: ' anna@romashka.ru ', stored: 'anna@romashka.ru' },
  { field: 'website', sent: 'romashka.ru', stored: 'https://romashka.ru' },
  { field: 'website', sent: 'http://romashka.ru/menu', stored: 'http://romashka.ru/menu' },
  { field: 'website', sent: '  ', stored: null },
  { field: 'website', sent: null, stored: null },
  { field: 'comment', sent: ' три точки ', stored: 'три точки' },
  { field: 'comment', sent: 'я'.repeat(COMMENT_MAX), stored: 'я'.repeat(COMMENT_MAX) },
  { field: 'comment', sent: '   ', stored: null },
];

export const REFUSED: readonly RefusedExample[] = [
  { field: 'organisation', sent: '   ', message: M.organisation },
  { field: 'organisation', sent: 'ООО \u202eакшамоР', message: M.bidi },
  { field: 'organisation', sent: 'О'.repeat(301), message: M.organisationTooLong },
  { field: 'inn', sent: '', message: M.inn },
  { field: 'inn', sent: '12345', message: M.innLength },
  { field: 'inn', sent: '77070838a3', message: M.innLength },
  { field: 'inn', sent: '7707083894', message: M.innChecksum },
  { field: 'inn', sent: '0000000000', message: M.innChecksum },
  { field: 'contactName', sent: '', message: M.contactName },
  { field: 'contactName', sent: 'Анна\u2066', message: M.bidi },
  { field: 'phone', sent: '', message: M.phone },
  { field: 'phone', sent: '+7 999 123 45', message: M.phoneIncomplete },
  { field: 'email', sent: '', message: M.email },
  { field: 'email', sent: 'anna@', message: M.emailInvalid },
  { field: 'email', sent: 'an na@romashka.ru', message: M.emailInvalid },
  { field: 'email', sent: 'anna@romashka.r', message: M.emailInvalid },
  { field: 'email', sent: 'an\u202ena@romashka.ru', message: M.bidi },
  { field: 'cityCodeId', sent: null, message: M.city },
  { field: 'cityCodeId', sent: 0, message: M.city },
  { field: 'website', sent: 'javascript:alert(1)', message: M.website },
  { field: 'website', sent: 'my site.ru', message: M.website },
  { field: 'website', sent: 'ромашка', message: M.website },
  { field: 'comment', sent: 'я'.repeat(COMMENT_MAX + 1), message: M.commentTooLong },
  { field: 'comment', sent: 'text\u202e', message: M.bidi },
];
