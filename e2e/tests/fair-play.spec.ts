import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { addGuest, freeSlots, givePassword, memberSignIn, showDate } from './member-pages';
import { apiUrl } from './urls';

/**
 * Fair play on the demo seed (issue 25), as a member of another family: associado07 cannot seat
 * the demo member's dependent (Mariana Souza) under a made-up name, and a third churrasqueira on
 * one date is refused with the limit and the date (the demo club allows two a day per family).
 */
const MEMBER = { email: 'associado07@clube.test', password: 'associado-07-senha' };
/** Two places of one type (Churrasqueira: two a day per family in the demo club). */
const PLACE = { slug: 'churrasqueira-1', name: 'Churrasqueira 1' };
const SAME_TYPE = 'churrasqueira-2';
/** Carlos Eduardo Souza's dependent, of another family than associado07's. */
const BORROWED = { name: 'Penetra Dois', cpf: '39053344705' };
const NAME_MISMATCH =
  'O nome não confere com o cadastro do clube para este CPF. Informe o nome completo da pessoa.';

interface Hours {
  days: { date: string; slots: { startTime: string; endTime: string; reservation: boolean }[] }[];
}

const freeOf = (hours: Hours, date: string) =>
  hours.days.find((d) => d.date === date)?.slots.filter((s) => !s.reservation) ?? [];

async function hoursOf(request: APIRequestContext, slug: string): Promise<Hours> {
  const answer = await request.get(`${apiUrl}/api/locals/public/hours-valid/${slug}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as Hours;
}

/** A date (yyyy-mm-dd) with a free slot at the place and two at the other place of its type. */
async function dateForTheLimit(request: APIRequestContext): Promise<string> {
  const [place, other] = [await hoursOf(request, PLACE.slug), await hoursOf(request, SAME_TYPE)];
  const date = place.days
    .map((d) => d.date)
    .find((d) => freeOf(place, d).length >= 1 && freeOf(other, d).length >= 2);
  expect(date, 'a date with room at both churrasqueiras').toBeDefined();
  return date as string;
}

/** Books two slots of the other churrasqueira on `date` through the API, as the member. */
async function bookTwoOfTheType(request: APIRequestContext, date: string) {
  const login = await request.post(`${apiUrl}/api/auth/login-associate`, { data: MEMBER });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const place = await request.get(`${apiUrl}/api/locals/public/${SAME_TYPE}`);
  const { id } = (await place.json()) as { id: number };
  for (const slot of freeOf(await hoursOf(request, SAME_TYPE), date).slice(0, 2)) {
    const booked = await request.post(`${apiUrl}/api/order/local-reservation`, {
      headers: { Authorization: `Bearer ${accessToken}` },
      data: { local: id, startAt: slot.startTime, endAt: slot.endTime, invitations: [] },
    });
    expect(booked.status(), await booked.text()).toBe(201);
  }
}

/** 'yyyy-mm-dd' → 'DD/MM/YYYY'. */
const brOf = (date: string) => date.split('-').reverse().join('/');

test("a member cannot borrow another family's dependent as a guest, and is told the daily booking limit", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await givePassword(request, MEMBER);
  const date = await dateForTheLimit(request);
  const day = brOf(date);
  await memberSignIn(page, MEMBER);
  await page.goto(`/associado/reserva/${PLACE.slug}`);
  await expect(page.getByRole('heading', { name: `Reservar ${PLACE.name}` })).toBeVisible();
  await showDate(page, day);
  const goToPayment = page.getByRole('button', { name: 'Ir para Pagamento' });

  // Another family's dependent under a made-up name: refused, nothing booked.
  await freeSlots(page).first().click();
  await addGuest(page, 1, BORROWED);
  await goToPayment.click();
  await expect(page.getByText(NAME_MISMATCH).first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/associado/reserva/${PLACE.slug}$`));

  // Two churrasqueiras of the family that day already: the third is refused, saying why.
  await bookTwoOfTheType(request, date);
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
