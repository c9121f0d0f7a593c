import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import PhoneOutlined from '@ant-design/icons-svg/es/asn/PhoneOutlined';
import WhatsAppOutlined from '@ant-design/icons-svg/es/asn/WhatsAppOutlined';
import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import { formatCnpj, formatPhone, onlyDigits, telLink, whatsappLink } from '@clube/shared';
import { useSite } from '../site-settings/site-settings-context';
import { readableTextColor } from '../site-settings/site-theme';
import { Icon } from '../ui/icon';
import { SafeHtml, useSanitizedHtml } from '../ui/safe-html';

function present(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * Public footer: contact phone, chat-app (WhatsApp) number, address, opening
 * hours (settings HTML, sanitized), e-mail, CNPJ and the copyright line with the
 * current year. Every value comes from the site settings; an empty one hides its line.
 */
export function PublicFooter() {
  const { settings, colors } = useSite();
  const year = new Date().getFullYear();
  const clubName = settings?.clubName?.trim();
  const telephone = onlyDigits(settings?.telephone);
  const cellphone = onlyDigits(settings?.cellphone);
  const companyNumber = onlyDigits(settings?.companyNumber);
  const email = settings?.email?.trim();
  const address = settings?.address?.trim();
  const timeAttendance = settings?.timeAttendance;
  const hours = useSanitizedHtml(timeAttendance);
  const hasContact = present(telephone) || present(cellphone) || present(email) || present(address);
  const hasBody = Boolean(settings?.logo2) || hasContact || hours.trim() !== '';
  const textColor = readableTextColor(colors.footerMainColor);

  return (
    <footer
      className="public-footer"
      style={{ backgroundColor: colors.footerMainColor, color: textColor }}
    >
      {hasBody ? (
        <div className="public-footer__inner">
          {settings?.logo2 ? (
            <img
              className="public-footer__logo"
              src={settings.logo2}
              alt={clubName || 'Logotipo do clube'}
            />
          ) : null}
          {hasContact ? (
            <section className="public-footer__section" aria-labelledby="footer-contact">
              <h2 id="footer-contact">Contato</h2>
              <address>
                <ul>
                  {present(telephone) ? (
                    <li>
                      <Icon icon={PhoneOutlined} /> Telefone:{' '}
                      <a href={telLink(telephone)}>{formatPhone(telephone)}</a>
                    </li>
                  ) : null}
                  {present(cellphone) ? (
                    <li>
                      <Icon icon={WhatsAppOutlined} /> WhatsApp:{' '}
                      <a
                        href={whatsappLink(cellphone)}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={`WhatsApp ${formatPhone(cellphone)} (abre em nova aba)`}
                      >
                        {formatPhone(cellphone)}
                      </a>
                    </li>
                  ) : null}
                  {present(email) ? (
                    <li>
                      <Icon icon={MailOutlined} /> E-mail: <a href={`mailto:${email}`}>{email}</a>
                    </li>
                  ) : null}
                  {present(address) ? (
                    <li>
                      <Icon icon={EnvironmentOutlined} /> {address}
                    </li>
                  ) : null}
                </ul>
              </address>
            </section>
          ) : null}
          {hours.trim() ? (
            <section className="public-footer__section" aria-labelledby="footer-hours">
              <h2 id="footer-hours">Horário de atendimento</h2>
              <SafeHtml className="public-footer__hours" html={hours} />
            </section>
          ) : null}
        </div>
      ) : null}
      <div className="public-footer__legal">
        {present(companyNumber) ? <p>CNPJ: {formatCnpj(companyNumber)}</p> : null}
        <p>
          © {year}
          {clubName ? ` ${clubName}` : ''}. Todos os direitos reservados.
        </p>
      </div>
    </footer>
  );
}
