import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  addGuest,
  freeSlots,
  givePassword,
  memberSignIn,
  showDate,
  showDateWithFreeSlots,
} from './member-pages';
import { apiUrl } from './urls';

/**
 * Fair play on the demo seed (issue 25), as a member of another family: associado07 cannot seat
 * the demo member's dependent (Mariana Souza) under a made-up name, and a third churrasqueira on
 * one date is refused with the limit and the date (the demo club allows two a day per family).
 */
const MEMBER = { email: 'associado07@clube.test', password: 'associado-07-senha' };
const PLACE = { slug: 'churrasqueira-1', name: 'Churrasqueira 1' };
/** Carlos Eduardo Souza's dependent, of another family than associado07's. */
const BORROWED = { name: 'Penetra Dois', cpf: '39053344705' };
const NAME_MISMATCH =
  'O nome não confere com o cadastro do clube para este CPF. Informe o nome completo da pessoa.';

/** 'DD/MM/YYYY' → 'YYYY-MM-DD'. */
const isoOf = (day: string) => day.split('/').reverse().join('-');

/** Books two free slots of `day` (DD/MM/YYYY) of the place through the API, as the member. */
async function bookTwoOn(request: APIRequestContext, day: string) {
  const login = await request.post(`${apiUrl}/api/auth/login-associate`, { data: MEMBER });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const place = await request.get(`${apiUrl}/api/locals/public/${PLACE.slug}`);
  const { id } = (await place.json()) as { id: number };
  const hours = await request.get(`${apiUrl}/api/locals/public/hours-valid/${PLACE.slug}`);
  const { days } = (await hours.json()) as {
    days: { date: string; slots: { startTime: string; endTime: string; reservation: boolean }[] }[];
  };
  const slots = days.find((d) => d.date === isoOf(day))?.slots.filter((s) => !s.reservation);
  expect(slots?.length ?? 0).toBeGreaterThanOrEqual(3);
  for (const slot of (slots ?? []).slice(0, 2)) {
    const booked = await request.post(`${apiUrl}/api/order/local-reservation`, {
      headers: { Authorization: `Bearer ${accessToken}` },
      data: { local: id, startAt: slot.startTime, endAt: slot.endTime, invitations: [] },
    });
    expect(booked.status(), await booked.text()).toBe(201);
  }
}

test("a member cannot borrow another family's dependent as a guest, and is told the daily booking limit", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await givePassword(request, MEMBER);
  await memberSignIn(page, MEMBER);
  await page.goto(`/associado/reserva/${PLACE.slug}`);
  await expect(page.getByRole('heading', { name: `Reservar ${PLACE.name}` })).toBeVisible();
  const day = await showDateWithFreeSlots(page, 4);
  const goToPayment = page.getByRole('button', { name: 'Ir para Pagamento' });

  // Another family's dependent under a made-up name: refused, nothing booked.
  await freeSlots(page).first().click();
  await addGuest(page, 1, BORROWED);
  await goToPayment.click();
  await expect(page.getByText(NAME_MISMATCH).first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/associado/reserva/${PLACE.slug}$`));

  // Two churrasqueiras of the family that day already: the third is refused, saying why.
  await bookTwoOn(request, day);
  await page.reload();
  await showDate(page, day);
  await freeSlots(page).first().click();
  await goToPayment.click();
  await expect(
    page
      .getByText(
        `Limite de 2 reservas de Churrasqueira por família no mesmo dia (${day}) atingido. Escolha outra data.`,
      )
      .first(),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/associado/reserva/${PLACE.slug}$`));
});
