"""Synthesize Quadrille's sound effects into sounds/*.wav with the standard library only.

Every sound is built from a few small pieces (decaying partials, resonators, filtered noise), shaped by
smooth envelopes so no file starts or ends with a click, normalised to a modest peak, and written as 16-bit
PCM mono at 44.1 kHz. Noise comes from random.Random with a fixed seed per sound, so running the script twice
gives identical bytes. Run: python tools/make_sounds.py [OUT_DIR]  (default: the repository's sounds/).
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from collections.abc import Callable, Iterable
from pathlib import Path

RATE = 44100
TAU = 2.0 * math.pi

Signal = list[float]


# --- building blocks -------------------------------------------------------------------------------------


def samples(seconds: float) -> int:
    """Number of samples in a span of time."""
    return int(round(seconds * RATE))


def silence(seconds: float) -> Signal:
    return [0.0] * samples(seconds)


def mix(into: Signal, sig: Iterable[float], at: float = 0.0, gain: float = 1.0) -> Signal:
    """Add sig into a buffer starting at `at` seconds, growing the buffer when needed."""
    start = samples(at)
    sig = list(sig)
    end = start + len(sig)
    if end > len(into):
        into.extend([0.0] * (end - len(into)))
    for i, v in enumerate(sig):
        into[start + i] += gain * v
    return into


def smooth_edges(sig: Signal, fade_in: float = 0.002, fade_out: float = 0.006) -> Signal:
    """Raised-cosine fades at both ends: the waveform starts and ends at exactly zero (no clicks)."""
    n_in, n_out = max(1, samples(fade_in)), max(1, samples(fade_out))
    n = len(sig)
    for i in range(min(n_in, n)):
        sig[i] *= 0.5 - 0.5 * math.cos(math.pi * i / n_in)
    for i in range(min(n_out, n)):
        sig[n - 1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / n_out)
    return sig


def bell(
    freq: float,
    seconds: float,
    partials: Iterable[tuple[float, float, float]],
    attack: float = 0.004,
    release: float = 0.03,
) -> Signal:
    """A struck tone: each partial is (frequency ratio, amplitude, decay time in s), decaying exponentially.

    The release fade lets a note cut short mid-sound end at zero instead of with a click.
    """
    parts = list(partials)
    n = samples(seconds)
    out = [0.0] * n
    for ratio, amp, decay in parts:
        w = TAU * freq * ratio / RATE
        k = math.exp(-1.0 / (decay * RATE))
        g = amp
        for i in range(n):
            out[i] += g * math.sin(w * i)
            g *= k
    return smooth_edges(out, attack, min(release, seconds / 3))


def glide(
    f0: float, f1: float, seconds: float, harmonics: Iterable[tuple[int, float]] = ((1, 1.0),)
) -> Signal:
    """A tone whose pitch slides exponentially from f0 to f1 (phase-continuous, so no glitches)."""
    n = samples(seconds)
    hs = list(harmonics)
    out = [0.0] * n
    phase = 0.0
    for i in range(n):
        f = f0 * (f1 / f0) ** (i / max(1, n - 1))
        phase += TAU * f / RATE
        out[i] = sum(a * math.sin(h * phase) for h, a in hs)
    return out


def envelope(sig: Signal, shape: Callable[[float], float]) -> Signal:
    """Multiply by shape(x) where x runs 0..1 across the signal."""
    n = len(sig)
    for i in range(n):
        sig[i] *= shape(i / max(1, n - 1))
    return sig


def noise(seconds: float, rng: random.Random) -> Signal:
    return [rng.uniform(-1.0, 1.0) for _ in range(samples(seconds))]


def bandpass_sweep(sig: Signal, f_start: float, f_end: float, q: float = 0.7) -> Signal:
    """State-variable band-pass whose centre slides from f_start to f_end: the core of every swish."""
    low = band = 0.0
    damp = 1.0 / q
    n = len(sig)
    out = [0.0] * n
    for i, x in enumerate(sig):
        fc = f_start * (f_end / f_start) ** (i / max(1, n - 1))
        f = 2.0 * math.sin(math.pi * fc / RATE)
        low += f * band
        high = x - low - damp * band
        band += f * high
        out[i] = band
    return out


def lowpass(sig: Signal, cutoff: float) -> Signal:
    """One-pole low-pass: softens edges of buzzy or noisy material."""
    a = 1.0 - math.exp(-TAU * cutoff / RATE)
    y = 0.0
    out = []
    for x in sig:
        y += a * (x - y)
        out.append(y)
    return out


def resonator(excite: Signal, freq: float, decay: float, seconds: float) -> Signal:
    """Two-pole resonator ringing at freq with the given decay time: a body mode of wood or a table."""
    r = math.exp(-1.0 / (decay * RATE))
    c1 = 2.0 * r * math.cos(TAU * freq / RATE)
    c2 = -r * r
    y1 = y2 = 0.0
    out = []
    for i in range(samples(seconds)):
        x = excite[i] if i < len(excite) else 0.0
        y = x + c1 * y1 + c2 * y2
        out.append(y)
        y1, y2 = y, y1
    return out


def normalise(sig: Signal, peak_dbfs: float) -> Signal:
    """Scale so the loudest sample sits at peak_dbfs (e.g. -6 dBFS = half of full scale)."""
    peak = max(abs(v) for v in sig) or 1.0
    gain = 10 ** (peak_dbfs / 20.0) / peak
    return [v * gain for v in sig]


def write_wav(path: Path, sig: Signal) -> None:
    """16-bit PCM mono 44.1 kHz; the wave module writes a fixed header so the bytes are reproducible."""
    frames = struct.pack(f"<{len(sig)}h", *(max(-32767, min(32767, int(round(v * 32767)))) for v in sig))
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


def note(name: str) -> float:
    """Frequency of a note like 'A4' or 'C#5' (equal temperament, A4 = 440 Hz)."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}
    semis = steps[name[0]] + (1 if "#" in name else 0) - (1 if name[1] == "b" else 0)
    octave = int(name[-1])
    return 440.0 * 2 ** ((semis + 12 * (octave - 4)) / 12)


