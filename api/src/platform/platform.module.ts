import { type DynamicModule, Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { AccessTokensService } from './auth/access-tokens.service.js';
import { ApiKeyStrategy } from './auth/api-key.strategy.js';
import { AuthGuard } from './auth/auth.guard.js';
import { JWT_SECRETS } from './auth/auth.tokens.js';
import { MemberJwtStrategy, StaffJwtStrategy } from './auth/jwt.strategies.js';
import type { JwtSecrets } from './auth/jwt-secrets.js';
import { QrTokensService } from './auth/qr-tokens.service.js';
import { APP_CONFIG, type AppConfig } from './config/app-config.js';
import type { DatabaseConnection } from './database/data-source.js';
import { DATABASE_CONNECTION } from './database/database.tokens.js';
import { ContentTypeInterceptor } from './http/content-type.interceptor.js';
import { DomainEvents } from './events/domain-events.service.js';
import { HttpExceptionFilter } from './http/http-exception.filter.js';
import { MailService } from './mail/mail.service.js';
import { RateLimiterService } from './rate-limit/rate-limiter.service.js';

/**
 * Cross-cutting providers every module may inject: config, auth (the global guard, its two
 * passport-jwt strategies and the API keys' strategy), the gate's QR tokens, mail, rate limits, error filter, domain events (the outbox).
 */
@Global()
@Module({})
export class PlatformModule {
  static register(config: AppConfig, db: DatabaseConnection, secrets: JwtSecrets): DynamicModule {
    return {
      module: PlatformModule,
      imports: [JwtModule.register({})],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: DATABASE_CONNECTION, useValue: db },
        { provide: JWT_SECRETS, useValue: secrets },
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_FILTER, useClass: HttpExceptionFilter },
        { provide: APP_INTERCEPTOR, useClass: ContentTypeInterceptor },
        StaffJwtStrategy,
        MemberJwtStrategy,
        ApiKeyStrategy,
        AccessTokensService,
        QrTokensService,
        MailService,
        RateLimiterService,
        DomainEvents,
      ],
      exports: [
        APP_CONFIG,
        DATABASE_CONNECTION,
        JWT_SECRETS,
        AccessTokensService,
        QrTokensService,
        MailService,
        RateLimiterService,
        DomainEvents,
        JwtModule,
      ],
    };
  }
}
