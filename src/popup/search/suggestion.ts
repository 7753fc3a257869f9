/** A chip under the search box, and a row of them: what the suggestion hooks and loaders share. */
export interface Suggestion {
  /** What the chip shows. */
  label: string;
  /** What goes into the box when chosen. */
  text: string;
  /** A channel's `@username` beside its display name. */
  detail?: string | undefined;
  /** A channel's avatar (http(s) only). */
  avatar?: string | undefined;
}

export interface Suggestions {
  /** What the row is: trending searches, channels for `@`, or tags for the text. */
  heading: string;
  items: readonly Suggestion[];
  /** The service was asked and has nothing of this kind (no searchable channel for `@name`). */
  none?: true;
}
