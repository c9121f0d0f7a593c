import { MSG } from '@clube/shared';

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
} as const;
