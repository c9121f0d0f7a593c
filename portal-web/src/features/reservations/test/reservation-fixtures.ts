import type { LocalPublicDto } from '../../spaces/api/generated-api';
import type { OrderDto } from '../../orders/api/generated-api';
import type { LocalHoursValidDto, MemberReservationDto } from '../api/generated-api';

export const SLUG = 'salao-de-festas';
export const FIRST_DATE = '2030-03-15';
export const SECOND_DATE = '2030-03-16';
/** A date the API lists with every slot taken: not offered. */
export const FULL_DATE = '2030-03-17';

export function place(overrides: Partial<LocalPublicDto> = {}): LocalPublicDto {
  return {
    id: 7,
    description: 'Salão de Festas',
    slug: SLUG,
    usageGuide: '<p>Deixe o espaço limpo.</p>',
    capacity: 3,
    reserved: true,
    restrictions: [{ id: 1, description: 'Associados' }],
    reservationTime: 240,
    reservationTimeInHours: 4,
    reservationInterval: { description: 'Uma hora' },
    localType: {
      description: 'Salão',
      associatedValue: 0,
      externalValue: 5000,
      invitedValue: 2500,
      invitedValueFormatted: 'R$ 25,00',
      rescheduleInterval: 90,
    },
    gallery: ['/api/files/salao.jpg'],
    startsAt: '08:00',
    endsAt: '22:00',
    ...overrides,
  };
}

/** A slot of `date` in the club's time (UTC−3): `start`/`end` HH:mm. */
export function slot(date: string, start: string, end: string, reservation = false) {
  const instant = (time: string) => {
    const [h, m] = time.split(':').map(Number);
    const [y, mo, d] = date.split('-').map(Number);
    return new Date(Date.UTC(y, mo - 1, d, h + 3, m)).toISOString();
  };
  return { startTime: instant(start), endTime: instant(end), start, end, reservation };
}

export function hoursValid(days?: LocalHoursValidDto['days']): LocalHoursValidDto {
  const list = days ?? [
    {
      date: FIRST_DATE,
      slots: [slot(FIRST_DATE, '08:00', '12:00'), slot(FIRST_DATE, '13:00', '17:00', true)],
    },
    { date: SECOND_DATE, slots: [slot(SECOND_DATE, '18:00', '22:00')] },
    { date: FULL_DATE, slots: [slot(FULL_DATE, '08:00', '12:00', true)] },
  ];
  return {
    slug: SLUG,
    timeZone: 'America/Sao_Paulo',
    firstDate: list[0]?.date ?? FIRST_DATE,
    lastDate: list[list.length - 1]?.date ?? FIRST_DATE,
    days: list,
  };
}

export function invitation(id: number, name: string, doc: string, value = 0) {
  return {
    id,
    code: `000${id}`,
    name,
    doc,
    docType: 'cpf' as const,
    kind: value > 0 ? ('guest' as const) : ('dependent' as const),
    value,
  };
}

export function memberReservation(
  overrides: Partial<MemberReservationDto> = {},
): MemberReservationDto {
  const when = slot(FIRST_DATE, '08:00', '12:00');
  return {
    id: 31,
    status: 'Confirmada',
    startAt: when.startTime,
    endAt: when.endTime,
    local: { id: 7, description: 'Salão de Festas', slug: SLUG },
    orderId: 41,
    total: 2500,
    totalFormatted: 'R$ 25,00',
    holdExpiresAt: null,
    canEditGuests: true,
    canCancel: true,
    cancelUntil: slot('2030-03-14', '08:00', '09:00').startTime,
    capacity: 3,
    invitations: [
      invitation(101, 'Pedro Souza', '11144477735'),
      invitation(102, 'Ana Lima', '52998224725', 2500),
    ],
    ...overrides,
  };
}

export function order(overrides: Partial<OrderDto> = {}): OrderDto {
  const when = slot(FIRST_DATE, '08:00', '12:00');
  return {
    id: 41,
    status: 'Finalizado',
    total: 2500,
    totalFormatted: 'R$ 25,00',
    expiresAt: null,
    type: 'pix',
    brand: null,
    createdAt: '2030-03-01T15:30:00.000Z',
    product: {
      title: 'Salão de Festas',
      type: 'reserva',
      startAt: when.startTime,
      endAt: when.endTime,
      reservationId: 31,
    },
    invitations: [
      {
        id: 101,
        code: '000101',
        name: 'Pedro Souza',
        cpf: '11144477735',
        eventDate: when.startTime,
        value: 0,
      },
      {
        id: 102,
        code: '000102',
        name: 'Ana Lima',
        cpf: '52998224725',
        eventDate: when.startTime,
        value: 2500,
      },
    ],
    ...overrides,
  };
}
