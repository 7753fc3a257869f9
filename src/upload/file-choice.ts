import type { MediaType } from './checks.ts';

/** A file the person chose, with its type as its first bytes tell it (null: not a known type). */
export type ChosenFile = { file: File; type: MediaType | null } | null;

/**
 * The upload form's file: a choice is shown once its first bytes are read (an await), and a
 * submit right after a choice waits for that read through `settled()`. Without it, an Upload
 * clicked a moment after a big file was chosen on a busy machine read no file and said "Choose a
 * GIF or video file" beside the file it then showed.
 */
export function createFileChoice(
  show: (chosen: ChosenFile) => void,
  readType: (file: File) => Promise<MediaType | null>,
) {
  let latest: Promise<ChosenFile> = Promise.resolve(null);
  const keep = (next: Promise<ChosenFile>) => {
    latest = next;
    // Only the last choice is shown: an earlier read that ends later must not replace it.
    void next.then((chosen) => {
      if (latest === next) show(chosen);
    });
  };
  return {
    choose(file: File | undefined): void {
      keep(
        file
          ? readType(file).then(
              (type) => ({ file, type }),
              () => ({ file, type: null }),
            )
          : Promise.resolve(null),
      );
    },
    /** The latest choice once its type is read. */
    settled: (): Promise<ChosenFile> => latest,
  };
}
