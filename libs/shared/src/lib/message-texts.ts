/**
 * pt-BR texts of both specs, copied exactly as the specs write them (accents,
 * punctuation and odd spellings included: do not "fix" them), one export per text: an app's
 * bundle keeps only the texts it reads (`MSG.x` of messages.ts, a namespace of this module).
 * Grouped below by where the specs use them. Pairs shown in one notice are `...Title` /
 * `...Text`.
 */

// ── Generic form validation ──────────────────────────────────────────────
export const required = 'Este campo não pode estar vazio!';
export const minChars = (n: number) => `Mínimo ${n} caracteres!`;
/** Card form (all four fields). */
export const requiredField = 'Campo obrigatório';

// ── E-mail ───────────────────────────────────────────────────────────────
/** Portal, generic e-mail fields. */
export const emailInvalid = 'Email invalido';
/** Member login. */
export const loginEmail = 'E-mail deve ser um e-mail válido!';
/** Member password recovery. */
export const recoveryEmail = 'Este email não é válido!';
/** Admin password recovery. */
export const adminRecoveryEmail = 'Este e-mail não é válido!';

// ── CPF ──────────────────────────────────────────────────────────────────
/** Admin sign-up (value trimmed). */
export const cpfMin11Signup = 'Este campo não pode ser menor que 11 caracteres!';
/** Every other CPF field of the back office. */
export const cpfMin11 = 'Este campo não pode conter menos que 11 caracteres!';
/** Guest list: the same CPF twice. */
export const cpfDuplicateGuest = 'CPF JÁ INSERIDO';
/** 11 digits whose check digits are wrong (the API's text; the guest rows show it as typed). */
export const cpfInvalid = 'CPF inválido.';

// ── Passwords ────────────────────────────────────────────────────────────
export const passwordMin = 'Mínimo de 8 caracteres!';
export const passwordMax = 'Máximo de 20 caracteres!';
/** A new password that is on the lists of common ones or easy to guess (API only: the lists are large). */
export const passwordCommon = 'Senha muito comum ou fácil de adivinhar. Escolha outra.';
/** Changing the password from the profile needs the current one (not at first access). */
export const currentPasswordRequired = 'Informe a senha atual.';
export const currentPasswordWrong = 'Senha atual incorreta.';
/** Member password change: both fields required. */
export const passwordsBoth = 'Ambas as senhas precisam ser preenchidas';
/** Set-password forms (reset, validator). */
export const passwordsDiffer = 'As senhas não são iguais';
/** Admin sign-up. */
export const passwordsDifferSignup = 'As senhas não são iguais!';

// ── Billing form (checkout) ──────────────────────────────────────────────
export const billingName = 'Nome obrigatório';
export const billingIdentity = 'CPF/CNPJ obrigatório';
export const billingBirthdate = 'Data Nascimento Obrigatória';
export const billingPhone = 'Telefone Obrigatório';
export const billingEmail = 'Email obrigatório';
export const billingZipCode = 'CEP obrigatório';
export const billingCity = 'Cidade obrigatória';
export const billingState = 'Estado obrigatório';
export const billingStreet = 'Rua/Avenida obrigatória';
/** The spec gives the address number the state's message; kept as written. */
export const billingNumber = 'Estado obrigatório';
export const billingDistrict = 'Bairro obrigatório';

// ── Back-office form rules ───────────────────────────────────────────────
// Not in the spec: shared by the API and the back office so both say the same.
export const endBeforeStart = 'A data final não pode ser anterior à data inicial.';
export const reportPeriodTooLong = 'O período não pode passar de 366 dias.';
// Not in the spec: the registers' rules, shared by the API and the back office.
export const timeOfDayInvalid = 'Hora inválida: use HH:mm.';
// Not in the spec: the associate form's rules, shared by the API and the back office.
export const associatePhoneInvalid =
  'Telefone inválido: informe DDD e número, no formato (##) # ####-####.';
