"""Packaging glue pyproject.toml cannot express (it takes package-dir only with a hand-written package list).

sprites/, sounds/ and licenses/ stay at the top of the repo but ship inside the package as game/sprites, game/sounds and game/licenses, so
an installed wheel finds them with importlib.resources; Perfect's opening book ships inside game.ai.quarto, the
compiled translations inside game/locale. Metadata and dependencies live in pyproject.toml.
"""

from __future__ import annotations

from setuptools import find_namespace_packages, setup

ASSET_DIRS = {
    "game.sprites": "sprites",
    "game.sprites.fonts": "sprites/fonts",
    "game.sounds": "sounds",
    "game.licenses": "licenses",  # the licence texts the About screen shows
}

setup(
    packages=find_namespace_packages(include=["game", "game.*"]) + list(ASSET_DIRS),
    package_dir=ASSET_DIRS,
    package_data={
        **{name: ["*.png", "*.ico", "*.otf", "*.ttf", "*.txt", "*.wav"] for name in ASSET_DIRS},
        "game.ai.quarto": ["book_*.txt"],  # Perfect's opening book (tools/make_quarto_book.py)
        # the compiled translations game.i18n reads (tools/catalogs.py makes them from the .po files)
        "game.locale": ["*/LC_MESSAGES/*.mo"],
    },
)