# --- the sounds ------------------------------------------------------------------------------------------

WARM = ((1.0, 1.0, 0.35), (2.0, 0.35, 0.18), (3.0, 0.12, 0.10), (4.0, 0.05, 0.07))
CHIME = ((1.0, 1.0, 0.30), (2.0, 0.45, 0.16), (2.76, 0.18, 0.08), (4.07, 0.08, 0.05))


def click() -> Signal:
    """UI click: a tiny high knock, two quick partials plus a breath of noise, ~40 ms."""
    rng = random.Random(101)
    sig = bell(1750.0, 0.040, ((1.0, 1.0, 0.007), (1.93, 0.45, 0.004)), attack=0.0008)
    tick = lowpass(noise(0.040, rng), 4000.0)
    mix(sig, envelope(tick, lambda x: math.exp(-x * 25.0)), gain=0.6)
    return normalise(smooth_edges(sig, 0.0008, 0.004), -9.0)


def hover() -> Signal:
    """Very soft tick: one short high partial, far quieter than the click."""
    sig = bell(2600.0, 0.025, ((1.0, 1.0, 0.004), (1.5, 0.3, 0.003)), attack=0.0008)
    return normalise(smooth_edges(sig, 0.0008, 0.004), -20.0)


def deal() -> Signal:
    """Card slide: band-passed noise sweeping down with a swelling then fading envelope (~0.2 s)."""
    rng = random.Random(202)
    sig = lowpass(lowpass(bandpass_sweep(noise(0.20, rng), 4200.0, 1200.0, q=2.0), 6000.0), 6000.0)
    envelope(
        sig, lambda x: (math.sin(math.pi * min(1.0, x / 0.3) / 2) ** 2) * math.exp(-max(0.0, x - 0.3) * 5)
    )
    # the card lands: a soft low tap at the end of the slide
    tap = bell(260.0, 0.06, ((1.0, 1.0, 0.015), (2.3, 0.4, 0.008)), attack=0.001)
    mix(sig, tap, at=0.13, gain=0.25 * max(abs(v) for v in sig))
    return normalise(smooth_edges(sig, 0.003, 0.012), -8.0)


def place() -> Signal:
    """Wooden piece on wood: a sharp noise strike ringing three body modes of the board (~0.18 s)."""
    rng = random.Random(303)
    strike = envelope(noise(0.004, rng), lambda x: 1.0 - x)
    body = [0.0] * samples(0.18)
    for freq, decay, gain in (
        (190.0, 0.045, 1.0),
        (430.0, 0.028, 0.6),
        (980.0, 0.012, 0.35),
        (2300.0, 0.004, 0.2),
    ):
        ring = resonator(strike, freq, decay, 0.18)
        peak = max(abs(v) for v in ring) or 1.0
        mix(body, ring, gain=gain / peak)
    mix(body, lowpass(strike, 3000.0), gain=0.8)
    return normalise(smooth_edges(body, 0.0005, 0.02), -6.0)


