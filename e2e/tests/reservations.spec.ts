import { openFromMenu, signInAsAdmin } from './admin-session';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import {
  addGuest,
  closeAlert,
  datesBookedBy,
  DEMO_MEMBER,
  freeSlots,
  givePassword,
  memberSignIn,
  showDate,
  showDateWithFreeSlots,
} from './member-pages';
import { newestMailTo } from './outbox';
import { choose, openOption } from './selects';
import { apiUrl } from './urls';

/**
 * The reservation journey on the demo seed: socio@clube.test (Carlos Eduardo Souza, whose
 * dependent is Mariana Souza, CPF 390.533.447-05) books the 'Quiosque da Piscina' (bookable by
 * members, R$ 25,00 per outside guest). Another demo member, given a password through the
 * recovery e-mail, sees the slot taken; staff see the reservation and its guests.
 */
const MEMBER = DEMO_MEMBER;
const OTHER = { email: 'associado07@clube.test', password: 'associado-07-senha' };
const PLACE = { slug: 'quiosque-da-piscina', name: 'Quiosque da Piscina' };
const DEPENDENT = { name: 'Mariana Souza', cpf: '39053344705' };
/** A valid CPF no demo person holds. */
const OUTSIDER = { name: 'Roberta Visitante', cpf: '71460238508' };

const FREE_TEXT =
  'Reserva realizada com sucesso! Você foi isentado de pagamento pois apenas associados e/ou dependentes estão presentes nesta reserva!';
const PAID_TEXT = 'Reserva realizada com sucesso! Você será encaminhado para o pagamento.';

