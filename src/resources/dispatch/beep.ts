import type { ScanResult } from '../../../domain/ledger/kinds';

/** Each result's tone: a high short beep for accepted, a middle double-length one for already scanned, a low long one for refused. */
const TONES: Record<ScanResult, { hz: number; seconds: number }> = {
  accepted: { hz: 1320, seconds: 0.12 },
  duplicate: { hz: 660, seconds: 0.25 },
  refused: { hz: 220, seconds: 0.5 },
};

let context: AudioContext | null = null;

/**
 * A short beep for a scan's result, made with the Web Audio API (no sound files): the person at the scanner
 * hears the result without looking. Silent where the browser has no audio (tests, locked-down machines).
 */
export function beep(result: ScanResult): void {
  const Context = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (!Context) return;
  try {
    context ??= new Context();
    const tone = TONES[result];
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = result === 'refused' ? 'square' : 'sine';
    oscillator.frequency.value = tone.hz;
    gain.gain.value = 0.15;
    oscillator.connect(gain).connect(context.destination);
    oscillator.start();
    oscillator.stop(context.currentTime + tone.seconds);
  } catch {
    // no audio output: the colour still says it
  }
}
