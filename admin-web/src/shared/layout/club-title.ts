/** The club's name in the header (the spec gives none; the public settings carry only logos). */
export const CLUB_TITLE = 'Clube';
