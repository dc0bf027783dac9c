"""Agent-style programs with tools, run under CPython and in the sandbox (test_agent.py)."""
