// The rule files under mutation testing (`npm run test:mutation`, issue 30) and the specs that
// state their rules. Each must score at least MUTATION_FLOOR; the equivalent mutants left are
// listed in docs/decisions.md ("Mutation testing of the money and capacity rules").
export const MUTATION_FLOOR = 90;

const api = 'api/src/modules';
const shared = 'libs/shared/src/lib';

export const MUTATED_RULES = [
  // Money
  { file: `${shared}/money.ts`, specs: [`${shared}/money.spec.ts`] },
  { file: `${api}/payments/payment-state.ts`, specs: [`${api}/payments/payment-state.spec.ts`] },
  {
    file: `${api}/payments/settlement-decision.ts`,
    specs: [`${api}/payments/settlement-decision.spec.ts`],
  },
  { file: `${api}/payments/refund-plan.ts`, specs: [`${api}/payments/refund-plan.spec.ts`] },
  // The settlement itself (its decisions are settlement-decision.ts's): what is left is the
  // order of its locks, ledger writes and product calls, which only the API on a database can
  // show (each mutant boots the API on a copy of the run's migrated template database).
  {
    file: `${api}/payments/payment-settlement.service.ts`,
    specs: [`${api}/payments/settlement.spec.ts`],
  },
  { file: `${api}/payments/pix/br-code.ts`, specs: [`${api}/payments/pix/br-code.spec.ts`] },
  {
    file: `${api}/tickets/ticket-cancel-rules.ts`,
    specs: [`${api}/tickets/ticket-cancel-rules.spec.ts`],
  },
  // Identity
  { file: `${shared}/cpf.ts`, specs: [`${shared}/cpf.spec.ts`] },
  { file: `${shared}/cnpj.ts`, specs: [`${shared}/cnpj.spec.ts`] },
  // Capacity
  { file: `${api}/reservations/slots.ts`, specs: [`${api}/reservations/slots.spec.ts`] },
  {
    file: `${api}/reservations/booking-limits.ts`,
    specs: [`${api}/reservations/booking-limit-refusal.spec.ts`],
  },
  { file: `${api}/tickets/ticket-stock.ts`, specs: [`${api}/tickets/ticket-stock.spec.ts`] },
  { file: `${api}/tickets/free-guests.ts`, specs: [`${api}/tickets/free-guests.spec.ts`] },
  { file: `${api}/tickets/ticket-limits.ts`, specs: [`${api}/tickets/ticket-limits.spec.ts`] },
  { file: `${api}/tickets/purchase-group.ts`, specs: [`${api}/tickets/purchase-group.spec.ts`] },
  // Cards and the gate
  { file: `${api}/cards/card-verdict.ts`, specs: [`${api}/cards/card-verdict.spec.ts`] },
  {
    file: `${api}/access-validation/gate-rules.ts`,
    specs: [`${api}/access-validation/gate-rules.spec.ts`],
  },
];
