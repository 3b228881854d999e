import { replayIntegration } from '@sentry/react';

const MINUTE = 60_000;

/** Session replay settings of spec §9: text not masked; idle pause 5 min, expiry 15 min, at most 1 h. */
export const REPLAY_OPTIONS = {
  maskAllText: false,
  maskAllInputs: false,
  blockAllMedia: false,
  maxReplayDuration: 60 * MINUTE,
  idlePauseMs: 5 * MINUTE,
  idleExpireMs: 15 * MINUTE,
  profileLimitMs: 30_000,
} as const;

export function createReplayIntegration() {
  // The idle pause (5 min) and expiry (15 min) are Sentry's session defaults; stated above for the record.
  return replayIntegration({
    maskAllText: REPLAY_OPTIONS.maskAllText,
    maskAllInputs: REPLAY_OPTIONS.maskAllInputs,
    blockAllMedia: REPLAY_OPTIONS.blockAllMedia,
    maxReplayDuration: REPLAY_OPTIONS.maxReplayDuration,
  });
}
