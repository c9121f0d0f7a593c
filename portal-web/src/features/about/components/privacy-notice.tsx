/**
 * Months a guest's name and CPF are kept after the visit: the API's default
 * (GUEST_RETENTION_MONTHS). A club that changes it there changes it here too.
 */
export const GUEST_RETENTION_MONTHS = 12;

/**
 * What the club keeps about members, dependents and guests, and for how long (LGPD), as the API
 * does it: the member's export (`GET associate-profile/export`) and the guests' retention job.
 */
export function PrivacyNotice() {
  return (
    <section aria-labelledby="about-privacy" className="about__privacy">
      <h2 id="about-privacy">Privacidade e seus dados</h2>
      <ul>
        <li>
          <strong>Associados e dependentes:</strong> os dados cadastrais, as carteirinhas, o
          histórico de alterações e as sessões de acesso ao portal são mantidos enquanto durar a
          associação.
        </li>
        <li>
          <strong>Convidados:</strong> o nome e o CPF dos convidados de reservas e de eventos são
          guardados por {GUEST_RETENTION_MONTHS} meses após a visita. Se a reserva ou o convite for
          cancelado, eles são apagados logo em seguida (em até uma hora); se o pedido não for pago,
          um dia depois de expirar. O registro continua, sem nome e CPF, apenas para as contagens
          dos relatórios.
        </li>
        <li>
          <strong>Portaria:</strong> cada validação de acesso (data, local e resultado) fica
          registrada. O nome e o CPF de convidados nesses registros seguem o mesmo prazo acima.
        </li>
        <li>
          <strong>Pedidos e pagamentos:</strong> valores, datas, situação, estornos e a bandeira do
          cartão são mantidos pelo prazo exigido pela legislação fiscal. O número do cartão nunca é
          guardado.
        </li>
        <li>
          <strong>Seus direitos:</strong> na área do associado, em Meu Perfil, o botão &quot;Baixar
          meus dados&quot; entrega num arquivo tudo o que o clube guarda sobre você e seus
          dependentes: cadastro, pedidos, pagamentos, reservas e convidados, convites, acessos à
          portaria e lista de espera.
        </li>
      </ul>
    </section>
  );
}
