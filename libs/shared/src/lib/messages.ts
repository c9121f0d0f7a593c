/**
 * pt-BR texts of both specs, copied exactly as the specs write them (accents,
 * punctuation and odd spellings included: do not "fix" them). Flat keys,
 * grouped below by where the specs use them. Pairs shown in one notice are
 * `...Title` / `...Text`.
 */
export const MSG = {
  // ── Generic form validation ──────────────────────────────────────────────
  required: 'Este campo não pode estar vazio!',
  minChars: (n: number) => `Mínimo ${n} caracteres!`,
  /** Card form (all four fields). */
  requiredField: 'Campo obrigatório',

  // ── E-mail ───────────────────────────────────────────────────────────────
  /** Portal, generic e-mail fields. */
  emailInvalid: 'Email invalido',
  /** Member login. */
  loginEmail: 'E-mail deve ser um e-mail válido!',
  /** Member password recovery. */
  recoveryEmail: 'Este email não é válido!',
  /** Admin password recovery. */
  adminRecoveryEmail: 'Este e-mail não é válido!',
  /** Admin site settings, emailAdm. */
  siteSettingsEmail: 'Este não é um e-mail válido!',
  /** Admin sign-up (value trimmed). */
  signupEmail: 'O campo email precisa ser um email válido',

  // ── CPF ──────────────────────────────────────────────────────────────────
  /** Admin sign-up (value trimmed). */
  cpfMin11Signup: 'Este campo não pode ser menor que 11 caracteres!',
  /** Every other CPF field of the back office. */
  cpfMin11: 'Este campo não pode conter menos que 11 caracteres!',
  /** Guest list: the same CPF twice. */
  cpfDuplicateGuest: 'CPF JÁ INSERIDO',

  // ── Passwords ────────────────────────────────────────────────────────────
  passwordMin: 'Mínimo de 8 caracteres!',
  passwordMax: 'Máximo de 20 caracteres!',
  /** Member password change: both fields required. */
  passwordsBoth: 'Ambas as senhas precisam ser preenchidas',
  /** Set-password forms (reset, validator). */
  passwordsDiffer: 'As senhas não são iguais',
  /** Admin sign-up. */
  passwordsDifferSignup: 'As senhas não são iguais!',

  // ── Billing form (checkout) ──────────────────────────────────────────────
  billingName: 'Nome obrigatório',
  billingIdentity: 'CPF/CNPJ obrigatório',
  billingBirthdate: 'Data Nascimento Obrigatória',
  billingPhone: 'Telefone Obrigatório',
  billingEmail: 'Email obrigatório',
  billingZipCode: 'CEP obrigatório',
  billingCity: 'Cidade obrigatória',
  billingState: 'Estado obrigatório',
  billingStreet: 'Rua/Avenida obrigatória',
  /** The spec gives the address number the state's message; kept as written. */
  billingNumber: 'Estado obrigatório',
  billingDistrict: 'Bairro obrigatório',

  // ── Back-office form rules ───────────────────────────────────────────────
  galleryAtLeastOneImage: 'Deve conter ao menos uma imagem na galeria',
  // Not in the spec: shared by the API and the back office so both say the same.
  covenantAtLeastOneImage: 'O convênio deve conter ao menos uma imagem.',
  endBeforeStart: 'A data final não pode ser anterior à data inicial.',
  reportPeriodTooLong: 'O período não pode passar de 366 dias.',
  videoLinkInvalid: 'Use um endereço de vídeo do YouTube ou do Vimeo.',
  // Not in the spec: the registers' rules, shared by the API and the back office.
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
  timeOfDayInvalid: 'Hora inválida: use HH:mm.',
  contractRequired: 'Informe o texto do contrato a ser assinado.',
  localStartBeforeEnd: 'A hora de início não pode ser maior ou igual que a hora de fim!',
  // Not in the spec: the associate form's rules, shared by the API and the back office.
  cpfInvalid: 'CPF inválido.',
  associateCpfTaken: 'Este CPF já está cadastrado para outra pessoa (associado ou dependente).',
  associateEmailTaken: 'Este e-mail já está cadastrado para outro associado.',
  associateRegistrationTaken: 'Esta matrícula já está cadastrada para outro associado.',
  associatePhoneInvalid: 'Telefone inválido: informe DDD e número, no formato (##) # ####-####.',
  zipcodeInvalid: 'CEP inválido: informe 8 dígitos, no formato ##.###-###.',
  stateInvalid: 'UF inválida: informe a sigla do estado (ex.: SP).',
  maritalStatusInvalid: 'Estado civil fora da lista permitida.',
  companyNotFound: 'Empresa não encontrada.',
  sportNotFound: 'Modalidade não encontrada.',
  dependentsMax: 'O associado já possui o máximo de 3 dependentes.',
  dependentNotFound: 'Dependente não encontrado para este associado.',
  associateStale: 'Este associado foi alterado por outra pessoa. Recarregue e tente de novo.',
  associateNotFound: 'Associado não encontrado.',
  verifyCpfNotFound: 'Nenhum cadastro encontrado para este CPF.',
  promoteDependentGone: 'Este dependente não existe mais. Consulte o CPF de novo.',
  promoteCpfMismatch: 'O CPF informado não é o do dependente que passa a ser associado.',
  birthDateFuture: 'A data de nascimento não pode estar no futuro.',
  accessCodeMin4: 'Digite pelo menos 4 caracteres',
  /** Place access validation code (spelled without accents in the spec). */
  accessCodeInvalid: 'Codigo invalido',
  /** Event access validation code. */
  eventCodeInvalid: 'Código inválido',
  accessGrantedTitle: 'Acesso liberado',
  accessDeniedValidationTitle: 'Acesso negado',

  // Not in the spec: the event register's rules, shared by the API and the back office.
  eventNotFound: 'Evento não encontrado.',
  eventDaysRange: 'Informe de 1 a 30 dias do evento.',
  eventDayEndBeforeStart: 'O fim do dia do evento deve ser depois do início.',
  eventSaleEndBeforeStart: 'O fim da venda deve ser depois do início da venda.',
  eventTicketsRange: 'Informe um número de convites de 0 a 9999.',
  eventPriceInvalid: 'Informe um valor maior ou igual a R$ 0,00.',
  eventFreeLimitInvalid: 'Informe um número inteiro maior ou igual a zero.',
  eventInstantInvalid: 'Data e hora inválidas.',
  eventHasTickets: 'Este evento tem convites vendidos e não pode ser excluído; inative-o.',
  eventTicketsBelowActive: (n: number) =>
    `Já há ${n} convites vendidos ou reservados; o total não pode ser menor.`,
  localNotFound: 'Local não encontrado.',
  ticketTemplateNotFound: 'Modelo de convite não encontrado.',

  // ── Tables, lists, dialogs ───────────────────────────────────────────────
  emptyTable: 'Nenhum dado encontrado!',
  emptySearch: 'Nenhum resultado para a pesquisa!',
  rowsPerPage: 'Registros por página:',
  confirmDelete: 'Confirma a exclusão?',
  yes: 'Sim',
  no: 'Não',
  /** Title prefixes: 'Cadastrar ...' without an id, 'Editar ...' with one. */
  createPrefix: 'Cadastrar',
  editPrefix: 'Editar',

  // ── Session ──────────────────────────────────────────────────────────────
  sessionExpiredTitle: 'Sessão expirada!',
  sessionExpiredText: 'Voce será redirecionado para o Login',

  // ── Admin login / sign-up (HTTP answers) ─────────────────────────────────
  /** 400 info notice title; the text is the server's message. */
  accessPendingTitle: 'Acesso pendente!',
  accessDeniedTitle: 'Acesso negado!',
  /** 401 text. */
  adminLoginNotFound: 'Usuário ou senha não encontrada em nosso banco de dados',
  /** 403 text. */
  adminInsufficientLevel: 'Nível de usuário insuficiente para o acesso',
  successTitle: 'Sucesso',
  signupSuccessText:
    'Seu cadastro foi realizado com sucesso, você será redirecionado para o painel admin!',
  signupCpfTaken: 'O campo cpf é único e o valor já existe',
  /** Spelled without "é" in the spec; kept as written. */
  signupEmailTaken: 'O campo email único e o valor já existe',

  // ── Admin password recovery / reset ──────────────────────────────────────
  adminRecoveryNotFound: 'Acesso negado! Usuário não encontrado em nosso banco de dados',
  adminRecoveryInsufficientLevel: 'Acesso negado! Nível de usuário insuficiente para o acesso',
  adminRecoverySent: 'Um link de verificação foi enviado para seu email já cadastrado!',
  adminResetWrongEmail: 'Alerta: E-mail inválido, usar e-mail que solicitou a recuperação de senha',
  adminResetSuccess:
    'Sua senha foi alterada com sucesso, você sera redirecionado para a tela de login!',

  // ── Member password recovery / reset ─────────────────────────────────────
  memberRecoveryNotFoundTitle: 'Email não cadastrado!',
  memberRecoveryNotFoundText: 'Email não encontrado em nosso banco de dados',
  memberRecoverySent: 'Um link de verificação foi enviado para seu email!',
  memberResetWrongEmail: 'E-mail inválido, usar e-mail que solicitou a recuperação de senha',
  /** 401 and 403 of the member reset (403 titled accessDeniedTitle). */
  memberResetDenied: 'Não foi encontrado nenhuma documento neste periodo!',

  // ── Saves, downloads, payments ───────────────────────────────────────────
  errorTitle: 'Erro',
  recordUpdated: 'O registro foi alterado!',
  recordInserted: 'O registro foi inserido!',
  cardCreated: 'Carteirinha cadastrada',
  // Not in the spec: the card register's and the gate check's texts.
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
  permissionChanged: 'Permissão alterada!',
  passwordChanged: 'Senha alterada.',
  paymentSuccess: 'Pagamento realizado com sucesso!',
  downloadSuccess: 'Download realizado com sucesso!',
  downloadImageCorrupted: 'A imagem do download está corrompida!',
  downloadOneImageCorrupted: 'Uma das imagens do download está corrompida!',
  reservationFree:
    'Reserva realizada com sucesso! Você foi isentado de pagamento pois apenas associados e/ou dependentes estão presentes nesta reserva!',
  /** "The same opening followed by '...Você será encaminhado para o pagamento.'" */
  reservationPaid: 'Reserva realizada com sucesso! Você será encaminhado para o pagamento.',

  // ── Portal pages ─────────────────────────────────────────────────────────
  notFound: 'Oops. Nothing here...',
  notFoundLink: 'Go Home',
  /** Search page, written as in the spec. */
  searchNothingFound: (term: string) => `Nenhuma notícia/foto/vídeo encontrada para: ${term}`,
  noValidHours: 'NÃO HÁ DATAS DISPONIVEIS PARA RESERVA',
  ticketsSoldOut: 'Venda de convite esgotada',
  noPriceDefined: 'Sem preço definido.',
  noRestriction: 'Nenhuma',
  noCovenantFound: 'Nenhum convênio encontrado',
  covenantOtherCategory: 'OUTROS',
  covenantNoName: 'Sem Nome',
} as const;

