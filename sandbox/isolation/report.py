"""The honest isolation report: which confinement layers are in force, on this machine.

Every layer a worker tries is verified there (see :mod:`sandbox.isolation.confine`); the
report repeats the worker's findings and never claims a layer the worker did not confirm.
The in-process gate (the evaluator's allowlist) is always in force, in both modes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

#: Layers in the order the report lists them.
LAYER_ORDER = ("gate", "process", "empty_env", "empty_cwd", "no_inherited_fds", "rlimit_as",
               "rlimit_cpu", "rlimit_nofile", "rlimit_nproc", "rlimit_fsize", "rlimit_core",
               "no_new_privs", "seccomp", "no_fork", "landlock", "netns")

_GATE_DETAIL = "evaluator allowlist and access gate on host objects"


@dataclass(frozen=True)
class Layer:
    """One confinement layer: whether it is in force and what was found."""

    name: str
    in_force: bool
    detail: str


@dataclass(frozen=True)
class IsolationReport:
    """``mode`` ("inprocess" or "process") and every layer, in force or not, with the reason.
    ``in_force`` lists the names of the layers in force (``RunResult.stats.isolation``);
    ``chosen`` says how the mode was chosen (the argument, ``SANDBOX_ISOLATION``, the
    platform's default, or a fallback and its cause)."""

    mode: str
    layers: tuple[Layer, ...] = field(default_factory=tuple)
    chosen: str = ""

    @property
    def in_force(self) -> tuple[str, ...]:
        return tuple(layer.name for layer in self.layers if layer.in_force)

    def __getitem__(self, name: str) -> Layer:
        for layer in self.layers:
            if layer.name == name:
                return layer
        raise KeyError(name)

    def is_in_force(self, name: str) -> bool:
        """Whether layer ``name`` is in force (False for a layer this mode does not have)."""
        return any(layer.name == name and layer.in_force for layer in self.layers)

    def to_dict(self) -> dict[str, Any]:
        layers = {layer.name: {"in_force": layer.in_force, "detail": layer.detail}
                  for layer in self.layers}
        return {"mode": self.mode, "chosen": self.chosen, "layers": layers}

    def __str__(self) -> str:
        width = max((len(layer.name) for layer in self.layers), default=0)
        lines = [f"isolation: {self.mode}" + (f" ({self.chosen})" if self.chosen else "")]
        lines += [f"  {layer.name:<{width}}  {'yes' if layer.in_force else 'no '}  "
                  f"{layer.detail}" for layer in self.layers]
        return "\n".join(lines)


def inprocess_report(chosen: str = "") -> IsolationReport:
    """In-process mode: the gate alone."""
    return IsolationReport("inprocess", (Layer("gate", True, _GATE_DETAIL),), chosen)


def process_report(found: dict[str, Any], chosen: str = "") -> IsolationReport:
    """Process mode: the gate plus what a worker reported (its ``ready`` message)."""
    layers = [Layer("gate", True, _GATE_DETAIL)]
    for name in LAYER_ORDER[1:]:
        entry = found.get(name)
        if isinstance(entry, dict):
            layers.append(Layer(name, bool(entry.get("in_force")), str(entry.get("detail"))))
        else:
            layers.append(Layer(name, False, "not reported by the worker"))
    return IsolationReport("process", tuple(layers), chosen)
