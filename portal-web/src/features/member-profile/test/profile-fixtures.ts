import { jest } from '@jest/globals';
import { todayIso } from '@clube/shared';
import { memberProfile } from '../../../test/fake-api';
import { stubGlobal } from '../../../test/globals';
import type { MemberCardDto, MemberDependentDto, MemberProfileDto } from '../api/generated-api';

export const MEMBER_ID = '6f1c1c1e-8f7a-4d43-9a51-6d1e0c2f7a10';
export const DEPENDENT_ID = '9b2d7c55-1f0e-4c8a-8d6b-2a4e5f6a7b8c';
export const SECOND_DEPENDENT_ID = '0c3e8d66-2a1f-4d9b-9e7c-3b5f6a7b8c9d';

const active = { id: 1 as const, description: 'Ativo' };

export function dependentProfile(overrides: Partial<MemberDependentDto> = {}): MemberDependentDto {
  return {
    id: DEPENDENT_ID,
    name: 'Pedro Souza',
    parentage: 'Filho(a)',
    gender: { id: 2, description: 'Masculino' },
    cpf: '11144477735',
    rg: null,
    birthDate: '2012-01-20',
    status: active,
    image: null,
    updatedAt: '2026-01-10T12:00:00.000Z',
    ...overrides,
  };
}

/** GET /api/associate-profile of the signed-in member. */
export function associateProfile(overrides: Partial<MemberProfileDto> = {}): MemberProfileDto {
  return {
    id: MEMBER_ID,
    name: 'Maria Souza',
    email: 'maria@clube.test',
    cpf: '52998224725',
    rg: null,
    gender: { id: 1, description: 'Feminino' },
    phone: '11987654321',
    address: 'Rua das Acácias, 250',
    district: 'Jardim Colibri',
    city: 'São Paulo',
    zipcode: '04567000',
    state: 'SP',
    maritalStatus: 'Casado(a)',
    birthDate: '1985-04-12',
    admissionDate: '2020-02-03',
    registration: '1001',
    company: { id: 3, description: 'Colibri Alimentos' },
    status: active,
    image: null,
    updatedAt: '2026-01-10T12:00:00.000Z',
    dependents: [dependentProfile()],
    editableFields: [
      'image',
      'phone',
      'address',
      'district',
      'city',
      'zipcode',
      'state',
      'maritalStatus',
      'birthDate',
    ],
    dependentEditableFields: ['image', 'name', 'birthDate', 'gender'],
    ...overrides,
  };
}

/** GET /api/associate/me (the session's profile). */
export const sessionProfile = () => memberProfile({ name: 'Maria Souza' });

/** A calendar date `days` after today (club time zone), yyyy-mm-dd. */
export function isoDaysFromToday(days: number): string {
  const [y, m, d] = todayIso().split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return date.toISOString().slice(0, 10);
}

export function isoToBr(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/** GET /api/associate-profile/cards: the holder and two dependents. */
export function memberCards(): MemberCardDto[] {
  const validity = isoDaysFromToday(30);
  const base = { registration: '1001', validity, cardId: null, picture: null };
  return [
    {
      ...base,
      identifier: `001${MEMBER_ID}`,
      ownerType: 'Associate',
      ownerId: MEMBER_ID,
      name: 'Maria Souza',
      picture: '/api/files/maria.jpg',
      qrToken: 'token-da-maria',
    },
    {
      ...base,
      identifier: `002${DEPENDENT_ID}`,
      ownerType: 'Dependent',
      ownerId: DEPENDENT_ID,
      name: 'Pedro Souza',
      qrToken: 'token-do-pedro',
    },
    {
      ...base,
      identifier: `002${SECOND_DEPENDENT_ID}`,
      ownerType: 'Dependent',
      ownerId: SECOND_DEPENDENT_ID,
      name: 'Ana Souza',
      qrToken: 'token-da-ana',
    },
  ];
}

/**
 * Records the bodies the app hands to `Request` (a FormData stays a FormData: jsdom's, which
 * Node's Request would turn into text), by the request's path.
 */
export function recordRequestBodies() {
  const bodies: { method: string; path: string; body: unknown }[] = [];
  const AppRequest = globalThis.Request;
  stubGlobal(
    'Request',
    class RecordingRequest extends AppRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(input, init);
        if (init?.body !== undefined) {
          bodies.push({ method: this.method, path: new URL(this.url).pathname, body: init.body });
        }
      }
    },
  );
  return {
    bodies,
    bodyOf: (method: string, path: string) =>
      bodies.filter((entry) => entry.method === method && entry.path === path).map((e) => e.body),
  };
}

/** URL.createObjectURL / revokeObjectURL (jsdom has neither): each blob gets blob:test/<n>. */
export function stubObjectUrls() {
  const blobs: Blob[] = [];
  const created = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:test/${blobs.length}`;
  });
  const originals = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  URL.createObjectURL = created;
  URL.revokeObjectURL = jest.fn();
  return {
    blobs,
    restore: () => {
      URL.createObjectURL = originals.create;
      // Downloads revoke their URL a second later, maybe after the test: jsdom has no
      // revokeObjectURL, so a harmless one stays.
      URL.revokeObjectURL = originals.revoke ?? (() => undefined);
    },
  };
}

/** Downloads started by clicking a link (jsdom cannot follow them): their file names and URLs. */
export function captureDownloads() {
  const downloads: { fileName: string; url: string }[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push({ fileName: this.download, url: this.href });
  });
  return downloads;
}

/** The text of a blob (jsdom's Blob has no `text()`). */
export function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable blob'));
    reader.readAsText(blob);
  });
}
