/**
 * The 10,000 most common passwords (data/common-passwords.txt, MIT: see its LICENSE file beside it),
 * refused when a password is set: registration, reset link, password change (issue 26). Compared
 * lower-cased, so "Password12" is as refused as "password12". Only the server checks: the list stays
 * out of the app's bundles.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validationMessages } from '@velo/validation';
import { validationFailed } from '../errors.ts';

const listFile = join(import.meta.dirname, '../../data/common-passwords.txt');

let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    readFileSync(listFile, 'utf8')
      .split('\n')
      .filter((line) => line.length > 0),
  );
  return common.has(password.toLowerCase());
}

/** 400 naming `field` with the rule's message id when `password` is one of the common ones. */
export function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw validationFailed([{ field, message: validationMessages.password.common }]);
  }
}
