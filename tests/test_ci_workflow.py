"""The CI workflow runs the README's own install and test commands (and ruff and mypy) on three systems, on
every push and pull request; the release workflow stays on tags. Their lines are read as text; their shape is
checked against GitHub's workflow schema, as .ci/run checks it."""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
#: The headless core that plain ``mypy`` checks as ``mypy --strict`` does (pyproject's first mypy override).
STRICT_CORE = ["game.rules.*", "game.ai.*", "game.play.*", "game.catalog"]


def test_ci_runs_the_readmes_commands_everywhere_on_every_push() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    ci = (ROOT / ".github/workflows/ci.yml").read_text(encoding="utf-8")
    line = next(
        ln for ln in readme.splitlines() if ln.startswith("python3 -m pip install") and "pytest" in ln
    )
    commands = [c.strip().removeprefix("python3 ") for c in line.split("&&")]
    assert commands == ['-m pip install -e ".[test]"', "-m pytest -n auto"]
    for command in commands:
        assert f"run: ${{{{ matrix.python }}}} {command}\n" in ci, command
    assert "-m ruff check ." in ci and "-m ruff format --check ." in ci
    assert "run: ${{ matrix.python }} -m mypy\n" in ci, "the type checker runs on every system"
    local = (ROOT / ".ci/run").read_text(encoding="utf-8")
    assert "\nmypy\n" in local and "\nruff check .\n" in local, ".ci/run checks types and lint too"
    # both say that part of the package is checked strictly (test_plain_mypy_checks_the_core_strictly: how)
    assert "mypy: --strict's checks on {" in local and '["overrides"][0]["module"]' in local
    assert "name: Types (mypy; the headless core strict" in ci
    assert re.search(r"^on:\n  push:\n  pull_request:\n", ci, re.M)
    assert "os: [ubuntu-latest, windows-latest, macos-latest]" in ci
    # the oldest and the newest Python the package says it supports, on every system
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    named = sorted(
        re.findall(r'"Programming Language :: Python :: (3\.\d+)"', pyproject), key=lambda v: int(v[2:])
    )
    assert f'version: ["{named[0]}", "{named[-1]}"]' in ci and "python-version: ${{ matrix.version }}" in ci
    assert f'requires-python = ">={named[0]}"' in pyproject
    release = (ROOT / ".github/workflows/release.yml").read_text(encoding="utf-8")
    assert re.search(r"^on:\n  push:\n    tags:", release, re.M)


def test_release_builds_packs_and_publishes_every_system() -> None:
    """A v* tag builds, smoke-tests and packs Quadrille-<version>-<system> for the three systems, then attaches
    the archives and one SHA-256 list to the release."""
    release = (ROOT / ".github/workflows/release.yml").read_text(encoding="utf-8")
    assert 'tags: ["v*"]' in release
    for system in ("linux", "windows", "macos"):
        assert f"system: {system}\n" in release, system
    assert "ubuntu-22.04" in release and "windows-latest" in release and "macos-latest" in release
    assert "pyinstaller --noconfirm build.spec" in release and "python -m pytest" in release
    assert "--headless --frames 60 --scene menu --screenshot smoke.png" in release
    assert 'tomllib.load(open("pyproject.toml", "rb"))["project"]["version"]' in release
    assert '[ "v$version" = "$GITHUB_REF_NAME" ]' in release, "the tag must match pyproject's version"
    assert 'name="Quadrille-${{ steps.version.outputs.version }}-${{ matrix.system }}"' in release
    # Linux packs through the one script .ci/run also packs, unpacks and installs with
    assert 'sh packaging/linux/pack.sh dist/Quadrille "${{ steps.version.outputs.version }}" out' in release
    pack = (ROOT / "packaging/linux/pack.sh").read_text(encoding="utf-8")
    assert (
        'tar -C "$stage" -czf "$out/$name.tar.gz" "$name"' in pack
        and 'name="Quadrille-$version-linux"' in pack
    )
    assert "sh packaging/linux/pack.sh" in (ROOT / ".ci/run").read_text(encoding="utf-8")
    assert 'ditto -c -k --sequesterRsrc --keepParent dist/Quadrille.app "out/$name.zip"' in release
    assert '7z a -tzip "../out/$name.zip" Quadrille' in release
    for part in ('"$here/icons"', "quadrille.desktop", "install.sh", "INSTALL.md"):
        assert part in pack, part
    assert "sha256sum Quadrille-* > SHA256SUMS.txt" in release
    assert "softprops/action-gh-release@v2" in release and "contents: write" in release
    assert "out/SHA256SUMS.txt" in release and "out/Quadrille-*" in release


