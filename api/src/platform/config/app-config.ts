import { isAbsolute, resolve } from 'node:path';
import proxyAddr from 'proxy-addr';
import { z } from 'zod';
import { isValidCpf } from '@clube/shared';

/**
 * Typed configuration read once from the environment at boot. A missing or bad
 * variable stops the start with a message naming it (see ConfigError).
 */
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const origin = z
  .string()
  .url()
  .transform((v) => v.replace(/\/$/, ''));

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** A Unix socket the API listens on too, for the proxy on the same server (docker/compose.yml). */
    API_SOCKET: z.string().startsWith('/', 'deve ser um caminho absoluto').optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'deve começar com postgres:// ou postgresql://')
      .optional(),
    DATA_DIR: z.string().min(1).default('.data'),
    PORTAL_ORIGIN: origin.default('http://localhost:4200'),
    ADMIN_ORIGIN: origin.default('http://localhost:4300'),
    CORS_EXTRA_ORIGINS: z.string().default(''),
    SEED_DEMO: bool.optional(),
    CLUB_TIME_ZONE: z
      .string()
      .refine((tz) => {
        try {
          new Intl.DateTimeFormat('en-US', { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      }, 'fuso horário IANA desconhecido')
      .default('America/Sao_Paulo'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    JWT_STAFF_SECRET: z.string().min(32, 'precisa de ao menos 32 caracteres').optional(),
    JWT_MEMBER_SECRET: z.string().min(32, 'precisa de ao menos 32 caracteres').optional(),
    /**
     * Signs every QR token the gate reads (membership cards, invitations, tickets); derived from
     * JWT_STAFF_SECRET (required in production) when left out.
     */
    CARD_TOKEN_SECRET: z.string().min(32, 'precisa de ao menos 32 caracteres').optional(),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'deve começar com smtp:// ou smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Clube <nao-responda@clube.test>'),
    STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ENDPOINT: z.string().url().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: bool.default(true),
    UPLOAD_MAX_IMAGE_MB: z.coerce.number().positive().max(100).default(10),
    UPLOAD_MAX_DOCUMENT_MB: z.coerce.number().positive().max(200).default(20),
    UPLOAD_MAX_VIDEO_MB: z.coerce.number().positive().max(2048).default(200),
    ADMIN_CPF: z.string().optional(),
    ADMIN_PASSWORD: z
      .string()
      .min(8, 'precisa de 8 a 20 caracteres')
      .max(20, 'precisa de 8 a 20 caracteres')
      .optional(),
    ADMIN_EMAIL: z.string().email('e-mail inválido').optional(),
    ADMIN_NAME: z.string().min(1).default('Administrador'),
    /** How long a paid order (and its reservation) holds the slot while the member pays. */
    ORDER_HOLD_MINUTES: z.coerce.number().int().min(1).max(120).default(15),
    /** The events' sweeper (expired holds and waitlist offers, every 30 s); default: on outside tests. */
    EVENT_SWEEPER: bool.optional(),
    /** Codes a staff account may type at the gate per minute (invitation, ticket and card codes). */
    GATE_TYPED_CODES_PER_MINUTE: z.coerce.number().int().min(1).max(1000).default(30),
    /** Checks of any kind (QR codes included) a staff account may make at the gate per minute. */
    GATE_CHECKS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(300),
    EVENT_RELAY: bool.optional(),
    /**
     * Months after a visit that a guest's name and CPF are kept (then anonymised; at once for a
     * cancelled booking). LGPD: the club keeps guests' data only as long as it needs it.
     */
    GUEST_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(12),
    /** The guests' anonymisation job (every hour); default: on outside tests. */
    GUEST_RETENTION: bool.optional(),
    /**
     * Which acquirer takes the payments: the simulated one (no network, no money) or Cielo's
     * API 3.0. In production the sandbox is refused unless PAYMENT_SANDBOX_IN_PRODUCTION=true.
     */
    PAYMENT_ACQUIRER: z.enum(['sandbox', 'cielo']).default('sandbox'),
    /** A production-like staging stack that takes no real money: the sandbox allowed, loudly. */
    PAYMENT_SANDBOX_IN_PRODUCTION: bool.default(false),
    CIELO_MERCHANT_ID: z.string().optional(),
    CIELO_MERCHANT_KEY: z.string().optional(),
    /** Default: Cielo's production endpoints in production, its sandbox's elsewhere. */
    CIELO_API_URL: z.string().url().optional(),
    CIELO_QUERY_URL: z.string().url().optional(),
    CIELO_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
    /** Static header value the acquirer's notification must carry (X-Notification-Token). */
    PAYMENT_NOTIFICATION_TOKEN: z.string().min(16).optional(),
    /** The periodic reconciliation of pending payments (every minute); default on outside tests. */
    PAYMENT_RECONCILE: bool.optional(),
    /** PKCS#8 PEM of the card-data key; unset: generated and kept in the database, rotated. */
    PAYMENT_PRIVATE_KEY: z.string().optional(),
    /** The sandbox's Pix receiver (a real acquirer writes its own BR Code). */
    PIX_KEY: z.string().default('pagamentos@clubecolibri.com.br'),
    PIX_MERCHANT_NAME: z.string().min(1).default('Clube Colibri'),
    PIX_MERCHANT_CITY: z.string().min(1).default('Sao Paulo'),
    BODY_LIMIT_KB: z.coerce.number().int().positive().max(10_240).default(512),
    TRUST_PROXY: z
      .string()
      .trim()
      .default('')
      .refine(
        (v) => v === '' || v === 'false' || /^\d+$/.test(v) || isProxyList(v),
        'use false, um número de saltos ou uma lista de endereços/redes (ex.: loopback, 10.0.0.0/8)',
      ),
  })
  .superRefine((env, ctx) => {
    if (env.STORAGE_DRIVER === 's3' && !env.S3_BUCKET) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'obrigatório quando STORAGE_DRIVER=s3',
      });
    }
    const admin = [env.ADMIN_CPF, env.ADMIN_PASSWORD, env.ADMIN_EMAIL].filter(Boolean).length;
    if (admin > 0 && admin < 3) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_CPF'],
        message: 'ADMIN_CPF, ADMIN_PASSWORD e ADMIN_EMAIL vão juntos',
      });
    }
    if (env.PAYMENT_ACQUIRER === 'cielo' && (!env.CIELO_MERCHANT_ID || !env.CIELO_MERCHANT_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['CIELO_MERCHANT_ID'],
        message:
          'CIELO_MERCHANT_ID e CIELO_MERCHANT_KEY são obrigatórios com PAYMENT_ACQUIRER=cielo',
      });
    }
    if (env.ADMIN_CPF && !isValidCpf(env.ADMIN_CPF)) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_CPF'], message: 'CPF inválido' });
    }
    if (env.NODE_ENV === 'production') {
      checkProductionPayments(env, ctx);
      for (const key of ['JWT_STAFF_SECRET', 'JWT_MEMBER_SECRET'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'obrigatório em produção' });
      }
      if (env.JWT_STAFF_SECRET && env.JWT_STAFF_SECRET === env.JWT_MEMBER_SECRET) {
        ctx.addIssue({
          code: 'custom',
          path: ['JWT_MEMBER_SECRET'],
          message: 'precisa ser diferente de JWT_STAFF_SECRET',
        });
      }
    }
  });

