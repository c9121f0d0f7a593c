import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { siteSettings } from '../../test/site-settings';
import type { SiteSettings } from '../site-settings/site-settings-context';
import { SiteContext, siteContextValue } from '../site-settings/site-settings-context';
import { PublicFooter } from './public-footer';

function renderFooter(settings: SiteSettings | undefined) {
  render(
    <SiteContext.Provider value={siteContextValue(settings)}>
      <PublicFooter />
    </SiteContext.Provider>,
  );
  return screen.getByRole('contentinfo');
}

type FakeTimersConfig = Extract<
  NonNullable<Parameters<typeof jest.useFakeTimers>[0]>,
  { doNotFake?: unknown }
>;
type FakeableApi = NonNullable<FakeTimersConfig['doNotFake']>[number];

/** Every API Jest's fake timers replace, but `Date`. */
const TIMERS_BUT_DATE: FakeableApi[] = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
];

describe('PublicFooter', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows phone, WhatsApp, e-mail, address, hours, CNPJ and the copyright of the current year', () => {
    // only the clock: nothing else of the page waits on fake timers
    jest.useFakeTimers({ doNotFake: TIMERS_BUT_DATE, now: new Date('2031-03-15T12:00:00-03:00') });

    const footer = renderFooter(siteSettings());

    const phone = within(footer).getByRole('link', { name: '(11) 3333-4444' });
    expect(phone).toHaveAttribute('href', 'tel:+551133334444');
    const whatsapp = within(footer).getByRole('link', { name: /WhatsApp \(11\) 98888-7777/ });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/5511988887777');
    expect(whatsapp).toHaveTextContent('(11) 98888-7777');
    expect(within(footer).getByRole('link', { name: 'contato@colibri.org.br' })).toHaveAttribute(
      'href',
      'mailto:contato@colibri.org.br',
    );
    expect(
      within(footer).getByText('Rua das Flores, 100 - Centro, São Paulo - SP'),
    ).toBeInTheDocument();
    expect(within(footer).getByText('Segunda a sexta, das 8h às 18h')).toBeInTheDocument();
    expect(within(footer).getByText('CNPJ: 11.222.333/0001-81')).toBeInTheDocument();
    expect(
      within(footer).getByText('© 2031 Clube Colibri. Todos os direitos reservados.'),
    ).toBeInTheDocument();
    expect(footer).toHaveStyle({ backgroundColor: '#1b1b3a' });
  });

  it('hides the lines whose settings are empty', () => {
    const footer = renderFooter(
      siteSettings({
        telephone: null,
        cellphone: '',
        email: null,
        address: '  ',
        companyNumber: null,
        timeAttendance: null,
      }),
    );

    expect(within(footer).queryByText(/Telefone/)).not.toBeInTheDocument();
    expect(within(footer).queryByText(/WhatsApp/)).not.toBeInTheDocument();
    expect(within(footer).queryByText(/E-mail/)).not.toBeInTheDocument();
    expect(within(footer).queryByText(/CNPJ/)).not.toBeInTheDocument();
    expect(within(footer).queryByText('Horário de atendimento')).not.toBeInTheDocument();
    expect(within(footer).queryByRole('link')).not.toBeInTheDocument();
    const year = new Date().getFullYear();
    expect(
      within(footer).getByText(`© ${year} Clube Colibri. Todos os direitos reservados.`),
    ).toBeInTheDocument();
  });

  it('uses the default footer colour and no club name while the settings are missing', () => {
    const footer = renderFooter(undefined);
    const year = new Date().getFullYear();
    expect(
      within(footer).getByText(`© ${year}. Todos os direitos reservados.`),
    ).toBeInTheDocument();
    expect(footer).toHaveStyle({ backgroundColor: '#023B58' });
  });

  it('strips scripts and event handlers from the opening hours HTML', () => {
    const hacked = jest.fn();
    (window as unknown as { hacked: () => void }).hacked = hacked;

    const footer = renderFooter(
      siteSettings({
        timeAttendance:
          '<p>Sábados, das 9h às 13h</p><script>window.hacked()</script>' +
          '<img src="https://cdn.clube.test/mapa.jpg" alt="mapa" onerror="window.hacked()"><a href="javascript:window.hacked()">ver</a>',
      }),
    );

    expect(within(footer).getByText('Sábados, das 9h às 13h')).toBeInTheDocument();
    expect(footer.querySelector('script')).toBeNull();
    const image = within(footer).getByRole('img', { name: 'mapa' });
    expect(image).not.toHaveAttribute('onerror');
    expect(within(footer).getByText('ver')).not.toHaveAttribute(
      'href',
      expect.stringMatching(/^javascript:/),
    );
    expect(hacked).not.toHaveBeenCalled();
  });
});
