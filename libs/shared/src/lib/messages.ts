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

  // ── CPF ──────────────────────────────────────────────────────────────────
  /** Admin sign-up (value trimmed). */
  cpfMin11Signup: 'Este campo não pode ser menor que 11 caracteres!',
  /** Every other CPF field of the back office. */
  cpfMin11: 'Este campo não pode conter menos que 11 caracteres!',
  /** Guest list: the same CPF twice. */
  cpfDuplicateGuest: 'CPF JÁ INSERIDO',
  /** 11 digits whose check digits are wrong (the API's text; the guest rows show it as typed). */
  cpfInvalid: 'CPF inválido.',

  // ── Passwords ────────────────────────────────────────────────────────────
  passwordMin: 'Mínimo de 8 caracteres!',
  passwordMax: 'Máximo de 20 caracteres!',
  /** A new password that is on the lists of common ones or easy to guess (API only: the lists are large). */
  passwordCommon: 'Senha muito comum ou fácil de adivinhar. Escolha outra.',
  /** Changing the password from the profile needs the current one (not at first access). */
  currentPasswordRequired: 'Informe a senha atual.',
  currentPasswordWrong: 'Senha atual incorreta.',
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
  // Not in the spec: shared by the API and the back office so both say the same.
  endBeforeStart: 'A data final não pode ser anterior à data inicial.',
  reportPeriodTooLong: 'O período não pode passar de 366 dias.',
  // Not in the spec: the registers' rules, shared by the API and the back office.
  timeOfDayInvalid: 'Hora inválida: use HH:mm.',
  // Not in the spec: the associate form's rules, shared by the API and the back office.
  associatePhoneInvalid: 'Telefone inválido: informe DDD e número, no formato (##) # ####-####.',
  zipcodeInvalid: 'CEP inválido: informe 8 dígitos, no formato ##.###-###.',
  stateInvalid: 'UF inválida: informe a sigla do estado (ex.: SP).',
  maritalStatusInvalid: 'Estado civil fora da lista permitida.',
  birthDateFuture: 'A data de nascimento não pode estar no futuro.',
  /** Place access validation code (spelled without accents in the spec). */
  accessCodeInvalid: 'Codigo invalido',
  /** Event access validation code. */
  eventCodeInvalid: 'Código inválido',

  // Not in the spec: the event register's rules, shared by the API and the back office.
  eventNotFound: 'Evento não encontrado.',

  // ── Tables, lists, dialogs ───────────────────────────────────────────────
  emptyTable: 'Nenhum dado encontrado!',
  emptySearch: 'Nenhum resultado para a pesquisa!',
  rowsPerPage: 'Registros por página:',
  confirmDelete: 'Confirma a exclusão?',
  yes: 'Sim',
  no: 'Não',

  // ── Session ──────────────────────────────────────────────────────────────
  sessionExpiredTitle: 'Sessão expirada!',
  sessionExpiredText: 'Voce será redirecionado para o Login',

  // ── Admin login / sign-up (HTTP answers) ─────────────────────────────────
  accessDeniedTitle: 'Acesso negado!',
  /** 401 text. */
  adminLoginNotFound: 'Usuário ou senha não encontrada em nosso banco de dados',
  /** 403 text. */
  adminInsufficientLevel: 'Nível de usuário insuficiente para o acesso',
  /** Spelled without "é" in the spec; kept as written. */
  signupEmailTaken: 'O campo email único e o valor já existe',

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
  // Not in the spec: the card register's and the gate check's texts.
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
  /** Search page, written as in the spec. */
  searchNothingFound: (term: string) => `Nenhuma notícia/foto/vídeo encontrada para: ${term}`,
  noValidHours: 'NÃO HÁ DATAS DISPONIVEIS PARA RESERVA',
  ticketsSoldOut: 'Venda de convite esgotada',
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
