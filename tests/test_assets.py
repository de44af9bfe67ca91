"""The committed assets are what the generators make, and are in formats the game (and Windows) can load."""

from __future__ import annotations

import importlib.util
import math
import struct
import wave
from pathlib import Path
from types import ModuleType

import pytest
from helpers import quit_mixer

ROOT = Path(__file__).resolve().parent.parent
SOUNDS = ROOT / "sounds"
SPRITES = ROOT / "sprites"
FONTS = SPRITES / "fonts"

# name -> (shortest, longest) duration in seconds
DURATIONS = {
    "click": (0.02, 0.08),
    "hover": (0.01, 0.05),
    "deal": (0.10, 0.40),
    "place": (0.08, 0.35),
    "give": (0.08, 0.35),
    "call": (0.30, 1.00),
    "success": (0.35, 1.00),
    "error": (0.20, 0.60),
    "win": (0.90, 1.60),
    "undo": (0.10, 0.40),
}


def load_tool(name: str) -> ModuleType:
    """Import a script from tools/ (not a package) by path."""
    spec = importlib.util.spec_from_file_location(f"tools_{name}", ROOT / "tools" / f"{name}.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def read_wav(path: Path) -> tuple[wave._wave_params, tuple[int, ...]]:
    with wave.open(str(path), "rb") as w:
        params = w.getparams()
        data = struct.unpack(f"<{params.nframes}h", w.readframes(params.nframes))
    return params, data


@pytest.mark.parametrize("name", sorted(DURATIONS))
def test_sound_is_soft_mono_16bit_44k_and_the_right_length(name: str) -> None:
    params, data = read_wav(SOUNDS / f"{name}.wav")
    assert (params.nchannels, params.sampwidth, params.framerate, params.comptype) == (1, 2, 44100, "NONE")
    low, high = DURATIONS[name]
    assert low <= params.nframes / params.framerate <= high
    peak = max(abs(v) for v in data)
    peak_dbfs = 20 * math.log10(peak / 32767)
    assert -24.0 <= peak_dbfs <= -5.5, f"{name} peaks at {peak_dbfs:.1f} dBFS"
    rms = math.sqrt(sum(v * v for v in data) / len(data))
    assert rms > 100, f"{name} is nearly silent"
    # smooth envelopes: no click at the start or the end
    assert abs(data[0]) < 64 and abs(data[-1]) < 64


def test_sound_names_match_what_the_game_loads() -> None:
    from game.audio import SOUND_NAMES

    assert set(SOUND_NAMES) == set(DURATIONS)
    assert {p.stem for p in SOUNDS.glob("*.wav")} == set(DURATIONS)


def test_sounds_are_small() -> None:
    total = sum(p.stat().st_size for p in SOUNDS.glob("*.wav"))
    assert total < 1_500_000


def test_hover_is_softer_than_click() -> None:
    _, hover = read_wav(SOUNDS / "hover.wav")
    _, click = read_wav(SOUNDS / "click.wav")
    assert max(map(abs, hover)) < 0.5 * max(map(abs, click))


def test_sound_generator_reproduces_the_committed_files(tmp_path: Path) -> None:
    make_sounds = load_tool("make_sounds")
    written = make_sounds.main(tmp_path)
    assert sorted(p.name for p in written) == sorted(f"{n}.wav" for n in DURATIONS)
    for path in written:
        assert path.read_bytes() == (SOUNDS / path.name).read_bytes(), (
            f"{path.name} differs: regenerate sounds/"
        )


def png_size(path: Path) -> tuple[int, int]:
    head = path.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", head[16:24])


def test_icon_pngs_have_their_sizes() -> None:
    assert png_size(SPRITES / "icon.png") == (256, 256)
    assert png_size(SPRITES / "icon-64.png") == (64, 64)


def test_icon_ico_holds_several_sizes_as_pngs() -> None:
    data = (SPRITES / "icon.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1) and count >= 4
    sizes = set()
    for i in range(count):
        w, h, _colors, _res, _planes, bpp, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * i : 22 + 16 * i]
        )
        image = data[offset : offset + length]
        assert len(image) == length and image[:8] == b"\x89PNG\r\n\x1a\n"
        assert bpp == 32
        real = struct.unpack(">II", image[16:24])
        assert real == ((w or 256), (h or 256))
        sizes.add(real[0])
    assert {16, 32, 48, 256} <= sizes