/** Short labels both apps share (buttons, options, statuses). */
export const LABELS = {
  yes: 'Sim',
  no: 'Não',
  back: 'Voltar',
  save: 'Salvar',
  close: 'Fechar',
  confirm: 'Confirmar',
  copy: 'Copiar',
  login: 'Entrar',
  signUpUser: 'Cadastrar usuário',
  forgotPassword: 'Esqueceu a senha?',
  validate: 'Validar',
  accessValidation: 'Validação de Acesso',
  invitation: 'Convite',
  associate: 'Associado',
  dependent: 'Dependente',
  seeMore: 'Ver mais',
  learnMore: 'Saiba mais',
  learnMoreUpper: 'SAIBA MAIS',
  moreNews: 'Ver mais notícias',
  backToCategories: 'Voltar para Categorias',
  reserve: 'Reservar',
  choose: 'Escolher',
  reserved: 'Reservado',
  /** Between slot start and end: '08:00 às 10:00'. */
  slotSeparator: 'às',
  goToPayment: 'Ir para Pagamento',
  makePayment: 'Efetuar Pagamento',
  billingHeadingPix: 'Informe seus dados',
  billingHeadingCard: 'Informe os dados da fatura do cartão',
  debitCard: 'Cartão de Débito',
  creditCard: 'Cartão de Crédito',
  pix: 'Pix',
  restrictionAssociates: 'Associados',
  restrictionDependents: 'Dependentes',
  restrictionGuests: 'Convidados',
  reservationPending: 'Pendente',
  orderFinished: 'Finalizado',
} as const;
