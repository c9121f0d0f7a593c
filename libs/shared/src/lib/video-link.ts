/** Hosts whose videos the portal embeds (covenant 'video embedded'). */
export const VIDEO_LINK_HOSTS: readonly string[] = [
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
  'vimeo.com',
  'www.vimeo.com',
  'player.vimeo.com',
];

/** An https address of a YouTube or Vimeo video: the rule of the API and of the back-office form. */
export function isVideoLink(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && VIDEO_LINK_HOSTS.includes(url.hostname.toLowerCase());
  } catch {
    return false;
  }
}
