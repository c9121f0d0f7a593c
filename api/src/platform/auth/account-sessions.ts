/**
 * The ports through which a module that owns accounts (users: staff; associates: members)
 * acts on their sign-in without importing the auth module, which sits above them (its sign-in
 * reads both): start a session, end every session of an account, issue a single-use link to
 * choose a password. The auth module implements and provides them (`SessionsService`,
 * `PasswordLinksService`).
 */
import type { EntityManager } from 'typeorm';
import type { Realm } from './auth.decorators.js';

/** A new session's tokens (the answer of a sign-in, a refresh or a password change). */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  /** The access token's validity, in seconds. */
  expiresIn: number;
}

/** Sessions of an account: each call joins the caller's transaction when given one. */
export interface AccountSessions {
  /** Starts a session (a new refresh-token family) of the account. */
  start(
    realm: Realm,
    subjectId: string,
    keepConnected: boolean,
    manager?: EntityManager,
  ): Promise<SessionTokens>;
  /** Ends every session of the account (password change, deactivation, deletion). */
  endAll(realm: Realm, subjectId: string, manager?: EntityManager): Promise<void>;
}

export const ACCOUNT_SESSIONS = Symbol('ACCOUNT_SESSIONS');

/** What a password link is for: who, which e-mail it is sent to, how long it lives. */
export interface PasswordLinkRequest {
  realm: Realm;
  subjectId: string;
  email: string;
  ttlMs: number;
}

/**
 * Single-use codes of the links that let an account choose its password (recovery, an
 * associate's welcome e-mail). Only the code's hash is stored; `issue` returns the code.
 */
export interface PasswordLinks {
  issue(manager: EntityManager, request: PasswordLinkRequest): Promise<string>;
}

export const PASSWORD_LINKS = Symbol('PASSWORD_LINKS');
