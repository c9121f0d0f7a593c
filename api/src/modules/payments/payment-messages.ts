/** The payments' Portuguese texts (the spec's where it has them). */
export const PAY_MSG = {
  paid: 'Pagamento realizado com sucesso!',
  orderNotFound: 'Pedido não encontrado.',
  alreadyPaid: 'Este pedido já foi pago.',
  orderExpired: 'O prazo de pagamento deste pedido terminou. Faça um novo pedido.',
  orderCancelled: 'Este pedido foi cancelado.',
  nothingToPay: 'Este pedido não tem valor a pagar.',
  creditMinimum: 'Cartão de crédito somente para valores acima de R$ 100,00.',
  inProgress: 'Já há um pagamento em andamento para este pedido. Aguarde a confirmação.',
  alreadyRecorded: 'Este pagamento já foi registrado. Aguarde a confirmação.',
  dataInvalid: 'Os dados de pagamento não puderam ser lidos. Atualize a página e tente novamente.',
  dataStale: 'Os dados de pagamento expiraram. Tente novamente.',
  dataReused: 'Estes dados de pagamento já foram usados. Tente novamente.',
  dataWrongOrder: 'Os dados de pagamento não são deste pedido.',
  unavailable:
    'Não foi possível falar com a operadora de pagamento. Tente novamente em alguns minutos.',
  declined: 'Pagamento não autorizado.',
  expiredCard: 'Cartão vencido.',
  blockedCard: 'Cartão bloqueado.',
  cancelledCard: 'Cartão cancelado.',
  cardProblem: 'Problemas com o cartão. Fale com o banco emissor.',
  timeOut: 'O banco emissor não respondeu a tempo. Tente novamente.',
  refundedLate:
    'O pagamento chegou depois do prazo e o horário ou os convites já não estavam livres: o valor foi estornado.',
  authenticationRequired: 'Autentique o cartão de débito no banco emissor antes do pagamento.',
  authenticationFailed: 'Autenticação do cartão recusada pelo banco emissor.',
  authenticationNotFound: 'Autenticação não encontrada ou expirada. Tente novamente.',
  authenticationOtherCard: 'O cartão informado não é o que foi autenticado.',
  debitOnly: 'Apenas cartões de débito autenticados podem ser usados aqui.',
  brandNotFound: 'Bandeira do cartão não reconhecida.',
  pixNotFound: 'Pix não encontrado.',
  pixExpired: 'Este Pix expirou.',
  sandboxOnly: 'Disponível somente no ambiente de testes (sandbox).',
  refundAboveCaptured: 'O valor do estorno é maior que o valor pago e ainda não estornado.',
  notRefundable: 'Este pedido já está cancelado e não tem valor pago a estornar.',
  cancelled: 'Pedido cancelado.',
  cancelledRefunded: (amount: string) =>
    `Pedido cancelado. Valor estornado ao associado: ${amount}.`,
  answerPending:
    'Há um pagamento com cartão deste pedido aguardando a resposta da operadora. Aguarde alguns segundos e tente novamente.',
} as const;

/**
 * The acquirer's return codes in Portuguese, in this one place: `declineMessage` says why a sale
 * was refused; `acquirerCodeText` is the second line of the refusal, the code kept for support
 * (the acquirer's ReturnMessage is English: 'Not Authorized', 'Card Expired'... never shown).
 */
export const acquirerCodeText = (returnCode: string): string =>
  `Código da operadora: ${returnCode}`;

/** The member's message for a refused card sale, by the acquirer's ReturnCode. */
export function declineMessage(returnCode: string | null | undefined): string {
  switch (returnCode) {
    case '57':
      return PAY_MSG.expiredCard;
    case '78':
      return PAY_MSG.blockedCard;
    case '77':
      return PAY_MSG.cancelledCard;
    case '70':
      return PAY_MSG.cardProblem;
    case '99':
      return PAY_MSG.timeOut;
    default:
      return PAY_MSG.declined;
  }
}
