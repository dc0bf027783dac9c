"""Both isolation modes for every differential test here: a test that takes the
``isolation`` fixture runs once in process (``"inprocess"``, id ``inproc``) and once in a
worker process (``"process"``, id ``process``; Linux only, where workers can start)."""

from __future__ import annotations

import pytest

from conformance.runner import ISOLATION_IDS, ISOLATIONS
from sandbox.isolation.choose import platform_problem


@pytest.fixture(params=ISOLATIONS, ids=ISOLATION_IDS)
def isolation(request: pytest.FixtureRequest) -> str:
    mode = str(request.param)
    if mode == "process" and platform_problem() is not None:
        pytest.skip(f"process isolation is not available here: {platform_problem()}")
    return mode
