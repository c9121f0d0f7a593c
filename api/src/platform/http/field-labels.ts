/**
 * How a member or staff member reads a request's field path: `invitations.0.doc` is
 * 'Convidado 1' and 'CPF'. The validation errors keep the path in `fields` (for programs and
 * the forms that highlight an input) and add, in `fieldMessages`, each message as a sentence
 * that names its field this way ('Convidado 1: CPF inválido.'); a single invalid field is also
 * the error's `error`. Field names are the API's (the DTOs'), the same in every module.
 */

/** A field's name as a form labels it. */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  accessAtFrom: 'Data inicial',
  accessAtTo: 'Data final',
  address: 'Endereço',
  admissionDate: 'Data de admissão',
  admissionFrom: 'Admitidos a partir de',
  admissionTo: 'Admitidos até',
  ageMax: 'Idade máxima',
  ageMin: 'Idade mínima',
  associate: 'Associado',
  associateId: 'Associado',
  associatedValue: 'Valor para associados',
  benefits: 'Benefícios',
  birthDate: 'Data de nascimento',
  capacity: 'Capacidade',
  category: 'Categoria',
  cellphone: 'Celular',
  city: 'Cidade',
  clubName: 'Nome do clube',
  code: 'Código',
  color: 'Cor',
  company: 'Empresa',
  contract: 'Contrato',
  cpf: 'CPF',
  credit: 'Crédito',
  currentPassword: 'Senha atual',
  description: 'Descrição',
  district: 'Bairro',
  doc: 'CPF',
  email: 'E-mail',
  emailAdm: 'E-mail da administração',
  endAt: 'Fim',
  endSale: 'Fim das vendas',
  endsAt: 'Data final',
  event: 'Evento',
  eventDate: 'Data do evento',
  eventId: 'Evento',
  externalValue: 'Valor para não associados',
  facebookUrl: 'Facebook',
  fileName: 'Arquivo',
  files: 'Arquivos',
  gallery: 'Galeria',
  galleryId: 'Galeria',
  gender: 'Gênero',
  image: 'Imagem',
  infos: 'Informações',
  instagramUrl: 'Instagram',
  interval: 'Intervalo',
  invitedValue: 'Valor de convidado',
  local: 'Local',
  localId: 'Local',
  localType: 'Tipo de local',
  maritalStatus: 'Estado civil',
  name: 'Nome',
  number: 'Número',
  observations: 'Observações',
  parentage: 'Parentesco',
  password: 'Senha',
  passwordConfirmation: 'Confirmação da senha',
  phone: 'Telefone',
  picture: 'Foto',
  primaryColor: 'Cor primária',
  quantity: 'Quantidade',
  reason: 'Motivo',
  registration: 'Matrícula',
  reservationInterval: 'Intervalo de reserva',
  reservationTime: 'Tempo de reserva',
  rg: 'RG',
  search: 'Busca',
  secondaryColor: 'Cor secundária',
  skip: 'Início da página',
  slug: 'Endereço na página',
  sort: 'Ordenação',
  startAt: 'Início',
  startSale: 'Início das vendas',
  startsAt: 'Data inicial',
  state: 'Estado',
  status: 'Situação',
  subtitle: 'Subtítulo',
  surname: 'Sobrenome',
  take: 'Itens por página',
  telephone: 'Telefone',
  template: 'Modelo de convite',
  templateDefault: 'Modelo de convite padrão',
  text: 'Texto',
  textColor: 'Cor do texto',
  ticketTemplate: 'Modelo de convite',
  title: 'Título',
  type: 'Tipo',
  usageGuide: 'Guia de uso',
  userType: 'Tipo de pessoa',
  value: 'Valor',
  video: 'Vídeo',
  youtubeUrl: 'YouTube',
  zipcode: 'CEP',
};

/** What one item of a list field is called, numbered from 1 ('Convidado 2'). */
export const ITEM_LABELS: Readonly<Record<string, string>> = {
  dependents: 'Dependente',
  eventDates: 'Data',
  facilities: 'Instalação',
  files: 'Arquivo',
  homeContents: 'Conteúdo',
  ids: 'Item',
  imageList: 'Imagem',
  invitations: 'Convidado',
  locals: 'Local',
  permissions: 'Permissão',
  restrictions: 'Restrição',
  sports: 'Esporte',
  tickets: 'Convite',
};

const isIndex = (segment: string) => /^\d+$/.test(segment);
const normalize = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR');

/** The labels of a path's parts: `invitations.0.doc` → ['Convidado 1', 'CPF']. */
export function fieldLabels(path: string): string[] {
  const segments = path.split('.').filter(Boolean);
  const labels: string[] = [];
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i];
    const next = segments[i + 1];
    if (next !== undefined && isIndex(next)) {
      labels.push(
        `${ITEM_LABELS[segment] ?? FIELD_LABELS[segment] ?? segment} ${Number(next) + 1}`,
      );
      i++;
    } else if (isIndex(segment)) {
      labels.push(`Item ${Number(segment) + 1}`);
    } else {
      labels.push(FIELD_LABELS[segment] ?? segment);
    }
  }
  return labels;
}

/**
 * A field's message as a sentence that says which field: 'Convidado 1: CPF inválido.',
 * 'Nome: Este campo não pode estar vazio!'. The field's own label is left out when the message
 * already starts with it ('CPF inválido.' needs no 'CPF: ').
 */
export function readableFieldMessage(path: string, message: string): string {
  const labels = fieldLabels(path);
  const last = labels.at(-1);
  if (last !== undefined && normalize(message).startsWith(normalize(last))) labels.pop();
  return labels.length ? `${labels.join(', ')}: ${message}` : message;
}

/** `fields` (path → message) as readable sentences, by the same paths. */
export function readableFieldMessages(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([path, message]) => [path, readableFieldMessage(path, message)]),
  );
}
