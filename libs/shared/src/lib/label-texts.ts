/**
 * Short labels both apps share (buttons, options, statuses), one export per label: read as
 * `LABELS.x` (messages.ts), a bundle keeps only the labels it reads.
 */

export const yes = 'Sim';
export const no = 'Não';
export const back = 'Voltar';
export const save = 'Salvar';
export const close = 'Fechar';
export const confirm = 'Confirmar';
export const copy = 'Copiar';
export const login = 'Entrar';
export const signUpUser = 'Cadastrar usuário';
export const forgotPassword = 'Esqueceu a senha?';
export const validate = 'Validar';
export const accessValidation = 'Validação de Acesso';
export const invitation = 'Convite';
export const associate = 'Associado';
export const dependent = 'Dependente';
export const seeMore = 'Ver mais';
export const learnMore = 'Saiba mais';
export const learnMoreUpper = 'SAIBA MAIS';
export const moreNews = 'Ver mais notícias';
export const backToCategories = 'Voltar para Categorias';
export const reserve = 'Reservar';
export const choose = 'Escolher';
export const reserved = 'Reservado';
/** Between slot start and end: '08:00 às 10:00'. */
export const slotSeparator = 'às';
export const goToPayment = 'Ir para Pagamento';
export const makePayment = 'Efetuar Pagamento';
export const billingHeadingPix = 'Informe seus dados';
export const billingHeadingCard = 'Informe os dados da fatura do cartão';
export const debitCard = 'Cartão de Débito';
export const creditCard = 'Cartão de Crédito';
export const pix = 'Pix';
export const restrictionAssociates = 'Associados';
export const restrictionDependents = 'Dependentes';
export const restrictionGuests = 'Convidados';
export const reservationPending = 'Pendente';
export const orderFinished = 'Finalizado';
