/** What a cancel of something paid tells the member before he confirms (ours: the spec is silent). */
export const refundNotice = (amount: string) =>
  `O valor pago (${amount}) será estornado pela operadora, no mesmo meio de pagamento.`;
