/**
 * Not in the spec: the texts of the gate (issue 14: the reasons of the verify routes' reply)
 * and of the reports. Kept apart from MSG so that the portal's pages, which import MSG, do
 * not download them.
 */
export const GATE_MSG = {
  gateUnknownCode: 'Código não encontrado.',
  gateOtherPlace: (local: string) => `Convite de outro local: ${local}.`,
  gateOtherEvent: (event: string) => `Ingresso de outro evento: ${event}.`,
  gateOtherDay: (date: string, from: string, to: string) =>
    `Convite para outro dia: ${date} das ${from} às ${to}.`,
  gateTicketOtherDay: (date: string) => `Ingresso para outro dia: ${date}.`,
  gateOutsideSlot: (from: string, to: string) =>
    `Fora do horário do convite: das ${from} às ${to}.`,
  gateInvitationUsed: (time: string) => `Convite já utilizado às ${time}.`,
  gateInvitationUsedOn: (date: string, time: string) =>
    `Convite já utilizado em ${date} às ${time}.`,
  gateTicketUsed: (time: string) => `Ingresso já utilizado às ${time}.`,
  gateTicketUsedOn: (date: string, time: string) => `Ingresso já utilizado em ${date} às ${time}.`,
  gateReservationCancelled: 'Reserva cancelada.',
  gateTicketCancelled: 'Ingresso cancelado.',
  gateUnpaid: 'Pagamento pendente.',
  gateReservationExpired: 'Reserva expirada sem pagamento.',
  gateTicketExpired: 'Ingresso expirado sem pagamento.',
  gateRequestIdInvalid:
    'Cabeçalho X-Request-Id inválido: use até 64 letras, números, hífens ou sublinhados.',
  gateRequestIdReused: 'Este X-Request-Id já foi usado para outra validação.',
  /** A QR code not signed by the club, altered, of another kind, or naming nothing we issued. */
  gateQrInvalid: 'QR code adulterado ou inválido.',
  gateTypedCodesLimit: (limit: number, seconds: number) =>
    `Limite de ${limit} códigos digitados por minuto atingido por este usuário. Digite novamente em ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}; a leitura do QR code continua liberada.`,
  gateChecksLimit: (seconds: number) =>
    `Muitas validações seguidas por este usuário. Tente novamente em ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}.`,
} as const;

export const REPORT_MSG = {
  blockedAssociateInactive: 'Associado inativo.',
  blockedDependentInactive: 'Dependente inativo.',
  blockedHolderInactive: 'Associado titular inativo.',
  blockedPersonNotFound: 'Pessoa não encontrada.',
  reportAgeMaxBelowMin: 'A idade máxima não pode ser menor que a mínima.',
} as const;
