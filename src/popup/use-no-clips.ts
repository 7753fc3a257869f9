import { useEffect, useState } from 'preact/hooks';
import { sendToBackground } from '../messaging/index.ts';

/** The key is known not to be approved for clips (its check): no clip requests. */
export function useNoClips() {
  const [noClips, setNoClips] = useState(false);
  useEffect(() => {
    void sendToBackground({ type: 'getKeyStatus' }).then(
      (status) => status.check?.clips === 'not-approved' && setNoClips(true),
      () => undefined,
    );
  }, []);
  return noClips;
}