export type Environment = z.input<typeof schema>;

/** Cielo's endpoints: its sandbox (no money moves) and production. */
export const CIELO_URLS = {
  sandbox: {
    api: 'https://apisandbox.cieloecommerce.cielo.com.br',
    query: 'https://apiquerysandbox.cieloecommerce.cielo.com.br',
  },
  production: {
    api: 'https://api.cieloecommerce.cielo.com.br',
    query: 'https://apiquery.cieloecommerce.cielo.com.br',
  },
} as const;

/**
 * Whether a URL points at Cielo's sandbox, which approves made-up cards and moves no money. An
 * unreadable URL is not (its own check names it).
 */
function isCieloSandbox(url: string | undefined): boolean {
  if (url === undefined || !URL.canParse(url)) return false;
  return /(^|\.)api(query)?sandbox\.cieloecommerce\.cielo\.com\.br$/i.test(new URL(url).hostname);
}

/** What the production rule for payments reads (typed apart: the schema is still being built). */
interface PaymentEnv {
  PAYMENT_ACQUIRER: 'sandbox' | 'cielo';
  PAYMENT_SANDBOX_IN_PRODUCTION: boolean;
  CIELO_API_URL?: string | undefined;
  CIELO_QUERY_URL?: string | undefined;
  PAYMENT_NOTIFICATION_TOKEN?: string | undefined;
}

