"""Fixtures of the contrib tests: a real redis-server on a free port (skipped, saying why,
where it is not installed)."""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Iterator

import pytest
from contrib_support import free_port, wait_for


@pytest.fixture(scope="module")
def redis_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The URL of a redis-server started for this module (killed at its end)."""
    redis = pytest.importorskip("redis", reason="needs the celery extra: "
                                "pip install -e '.[celery]'")
    if shutil.which("redis-server") is None:
        pytest.skip("redis-server is not installed (apt-get install -y redis-server; "
                    ".ci/run installs it where apt is available)")
    workdir = tmp_path_factory.mktemp("redis")
    port = free_port()
    with open(workdir / "redis.log", "wb") as log:  # the child keeps its own descriptor
        proc = subprocess.Popen(
            ["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--dir",
             str(workdir), "--save", "", "--appendonly", "no"],
            stdout=log, stderr=subprocess.STDOUT)
    client = redis.Redis(port=port)

    def up() -> bool:
        try:
            return bool(client.ping())
        except redis.ConnectionError:
            return False

    try:
        wait_for("redis-server to accept connections", up)
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        client.close()
        proc.kill()
        proc.wait()
