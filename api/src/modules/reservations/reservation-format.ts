/** The invitation code of a reservation's guest (and, later, of an event ticket): '000' + id. */
export const invitationCode = (id: number): string => `000${id}`;

/** 'dd/mm/aaaa' and 'HH:mm' of an instant in a time zone (the club's). */
export function clubDateParts(instant: Date, timeZone: string): { date: string; time: string } {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('pt-BR', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${p['day']}/${p['month']}/${p['year']}`, time: `${p['hour']}:${p['minute']}` };
}