def give() -> Signal:
    """A soft lift: a rounded tone gliding up a fifth with a breath of air, ~0.16 s."""
    rng = random.Random(404)
    sig = glide(440.0, 660.0, 0.16, ((1, 1.0), (2, 0.25), (3, 0.06)))
    envelope(sig, lambda x: math.sin(math.pi * x) ** 1.5)
    air = bandpass_sweep(noise(0.16, rng), 1500.0, 3500.0, q=0.8)
    envelope(air, lambda x: math.sin(math.pi * x) ** 2)
    peak = max(abs(v) for v in air) or 1.0
    mix(sig, air, gain=0.25 / peak)
    return normalise(smooth_edges(sig, 0.004, 0.01), -9.0)


def call() -> Signal:
    """'Quarto!': two bright bell notes a fourth apart, the second ringing out (~0.65 s)."""
    sig = silence(0.65)
    mix(sig, bell(note("E6"), 0.25, CHIME), at=0.0, gain=0.8)
    mix(sig, bell(note("A6"), 0.53, CHIME), at=0.12, gain=1.0)
    return normalise(smooth_edges(sig, 0.002, 0.05), -6.0)


def success() -> Signal:
    """Rising C-E-G arpeggio with warm struck tones, the last note held a little (~0.7 s)."""
    sig = silence(0.70)
    for i, name in enumerate(("C5", "E5", "G5")):
        at = i * 0.11
        mix(sig, bell(note(name), 0.70 - at, WARM, attack=0.006), at=at, gain=0.8 + 0.1 * i)
    return normalise(smooth_edges(sig, 0.002, 0.08), -6.0)


def error() -> Signal:
    """Gentle low double buzz: two rounded, low-passed pulses at ~150 Hz, never harsh (~0.34 s)."""
    sig = silence(0.34)
    for at in (0.0, 0.17):
        pulse = glide(155.0, 145.0, 0.15, ((1, 1.0), (2, 0.5), (3, 0.3), (4, 0.15), (5, 0.08)))
        envelope(pulse, lambda x: math.sin(math.pi * min(1.0, x / 0.15) / 2) ** 2 * (1.0 - x) ** 1.5)
        mix(sig, lowpass(pulse, 900.0), at=at)
    return normalise(smooth_edges(sig, 0.002, 0.01), -8.0)


def win() -> Signal:
    """Short warm fanfare: G-C-E pickup then a full C major chord that blooms and fades (~1.25 s)."""
    sig = silence(1.25)
    brass = ((1.0, 1.0, 0.9), (2.0, 0.5, 0.5), (3.0, 0.25, 0.3), (4.0, 0.12, 0.2), (5.0, 0.05, 0.15))
    for at, name in ((0.0, "G4"), (0.12, "C5")):
        mix(sig, bell(note(name), 0.30, brass, attack=0.012), at=at, gain=0.55)
    for name, detune, gain in (("C4", 1.0, 0.5), ("E5", 1.0, 0.5), ("G5", 1.0, 0.45), ("C6", 1.0, 0.3)):
        mix(sig, bell(note(name) * detune, 1.0, brass, attack=0.02), at=0.24, gain=gain)
        mix(sig, bell(note(name) * 1.003, 1.0, brass, attack=0.02), at=0.24, gain=gain * 0.35)
    # a gentle tremolo on the held chord for warmth
    start = samples(0.24)
    for i in range(start, len(sig)):
        sig[i] *= 1.0 + 0.06 * math.sin(TAU * 5.5 * (i - start) / RATE)
    return normalise(smooth_edges(sig, 0.003, 0.25), -6.0)


def undo() -> Signal:
    """Reverse-ish swish: the deal backwards, noise swelling up while its band rises, then cut off softly."""
    rng = random.Random(505)
    sig = lowpass(lowpass(bandpass_sweep(noise(0.22, rng), 900.0, 3200.0, q=1.6), 6000.0), 6000.0)
    envelope(sig, lambda x: (x**2.5) * (1.0 if x < 0.85 else math.cos(math.pi / 2 * (x - 0.85) / 0.15)))
    return normalise(smooth_edges(sig, 0.002, 0.008), -9.0)


SOUNDS: dict[str, Callable[[], Signal]] = {
    "click": click,
    "hover": hover,
    "deal": deal,
    "place": place,
    "give": give,
    "call": call,
    "success": success,
    "error": error,
    "win": win,
    "undo": undo,
}


def main(out_dir: str | Path | None = None) -> list[Path]:
    """Write every sound into out_dir (default: the repository's sounds/) and return the paths written."""
    out = Path(out_dir) if out_dir is not None else Path(__file__).resolve().parent.parent / "sounds"
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, make in SOUNDS.items():
        path = out / f"{name}.wav"
        write_wav(path, make())
        written.append(path)
    return written


if __name__ == "__main__":
    for p in main(sys.argv[1] if len(sys.argv) > 1 else None):
        print(p)
