/** The stored order to show: the shown one when it holds the same ids (no render for no change). */
export const storedOrder = (shown: readonly string[], refs: readonly { id: string }[]) =>
  shown.length === refs.length && refs.every((ref, index) => ref.id === shown[index])
    ? shown
    : refs.map((ref) => ref.id);
