/** Content types of what the service serves under `/media/`. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
};
