"""The honest isolation report: which confinement layers are in force, on this machine.

Every layer a worker tries is verified there (see :mod:`sandbox.isolation.confine`); the
report repeats the worker's findings and never claims a layer the worker did not confirm.
The in-process gate (the evaluator's allowlist) is always in force, in both modes. Besides
the layers, the report states the guest recursion depth in force and why (the host grants
what its C stack allows: :mod:`sandbox.runtime.hoststack`).
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
    platform's default, or a fallback and its cause). ``recursion_depth``: the deepest guest
    recursion a run gets (``sys.getrecursionlimit()`` in the guest), ``recursion_detail``:
    why that much (0 and "": not reported)."""

    mode: str
    layers: tuple[Layer, ...] = field(default_factory=tuple)
    chosen: str = ""
    recursion_depth: int = 0
    recursion_detail: str = ""

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
        return {"mode": self.mode, "chosen": self.chosen, "layers": layers,
                "recursion": {"depth": self.recursion_depth, "detail": self.recursion_detail}}

    def __str__(self) -> str:
        width = max((len(layer.name) for layer in self.layers), default=0)
        lines = [f"isolation: {self.mode}" + (f" ({self.chosen})" if self.chosen else "")]
        lines += [f"  {layer.name:<{width}}  {'yes' if layer.in_force else 'no '}  "
                  f"{layer.detail}" for layer in self.layers]
        if self.recursion_detail:
            lines.append(f"  recursion: {self.recursion_detail}")
        return "\n".join(lines)


def inprocess_report(chosen: str = "", max_recursion_depth: int = 0) -> IsolationReport:
    """In-process mode: the gate alone; the recursion depth this process grants a run whose
    Limits ask ``max_recursion_depth``."""
    from ..runtime.hoststack import depth_in_force, recursion_layer
    detail = recursion_layer(max_recursion_depth)["detail"] if max_recursion_depth else ""
    depth = depth_in_force(max_recursion_depth) if max_recursion_depth else 0
    return IsolationReport("inprocess", (Layer("gate", True, _GATE_DETAIL),), chosen,
                           depth, detail)


def process_report(found: dict[str, Any], chosen: str = "") -> IsolationReport:
    """Process mode: the gate plus what a worker reported (its ``ready`` message, whose
    ``recursion`` entry is the depth in force there and why)."""
    layers = [Layer("gate", True, _GATE_DETAIL)]
    for name in LAYER_ORDER[1:]:
        entry = found.get(name)
        if isinstance(entry, dict):
            layers.append(Layer(name, bool(entry.get("in_force")), str(entry.get("detail"))))
        else:
            layers.append(Layer(name, False, "not reported by the worker"))
    recursion = found.get("recursion")
    depth, detail = 0, "not reported by the worker"
    if isinstance(recursion, dict) and isinstance(recursion.get("depth"), int):
        depth, detail = recursion["depth"], str(recursion.get("detail"))
    return IsolationReport("process", tuple(layers), chosen, depth, detail)
