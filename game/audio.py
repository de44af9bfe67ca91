"""Sound effects through a guarded mixer: no device (or no files) means silence, never a crash."""

from __future__ import annotations

import logging
from types import ModuleType
from typing import TYPE_CHECKING

import pygame

from game import resources

if TYPE_CHECKING:
    from game.settings import Settings

log = logging.getLogger(__name__)

SOUND_NAMES = ("click", "hover", "deal", "place", "give", "call", "success", "error", "win", "undo")


class Audio:
    """Loads the bundled .wav effects once and plays them at the settings' volume."""

    def __init__(self, settings: Settings, mixer: ModuleType = pygame.mixer) -> None:
        """``mixer``: pygame's, or a stand-in that tests give (one with no device, one that records its calls)."""
        self.settings = settings
        self.mixer = mixer
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.available = False
        try:
            if not self.mixer.get_init():
                self.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
            self.mixer.set_num_channels(16)
            self.available = True
        except Exception as exc:  # no sound device, no driver, no mixer module: play silently
            log.info("sound disabled: %s", exc, exc_info=True)
            return
        for name in SOUND_NAMES:
            path = resources.asset("sounds", f"{name}.wav")
            if not path.exists():
                continue
            try:
                self.sounds[name] = self.mixer.Sound(str(path))
            except Exception as exc:  # one unreadable sound leaves the others playing
                log.warning("could not load %s: %s", path.name, exc, exc_info=True)

    def close(self) -> None:
        """Silence every channel, then shut the mixer down.

        pygame-ce's ``mixer.quit`` takes SDL's audio lock while holding the GIL, and the audio thread holds that
        lock while a finishing sound waits for the GIL: quitting just as a click ends hung the process for good
        (the long soak found it). ``mixer.stop`` halts every channel with the GIL released, so afterwards no
        sound can finish and the quit that follows has nothing to wait for."""
        if not self.available:
            return
        self.available = False
        try:
            self.mixer.stop()
            self.mixer.quit()
        except Exception as exc:  # closing at exit: whatever the driver says, the game still quits
            log.debug("could not close the mixer: %s", exc, exc_info=True)

    def volume(self) -> float:
        if self.settings["mute"]:
            return 0.0
        return float(self.settings["master_volume"]) * float(self.settings["effects_volume"])

    def play(self, name: str) -> None:
        if not self.available:
            return
        sound = self.sounds.get(name)
        vol = self.volume()
        if sound is None or vol <= 0:
            return
        try:
            channel = sound.play()
            if channel is not None:
                channel.set_volume(vol)
        except Exception as exc:  # a sound is a nicety: the frame goes on without it
            log.debug("could not play %s: %s", name, exc, exc_info=True)
