"""The documents tell the truth: generated tables match the code, every listed divergence is
tested, files the documents cite exist, README's commands are what CI runs."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from sandbox import docs

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("filename", sorted(docs.SECTIONS))
def test_generated_sections_are_current(filename: str) -> None:
    text = (ROOT / filename).read_text()
    assert docs.render(text, docs.SECTIONS[filename]) == text, (
        f"{filename} is stale: run `python -m sandbox.docs`")


def test_every_divergence_is_tested() -> None:
    listed = set(re.findall(r"^### (\w+)$", (ROOT / "CONFORMANCE.md").read_text(), re.M))
    tests = set(re.findall(r"^def test_divergence_(\w+)\(",
                           (ROOT / "tests/test_divergences.py").read_text(), re.M))
    assert listed == tests


def test_cited_paths_exist() -> None:
    for filename in ("THREAT_MODEL.md", "CONFORMANCE.md", "README.md"):
        text = (ROOT / filename).read_text()
        for path in re.findall(r"`((?:sandbox|tests|conformance|benchmarks|examples)/[\w/.]*)`",
                               text):
            assert (ROOT / path).exists(), f"{filename} cites missing {path}"


def test_ci_runs_the_readme_commands() -> None:
    readme = (ROOT / "README.md").read_text()
    quick_start = readme.split("## Quick start on a fresh machine", 1)[1].split("\n## ", 1)[0]
    commands = re.findall(r"```bash\n(.*?)\n```", quick_start, re.S)
    assert len(commands) == 2
    ci = (ROOT / ".ci/run").read_text()
    for command in commands:
        assert command.strip() in ci
