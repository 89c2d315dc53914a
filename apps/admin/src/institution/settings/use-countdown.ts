import { parseIsoDateTime, verificationCountdown } from '@nuri/domain';
import { useEffect, useState } from 'react';

/** 'MM:SS' left until `expireDt` (ISO), ticking every second; null without a deadline. */
export function useCountdown(expireDt: string | null): { text: string; expired: boolean } | null {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!expireDt) return undefined;
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, [expireDt]);
  const deadline = expireDt ? parseIsoDateTime(expireDt) : null;
  return deadline ? verificationCountdown(deadline, now) : null;
}
