/** Where the servers started by playwright.config.ts listen. */
export const apiUrl = process.env['E2E_API_URL'] ?? 'http://localhost:3100';
export const adminUrl = process.env['E2E_ADMIN_URL'] ?? 'http://localhost:4310/admin/';
