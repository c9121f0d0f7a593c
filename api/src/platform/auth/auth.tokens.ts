export const JWT_SECRETS = Symbol('JWT_SECRETS');
