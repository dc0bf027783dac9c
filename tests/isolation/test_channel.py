"""The channel's framing on a bare socketpair (no worker): frames larger than the read
buffer arrive whole, bounds and EOF break the channel, and the CPU limit is re-armed only
when it changes."""

from __future__ import annotations

import resource
import socket
import struct
import threading
import time

import pytest

from sandbox.isolation import confine
from sandbox.isolation.channel import FILL_BYTES, READ_BYTES, Channel, ChannelBroken


@pytest.fixture()
def pair() -> tuple[Channel, Channel]:
    a, b = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
    left, right = Channel(a), Channel(b)
    yield left, right
    left.close()
    right.close()


def _sent_meanwhile(chan: Channel, message: dict) -> threading.Thread:
    thread = threading.Thread(target=chan.send, args=(message,))
    thread.start()
    return thread


@pytest.mark.parametrize("spin", [0.0, 50e-6])
def test_frames_larger_than_the_read_buffer_arrive_whole(pair, spin) -> None:
    left, right = pair
    big = bytes(range(256)) * ((FILL_BYTES * 3) // 256 + 7)  # several fills' worth
    thread = _sent_meanwhile(left, {"t": "blob", "data": big})
    first = right.recv(time.monotonic() + 30, spin=spin)
    thread.join()
    left.send({"t": "small", "n": 1})
    second = right.recv(time.monotonic() + 30, spin=spin)
    assert first == {"t": "blob", "data": big}
    assert second == {"t": "small", "n": 1}
    assert len(big) > FILL_BYTES > READ_BYTES


def test_back_to_back_frames_in_one_read_are_each_returned(pair) -> None:
    left, right = pair
    for n in range(5):
        left.send({"t": "n", "n": n})
    got = [right.recv(time.monotonic() + 5)["n"] for _ in range(5)]
    assert got == [0, 1, 2, 3, 4]


def test_an_announced_oversized_frame_breaks_the_channel(pair) -> None:
    left, right = pair
    right.max_frame = 1000
    left.sock.send(struct.pack(">I", 1001) + b"\x80")
    with pytest.raises(ChannelBroken, match="announced a frame of 1001 bytes"):
        right.recv(time.monotonic() + 5)


def test_the_peer_closing_breaks_the_channel(pair) -> None:
    left, right = pair
    left.sock.shutdown(socket.SHUT_WR)
    with pytest.raises(ChannelBroken, match="closed"):
        right.recv(time.monotonic() + 5)


def test_the_cpu_limit_is_set_once_while_its_value_holds(monkeypatch) -> None:
    before = resource.getrlimit(resource.RLIMIT_CPU)
    calls: list[tuple[int, int]] = []
    real = resource.setrlimit

    def counted(which: int, limits: tuple[int, int]) -> None:
        if which == resource.RLIMIT_CPU:
            calls.append(limits)
        real(which, limits)
    monkeypatch.setattr(confine.resource, "setrlimit", counted)
    monkeypatch.setattr(confine, "_armed", [-1])
    far = 10**7  # seconds: a limit this process will never reach
    try:
        confine.arm_cpu_limit(far)
        confine.arm_cpu_limit(far)
        soft = resource.getrlimit(resource.RLIMIT_CPU)[0]
        usage = resource.getrusage(resource.RUSAGE_SELF)
        assert soft == int(usage.ru_utime + usage.ru_stime + far) + 1
        assert len(calls) == 1  # the second arming found the same limit in force
        confine.arm_cpu_limit(far + 5)  # another value: set again
        assert len(calls) == 2
        assert resource.getrlimit(resource.RLIMIT_CPU)[0] == soft + 5
    finally:
        real(resource.RLIMIT_CPU, before)