/**
 * Production takes real money or says plainly that it does not (issue 24): the simulated
 * acquirer (or Cielo's own sandbox) only with PAYMENT_SANDBOX_IN_PRODUCTION=true, and always a
 * PAYMENT_NOTIFICATION_TOKEN, so strangers cannot make the API query the acquirer.
 */
function checkProductionPayments(env: PaymentEnv, ctx: z.RefinementCtx): void {
  if (!env.PAYMENT_SANDBOX_IN_PRODUCTION) {
    if (env.PAYMENT_ACQUIRER === 'sandbox') {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_ACQUIRER'],
        message:
          'em produção o sandbox de pagamentos (nenhum dinheiro real; qualquer um marca um Pix como pago) não é aceito: ' +
          'defina PAYMENT_ACQUIRER=cielo com CIELO_MERCHANT_ID e CIELO_MERCHANT_KEY, ' +
          'ou PAYMENT_SANDBOX_IN_PRODUCTION=true só num ambiente de homologação',
      });
    } else if (isCieloSandbox(env.CIELO_API_URL) || isCieloSandbox(env.CIELO_QUERY_URL)) {
      ctx.addIssue({
        code: 'custom',
        path: [isCieloSandbox(env.CIELO_API_URL) ? 'CIELO_API_URL' : 'CIELO_QUERY_URL'],
        message:
          'em produção o sandbox da Cielo (nenhum dinheiro real) não é aceito: deixe CIELO_API_URL e CIELO_QUERY_URL ' +
          'sem valor (os endereços de produção) ou defina PAYMENT_SANDBOX_IN_PRODUCTION=true só num ambiente de homologação',
      });
    }
  }
  if (!env.PAYMENT_NOTIFICATION_TOKEN) {
    ctx.addIssue({
      code: 'custom',
      path: ['PAYMENT_NOTIFICATION_TOKEN'],
      message:
        'obrigatório em produção (16+ caracteres): o valor que a operadora envia no cabeçalho X-Notification-Token',
    });
  }
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** API_SOCKET: where the proxy on the same server reaches this process (platform/http/proxy-socket.ts). */
  proxySocket?: string;
  /** Real PostgreSQL when set; otherwise the embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  corsOrigins: string[];
  portalOrigin: string;
  adminOrigin: string;
  /** First staff account for a production start (env ADMIN_*), created only when no staff exists. */
  bootstrapAdmin: { cpf: string; password: string; email: string; name: string } | undefined;
  seedDemo: boolean;
  clubTimeZone: string;
  logLevel: string;
  jwt: {
    staffSecret: string | undefined;
    memberSecret: string | undefined;
    accessTtlSeconds: number;
    /**
     * The secret of every QR token the gate reads (cards, invitations, tickets:
     * CARD_TOKEN_SECRET); when unset, derived from the staff secret.
     */
    cardSecret: string | undefined;
  };
  gate: {
    /** Codes one staff account may type per minute (GATE_TYPED_CODES_PER_MINUTE, default 30). */
    typedCodesPerMinute: number;
    /** Checks of any kind one staff account may make per minute (GATE_CHECKS_PER_MINUTE, 300). */
    checksPerMinute: number;
  };
  mail: { smtpUrl: string | undefined; from: string };
  storage: {
    driver: 'local' | 's3';
    s3: {
      bucket: string | undefined;
      region: string;
      endpoint: string | undefined;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      forcePathStyle: boolean;
    };
    maxBytes: { image: number; document: number; video: number };
  };
  bodyLimitBytes: number;
  payments: {
    acquirer: 'sandbox' | 'cielo';
    /**
     * PAYMENT_SANDBOX_IN_PRODUCTION: a production start that may take no real money (the
     * simulated acquirer or Cielo's sandbox), for a staging stack; logged loudly at each start.
     */
    sandboxInProduction: boolean;
    cielo: {
      merchantId: string | undefined;
      merchantKey: string | undefined;
      apiUrl: string;
      queryUrl: string;
      timeoutMs: number;
    };
    notificationToken: string | undefined;
    /** Whether this process reconciles pending payments every minute (one process at a time). */
    reconcile: boolean;
    privateKeyPem: string | undefined;
    pix: { key: string; merchantName: string; merchantCity: string };
  };
  orders: {
    /** Minutes a Pendente order with a total above 0 holds its slot (ORDER_HOLD_MINUTES). */
    holdMinutes: number;
    /**
     * Whether this process runs the events' sweeper every 30 s (EVENT_SWEEPER; default on,
     * off in tests, which call `sweep()` themselves). Only one process sweeps at a time.
     */
    eventSweeper: boolean;
  };
  events: {
    /**
     * Whether this process runs the domain events' relay (EVENT_RELAY; default on, off in
     * tests, which call `relay()`): it handles events a crash or a failed handler left.
     */
    relay: boolean;
  };
  privacy: {
    /** Months after the visit a guest's name and CPF are kept (GUEST_RETENTION_MONTHS, 12). */
    guestRetentionMonths: number;
    /**
     * Whether this process runs the guests' anonymisation every hour (GUEST_RETENTION; default
     * on, off in tests, which call `anonymise()`). One process at a time.
     */
    guestRetentionJob: boolean;
  };
  /**
   * Which peers may say, in X-Forwarded-For, whose request they pass on (Express's `trust
   * proxy`): false (default, the peer is the client), a hop count or addresses/subnets.
   * Rate limits key on the address this yields, so it must name only the club's own proxy.
   */
  trustProxy: false | number | string[];
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Configuração inválida:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  // Empty strings count as "not set" so that `FOO=` in a .env file behaves like an absent variable.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || '(ambiente)'}: ${issue.message}`,
      ),
    );
  }
  const e = parsed.data;
  const mb = 1024 * 1024;
  const cieloUrls = CIELO_URLS[e.NODE_ENV === 'production' ? 'production' : 'sandbox'];
  const dataDir = isAbsolute(e.DATA_DIR) ? e.DATA_DIR : resolve(process.cwd(), e.DATA_DIR);
  const extra = e.CORS_EXTRA_ORIGINS.split(',')
    .map((s) => s.trim().replace(/\/$/, ''))
    .filter(Boolean);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    proxySocket: e.API_SOCKET,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    corsOrigins: [...new Set([e.PORTAL_ORIGIN, e.ADMIN_ORIGIN, ...extra])],
    portalOrigin: e.PORTAL_ORIGIN,
    adminOrigin: e.ADMIN_ORIGIN,
    bootstrapAdmin:
      e.ADMIN_CPF && e.ADMIN_PASSWORD && e.ADMIN_EMAIL
        ? { cpf: e.ADMIN_CPF, password: e.ADMIN_PASSWORD, email: e.ADMIN_EMAIL, name: e.ADMIN_NAME }
        : undefined,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV === 'development',
    clubTimeZone: e.CLUB_TIME_ZONE,
    logLevel: e.NODE_ENV === 'test' && !source['LOG_LEVEL'] ? 'silent' : e.LOG_LEVEL,
    jwt: {
      staffSecret: e.JWT_STAFF_SECRET,
      memberSecret: e.JWT_MEMBER_SECRET,
      accessTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
      cardSecret: e.CARD_TOKEN_SECRET,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    storage: {
      driver: e.STORAGE_DRIVER,
      s3: {
        bucket: e.S3_BUCKET,
        region: e.S3_REGION,
        endpoint: e.S3_ENDPOINT,
        accessKeyId: e.S3_ACCESS_KEY_ID,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        forcePathStyle: e.S3_FORCE_PATH_STYLE,
      },
      maxBytes: {
        image: Math.round(e.UPLOAD_MAX_IMAGE_MB * mb),
        document: Math.round(e.UPLOAD_MAX_DOCUMENT_MB * mb),
        video: Math.round(e.UPLOAD_MAX_VIDEO_MB * mb),
      },
    },
    bodyLimitBytes: e.BODY_LIMIT_KB * 1024,
    payments: {
      acquirer: e.PAYMENT_ACQUIRER,
      sandboxInProduction: e.NODE_ENV === 'production' && e.PAYMENT_SANDBOX_IN_PRODUCTION,
      cielo: {
        merchantId: e.CIELO_MERCHANT_ID,
        merchantKey: e.CIELO_MERCHANT_KEY,
        apiUrl: e.CIELO_API_URL ?? cieloUrls.api,
        queryUrl: e.CIELO_QUERY_URL ?? cieloUrls.query,
        timeoutMs: e.CIELO_TIMEOUT_MS,
      },
      notificationToken: e.PAYMENT_NOTIFICATION_TOKEN,
      reconcile: e.PAYMENT_RECONCILE ?? e.NODE_ENV !== 'test',
      privateKeyPem: e.PAYMENT_PRIVATE_KEY,
      pix: { key: e.PIX_KEY, merchantName: e.PIX_MERCHANT_NAME, merchantCity: e.PIX_MERCHANT_CITY },
    },
    orders: {
      holdMinutes: e.ORDER_HOLD_MINUTES,
      eventSweeper: e.EVENT_SWEEPER ?? e.NODE_ENV !== 'test',
    },
    events: { relay: e.EVENT_RELAY ?? e.NODE_ENV !== 'test' },
    privacy: {
      guestRetentionMonths: e.GUEST_RETENTION_MONTHS,
      guestRetentionJob: e.GUEST_RETENTION ?? e.NODE_ENV !== 'test',
    },
    gate: {
      typedCodesPerMinute: e.GATE_TYPED_CODES_PER_MINUTE,
      checksPerMinute: e.GATE_CHECKS_PER_MINUTE,
    },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
  };
}

