import type { OrderDto } from '../../orders/api/generated-api';
import type { EventPublicDto } from '../api/generated-api';
import type {
  MemberTicketDto,
  MyEventTicketsDto,
  WaitlistEntryDto,
} from '../../tickets/api/generated-api';

export const EVENT_ID = 5;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** An instant `ms` from now (ISO). */
export const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();
export { DAY, HOUR };

/** An instant of the club's wall clock (UTC−3): `date` yyyy-mm-dd, `time` HH:mm. */
export function clubInstant(date: string, time: string): string {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, m] = time.split(':').map(Number);
  return new Date(Date.UTC(y, mo - 1, d, h + 3, m)).toISOString();
}

/** An event on sale now (the sale opened a day ago and closes in 30 days). */
export function publicEvent(overrides: Partial<EventPublicDto> = {}): EventPublicDto {
  return {
    id: EVENT_ID,
    title: 'Baile de Aniversário',
    description: '<p>Uma noite de <b>festa</b>.</p>',
    observations: '<p>Traje esporte fino.</p>',
    startSale: fromNow(-DAY),
    endSale: fromNow(30 * DAY),
    saleOpen: true,
    numberOfTicketsForSale: 3,
    ticketsTotal: 120,
    guestInvitePrice: 3000,
    guestInvitePriceFormatted: 'R$ 30,00',
    freeLimit: 4,
    eventDates: [
      {
        id: 1,
        startsAt: clubInstant('2030-03-15', '20:00'),
        endsAt: clubInstant('2030-03-15', '23:30'),
      },
      {
        id: 2,
        startsAt: clubInstant('2030-03-16', '22:00'),
        endsAt: clubInstant('2030-03-17', '02:00'),
      },
    ],
    image: '/api/files/baile.jpg',
    gallery: ['/api/files/salao.jpg', '/api/files/banda.jpg'],
    local: { id: 7, description: 'Salão de Festas' },
    emphasis: false,
    template: null,
    ...overrides,
  };
}

export function ticket(id: number, overrides: Partial<MemberTicketDto> = {}): MemberTicketDto {
  return {
    id,
    code: `000${id}`,
    name: `Convidado ${id}`,
    cpf: '11144477735',
    kind: 'guest',
    value: 3000,
    valueFormatted: 'R$ 30,00',
    status: 'Confirmado',
    eventDate: clubInstant('2030-03-15', '20:00'),
    event: { id: EVENT_ID, title: 'Baile de Aniversário' },
    holdExpiresAt: null,
    ...overrides,
  };
}

export function eventTickets(
  tickets: MemberTicketDto[],
  event: Partial<MyEventTicketsDto['event']> = {},
): MyEventTicketsDto {
  return {
    event: {
      id: EVENT_ID,
      title: 'Baile de Aniversário',
      firstDate: clubInstant('2030-03-15', '20:00'),
      ...event,
    },
    tickets,
  };
}

export function waitlistEntry(overrides: Partial<WaitlistEntryDto> = {}): WaitlistEntryDto {
  return {
    position: 4,
    quantity: 2,
    status: 'Aguardando',
    offerExpiresAt: null,
    offeredQuantity: null,
    ...overrides,
  };
}

/** A zip answer of the API. */
export function zipResponse(fileName: string) {
  return new Response('zip', {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${fileName}"`,
    },
  });
}

/** A JPEG answer of the API. */
export function imageResponse(fileName: string) {
  return new Response('jpg', {
    headers: {
      'Content-Type': 'image/jpeg',
      'Content-Disposition': `attachment; filename="${fileName}"`,
    },
  });
}

/** An event order of my orders: two tickets of the ball, finished. */
export function eventOrder(overrides: Partial<OrderDto> = {}): OrderDto {
  const first = clubInstant('2030-03-15', '20:00');
  return {
    id: 51,
    status: 'Finalizado',
    total: 3000,
    totalFormatted: 'R$ 30,00',
    expiresAt: null,
    type: 'Pix',
    brand: null,
    createdAt: '2030-03-01T15:30:00.000Z',
    product: {
      title: 'Baile de Aniversário',
      type: 'evento',
      image: '/api/files/baile.jpg',
      startAt: first,
      endAt: clubInstant('2030-03-17', '02:00'),
      eventId: EVENT_ID,
    },
    invitations: [
      {
        id: 201,
        code: '000201',
        name: 'Pedro Souza',
        cpf: '11144477735',
        eventDate: first,
        value: 0,
      },
      {
        id: 202,
        code: '000202',
        name: 'Rita Alves',
        cpf: '39053344705',
        eventDate: first,
        value: 3000,
      },
    ],
    ...overrides,
  };
}
