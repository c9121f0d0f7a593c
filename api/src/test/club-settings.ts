import type { TestApp } from './test-app.js';

/** Settings of the club a test may change (site_configuration's columns). */
export interface ClubSettings {
  other_families_free?: boolean;
  guest_visits_per_month?: number | null;
}

/**
 * Saves some of the club's settings (the single site_configuration row, created with the
 * spec's default colours when the test's database has none yet).
 */
export async function setClubSettings(t: TestApp, settings: ClubSettings): Promise<void> {
  const columns = Object.keys(settings);
  const values = Object.values(settings);
  const params = columns.map((_, i) => `$${i + 1}`);
  await t.dataSource.query(
    `INSERT INTO site_configuration (id, club_name, primary_color, secondary_color,
       primary_button_text_color, secondary_button_text_color, footer_main_color,
       home_news_color, home_photos_color, home_videos_color, ${columns.join(', ')})
     VALUES (1, 'Clube', '#000000', '#000000', '#000000', '#000000', '#000000', '#000000',
             '#000000', '#000000', ${params.join(', ')})
     ON CONFLICT (id) DO UPDATE SET ${columns.map((c, i) => `${c} = ${params[i]}`).join(', ')}`,
    values,
  );
}