/**
 * The start's line about payments: which acquirer takes them, and, loudly (error level, every
 * start), when a production process takes no real money.
 */
export function paymentsAtStart(config: AppConfig): {
  level: 'info' | 'error';
  message: string;
  fields: Record<string, string>;
} {
  const { acquirer, cielo } = config.payments;
  const production = config.env === 'production';
  if (acquirer === 'sandbox') {
    return production
      ? {
          level: 'error',
          message:
            'Payments: SANDBOX acquirer in PRODUCTION (PAYMENT_SANDBOX_IN_PRODUCTION=true) — no real money is taken, ' +
            'anyone can mark a Pix paid and made-up cards are approved. Staging only: a real deployment sets ' +
            'PAYMENT_ACQUIRER=cielo, CIELO_MERCHANT_ID and CIELO_MERCHANT_KEY.',
          fields: { acquirer },
        }
      : {
          level: 'info',
          message: 'Payments: SANDBOX acquirer — no real money',
          fields: { acquirer },
        };
  }
  const fields = { acquirer, apiUrl: cielo.apiUrl, queryUrl: cielo.queryUrl };
  if (isCieloSandbox(cielo.apiUrl) || isCieloSandbox(cielo.queryUrl)) {
    return {
      level: production ? 'error' : 'info',
      message: production
        ? `Payments: acquirer cielo on Cielo's SANDBOX in PRODUCTION (api url ${cielo.apiUrl}) — no real money is taken. Staging only.`
        : `Payments: acquirer cielo on Cielo's sandbox (api url ${cielo.apiUrl}) — no real money`,
      fields,
    };
  }
  return { level: 'info', message: `Payments: acquirer cielo (api url ${cielo.apiUrl})`, fields };
}

const proxyList = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

function isProxyList(v: string): boolean {
  try {
    proxyAddr.compile(proxyList(v));
    return true;
  } catch {
    return false;
  }
}

function parseTrustProxy(v: string): false | number | string[] {
  if (v === '' || v === 'false') return false;
  if (/^\d+$/.test(v)) return Number(v);
  return proxyList(v);
}

export const APP_CONFIG = Symbol('APP_CONFIG');
