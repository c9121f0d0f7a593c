import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as ptBr from '@zxcvbn-ts/language-pt-br';

/**
 * The lowest zxcvbn score a new password may have. Score 2 means at least 10^6 guesses:
 * it refuses what is on the lists of common passwords (`12345678`, `senha123`, `qwertyui`),
 * keyboard walks, sequences and a single common Portuguese word with digits, and accepts
 * a few words joined (`clube-socio-1`). Decided in docs/decisions.md (issue 25).
 */
export const MIN_PASSWORD_SCORE = 2;

let checker: ZxcvbnFactory | undefined;

/**
 * True when the password is too easy to guess: zxcvbn-ts with its common-password lists
 * (passwords, names, words, Wikipedia) and the Brazilian Portuguese ones. The lists weigh a
 * few megabytes, so they are loaded on the first check and only in the API (the apps show
 * the API's field message).
 */
export function isCommonPassword(password: string): boolean {
  checker ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...ptBr.dictionary },
    graphs: common.adjacencyGraphs,
  });
  return checker.check(password).score < MIN_PASSWORD_SCORE;
}
