import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessValidationModule } from './modules/access-validation/access-validation.module.js';
import { ApiKeysModule } from './modules/api-keys/api-keys.module.js';
import { AssociatesModule } from './modules/associates/associates.module.js';
import { AuditModule } from './modules/audit/audit.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { CompaniesModule } from './modules/companies/companies.module.js';
import { CovenantModule } from './modules/covenant/covenant.module.js';
import { DateRestrictionsModule } from './modules/date-restrictions/date-restrictions.module.js';
import { EventsModule } from './modules/events/events.module.js';
import { FilesModule } from './modules/files/files.module.js';
import { GalleryModule } from './modules/gallery/gallery.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { HomeModule } from './modules/home/home.module.js';
import { PaymentsModule } from './modules/payments/payments.module.js';
import { OrdersModule } from './modules/orders/orders.module.js';
import { PaymentReportsModule } from './modules/payment-reports/payment-reports.module.js';
import { PrivacyModule } from './modules/privacy/privacy.module.js';
import { ReportsModule } from './modules/reports/reports.module.js';
import { NewsModule } from './modules/news/news.module.js';
import { CardLayoutModule } from './modules/card-layout/card-layout.module.js';
import { CardsModule } from './modules/cards/cards.module.js';
import { MemberProfileModule } from './modules/member-profile/member-profile.module.js';
import { InvitationsModule } from './modules/invitations/invitations.module.js';
import { LocalsModule } from './modules/locals/locals.module.js';
import { LocalTypesModule } from './modules/local-types/local-types.module.js';
import { ReservationsModule } from './modules/reservations/reservations.module.js';
import { ReservationIntervalsModule } from './modules/reservation-intervals/reservation-intervals.module.js';
import { SiteConfigurationModule } from './modules/site-configuration/site-configuration.module.js';
import { SportsModule } from './modules/sports/sports.module.js';
import { BarredCpfsModule } from './modules/barred-cpfs/barred-cpfs.module.js';
import { TicketsModule } from './modules/tickets/tickets.module.js';
import { TicketTemplateModule } from './modules/ticket-template/ticket-template.module.js';
import { UsersModule } from './modules/users/users.module.js';
import { WebhooksModule } from './modules/webhooks/webhooks.module.js';
import type { JwtSecrets } from './platform/auth/jwt-secrets.js';
import type { AppConfig } from './platform/config/app-config.js';
import { dataSourceOptions, type DatabaseConnection } from './platform/database/data-source.js';
import { loggerModule } from './platform/logging/logger.module.js';
import { PlatformModule } from './platform/platform.module.js';
import { PublicCacheModule } from './platform/public-cache/public-cache.module.js';

@Module({})
export class AppModule {
  static register(config: AppConfig, db: DatabaseConnection, secrets: JwtSecrets): DynamicModule {
    return {
      module: AppModule,
      imports: [
        loggerModule(config),
        PlatformModule.register(config, db, secrets),
        TypeOrmModule.forRoot(dataSourceOptions(db)),
        PublicCacheModule,
        AuthModule,
        AuditModule,
        UsersModule,
        // Before AssociatesModule: its routes are registered first, so the member's
        // `GET associate/tickets` is not read as the staff's `GET associate/:id`.
        TicketsModule,
        AssociatesModule,
        HealthModule,
        FilesModule,
        SiteConfigurationModule,
        NewsModule,
        GalleryModule,
        HomeModule,
        CovenantModule,
        TicketTemplateModule,
        CompaniesModule,
        SportsModule,
        BarredCpfsModule,
        ReservationIntervalsModule,
        LocalTypesModule,
        LocalsModule,
        DateRestrictionsModule,
        CardLayoutModule,
        CardsModule,
        MemberProfileModule,
        ReservationsModule,
        EventsModule,
        InvitationsModule,
        OrdersModule,
        PaymentsModule,
        PaymentReportsModule,
        ReportsModule,
        PrivacyModule,
        AccessValidationModule,
        ApiKeysModule,
        WebhooksModule,
      ],
    };
  }
}