export const zipcodeInvalid = 'CEP inválido: informe 8 dígitos, no formato ##.###-###.';
export const stateInvalid = 'UF inválida: informe a sigla do estado (ex.: SP).';
export const maritalStatusInvalid = 'Estado civil fora da lista permitida.';
export const birthDateFuture = 'A data de nascimento não pode estar no futuro.';
/** Place access validation code (spelled without accents in the spec). */
export const accessCodeInvalid = 'Codigo invalido';
/** Event access validation code. */
export const eventCodeInvalid = 'Código inválido';

// Not in the spec: the event register's rules, shared by the API and the back office.
export const eventNotFound = 'Evento não encontrado.';

// ── Tables, lists, dialogs ───────────────────────────────────────────────
export const emptyTable = 'Nenhum dado encontrado!';
export const emptySearch = 'Nenhum resultado para a pesquisa!';
export const rowsPerPage = 'Registros por página:';
export const confirmDelete = 'Confirma a exclusão?';
export const yes = 'Sim';
export const no = 'Não';

// ── Session ──────────────────────────────────────────────────────────────
export const sessionExpiredTitle = 'Sessão expirada!';
export const sessionExpiredText = 'Voce será redirecionado para o Login';

// ── Admin login / sign-up (HTTP answers) ─────────────────────────────────
export const accessDeniedTitle = 'Acesso negado!';
/** 401 text. */
export const adminLoginNotFound = 'Usuário ou senha não encontrada em nosso banco de dados';
/** 403 text. */
export const adminInsufficientLevel = 'Nível de usuário insuficiente para o acesso';
/** Spelled without "é" in the spec; kept as written. */
export const signupEmailTaken = 'O campo email único e o valor já existe';

// ── Member password recovery / reset ─────────────────────────────────────
export const memberRecoveryNotFoundTitle = 'Email não cadastrado!';
export const memberRecoveryNotFoundText = 'Email não encontrado em nosso banco de dados';
export const memberRecoverySent = 'Um link de verificação foi enviado para seu email!';
export const memberResetWrongEmail =
  'E-mail inválido, usar e-mail que solicitou a recuperação de senha';
/** 401 and 403 of the member reset (403 titled accessDeniedTitle). */
export const memberResetDenied = 'Não foi encontrado nenhuma documento neste periodo!';

// ── Saves, downloads, payments ───────────────────────────────────────────
export const errorTitle = 'Erro';
export const recordUpdated = 'O registro foi alterado!';
// Not in the spec: the card register's and the gate check's texts.
export const permissionChanged = 'Permissão alterada!';
export const passwordChanged = 'Senha alterada.';
export const paymentSuccess = 'Pagamento realizado com sucesso!';
export const downloadSuccess = 'Download realizado com sucesso!';
export const downloadImageCorrupted = 'A imagem do download está corrompida!';
export const downloadOneImageCorrupted = 'Uma das imagens do download está corrompida!';
export const reservationFree =
  'Reserva realizada com sucesso! Você foi isentado de pagamento pois apenas associados e/ou dependentes estão presentes nesta reserva!';
/** "The same opening followed by '...Você será encaminhado para o pagamento.'" */
export const reservationPaid =
  'Reserva realizada com sucesso! Você será encaminhado para o pagamento.';

// ── Portal pages ─────────────────────────────────────────────────────────
export const notFound = 'Oops. Nothing here...';
/** Search page, written as in the spec. */
export const searchNothingFound = (term: string) =>
  `Nenhuma notícia/foto/vídeo encontrada para: ${term}`;
export const noValidHours = 'NÃO HÁ DATAS DISPONIVEIS PARA RESERVA';
export const ticketsSoldOut = 'Venda de convite esgotada';
export const noCovenantFound = 'Nenhum convênio encontrado';
export const covenantOtherCategory = 'OUTROS';
export const covenantNoName = 'Sem Nome';
