/** The reservation API's texts (pt-BR), beside the spec's own in `MSG` of libs/shared. */
export const RESERVATION_MSG = {
  localNotFound: 'Local não encontrado.',
  reservationNotFound: 'Reserva não encontrada.',
  orderNotFound: 'Pedido não encontrado.',
  associateNotFound: 'Associado não encontrado.',
  slotTaken: 'Este horário acabou de ser reservado por outro associado. Escolha outro horário.',
  slotUnavailable: 'Horário indisponível para reserva.',
  guestsOnlyPlace: 'Este local não aceita reservas de associados.',
  notBookable: 'Este local não aceita reservas.',
  overCapacity: (n: number) => `A quantidade de convidados excede a capacidade do local (${n}).`,
  onlyForYourself: 'Você só pode reservar para você mesmo.',
  inactiveAssociate: 'O associado está inativo e não pode reservar.',
  increaseRefused:
    'A alteração aumentaria o valor da reserva; faça uma nova reserva para convidados pagantes.',
  cancelDeadline: (when: string) => `O prazo para cancelar esta reserva terminou (${when}).`,
  notEditable: 'Esta reserva não pode mais ser alterada.',
  notCancellable: 'Esta reserva não pode mais ser cancelada.',
  conflict: 'A reserva conflita com outra já existente. Tente de novo.',
  /** Staff booked for a member (POST local-reservations): what the member pays, and by when. */
  staffBookedFree:
    'Reserva cadastrada e confirmada. Não há valor a pagar: apenas associados e/ou dependentes estão presentes nesta reserva.',
  staffBookedPending: (total: string, until: string) =>
    `Reserva cadastrada como Pendente: o associado paga ${total} em Meus pedidos até ${until}; sem o pagamento, o horário é liberado.`,
  deleted: 'Excluída.',
  deletedRefunded: (amount: string) => `Excluída. Valor estornado ao associado: ${amount}.`,
} as const;
