/**
 * How an associate and its dependents read: the back office's answers (`AssociateDto`,
 * `DependentDto`) and the snapshots the change history compares (with the fields it records).
 * Pure functions of the loaded entities.
 */
import { genderDescription, STATUS_OPTIONS, statusOption } from '@clube/shared';
import type { AssociateDto } from './dto/associate-admin.dto.js';
import type { DependentDto, GenderDto } from './dto/dependent.dto.js';
import type { Associate } from './entities/associate.entity.js';
import type { Dependent } from './entities/dependent.entity.js';

/** The associate's fields the history records (the API's names). */
export const ASSOCIATE_FIELDS = [
  'cpf',
  'rg',
  'name',
  'gender',
  'bpu',
  'email',
  'phone',
  'address',
  'district',
  'city',
  'zipcode',
  'state',
  'admissionDate',
  'birthDate',
  'company',
  'maritalStatus',
  'status',
  'sports',
  'registration',
  'registrationColibri',
] as const;

/** The dependent's fields the history records. */
export const DEPENDENT_FIELDS = [
  'name',
  'parentage',
  'gender',
  'cpf',
  'rg',
  'birthDate',
  'status',
] as const;

/** A record's fields as the history compares them. */
export type Snapshot = Record<string, unknown>;

export const gender = (id: number): GenderDto => ({
  id,
  description: genderDescription(id) ?? String(id),
});

/** A `date` column as `yyyy-mm-dd` whatever the driver returned. */
export const isoDate = (v: string | Date | null): string | null =>
  v === null ? null : typeof v === 'string' ? v.slice(0, 10) : v.toISOString().slice(0, 10);

export function toDependent(d: Dependent): DependentDto {
  return {
    id: d.id,
    name: d.name,
    parentage: d.parentage,
    gender: gender(d.gender),
    cpf: d.cpf,
    rg: d.rg,
    birthDate: isoDate(d.birthDate),
    status: statusOption(STATUS_OPTIONS, d.status),
    updatedAt: d.updatedAt.toISOString(),
  };
}

/** An associate loaded with its company, sports and dependents. */
export function toAssociate(a: Associate): AssociateDto {
  return {
    id: a.id,
    cpf: a.cpf,
    rg: a.rg,
    name: a.name,
    gender: gender(a.gender),
    bpu: a.bpu,
    email: a.email,
    phone: a.phone,
    address: a.address,
    district: a.district,
    city: a.city,
    zipcode: a.zipcode,
    state: a.state,
    admissionDate: isoDate(a.admissionDate),
    birthDate: isoDate(a.birthDate),
    company: a.company ? { id: a.company.id, description: a.company.description } : null,
    maritalStatus: a.maritalStatus,
    status: statusOption(STATUS_OPTIONS, a.status),
    sports: [...a.sports]
      .sort((x, y) => x.description.localeCompare(y.description, 'pt-BR'))
      .map((s) => ({ id: s.id, description: s.description })),
    dependents: [...a.dependents]
      .sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime() || x.name.localeCompare(y.name))
      .map(toDependent),
    registration: a.registration,
    registrationColibri: a.registrationColibri,
    isFirstAccess: a.isFirstAccess,
    version: a.version,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

export function dependentSnapshot(d: Dependent): Snapshot {
  return {
    name: d.name,
    parentage: d.parentage,
    gender: d.gender,
    cpf: d.cpf,
    rg: d.rg,
    birthDate: isoDate(d.birthDate),
    status: d.status,
  };
}

export function associateSnapshot(a: Associate): Snapshot {
  return {
    cpf: a.cpf,
    rg: a.rg,
    name: a.name,
    gender: a.gender,
    bpu: a.bpu,
    email: a.email,
    phone: a.phone,
    address: a.address,
    district: a.district,
    city: a.city,
    zipcode: a.zipcode,
    state: a.state,
    admissionDate: isoDate(a.admissionDate),
    birthDate: isoDate(a.birthDate),
    company: a.company ? a.company.id : null,
    maritalStatus: a.maritalStatus,
    status: a.status,
    sports: (a.sports ?? []).map((s) => s.id).sort((x, y) => x - y),
    registration: a.registration,
    registrationColibri: a.registrationColibri,
  };
}