def test_icon_icns_holds_retina_sizes_as_pngs() -> None:
    data = (SPRITES / "icon.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    sizes, at = {}, 8
    while at < len(data):
        kind, length = data[at : at + 4], struct.unpack(">I", data[at + 4 : at + 8])[0]
        image = data[at + 8 : at + length]
        assert image[:8] == b"\x89PNG\r\n\x1a\n", kind
        sizes[kind] = struct.unpack(">II", image[16:24])[0]
        at += length
    assert at == len(data)
    assert sizes == {
        b"ic11": 32,
        b"ic12": 64,
        b"ic07": 128,
        b"ic13": 256,
        b"ic08": 256,
        b"ic14": 512,
        b"ic09": 512,
    }


def test_linux_desktop_icons_have_their_sizes() -> None:
    folder = SPRITES.parent / "packaging" / "linux" / "icons"
    for size in (48, 128, 256):
        assert png_size(folder / f"{size}.png") == (size, size)


def test_icon_is_opaque_in_the_middle_and_transparent_in_the_corner() -> None:
    import pygame

    icon = pygame.image.load(str(SPRITES / "icon.png"))
    assert icon.get_at((128, 128)).a == 255
    assert icon.get_at((0, 0)).a == 0


def font_files() -> list[Path]:
    return sorted(p for p in FONTS.iterdir() if p.suffix.lower() in (".ttf", ".otf"))


def test_fonts_are_a_regular_and_a_bold_with_their_licence() -> None:
    names = [p.name.lower() for p in font_files()]
    assert any("regular" in n for n in names) and any("bold" in n for n in names)
    assert any(p.name.startswith("LICENSE") for p in FONTS.iterdir())
    assert sum(p.stat().st_size for p in FONTS.iterdir()) < 2_100_000


def test_resources_pick_the_bundled_regular_and_bold() -> None:
    from game import resources

    regular, bold = resources.font_path(), resources.font_path(bold=True)
    assert regular is not None and bold is not None
    assert "regular" in regular.name.lower() and "bold" in bold.name.lower()


@pytest.mark.parametrize("path", font_files(), ids=lambda p: p.name)
def test_font_renders_latin_text(path: Path) -> None:
    import pygame

    pygame.font.init()
    font = pygame.font.Font(str(path), 24)
    text = font.render("Quarto! Café — SET", True, (255, 255, 255))
    assert text.get_width() > 100 and text.get_height() >= 20
    lit = sum(
        1 for x in range(text.get_width()) for y in range(text.get_height()) if text.get_at((x, y)).a > 128
    )
    assert lit > 200
    # real glyphs, not the missing-glyph box: letters differ from an unassigned code point
    missing = pygame.image.tobytes(font.render("\u0fff", True, (255, 255, 255)), "RGBA")
    for ch in "Qaé—":
        assert pygame.image.tobytes(font.render(ch, True, (255, 255, 255)), "RGBA") != missing


def test_icon_generator_reproduces_the_committed_pictures(tmp_path: Path) -> None:
    import pygame

    make_icon = load_tool("make_icon")
    written = {p.name: p for p in make_icon.main(tmp_path)}
    assert set(written) == {
        "icon.png",
        "icon-64.png",
        "icon.ico",
        "icon.icns",
        "48.png",
        "128.png",
        "256.png",
    }
    assert written["48.png"].parent == tmp_path / "linux-icons"
    for name in ("icon.png", "icon-64.png"):
        fresh = pygame.image.load(str(written[name]))
        committed = pygame.image.load(str(SPRITES / name))
        assert fresh.get_size() == committed.get_size()
        assert pygame.image.tobytes(fresh, "RGBA") == pygame.image.tobytes(committed, "RGBA"), (
            f"regenerate {name}"
        )


def test_the_mixer_loads_every_sound_at_its_length() -> None:
    import pygame

    pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
    try:
        for name, (low, high) in DURATIONS.items():
            sound = pygame.mixer.Sound(str(SOUNDS / f"{name}.wav"))
            assert low <= sound.get_length() <= high
    finally:
        quit_mixer()
