import type { SiteSettings } from '../shared/site-settings/site-settings-context';

/** A complete settings record, as GET /api/site-configuration-public returns it. */
export function siteSettings(overrides: Partial<SiteSettings> = {}): SiteSettings {
  return {
    clubName: 'Clube Colibri',
    primaryColor: '#0a7abf',
    secondaryColor: '#2e7d32',
    primaryButtonTextColor: '#FFFFFF',
    SecondaryButtonTextColor: '#FFFFFF',
    footerMainColor: '#1b1b3a',
    homeNewsColor: '#FFF0A7',
    homePhotosColor: '#A3D9CC',
    homeVideosColor: '#D1F1FD',
    logo1: null,
    logo2: null,
    telephone: '1133334444',
    cellphone: '11988887777',
    email: 'contato@colibri.org.br',
    address: 'Rua das Flores, 100 - Centro, São Paulo - SP',
    companyNumber: '11222333000181',
    timeAttendance: '<p>Segunda a sexta, das 8h às 18h</p>',
    homeContents: '<h2>Bem-vindo ao Clube Colibri</h2><p>Lazer para toda a família.</p>',
    aboutColibri: null,
    docPdf1: null,
    docPdf2: null,
    facebookUrl: 'https://facebook.com/clubecolibri',
    instagramUrl: null,
    youtubeUrl: null,
    reservationCancelHours: 24,
    templateDefault: null,
    updatedAt: '2026-01-10T12:00:00.000Z',
    ...overrides,
  };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
