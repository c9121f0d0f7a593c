import { MSG } from './messages.js';

/**
 * pt-BR texts the portal never shows itself: the API's answers (the portal shows an answer's
 * `error` as the API sent it) and the back office's own texts, copied exactly as the specs write
 * them. Apart from `MSG` so the portal's pages do not download them (like GATE_MSG and
 * REPORT_MSG); the API and the back office import both.
 */
export const API_MSG = {
  /** Admin site settings, emailAdm. */
  siteSettingsEmail: 'Este não é um e-mail válido!',
  /** Admin sign-up (value trimmed). */
  signupEmail: 'O campo email precisa ser um email válido',
  galleryAtLeastOneImage: 'Deve conter ao menos uma imagem na galeria',
  covenantAtLeastOneImage: 'O convênio deve conter ao menos uma imagem.',
  videoLinkInvalid: 'Use um endereço de vídeo do YouTube ou do Vimeo.',
  intervalMinutesRange: 'Informe um número inteiro de minutos, de 1 a 1440.',
  companyDuplicate: 'Já existe uma empresa com essa descrição.',
  sportDuplicate: 'Já existe uma modalidade com essa descrição.',
  intervalDuplicate: 'Já existe um intervalo com essa descrição.',
  localTypeDuplicate: 'Já existe um tipo de local com essa descrição.',
  placePriceRange: 'Informe um valor em reais, de R$ 0,00 a R$ 1.000.000,00.',
  rescheduleDaysRange: 'Informe um número inteiro de dias, de 1 a 3650.',
  /** Place type: a contract to sign needs its text. */
  localTypeInUse: 'Este tipo de local está em uso por um local.',
  intervalInUse: 'Este intervalo está em uso por um local.',
  localDuplicate: 'Já existe um local com essa descrição.',
  localCapacityRange: 'Informe uma capacidade de 1 a 10000 pessoas.',
  localReservationTimeRange: 'Informe um tempo de reserva de 1 minuto a 24 horas.',
  contractRequired: 'Informe o texto do contrato a ser assinado.',
  localStartBeforeEnd: 'A hora de início não pode ser maior ou igual que a hora de fim!',
  cpfInvalid: MSG.cpfInvalid,
  associateCpfTaken: 'Este CPF já está cadastrado para outra pessoa (associado ou dependente).',
  associateEmailTaken: 'Este e-mail já está cadastrado para outro associado.',
  associateRegistrationTaken: 'Esta matrícula já está cadastrada para outro associado.',
  companyNotFound: 'Empresa não encontrada.',
  sportNotFound: 'Modalidade não encontrada.',
  dependentsMax: 'O associado já possui o máximo de 3 dependentes.',
  dependentNotFound: 'Dependente não encontrado para este associado.',
  associateStale: 'Este associado foi alterado por outra pessoa. Recarregue e tente de novo.',
  associateNotFound: 'Associado não encontrado.',
  verifyCpfNotFound: 'Nenhum cadastro encontrado para este CPF.',
  promoteDependentGone: 'Este dependente não existe mais. Consulte o CPF de novo.',
  promoteCpfMismatch: 'O CPF informado não é o do dependente que passa a ser associado.',
  accessCodeMin4: 'Digite pelo menos 4 caracteres',
  accessGrantedTitle: 'Acesso liberado',
  accessDeniedValidationTitle: 'Acesso negado',
  eventDaysRange: 'Informe de 1 a 30 dias do evento.',
  eventDayEndBeforeStart: 'O fim do dia do evento deve ser depois do início.',
  eventSaleEndBeforeStart: 'O fim da venda deve ser depois do início da venda.',
  eventTicketsRange: 'Informe um número de convites de 0 a 9999.',
  eventPriceInvalid: 'Informe um valor maior ou igual a R$ 0,00.',
  eventFreeLimitInvalid: 'Informe um número inteiro maior ou igual a zero.',
  eventCancelHoursInvalid: 'Informe um número inteiro de horas, de 0 a 720.',
  eventInstantInvalid: 'Data e hora inválidas.',
  eventHasTickets: 'Este evento tem convites vendidos e não pode ser excluído; inative-o.',
  eventTicketsBelowActive: (n: number) =>
    `Já há ${n} convites vendidos ou reservados; o total não pode ser menor.`,
  localNotFound: 'Local não encontrado.',
  ticketTemplateNotFound: 'Modelo de convite não encontrado.',
  /** Title prefixes: 'Cadastrar ...' without an id, 'Editar ...' with one. */
  createPrefix: 'Cadastrar',
  editPrefix: 'Editar',
  /** A record opened read-only (no update permission): 'Ver associado'. */
  viewPrefix: 'Ver',
  /** 400 info notice title; the text is the server's message. */
  accessPendingTitle: 'Acesso pendente!',
  successTitle: 'Sucesso',
  signupSuccessText:
    'Seu cadastro foi realizado com sucesso, você será redirecionado para o painel admin!',
  signupCpfTaken: 'O campo cpf é único e o valor já existe',
  adminRecoveryNotFound: 'Acesso negado! Usuário não encontrado em nosso banco de dados',
  adminRecoveryInsufficientLevel: 'Acesso negado! Nível de usuário insuficiente para o acesso',
  adminRecoverySent: 'Um link de verificação foi enviado para seu email já cadastrado!',
  adminResetWrongEmail: 'Alerta: E-mail inválido, usar e-mail que solicitou a recuperação de senha',
  adminResetSuccess:
    'Sua senha foi alterada com sucesso, você sera redirecionado para a tela de login!',
  recordInserted: 'O registro foi inserido!',
  cardCreated: 'Carteirinha cadastrada',
  cardOwnerTypeInvalid:
    'Tipo de titular inválido: use Associate (associado) ou Dependent (dependente).',
  cardOwnerNotFound: 'Titular não encontrado: escolha um associado ou dependente cadastrado.',
  cardOwnerHasActiveCard:
    'Esta pessoa já possui uma carteirinha ativa. Inative-a antes de emitir outra.',
  cardCodeRange: 'O código de validação deve ser um número inteiro de 1 a 99999.',
  cardCodeInUse: 'Este código de validação já está em uso por outra carteirinha ativa.',
  cardPictureRequired: 'Envie a foto da carteirinha.',
  cardNotFound: 'Carteirinha não encontrada.',
  cardTokenInvalid: 'Carteirinha inválida: QR code adulterado ou desconhecido.',
  cardExpired: 'Carteirinha vencida.',
  cardInactive: 'Carteirinha inativa.',
  cardReplaced:
    'Carteirinha substituída: o código de validação mudou ou outra carteirinha foi emitida.',
  cardOwnerInactive: 'Titular da carteirinha inativo.',
  cardHolderInactive: 'O associado responsável por este dependente está inativo.',
  profileNotOwn: 'Você só pode alterar os seus próprios dados.',
  notFoundLink: 'Go Home',
  noPriceDefined: 'Sem preço definido.',
  noRestriction: 'Nenhuma',
} as const;
