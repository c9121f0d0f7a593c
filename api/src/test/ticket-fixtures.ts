import type { Event } from '../modules/events/entities/event.entity.js';
import { Dependent } from '../modules/associates/entities/dependent.entity.js';
import type { Associate } from '../modules/associates/entities/associate.entity.js';
import { InvitationsDeliveryService } from '../modules/invitations/invitations-delivery.service.js';
import { TicketStatus } from '../modules/tickets/entities/ticket.entity.js';
import { cpfFor, type TestApp } from './test-app.js';

export type Body = Record<string, unknown>;
type Method = 'get' | 'post' | 'put' | 'delete';

/** The guest price of `makeEvent`'s events, in cents. */
export const PRICE = 3000;
/** CPFs of people who are not in the club. */
export const outsider = (n: number): string => cpfFor(40_000 + n);
/** A CPF as typed in a form: 111.444.777-35. */
export const masked = (cpf: string): string =>
  `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
export const FREE_MSG =
  'Compra realizada com sucesso! Os convites foram enviados para o seu e-mail.';
export const PAID_MSG = 'Compra realizada com sucesso! Você será encaminhado para o pagamento.';

/**
 * What the tickets' specs do over HTTP and in the database, for the test app `app()` (read when
 * called: the app is made in `beforeAll`): members and their dependents, requests with a token,
 * purchases, holds run out.
 */
export function ticketBuyers(app: () => TestApp) {
  let dependents = 0;
  const send = (method: Method, url: string, tk: string | null, body?: Body) => {
    const req = app().http[method](url);
    if (tk) void req.auth(tk, { type: 'bearer' });
    return body === undefined ? req : req.send(body);
  };
  return {
    send,
    newMember: async () => {
      const member = await app().createMember();
      return { member, token: await app().tokenFor('member', member.id) };
    },
    /** `count` new dependents of `a` (CPFs of their own). */
    dependentsOf: async (a: Associate, count: number) => {
      const list: Dependent[] = [];
      for (let i = 0; i < count; i++) {
        dependents += 1;
        list.push(
          await app()
            .dataSource.getRepository(Dependent)
            .save({
              associate: a,
              name: `Dependente ${dependents}`,
              parentage: 'Filho(a)',
              cpf: cpfFor(25_000 + dependents),
            }),
        );
      }
      return list;
    },
    /** `POST order/tickets` of `event` for `guests`, as the member of `tk`. */
    buy: (event: Pick<Event, 'id'>, guests: Body[], tk: string) =>
      send('post', '/api/order/tickets', tk, { event_id: event.id, tickets: guests }),
    guest: (n: number) => ({ name: `Convidado ${n}`, cpf: outsider(n) }),
    depGuest: (d: Dependent) => ({ name: d.name, cpf: masked(d.cpf ?? '') }),
    /** The invitations' e-mails of the commits so far sent. */
    idle: () => app().app.get(InvitationsDeliveryService).idle(),
    /** The holds of the event's Pendente tickets run out. */
    expireHolds: (eventId: number) =>
      app().dataSource.query(
        `UPDATE ticket SET hold_expires_at = now() - interval '1 second'
          WHERE event_id = $1 AND status = ${TicketStatus.Pending}`,
        [eventId],
      ),
    dbStatus: async (table: string, id: number) =>
      (await app().dataSource.query(`SELECT status FROM ${table} WHERE id = $1`, [id]))[0].status,
  };
}
