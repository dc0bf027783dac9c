"""Differential conformance: every case runs under the host CPython and under the sandbox."""
