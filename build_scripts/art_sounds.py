"""The table's short sounds, synthesised with ``wave`` and ``math`` and a seeded
``random.Random`` for noise (so the files are the same on every run).
"""

from __future__ import annotations

import math
import random
import struct
import wave

SAMPLE_RATE = 22050


def _write_wav(path, samples):
    """Write mono 16-bit samples (floats in -1..1) at SAMPLE_RATE."""
    data = b"".join(struct.pack("<h", max(-32767, min(32767, round(s * 32767)))) for s in samples)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(SAMPLE_RATE)
        w.writeframes(data)


def _noise_burst(rng, seconds, peak, lowpass, attack, decay):
    """Filtered noise with an attack/decay envelope (the sound of card on felt)."""
    n = int(SAMPLE_RATE * seconds)
    out, y = [], 0.0
    for i in range(n):
        t = i / n
        env = min(1.0, t / attack) * (1 - t) ** decay
        y += lowpass * (rng.uniform(-1, 1) - y)
        out.append(y * env)
    m = max(abs(s) for s in out) or 1.0
    return [s / m * peak for s in out]


def _tone(freqs, seconds, peak, decay):
    """A soft bell: sine partials with an exponential decay and a short fade-in."""
    n = int(SAMPLE_RATE * seconds)
    out = []
    for i in range(n):
        t = i / SAMPLE_RATE
        env = math.exp(-decay * t) * min(1.0, i / 200)
        s = sum(a * math.sin(2 * math.pi * f * t) for f, a in freqs)
        out.append(s * env)
    m = max(abs(s) for s in out) or 1.0
    tail = 400
    for k in range(tail):
        out[-1 - k] *= k / tail
    return [s / m * peak for s in out]


def make_sounds(out_dir):
    """Write the WAV files; returns their paths."""
    out_dir.mkdir(parents=True, exist_ok=True)
    rng = random.Random(20240601)
    sounds = {}
    sounds["card_slide"] = _noise_burst(rng, 0.16, 0.28, 0.35, 0.3, 2.0)
    sounds["card_place"] = [s * 0.9 for s in _noise_burst(rng, 0.05, 0.3, 0.6, 0.05, 4.0)]
    shuffle = [0.0] * int(SAMPLE_RATE * 0.55)
    for k in range(9):
        burst = _noise_burst(rng, 0.045, 0.22, 0.5, 0.1, 3.0)
        start = int(SAMPLE_RATE * (0.02 + 0.052 * k + rng.uniform(0, 0.008)))
        for i, s in enumerate(burst):
            if start + i < len(shuffle):
                shuffle[start + i] += s
    sounds["shuffle"] = shuffle
    sounds["turn"] = _tone([(659.25, 1.0), (1318.5, 0.25)], 0.22, 0.22, 14) + _tone(
        [(987.77, 1.0), (1975.5, 0.2)], 0.45, 0.22, 8
    )
    win = []
    for f, dur in ((523.25, 0.12), (659.25, 0.12), (783.99, 0.12), (1046.5, 0.5)):
        win += _tone([(f, 1.0), (f * 2, 0.2), (f * 3, 0.05)], dur, 0.2, 6)
    sounds["win"] = win
    # a trick gathered: the cards swept together, then a soft knock on the pile
    gather = _noise_burst(random.Random(20261201), 0.22, 0.22, 0.25, 0.5, 1.5)
    sounds["trick"] = gather + _noise_burst(random.Random(20261202), 0.06, 0.3, 0.55, 0.05, 4.0)
    # a hand or round over: two falling notes, lower and softer than the win
    sounds["round_end"] = _tone([(783.99, 1.0), (1567.98, 0.15)], 0.16, 0.2, 10) + _tone(
        [(587.33, 1.0), (1174.66, 0.2), (1761.99, 0.05)], 0.55, 0.2, 6
    )
    paths = []
    for name, samples in sounds.items():
        path = out_dir / f"{name}.wav"
        _write_wav(path, samples)
        paths.append(path)
    return paths
