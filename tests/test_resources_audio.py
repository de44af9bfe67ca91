"""Assets resolve from a checkout and from a frozen bundle; audio falls back to silence without a device."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from helpers import quit_mixer

from game import resources
from game.audio import SOUND_NAMES, Audio
from game.settings import DEFAULTS

ROOT = Path(__file__).resolve().parent.parent


def test_base_dir_is_the_checkout() -> None:
    assert resources.base_dir() == ROOT
    assert resources.asset("sounds") == ROOT / "sounds"
    assert (resources.base_dir() / "game" / "resources.py").exists()


def _asset_folders(folder: Path) -> Path:
    for name in resources.ASSET_FOLDERS:
        (folder / name).mkdir(parents=True)
    return folder


def test_base_dir_is_the_installed_package_when_it_holds_the_assets(monkeypatch, tmp_path) -> None:
    package = _asset_folders(tmp_path / "site-packages" / "game")
    monkeypatch.setattr(resources, "package_files", lambda name: package)
    assert resources.asset("sounds", "click.wav") == package / "sounds" / "click.wav"


def test_base_dir_when_frozen(monkeypatch, tmp_path) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    bundled = _asset_folders(tmp_path / "game")
    assert resources.base_dir() == bundled
    assert resources.asset("sprites", "icon.png") == bundled / "sprites" / "icon.png"


def test_user_dirs_follow_override(monkeypatch, tmp_path) -> None:
    monkeypatch.setenv("QUADRILLE_HOME", str(tmp_path))
    assert resources.config_dir() == tmp_path / "config"
    assert resources.data_dir() == tmp_path / "data"
    monkeypatch.delenv("QUADRILLE_HOME")
    assert "quadrille" in str(resources.data_dir()).lower()


def test_font_path_picks_regular_and_bold(monkeypatch, tmp_path) -> None:
    fonts = tmp_path / "sprites" / "fonts"
    fonts.mkdir(parents=True)
    for name in ("Nice-Regular.ttf", "Nice-Bold.ttf", "Nice-BoldItalic.ttf"):
        (fonts / name).write_bytes(b"")
    monkeypatch.setattr(resources, "base_dir", lambda: tmp_path)
    assert resources.font_path().name == "Nice-Regular.ttf"
    assert resources.font_path(bold=True).name == "Nice-Bold.ttf"


class FailingMixer:
    def get_init(self):
        return None

    def init(self, **kw):
        raise pygame.error("No available audio device")


def test_audio_without_a_device_is_silent() -> None:
    audio = Audio(dict(DEFAULTS), FailingMixer())
    assert audio.available is False
    audio.play("click")  # nothing happens, nothing raises


def test_audio_with_dummy_driver_loads_sounds() -> None:
    quit_mixer()
    audio = Audio(dict(DEFAULTS))
    try:
        assert audio.available
        assert sorted(audio.sounds) == sorted(SOUND_NAMES)  # every sound, not only those that happen to exist
        for name in audio.sounds:
            audio.play(name)
        muted = dict(DEFAULTS, mute=True)
        assert Audio(muted).volume() == 0.0
    finally:
        quit_mixer()


class RecordingMixer:
    """A mixer that records the order of the calls that shut it down."""

    def __init__(self) -> None:
        self.calls: list[str] = []

    def get_init(self):
        return (44100, -16, 2)

    def set_num_channels(self, n):
        pass

    def Sound(self, path):  # noqa: N802 - pygame's name
        return object()

    def stop(self):
        self.calls.append("stop")

    def quit(self):
        self.calls.append("quit")


def test_closing_halts_every_channel_before_the_mixer_quits() -> None:
    """mixer.quit with a sound still finishing can deadlock (the audio thread waits for the GIL while holding
    SDL's audio lock); every channel is halted first, and closing twice does nothing more."""
    mixer = RecordingMixer()
    audio = Audio(dict(DEFAULTS), mixer)
    audio.close()
    audio.close()
    assert mixer.calls == ["stop", "quit"]
    audio.play("click")  # silent after closing, never raises


def test_closing_the_real_mixer_while_sounds_play() -> None:
    quit_mixer()
    audio = Audio(dict(DEFAULTS))
    for name in audio.sounds:
        audio.play(name)
    audio.close()
    assert pygame.mixer.get_init() is None
