import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventPlace, makeEvent } from '../../test/event-fixtures.js';
import { reservationWorld, type ReservationWorld } from '../../test/reservation-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { setClubSettings } from '../../test/club-settings.js';
import { ticketBuyers } from '../../test/ticket-fixtures.js';

/**
 * A club person's place is that person's (issue 25): what other members buy or book naming the
 * member or a dependent shows among the member's invitations, with its image; nobody else's.
 */
describe('passes for me: invitations others bought naming the member or a dependent', () => {
  let t: TestApp;
  let w: ReservationWorld;
  const k = ticketBuyers(() => t);
  beforeAll(async () => {
    t = await createTestApp();
    w = await reservationWorld(t);
    // The club lets other families' people go free, so the passes confirm without a payment.
    await setClubSettings(t, { other_families_free: true });
  }, 60_000);
  afterAll(() => t?.close());

  it('lists a ticket bought for my dependent and an invitation naming me, and lets me (only) download them', async () => {
    const { member: me, token: mine } = await k.newMember();
    const [son] = await k.dependentsOf(me, 1);
    const { token: host } = await k.newMember();
    const { token: stranger } = await k.newMember();

    const event = await makeEvent(t.dataSource, await eventPlace(t.dataSource), {
      title: 'Baile do Clube',
    });
    const ticket = await k.buy(event, [{ name: son.name, cpf: son.cpf }], host);
    expect(ticket.status).toBe(201);
    expect(ticket.body.order.status).toBe('Finalizado');
    const local = await w.place();
    const booking = await w.book(
      local,
      await w.slotOf(local),
      [{ name: me.name, doc: me.cpf }],
      host,
    );
    expect(booking.status).toBe(201);
    expect(booking.body.localReservation.status).toBe('Confirmada');

    const list = await k.send('get', '/api/passes-for-me', mine);
    expect(list.status).toBe(200);
    expect(list.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'ticket',
          id: ticket.body.tickets[0].id,
          code: `000${ticket.body.tickets[0].id}`,
          name: son.name,
          who: 'dependent',
          title: 'Baile do Clube',
        }),
        expect.objectContaining({
          kind: 'invitation',
          id: booking.body.localReservation.invitations[0].id,
          name: me.name,
          who: 'associate',
          title: local.description,
        }),
      ]),
    );
    expect(list.body).toHaveLength(2);

    const ticketImage = `/api/passes-for-me/tickets/${ticket.body.tickets[0].id}/image`;
    const invitationImage = `/api/passes-for-me/invitations/${booking.body.localReservation.invitations[0].id}/image`;
    for (const url of [ticketImage, invitationImage]) {
      const image = await k.send('get', url, mine);
      expect({ url, status: image.status, type: image.headers['content-type'] }).toEqual({
        url,
        status: 200,
        type: 'image/jpeg',
      });
      // Another member may not read them, nor mix the kinds up.
      expect((await k.send('get', url, stranger)).status).toBe(404);
    }
    expect((await k.send('get', '/api/passes-for-me', stranger)).body).toEqual([]);
    expect((await k.send('get', '/api/passes-for-me/tickets/999999/image', mine)).status).toBe(404);
    // The buyer's own purchases are in his own lists, not here.
    expect((await k.send('get', '/api/passes-for-me', host)).body).toEqual([]);
  });
});
