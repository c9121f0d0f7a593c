import { ErrorCode, MSG } from '@clube/shared';
import { AppException } from '../../platform/http/app-exception.js';
import { CLUB_PERSON_NAME_MISMATCH } from '../associates/club-people.js';

/** 'O CPF 111.444.777-35 …': a CPF's digits with the mask. */
export const maskCpf = (cpf: string): string =>
  `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;

/** The tickets API's texts (pt-BR), beside the spec's own in `MSG` of libs/shared. */
export const TICKET_MSG = {
  noGuest: 'Adicione ao menos um convidado.',
  soldOut: MSG.ticketsSoldOut,
  onlyLeft: (n: number) => `Restam apenas ${n} convites para este evento.`,
  saleClosed: 'A venda de convites deste evento não está aberta.',
  cpfHasTicket: (cpf: string) => `O CPF ${maskCpf(cpf)} já tem convite para este evento.`,
  boughtFree: 'Compra realizada com sucesso! Os convites foram enviados para o seu e-mail.',
  boughtPaid: 'Compra realizada com sucesso! Você será encaminhado para o pagamento.',
  conflict: 'A compra conflita com outra feita ao mesmo tempo. Tente de novo.',
  stillOnSale: 'Ainda há convites à venda para este evento.',
  alreadyInLine: 'Você já está na fila de espera deste evento.',
  notInLine: 'Você não está na fila de espera deste evento.',
  leftLine: 'Você saiu da fila de espera.',
  ticketNotFound: 'Convite não encontrado.',
  purchasedFields: 'Convite comprado: só o nome e o status (cancelar) podem ser alterados.',
  purchasedReactivate: 'Convite comprado cancelado ou expirado não pode ser reativado.',
  purchasedDelete: 'Convite comprado não pode ser excluído; cancele-o.',
  deleted: 'Excluído.',
  deletedMany: 'Excluídos.',
  notCancellable: 'Este convite não pode mais ser cancelado.',
  cancelDeadline: (when: string) => `O prazo para cancelar este convite terminou (${when}).`,
} as const;

/**
 * The tickets' 409s, each with its own code: the same text and code wherever the refusal is
 * decided (the early check, a group decided in memory, a purchase alone, the staff register,
 * the waitlist).
 */
export const TICKET_REFUSAL = {
  soldOut: () => AppException.conflict(TICKET_MSG.soldOut, ErrorCode.TicketsSoldOut),
  onlyLeft: (n: number) => AppException.conflict(TICKET_MSG.onlyLeft(n), ErrorCode.TicketsOnlyLeft),
  saleClosed: () => AppException.conflict(TICKET_MSG.saleClosed, ErrorCode.TicketSaleClosed),
  cpfHasTicket: (cpf: string) =>
    AppException.conflict(TICKET_MSG.cpfHasTicket(cpf), ErrorCode.CpfHasTicket),
  alreadyInLine: () => AppException.conflict(TICKET_MSG.alreadyInLine, ErrorCode.AlreadyInWaitlist),
  stillOnSale: () => AppException.conflict(TICKET_MSG.stillOnSale, ErrorCode.TicketsStillOnSale),
  purchasedDelete: () =>
    AppException.conflict(TICKET_MSG.purchasedDelete, ErrorCode.PurchasedTicket),
  /** Guest `i`'s CPF is another family's club person and the typed name does not name them. */
  nameMismatch: (i: number) =>
    AppException.badRequest(CLUB_PERSON_NAME_MISMATCH, ErrorCode.ValidationFailed, {
      [`tickets.${i}.name`]: CLUB_PERSON_NAME_MISMATCH,
    }),
} as const;
