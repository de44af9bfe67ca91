"""How far apart SET's three card colours look to a player with and without a colour-vision deficiency.

sRGB → linear light → Machado, Oliveira & Fernandes (2009)'s matrix for full protanopia or deuteranopia (and
tritanopia, for the record) → CIELAB (D65) → CIEDE2000 colour difference. The palettes of ``setcolours`` keep
every pair at least ``MIN_DELTA_E`` apart under each of them (tests/art/test_set_colours.py holds it). Run
``python -m game.art.colourvision`` for the table docs/accessibility.md quotes. No pygame: plain arithmetic.
"""

from __future__ import annotations

import itertools
import math

RGB = tuple[int, int, int]
Matrix = tuple[tuple[float, float, float], ...]

#: The smallest CIEDE2000 difference between two card colours of a palette meant for colour-blind players,
#: under normal vision, protanopia and deuteranopia (20: two colours no one takes for one at a glance).
MIN_DELTA_E = 20.0

#: Machado et al. 2009, severity 1.0, applied to linear RGB.
VISIONS: dict[str, Matrix | None] = {
    "normal": None,
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}
CHECKED = ("normal", "protanopia", "deuteranopia")  # the deficiencies a colour-blind palette must serve


def linear(c: int) -> float:
    v = c / 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def simulate(rgb: RGB, vision: str) -> tuple[float, float, float]:
    """``rgb`` as linear light the way ``vision`` sees it (clipped to the gamut)."""
    lin = tuple(linear(c) for c in rgb)
    m = VISIONS[vision]
    if m is None:
        return (lin[0], lin[1], lin[2])
    out = [min(1.0, max(0.0, sum(m[i][j] * lin[j] for j in range(3)))) for i in range(3)]
    return (out[0], out[1], out[2])


def lab(lin: tuple[float, float, float]) -> tuple[float, float, float]:
    """Linear sRGB → CIELAB under D65."""
    r, g, b = lin
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    fx, fy, fz = f(x), f(y), f(z)
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def delta_e2000(lab1: tuple[float, float, float], lab2: tuple[float, float, float]) -> float:
    """CIEDE2000 (Sharma, Wu & Dalal 2005's formulation)."""
    L1, a1, b1 = lab1
    L2, a2, b2 = lab2
    c_bar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_bar**7 / (c_bar**7 + 25**7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dL, dC = L2 - L1, c2p - c1p
    dh = 0.0
    if c1p * c2p:
        dh = h2p - h1p
        if dh > 180:
            dh -= 360
        elif dh < -180:
            dh += 360
    dH = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    L_bar, c_bar_p = (L1 + L2) / 2, (c1p + c2p) / 2
    h_bar = h1p + h2p
    if c1p * c2p:
        h_bar = (
            (h1p + h2p) / 2 if abs(h1p - h2p) <= 180 else (h1p + h2p + (360 if h1p + h2p < 360 else -360)) / 2
        )
    t = (
        1
        - 0.17 * math.cos(math.radians(h_bar - 30))
        + 0.24 * math.cos(math.radians(2 * h_bar))
        + 0.32 * math.cos(math.radians(3 * h_bar + 6))
        - 0.20 * math.cos(math.radians(4 * h_bar - 63))
    )
    sl = 1 + 0.015 * (L_bar - 50) ** 2 / math.sqrt(20 + (L_bar - 50) ** 2)
    sc = 1 + 0.045 * c_bar_p
    sh = 1 + 0.015 * c_bar_p * t
    rt = (
        -2
        * math.sqrt(c_bar_p**7 / (c_bar_p**7 + 25**7))
        * math.sin(math.radians(60 * math.exp(-(((h_bar - 275) / 25) ** 2))))
    )
    return math.sqrt((dL / sl) ** 2 + (dC / sc) ** 2 + (dH / sh) ** 2 + rt * (dC / sc) * (dH / sh))


def distance(c1: RGB, c2: RGB, vision: str = "normal") -> float:
    """How different two colours look to ``vision`` (CIEDE2000)."""
    return delta_e2000(lab(simulate(c1, vision)), lab(simulate(c2, vision)))


def closest_pair(colours: tuple[RGB, ...], vision: str) -> float:
    return min(distance(a, b, vision) for a, b in itertools.combinations(colours, 2))


def report() -> list[str]:
    """Each palette's closest pair under each vision, as docs/accessibility.md shows it."""
    from game.art.setcolours import PALETTES

    lines = [f"{'palette':<12}" + "".join(f"{v:>14}" for v in VISIONS)]
    for name, colours in PALETTES.items():
        lines.append(f"{name:<12}" + "".join(f"{closest_pair(colours, v):>14.1f}" for v in VISIONS))
    lines.append(
        f"closest pair, CIEDE2000; a colour-blind palette keeps >= {MIN_DELTA_E:g} in {', '.join(CHECKED)}"
    )
    return lines


if __name__ == "__main__":
    print("\n".join(report()))
