import type { MigrationInterface } from 'typeorm';
import { InitialSchema1795290384034 } from './1795290384034-initial-schema.js';
import { Identity1795291446700 } from './1795291446700-identity.js';
import { SiteContent1795292598362 } from './1795292598362-site-content.js';
import { TicketTemplates1795296453103 } from './1795296453103-ticket-templates.js';
import { NewsGallery1795380704934 } from './1795380704934-news-gallery.js';
import { StorageJournal1795384891355 } from './1795384891355-storage-journal.js';
import { Registers1795386506262 } from './1795386506262-registers.js';
import { LocalTypes1795388383149 } from './1795388383149-local-types.js';
import { Locals1795388640029 } from './1795388640029-locals.js';
import { CardLayout1795389042272 } from './1795389042272-card-layout.js';
import { Associates1795395703649 } from './1795395703649-associates.js';
import { Cards1795395739291 } from './1795395739291-cards.js';
import { DateRestrictions1795399717969 } from './1795399717969-date-restrictions.js';
import { Reservations1795405903452 } from './1795405903452-reservations.js';
import { CalendarFeed1795406831508 } from './1795406831508-calendar-feed.js';
import { Events1795408645369 } from './1795408645369-events.js';
import { Payments1795418112488 } from './1795418112488-payments.js';
import { AccessAttempts1795432890597 } from './1795432890597-access-attempts.js';
import { DomainEventsOutbox1795692477977 } from './1795692477977-domain-events-outbox.js';
import { IdentityConstraintNames1795693900000 } from './1795693900000-identity-constraint-names.js';
import { MoneyLedger1795708360957 } from './1795708360957-money-ledger.js';
import { GuestRetention1795736879193 } from './1795736879193-guest-retention.js';
import { FairPlay1795736990892 } from './1795736990892-fair-play.js';
import { EventTicketLimits1795737810482 } from './1795737810482-event-ticket-limits.js';
import { GuestVisits1795738914031 } from './1795738914031-guest-visits.js';
import { BarredCpfs1795739251239 } from './1795739251239-barred-cpfs.js';
import { MemberNumbers1795740100000 } from './1795740100000-member-numbers.js';
import { ApiKeys1795763912779 } from './1795763912779-api-keys.js';
import { Webhooks1795764996853 } from './1795764996853-webhooks.js';

// Ordered list of migrations. `npm run db:generate -- <Name>` writes a new file and appends it here.
export const MIGRATIONS: (new () => MigrationInterface)[] = [
  InitialSchema1795290384034,
  Identity1795291446700,
  SiteContent1795292598362,
  TicketTemplates1795296453103,
  NewsGallery1795380704934,
  StorageJournal1795384891355,
  Registers1795386506262,
  LocalTypes1795388383149,
  Locals1795388640029,
  CardLayout1795389042272,
  Associates1795395703649,
  Cards1795395739291,
  DateRestrictions1795399717969,
  Reservations1795405903452,
  CalendarFeed1795406831508,
  Events1795408645369,
  Payments1795418112488,
  AccessAttempts1795432890597,
  DomainEventsOutbox1795692477977,
  IdentityConstraintNames1795693900000,
  MoneyLedger1795708360957,
  GuestRetention1795736879193,
  FairPlay1795736990892,
  EventTicketLimits1795737810482,
  GuestVisits1795738914031,
  BarredCpfs1795739251239,
  MemberNumbers1795740100000,
  ApiKeys1795763912779,
  Webhooks1795764996853,
];