test('a member books a space with guests (paid, then free), another member sees it taken, the member edits a guest and staff see the guests', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await memberSignIn(page, MEMBER);

  // /espacos → the place's dialog → Reservar
  await page.goto(`/espacos?local=${PLACE.slug}`);
  const dialog = page.getByRole('dialog', { name: PLACE.name });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Reservar' }).click();
  await expect(page).toHaveURL(new RegExp(`/associado/reserva/${PLACE.slug}$`));
  await expect(page.getByRole('heading', { name: `Reservar ${PLACE.name}` })).toBeVisible();

  // a slot of the first offered date, and the guest rules
  const goToPayment = page.getByRole('button', { name: 'Ir para Pagamento' });
  await expect(goToPayment).toBeDisabled();
  // a date the family has no booking on yet (other journeys book this member too)
  const day = await showDateWithFreeSlots(page, 3, await datesBookedBy(request, MEMBER));
  const paidSlot = freeSlots(page).first();
  const paidLabel = ((await paidSlot.getAttribute('aria-label')) ?? '').replace('Escolher ', '');
  await paidSlot.click();
  await expect(page.getByRole('button', { name: `Escolher ${paidLabel}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(goToPayment).toBeEnabled();
  await addGuest(page, 1, { name: DEPENDENT.name, cpf: DEPENDENT.cpf });
  await addGuest(page, 2, { name: OUTSIDER.name, cpf: DEPENDENT.cpf });
  await expect(page.getByText('CPF JÁ INSERIDO')).toBeVisible();
  await expect(goToPayment).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Adicionar convidado' })).toBeDisabled();
  await page.getByLabel('CPF do convidado 2').fill('');
  await page.getByLabel('CPF do convidado 2').pressSequentially(OUTSIDER.cpf);
  await expect(page.getByText('CPF JÁ INSERIDO')).toBeHidden();
  expect(await seriousViolations(page)).toEqual([]);

  // paid (an outside guest): the paid text, the checkout, and my orders with the order awaiting payment
  await goToPayment.click();
  await closeAlert(page, PAID_TEXT);
  // the cart holds the order and the checkout asks how to pay; the member leaves it for later
  await expect(page).toHaveURL(/\/associado\/checkout$/);
  await expect(page.getByText('R$ 25,00').first()).toBeVisible();
  await page.goto('/associado/meus-pedidos');
  const orders = page.getByRole('list', { name: 'Pedidos' });
  await expect(orders.getByText('Pendente').first()).toBeVisible();
  await expect(orders.getByText('R$ 25,00').first()).toBeVisible();

  // free (only the dependent): the free text, the invitations downloaded, the order finished
  await page.goto(`/associado/reserva/${PLACE.slug}`);
  await showDate(page, day);
  await expect(page.getByRole('button', { name: `Reservado ${paidLabel}` })).toBeDisabled();
  const freeSlot = freeSlots(page).first();
  const freeLabel = ((await freeSlot.getAttribute('aria-label')) ?? '').replace('Escolher ', '');
  await freeSlot.click();
  await addGuest(page, 1, { name: DEPENDENT.name, cpf: DEPENDENT.cpf });
  const download = page.waitForEvent('download');
  await goToPayment.click();
  await closeAlert(page, FREE_TEXT);
  expect((await download).suggestedFilename()).toMatch(/^convites-reserva-\d+\.zip$/);
  await expect(page).toHaveURL(/\/associado\/meus-pedidos$/);
  await expect(orders.getByText('Finalizado').first()).toBeVisible();
  // the invitations e-mail (sent in the background after the booking)
  await expect
    .poll(() => newestMailTo(MEMBER.email) ?? '', { timeout: 15_000 })
    .toContain(`Reserva confirmada: ${PLACE.name}`);

  // another member sees both slots taken
  const other = await browser.newContext();
  try {
    await givePassword(request, OTHER);
    const otherPage = await other.newPage();
    await memberSignIn(otherPage, OTHER);
    await otherPage.goto(`/associado/reserva/${PLACE.slug}`);
    await showDate(otherPage, day);
    for (const label of [paidLabel, freeLabel]) {
      await expect(otherPage.getByRole('button', { name: `Reservado ${label}` })).toBeDisabled();
    }
  } finally {
    await other.close();
  }

  // my reservations: edit the free reservation's guest; a club person keeps the name of the
  // club's record whatever is typed (issue 25)
  await page.goto('/associado/minhas-reservas');
  const reservations = page.getByRole('list', { name: 'Reservas' });
  // (the checkout journey paid another reservation of the place: this one is the free slot's)
  const confirmed = reservations
    .getByRole('article')
    .filter({ hasText: PLACE.name })
    .filter({ hasText: day })
    .filter({ hasText: freeLabel })
    .filter({ hasText: 'Confirmada' });
  await expect(confirmed).toHaveCount(1);
  await confirmed.getByRole('button', { name: 'Editar convidados' }).click();
  const edit = page.getByRole('dialog', { name: `Editar convidados: ${PLACE.name}` });
  await expect(edit).toBeVisible();
  await edit.getByLabel('Nome do convidado 1').fill('Mariana Souza Lima');
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await closeAlert(page, 'O registro foi alterado!');
  await expect(edit).toBeHidden();
  await expect(confirmed).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);

  // staff: the reservation in reserva-local, its guests read-only
  const admin = await browser.newContext();
  try {
    const adminPage = await admin.newPage();
    await signInAsAdmin(adminPage);
    await openFromMenu(adminPage, 'Reserva de Locais');
    await expect(adminPage).toHaveURL(/\/admin\/reserva-local$/);
    const row = adminPage
      .getByRole('row')
      .filter({ hasText: 'Carlos Eduardo Souza' })
      .filter({ hasText: 'Confirmada' })
      .filter({ hasText: PLACE.name })
      .filter({ hasText: day })
      .filter({ hasText: freeLabel });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: /^Ver convidados de / }).click();
    const guests = adminPage.getByRole('dialog');
    await expect(guests.getByRole('cell', { name: 'Mariana Souza', exact: true })).toBeVisible();
    await expect(guests.getByRole('cell', { name: '390.533.447-05' })).toBeVisible();
    await expect(guests.getByRole('cell', { name: /^000\d+$/ })).toBeVisible();
  } finally {
    await admin.close();
  }
});

/**
 * Staff book a place for a member at the desk (issue 26): reserva-local → 'Cadastrar', the
 * member found by name, the place, the first offered day and free slot, one outside guest;
 * saved, the booking is in the list (Pendente: the member pays) and in that member's Minhas
 * reservas (read through the API with his own token).
 */
test('staff book a place for a member with a guest: it shows in the list and in his Minhas reservas', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const MEMBER_FOR_STAFF = { email: 'associado09@clube.test', password: 'associado-09-senha' };
  const GUEST_OF_STAFF = { name: 'Roberta Visitante', cpf: '71460238508' };
  await givePassword(request, MEMBER_FOR_STAFF);
  const login = await request.post(`${apiUrl}/api/auth/login-associate`, {
    data: { email: MEMBER_FOR_STAFF.email, password: MEMBER_FOR_STAFF.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const memberToken = ((await login.json()) as { accessToken: string }).accessToken;
  const profile = await request.get(`${apiUrl}/api/associate/me`, {
    headers: { Authorization: `Bearer ${memberToken}` },
  });
  expect(profile.status()).toBe(200);
  const memberName = ((await profile.json()) as { name: string }).name;

  await signInAsAdmin(page);
  await openFromMenu(page, 'Reserva de Locais');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cadastrar reserva de local' });
  await expect(dialog).toBeVisible();

  const member = dialog.getByLabel('Associado', { exact: true });
  await member.click();
  await member.fill(memberName);
  await openOption(page, memberName).click();
  await choose(dialog, 'Local', PLACE.name, { type: true });
  const date = dialog.getByLabel('Data', { exact: true });
  await date.click();
  const firstDay = openOption(page, /^\d{2}\/\d{2}\/\d{4}$/);
  const day = (await firstDay.textContent())?.trim() ?? '';
  await firstDay.click();
  const slot = dialog.getByRole('radio', { disabled: false }).first();
  await slot.check();
  await dialog.getByRole('button', { name: 'Adicionar convidado' }).click();
  await dialog.getByLabel('Nome do convidado 1').fill(GUEST_OF_STAFF.name);
  await dialog.getByLabel('CPF do convidado 1').pressSequentially(GUEST_OF_STAFF.cpf);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(
    page.getByText(
      /^Reserva cadastrada como Pendente: o associado paga R\$ 25,00 em Meus pedidos até /,
    ),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page
    .getByRole('row')
    .filter({ hasText: memberName })
    .filter({ hasText: PLACE.name })
    .filter({ hasText: day })
    .filter({ hasText: 'Pendente' });
  await expect(row).toHaveCount(1);

  // the member's own list (his token): the same reservation, with the guest
  const mine = await request.get(`${apiUrl}/api/local-reservations-by-idUser`, {
    headers: { Authorization: `Bearer ${memberToken}` },
  });
  expect(mine.status()).toBe(200);
  const reservations = (await mine.json()) as {
    local: { description: string };
    status: string;
    invitations: { name: string; doc: string }[];
  }[];
  expect(reservations).toContainEqual(
    expect.objectContaining({
      local: expect.objectContaining({ description: PLACE.name }),
      status: 'Pendente',
      invitations: [
        expect.objectContaining({ name: GUEST_OF_STAFF.name, doc: GUEST_OF_STAFF.cpf }),
      ],
    }),
  );
});