def test_the_spec_bundles_a_mac_app_and_a_windows_version_from_pyproject() -> None:
    spec = (ROOT / "build.spec").read_text(encoding="utf-8")
    assert 'tomllib.loads((ROOT / "pyproject.toml")' in spec
    assert 'name="Quadrille.app"' in spec and 'bundle_identifier="com.quadrille.game"' in spec
    assert '"NSHighResolutionCapable": True' in spec and '"icon.icns"' in spec and '"icon.ico"' in spec
    assert "VSVersionInfo(" in spec and "version=windows_version_info(VERSION)" in spec
    assert '("sprites", "sounds", "licenses")' in spec and '"_version.txt"' in spec
    assert 'COLLECT(exe, a.binaries, a.datas, name="Quadrille")' in spec, "the Linux one-folder build stays"


def test_the_core_gets_every_check_that_strict_turns_on() -> None:
    """pyproject spells --strict out flag by flag (``strict = true`` in an override reaches every module,
    python/mypy#11401), so a mypy that adds a flag to --strict fails here until pyproject names it too."""
    from mypy.main import define_options
    from mypy.options import PER_MODULE_OPTIONS

    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
    core = config["overrides"][0]
    assert core["module"] == STRICT_CORE and "strict" not in core
    _, _, strict_flags = define_options()
    assert strict_flags, "mypy names no --strict flags"
    for option, value in strict_flags:
        # a flag mypy reads only once for the whole run (warn_redundant_casts) is set for every module
        assert (core if option in PER_MODULE_OPTIONS else config).get(option) == value, option


def test_plain_mypy_checks_the_core_strictly_and_the_rest_as_before(tmp_path: Path) -> None:
    """One slip only --strict reports (a bare generic, its Any returned) in each core part and in a scene,
    checked with pyproject's own mypy settings: plain ``mypy`` flags the core's and lets the scene's be."""
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    start = text.index("[tool.mypy]\n")
    end = re.compile(r"^\[(?!\[?tool\.mypy)", re.M).search(text, start + 1)
    (tmp_path / "pyproject.toml").write_text(text[start : end.start() if end else None], encoding="utf-8")
    slip = "import re\n\n\ndef probe(m: re.Match) -> str:\n    return m.group(0)\n"
    (tmp_path / "game").mkdir()
    (tmp_path / "game/__init__.py").write_text("", encoding="utf-8")
    (tmp_path / "game/catalog.py").write_text(slip, encoding="utf-8")
    for part in ("rules", "ai", "play", "scenes"):
        (tmp_path / "game" / part).mkdir()
        (tmp_path / "game" / part / "__init__.py").write_text("", encoding="utf-8")
        (tmp_path / "game" / part / "probe.py").write_text(slip, encoding="utf-8")
    run = subprocess.run(
        [sys.executable, "-m", "mypy", "--cache-dir", str(tmp_path / "cache")],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=300,
    )
    out = run.stdout.replace("\\", "/")
    flagged = set(re.findall(r"^(game/\S+?):\d+: error", out, re.M))
    core = {"game/catalog.py", "game/rules/probe.py", "game/ai/probe.py", "game/play/probe.py"}
    assert flagged == core, out
    assert run.returncode == 1 and "unused section" not in out, out


WORKFLOW_CHECK = ["-m", "check_jsonschema", "--builtin-schema", "vendor.github-workflows"]


def test_both_workflows_match_githubs_schema_and_a_job_without_runs_on_does_not(tmp_path: Path) -> None:
    """The release workflow only runs on a tag: the schema check in .ci/run finds its mistakes before then."""
    local = (ROOT / ".ci/run").read_text(encoding="utf-8")
    assert "\ncheck-jsonschema --builtin-schema vendor.github-workflows .github/workflows/*.yml\n" in local
    workflows = sorted((ROOT / ".github/workflows").glob("*.yml"))
    assert {"ci.yml", "release.yml"} <= {w.name for w in workflows}
    good = subprocess.run(
        [sys.executable, *WORKFLOW_CHECK, *map(str, workflows)], capture_output=True, text=True, timeout=120
    )
    assert good.returncode == 0, good.stdout + good.stderr
    ci = (ROOT / ".github/workflows/ci.yml").read_text(encoding="utf-8")
    assert "    runs-on: ${{ matrix.os }}\n" in ci
    broken = tmp_path / "ci.yml"
    broken.write_text(ci.replace("    runs-on: ${{ matrix.os }}\n", ""), encoding="utf-8")
    bad = subprocess.run(
        [sys.executable, *WORKFLOW_CHECK, str(broken)], capture_output=True, text=True, timeout=120
    )
    assert bad.returncode == 1 and "'runs-on' is a required property" in bad.stdout, bad.stdout + bad.stderr
