"""How ``Sandbox()`` chooses its isolation: an explicit argument, else ``SANDBOX_ISOLATION``,
else process where workers can start (Linux), else in-process; the report says which and why,
and a default that cannot start a worker falls back to in-process, saying so."""

from __future__ import annotations

import pytest

from sandbox import Sandbox
from sandbox.isolation import choose as choose_module
from sandbox.isolation.choose import ENV_VAR, choose


def test_explicit_argument_wins_over_the_variable(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(ENV_VAR, "process")
    assert choose("inprocess") == ("inprocess", "isolation='inprocess' given")
    sb = Sandbox(isolation="inprocess")
    assert sb.isolation == "inprocess" and sb._pool is None


def test_the_variable_sets_the_default(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(ENV_VAR, "inprocess")
    report = Sandbox().isolation_report()
    assert report.mode == "inprocess"
    assert report.chosen == f"{ENV_VAR}=inprocess in the environment"
    assert f"({ENV_VAR}=inprocess in the environment)" in str(report)
    monkeypatch.setenv(ENV_VAR, "process")
    assert choose(None)[0] == "process"


def test_a_bad_mode_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(ValueError, match="isolation must be 'inprocess' or 'process'"):
        Sandbox(isolation="thread")
    monkeypatch.setenv(ENV_VAR, "sandboxed")
    with pytest.raises(ValueError, match=f"{ENV_VAR}='sandboxed' must be"):
        Sandbox()


def test_default_is_process_on_linux(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(ENV_VAR)
    sb = Sandbox(pool={"warm": 0})
    try:
        assert sb.isolation == "process"
        assert sb.isolation_report().chosen == "the default where worker processes can start"
        assert sb.session().run_sync("x = 1 + 2\nx").value == 3
    finally:
        sb._pool.close()


def test_default_without_workers_is_inprocess_and_says_why(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(ENV_VAR)
    monkeypatch.setattr(choose_module.sys, "platform", "darwin")
    report = Sandbox().isolation_report()
    assert report.mode == "inprocess"
    assert report.chosen == ("the default; process isolation is not available: its OS "
                             "confinement is built for Linux, and this is darwin")


def test_default_falls_back_when_no_worker_starts(monkeypatch: pytest.MonkeyPatch) -> None:
    from sandbox.isolation import pool, zygote
    monkeypatch.delenv(ENV_VAR)
    monkeypatch.setattr(zygote, "shared", lambda: None)  # no zygote: workers are spawned

    def refuse(*args: object, **kwargs: object) -> None:
        raise OSError("no processes here")

    monkeypatch.setattr(pool.subprocess, "Popen", refuse)
    sb = Sandbox()
    assert sb.isolation == "inprocess" and sb._pool is None
    chosen = sb.isolation_report().chosen
    assert chosen.startswith("the default; fell back: could not start a worker process")
    assert sb.run_sync("1 + 2").value == 3
    with pytest.raises(Exception, match="could not start a worker process"):
        Sandbox(isolation="process")  # asked for explicitly: no silent fallback


def test_the_documents_state_the_default_the_code_has() -> None:
    from pathlib import Path
    root = Path(__file__).resolve().parents[2]
    readme = (root / "README.md").read_text()
    threat = (root / "THREAT_MODEL.md").read_text()
    for text in (readme, threat):
        assert f"`{ENV_VAR}=inprocess|process`" in text
    assert "On Linux, `Sandbox()` runs each session in a worker process" in readme
    assert "`Sandbox()` chooses process isolation where workers can start (Linux)" in threat
