import { baseApi as api } from '../../../shared/api/base-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAssociates: build.query<ListAssociatesApiResponse, ListAssociatesApiArg>({
      query: (queryArg) => ({
        url: `/api/v1/associate`,
        params: {
          skip: queryArg.skip,
          take: queryArg.take,
          search: queryArg.search,
          sort: queryArg.sort,
          company: queryArg.company,
          hasDependents: queryArg.hasDependents,
          ageMin: queryArg.ageMin,
          ageMax: queryArg.ageMax,
          admissionFrom: queryArg.admissionFrom,
          admissionTo: queryArg.admissionTo,
          status: queryArg.status,
        },
      }),
    }),
    listAssociateOptions: build.query<ListAssociateOptionsApiResponse, ListAssociateOptionsApiArg>({
      query: (queryArg) => ({
        url: `/api/associates/options`,
        params: {
          search: queryArg.search,
        },
      }),
    }),
    listDependentOptions: build.query<ListDependentOptionsApiResponse, ListDependentOptionsApiArg>({
      query: (queryArg) => ({
        url: `/api/dependents/options`,
        params: {
          associateId: queryArg.associateId,
          search: queryArg.search,
        },
      }),
    }),
    listMaritalStatus: build.query<ListMaritalStatusApiResponse, ListMaritalStatusApiArg>({
      query: () => ({ url: `/api/marital-status` }),
    }),
    listGenders: build.query<ListGendersApiResponse, ListGendersApiArg>({
      query: () => ({ url: `/api/genders` }),
    }),
    verifyCpf: build.mutation<VerifyCpfApiResponse, VerifyCpfApiArg>({
      query: (queryArg) => ({
        url: `/api/verify-cpf`,
        method: 'POST',
        body: queryArg.verifyCpfDto,
      }),
    }),
    getAssociate: build.query<GetAssociateApiResponse, GetAssociateApiArg>({
      query: (queryArg) => ({ url: `/api/associate/${queryArg.id}` }),
    }),
    updateAssociate: build.mutation<UpdateAssociateApiResponse, UpdateAssociateApiArg>({
      query: (queryArg) => ({
        url: `/api/associate/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.updateAssociateDto,
      }),
    }),
    deleteAssociate: build.mutation<DeleteAssociateApiResponse, DeleteAssociateApiArg>({
      query: (queryArg) => ({ url: `/api/associate/${queryArg.id}`, method: 'DELETE' }),
    }),
    createAssociate: build.mutation<CreateAssociateApiResponse, CreateAssociateApiArg>({
      query: (queryArg) => ({
        url: `/api/associate`,
        method: 'POST',
        body: queryArg.createAssociateDto,
      }),
    }),
    deleteAssociates: build.mutation<DeleteAssociatesApiResponse, DeleteAssociatesApiArg>({
      query: (queryArg) => ({
        url: `/api/associate/multiple`,
        method: 'POST',
        body: queryArg.associateIdsDto,
      }),
    }),
    addDependent: build.mutation<AddDependentApiResponse, AddDependentApiArg>({
      query: (queryArg) => ({
        url: `/api/associate/${queryArg.id}/dependents`,
        method: 'POST',
        body: queryArg.createDependentDto,
      }),
    }),
    getAssociateHistory: build.query<GetAssociateHistoryApiResponse, GetAssociateHistoryApiArg>({
      query: (queryArg) => ({
        url: `/api/associate/${queryArg.id}/history`,
        params: {
          skip: queryArg.skip,
          take: queryArg.take,
        },
      }),
    }),
    listCompanyOptions: build.query<ListCompanyOptionsApiResponse, ListCompanyOptionsApiArg>({
      query: () => ({ url: `/api/companies/not-permission` }),
    }),
    listSportOptions: build.query<ListSportOptionsApiResponse, ListSportOptionsApiArg>({
      query: () => ({ url: `/api/sport/not-permission` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as associatesGeneratedApi };
export type ListAssociatesApiResponse = /** status 200  */ AssociatePageDto;
export type ListAssociatesApiArg = {
  skip?: number;
  take?: number;
  search?: string;
  /** Campo de ordenação; prefixo "-" para decrescente. */
  sort?: string;
  /** Id da empresa. */
  company?: number;
  /** true: só com dependentes; false: só sem. */
  hasDependents?: boolean;
  /** Idade mínima (anos completos). */
  ageMin?: number;
  /** Idade máxima (anos completos). */
  ageMax?: number;
  /** Admitidos a partir de (aaaa-mm-dd). */
  admissionFrom?: string;
  /** Admitidos até (aaaa-mm-dd). */
  admissionTo?: string;
  /** 1 Ativo, 2 Inativo */
  status?: 1 | 2;
};
export type ListAssociateOptionsApiResponse = /** status 200  */ AssociateOptionDto[];
export type ListAssociateOptionsApiArg = {
  /** Parte do nome, ou CPF (com ou sem máscara). */
  search?: string;
};
export type ListDependentOptionsApiResponse = /** status 200  */ DependentOptionDto[];
export type ListDependentOptionsApiArg = {
  /** Só os dependentes deste associado. */
  associateId?: string;
  /** Parte do nome, ou CPF (com ou sem máscara). */
  search?: string;
};
export type ListMaritalStatusApiResponse = /** status 200  */ MaritalStatusOptionDto[];
export type ListMaritalStatusApiArg = void;
export type ListGendersApiResponse = /** status 200  */ GenderDto[];
export type ListGendersApiArg = void;
export type VerifyCpfApiResponse = /** status 200  */ VerifyCpfResponseDto;
export type VerifyCpfApiArg = {
  verifyCpfDto: VerifyCpfDto;
};
export type GetAssociateApiResponse = /** status 200  */ AssociateDto;
export type GetAssociateApiArg = {
  id: string;
};
export type UpdateAssociateApiResponse = /** status 200  */ AssociateDto;
export type UpdateAssociateApiArg = {
  id: string;
  updateAssociateDto: UpdateAssociateDto;
};
export type DeleteAssociateApiResponse = unknown;
export type DeleteAssociateApiArg = {
  id: string;
};
export type CreateAssociateApiResponse = /** status 201  */ AssociateDto;
export type CreateAssociateApiArg = {
  createAssociateDto: CreateAssociateDto;
};
export type DeleteAssociatesApiResponse = unknown;
export type DeleteAssociatesApiArg = {
  associateIdsDto: AssociateIdsDto;
};
export type AddDependentApiResponse = /** status 201  */ DependentDto;
export type AddDependentApiArg = {
  id: string;
  createDependentDto: CreateDependentDto;
};
export type GetAssociateHistoryApiResponse = /** status 200  */ AuditHistoryPageDto;
export type GetAssociateHistoryApiArg = {
  id: string;
  skip?: number;
  take?: number;
};
export type ListCompanyOptionsApiResponse = /** status 200  */ RegisterOptionDto[];
export type ListCompanyOptionsApiArg = void;
export type ListSportOptionsApiResponse = /** status 200  */ RegisterOptionDto[];
export type ListSportOptionsApiArg = void;
export type CompanyRefDto = {
  id: number;
  description: string;
};
export type StatusDto = {
  id: number;
  description: string;
};
export type AssociateListItemDto = {
  id: string;
  name: string;
  /** 11 dígitos. */
  cpf: string;
  email: string;
  /** Só dígitos. */
  phone: string | null;
  registration: string | null;
  company: CompanyRefDto | (null | null);
  maritalStatus: string | null;
  admissionDate: string | null;
  birthDate: string | null;
  status: StatusDto;
  dependentsCount: number;
};
export type AssociatePageDto = {
  data: AssociateListItemDto[];
  total: number;
};
export type ErrorCode =
  | 'BAD_REQUEST'
  | 'VALIDATION_FAILED'
  | 'INVALID_JSON'
  | 'INVALID_ID'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'ROUTE_NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'CONFLICT'
  | 'RECORD_IN_USE'
  | 'REFERENCE_GONE'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  | 'DATABASE_UNAVAILABLE'
  | 'SERVICE_DRAINING'
  | 'MIGRATIONS_PENDING'
  | 'INTERNAL_ERROR'
  | 'FILE_TYPE_NOT_ALLOWED'
  | 'FILE_TOO_LARGE'
  | 'FILE_NOT_FOUND'
  | 'INVALID_CREDENTIALS'
  | 'ACCESS_PENDING'
  | 'ACCESS_BLOCKED'
  | 'EMAIL_NOT_FOUND'
  | 'EMAIL_MISMATCH'
  | 'INVALID_CODE'
  | 'WRONG_PASSWORD'
  | 'USER_NOT_FOUND'
  | 'DUPLICATE_CPF'
  | 'DUPLICATE_EMAIL'
  | 'CANNOT_DELETE_SELF'
  | 'CANNOT_DEACTIVATE_SELF'
  | 'DUPLICATE_CATEGORY'
  | 'DUPLICATE_DESCRIPTION'
  | 'GALLERY_NEEDS_A_FILE'
  | 'COVENANT_NEEDS_AN_IMAGE'
  | 'REGISTER_IN_USE'
  | 'DUPLICATE_SLUG'
  | 'DUPLICATE_FACILITY_NUMBER'
  | 'TOO_MANY_DEPENDENTS'
  | 'STALE_UPDATE'
  | 'DUPLICATE_REGISTRATION'
  | 'DUPLICATE_VALIDATION_CODE'
  | 'ACTIVE_CARD_EXISTS'
  | 'NOT_OWN_RECORD'
  | 'SLOT_UNAVAILABLE'
  | 'SLOT_TAKEN'
  | 'BOOKING_LIMIT_REACHED'
  | 'BOOKING_NOT_OPEN_YET'
  | 'GUEST_VISITS_LIMIT'
  | 'GUEST_BARRED'
  | 'TICKET_LIMIT_REACHED'
  | 'PLACE_GUESTS_ONLY'
  | 'PLACE_NOT_BOOKABLE'
  | 'GUESTS_OVER_CAPACITY'
  | 'RESERVATION_CHANGED'
  | 'RESERVATION_NOT_EDITABLE'
  | 'GUEST_INCREASE_REFUSED'
  | 'CANCEL_DEADLINE_PASSED'
  | 'RESERVATION_NOT_CANCELLABLE'
  | 'ASSOCIATE_HAS_ORDERS'
  | 'GATE_REQUEST_ID_REUSED'
  | 'GATE_TYPED_CODES_LIMIT'
  | 'GATE_CHECKS_LIMIT'
  | 'PAYMENT_DECLINED'
  | 'PAYMENT_UNAVAILABLE'
  | 'PAYMENT_DATA_INVALID'
  | 'PAYMENT_DATA_STALE'
  | 'PAYMENT_DATA_REUSED'
  | 'PAYMENT_DATA_WRONG_ORDER'
  | 'CARD_BRAND_UNKNOWN'
  | 'PAYMENT_IN_PROGRESS'
  | 'PAYMENT_ALREADY_RECORDED'
  | 'ORDER_ALREADY_PAID'
  | 'ORDER_CANCELLED'
  | 'ORDER_EXPIRED'
  | 'ORDER_NOTHING_TO_PAY'
  | 'CREDIT_BELOW_MINIMUM'
  | 'PAYMENT_REFUNDED_LATE'
  | 'AUTHENTICATION_REQUIRED'
  | 'AUTHENTICATION_NOT_FOUND'
  | 'AUTHENTICATION_FAILED'
  | 'AUTHENTICATION_OTHER_CARD'
  | 'PIX_EXPIRED'
  | 'REFUND_ABOVE_CAPTURED'
  | 'ORDER_NOT_REFUNDABLE'
  | 'PAYMENT_ANSWER_PENDING'
  | 'TICKET_NOT_CANCELLABLE'
  | 'TICKETS_SOLD_OUT'
  | 'TICKETS_ONLY_LEFT'
  | 'TICKET_SALE_CLOSED'
  | 'CPF_HAS_TICKET'
  | 'ALREADY_IN_WAITLIST'
  | 'TICKETS_STILL_ON_SALE'
  | 'PURCHASED_TICKET'
  | 'EVENT_HAS_TICKETS';
export type ApiErrorDto = {
  statusCode: number;
  /** Mensagem para pessoas (pt-BR). */
  error: string;
  /** Código estável, para programas. */
  code: ErrorCode;
  /** Mensagem de cada campo inválido, pelo caminho do campo na requisição (para programas e para o formulário destacar o campo). */
  fields?: {
    [key: string]: string;
  };
  /** Dados inválidos: as mensagens de `fields`, pelas mesmas chaves, em frases que nomeiam o campo como a pessoa o lê. */
  fieldMessages?: {
    [key: string]: string;
  };
  /** Pagamento recusado: o código de retorno da operadora, em português, mostrado sob `error` (para o suporte); `error` diz o motivo. */
  paymentMessage?: string;
  /** Pagamento recusado: o código de retorno da operadora (ReturnCode), quando houver. */
  returnCode?: string;
};
export type AssociateOptionDto = {
  id: string;
  name: string;
  /** Os 11 dígitos para quem tem list-associate; para os demais, ***.456.789-**. */
  cpf: string;
};
export type DependentOptionDto = {
  id: string;
  name: string;
  /** Os 11 dígitos para quem tem list-associate; para os demais, ***.456.789-**. */
  cpf: string | null;
  associateId: string;
};
export type MaritalStatusOptionDto = {
  /** O valor enviado em `maritalStatus`. */
  id: string;
  description: string;
};
export type GenderDto = {
  id: number;
  description: string;
};
export type SportRefDto = {
  id: number;
  description: string;
};
export type DependentDto = {
  id: string;
  name: string;
  parentage: string;
  gender: GenderDto;
  /** 11 dígitos. */
  cpf: string | null;
  rg: string | null;
  birthDate: string | null;
  status: StatusDto;
  updatedAt: string;
};
export type AssociateDto = {
  id: string;
  /** 11 dígitos (a tela aplica a máscara). */
  cpf: string;
  rg: string | null;
  name: string;
  gender: GenderDto;
  bpu: string | null;
  email: string;
  /** Só dígitos. */
  phone: string | null;
  address: string | null;
  district: string | null;
  city: string | null;
  /** 8 dígitos. */
  zipcode: string | null;
  state: string | null;
  admissionDate: string | null;
  birthDate: string | null;
  company: CompanyRefDto | (null | null);
  maritalStatus: string | null;
  status: StatusDto;
  sports: SportRefDto[];
  dependents: DependentDto[];
  registration: string | null;
  registrationColibri: string | null;
  /** Ainda não escolheu a senha (primeiro acesso pendente). */
  isFirstAccess: boolean;
  /** Versão do registro: envie-a no PUT. */
  version: number;
  createdAt: string;
  updatedAt: string;
};
export type VerifiedDependentDto = {
  id: string;
  name: string;
  parentage: string;
  gender: GenderDto;
  /** 11 dígitos. */
  cpf: string | null;
  rg: string | null;
  birthDate: string | null;
  status: StatusDto;
  updatedAt: string;
  associateId: string;
  /** Nome do associado titular. */
  associateName: string;
};
export type VerifyCpfResponseDto = {
  kind: 'associate' | 'dependent';
  associate: AssociateDto | (null | null);
  dependent: VerifiedDependentDto | (null | null);
};
export type VerifyCpfDto = {
  /** CPF a procurar (com ou sem máscara). */
  cpf: string;
};
export type DependentFormDto = {
  /** Id de um dependente já salvo (edição); sem id, é um novo dependente. */
  id?: string;
  name: string;
  /** Parentesco (texto livre: Cônjuge, Filho(a), ...). */
  parentage: string;
  /** Gênero: 0 Não Definido, 1 Feminino, 2 Masculino, 3 Transgênero, 4 Gênero Neutro, 5 Não Binário. */
  gender?: 0 | 1 | 2 | 3 | 4 | 5;
  /** CPF: 11 dígitos, com ou sem máscara (###.###.###-##); gravado só com dígitos. */
  cpf: string;
  rg?: string | null;
  /** Data de nascimento (aaaa-mm-dd). */
  birthDate?: string | null;
  /** 1 Ativo, 2 Inativo. Inativo encerra as sessões do associado e impede a entrada. */
  status?: 1 | 2;
};
export type UpdateAssociateDto = {
  /** CPF: 11 dígitos, com ou sem máscara (###.###.###-##); gravado só com dígitos. */
  cpf?: string;
  rg?: string;
  name?: string;
  /** Gênero: 0 Não Definido, 1 Feminino, 2 Masculino, 3 Transgênero, 4 Gênero Neutro, 5 Não Binário. */
  gender?: 0 | 1 | 2 | 3 | 4 | 5;
  /** BPU. */
  bpu?: string | null;
  /** E-mail (também o login do associado no portal); gravado em minúsculas. */
  email?: string;
  /** Telefone com DDD: 10 ou 11 dígitos, com ou sem máscara ((##) # ####-####). */
  phone?: string;
  address?: string;
  district?: string;
  city?: string;
  /** CEP: 8 dígitos, com ou sem máscara (##.###-###). */
  zipcode?: string;
  /** UF (sigla). */
  state?:
    | 'AC'
    | 'AL'
    | 'AP'
    | 'AM'
    | 'BA'
    | 'CE'
    | 'DF'
    | 'ES'
    | 'GO'
    | 'MA'
    | 'MT'
    | 'MS'
    | 'MG'
    | 'PA'
    | 'PB'
    | 'PR'
    | 'PE'
    | 'PI'
    | 'RJ'
    | 'RN'
    | 'RS'
    | 'RO'
    | 'RR'
    | 'SC'
    | 'SP'
    | 'SE'
    | 'TO';
  /** Data de admissão (aaaa-mm-dd). */
  admissionDate?: string | null;
  /** Data de nascimento (aaaa-mm-dd). */
  birthDate?: string | null;
  /** Id da empresa (lookup `companies/not-permission`). */
  company?: number;
  /** Estado civil (lookup `marital-status`). */
  maritalStatus?:
    | 'Solteiro(a)'
    | 'Casado(a)'
    | 'Divorciado(a)'
    | 'Vi\u00FAvo(a)'
    | 'Uni\u00E3o est\u00E1vel'
    | 'Separado(a)';
  /** 1 Ativo, 2 Inativo. Inativo encerra as sessões do associado e impede a entrada. */
  status?: 1 | 2;
  /** Ids das modalidades (lookup `sport/not-permission`); a lista substitui a salva. */
  sports?: number[];
  /** Matrícula (única). */
  registration?: string | null;
  /** Matrícula Colibri. */
  registrationColibri?: string | null;
  /** Dependentes (no máximo 3). Na edição, a lista enviada é a lista completa: os que têm id são alterados, os sem id incluídos e os salvos que faltarem excluídos. Omitida, os dependentes ficam como estão. */
  dependents?: DependentFormDto[];
  /** A versão do associado lida no formulário (campo `version` de GET associate/{id}). Se outra pessoa salvou depois: 409 STALE_UPDATE. */
  version: number;
};
export type CreateAssociateDto = {
  /** CPF: 11 dígitos, com ou sem máscara (###.###.###-##); gravado só com dígitos. */
  cpf: string;
  rg: string;
  name: string;
  /** Gênero: 0 Não Definido, 1 Feminino, 2 Masculino, 3 Transgênero, 4 Gênero Neutro, 5 Não Binário. */
  gender?: 0 | 1 | 2 | 3 | 4 | 5;
  /** BPU. */
  bpu?: string | null;
  /** E-mail (também o login do associado no portal); gravado em minúsculas. */
  email: string;
  /** Telefone com DDD: 10 ou 11 dígitos, com ou sem máscara ((##) # ####-####). */
  phone: string;
  address: string;
  district: string;
  city: string;
  /** CEP: 8 dígitos, com ou sem máscara (##.###-###). */
  zipcode: string;
  /** UF (sigla). */
  state:
    | 'AC'
    | 'AL'
    | 'AP'
    | 'AM'
    | 'BA'
    | 'CE'
    | 'DF'
    | 'ES'
    | 'GO'
    | 'MA'
    | 'MT'
    | 'MS'
    | 'MG'
    | 'PA'
    | 'PB'
    | 'PR'
    | 'PE'
    | 'PI'
    | 'RJ'
    | 'RN'
    | 'RS'
    | 'RO'
    | 'RR'
    | 'SC'
    | 'SP'
    | 'SE'
    | 'TO';
  /** Data de admissão (aaaa-mm-dd). */
  admissionDate?: string | null;
  /** Data de nascimento (aaaa-mm-dd). */
  birthDate?: string | null;
  /** Id da empresa (lookup `companies/not-permission`). */
  company: number;
  /** Estado civil (lookup `marital-status`). */
  maritalStatus:
    | 'Solteiro(a)'
    | 'Casado(a)'
    | 'Divorciado(a)'
    | 'Vi\u00FAvo(a)'
    | 'Uni\u00E3o est\u00E1vel'
    | 'Separado(a)';
  /** 1 Ativo, 2 Inativo. Inativo encerra as sessões do associado e impede a entrada. */
  status?: 1 | 2;
  /** Ids das modalidades (lookup `sport/not-permission`); a lista substitui a salva. */
  sports?: number[];
  /** Matrícula (única). */
  registration?: string | null;
  /** Matrícula Colibri. */
  registrationColibri?: string | null;
  /** Dependentes (no máximo 3). Na edição, a lista enviada é a lista completa: os que têm id são alterados, os sem id incluídos e os salvos que faltarem excluídos. Omitida, os dependentes ficam como estão. */
  dependents?: DependentFormDto[];
  /** Id do dependente (de outro associado) que passa a ser este associado titular: deixa de ser dependente na mesma transação. O CPF enviado precisa ser o dele. */
  promoteDependentId?: string;
};
export type AssociateIdsDto = {
  ids: string[];
};
export type CreateDependentDto = {
  name: string;
  /** Parentesco (texto livre: Cônjuge, Filho(a), ...). */
  parentage: string;
  /** Gênero: 0 Não Definido, 1 Feminino, 2 Masculino, 3 Transgênero, 4 Gênero Neutro, 5 Não Binário. */
  gender?: 0 | 1 | 2 | 3 | 4 | 5;
  /** CPF: 11 dígitos, com ou sem máscara (###.###.###-##); gravado só com dígitos. */
  cpf: string;
  rg?: string | null;
  /** Data de nascimento (aaaa-mm-dd). */
  birthDate?: string | null;
  /** 1 Ativo, 2 Inativo. Inativo encerra as sessões do associado e impede a entrada. */
  status?: 1 | 2;
};
export type AuditActorDto = {
  /** Usuário da equipe; null para o sistema. */
  id: string | null;
  /** Nome do usuário no momento da alteração. */
  name: string;
};
export type AuditChangeDto = {
  /** Campo alterado (nome da API). */
  field: string;
  /** Valor anterior (null se ausente): texto, número, booleano ou lista (ids de modalidades). */
  from: (string | null) | number | boolean | (string | number)[];
  /** Valor novo (null se removido): texto, número, booleano ou lista (ids de modalidades). */
  to: (string | null) | number | boolean | (string | number)[];
};
export type AuditEntryDto = {
  id: string;
  at: string;
  actor: AuditActorDto;
  entityType: 'associate' | 'dependent' | 'card';
  /** Id do registro alterado. */
  entityId: string;
  associateId: string | null;
  action: 'create' | 'update' | 'delete';
  changes: AuditChangeDto[];
};
export type AuditHistoryPageDto = {
  data: AuditEntryDto[];
  total: number;
};
export type RegisterOptionDto = {
  id: number;
  description: string;
};
export const {
  useListAssociatesQuery,
  useListAssociateOptionsQuery,
  useListDependentOptionsQuery,
  useListMaritalStatusQuery,
  useListGendersQuery,
  useVerifyCpfMutation,
  useGetAssociateQuery,
  useUpdateAssociateMutation,
  useDeleteAssociateMutation,
  useCreateAssociateMutation,
  useDeleteAssociatesMutation,
  useAddDependentMutation,
  useGetAssociateHistoryQuery,
  useListCompanyOptionsQuery,
  useListSportOptionsQuery,
} = injectedRtkApi;
